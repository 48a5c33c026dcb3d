// @vitest-environment jsdom
import { USERS_LIST_SIZE } from '@opsdesk/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendUserPicker, backendUserSource } from './backendUser';
import { renderPicker, runResolve, runSearch } from '../test/render';

describe('backendUserSource', () => {
  it('searches the back-office accounts by keyword and status, a page at a time', async () => {
    const { page, requests } = await runSearch(backendUserSource, {
      query: 'User',
      filters: { enabled: false },
    });
    expect(requests).toEqual([
      { path: '/api/getUsers', params: { keyword: 'User', enabled: false, page: 0, size: 20 } },
    ]);
    expect(page.items.map((user) => user.name)).toEqual(['Disabled User']);
    expect(page.total).toBe(1);
  });

  it('keys an account by its id and describes it by e-mail and roles', async () => {
    const { page } = await runSearch(backendUserSource, { query: 'Twin One', filters: {} });
    const [twin] = page.items;
    expect(twin && backendUserSource.key(twin)).toBe(14);
    expect(twin && backendUserSource.description?.(twin)).toBe('twin1@opsdesk.example · Customer service');
  });

  it('resolves ids from the one list of all accounts', async () => {
    const { items, requests } = await runResolve(backendUserSource, [15, 1], { filters: {} });
    expect(items.map((user) => user.login).sort()).toEqual(['admin', 'twin2']);
    expect(requests).toEqual([{ path: '/api/getUsers', params: { page: 0, size: USERS_LIST_SIZE } }]);
  });
});

describe('BackendUserPicker', () => {
  it('chooses an account found by typing: onChange gets its id and the account', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <BackendUserPicker label="Back-office user" value={null} onChange={onChange} debounceMs={0} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Back-office user' }), 'finance');
    await user.click(await screen.findByRole('option', { name: /李财务/ }));
    expect(onChange).toHaveBeenCalledWith(
      2,
      expect.objectContaining({ login: 'finance', rolesName: 'Finance administrator' }),
    );
  });
});
