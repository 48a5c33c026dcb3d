// @vitest-environment jsdom
import { USERS_LIST_SIZE } from '@opsdesk/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPicker, runSearch } from '../test/render';
import { UsersPicker, usersSource } from './users';

describe('usersSource', () => {
  it('reads the users list as one page of 2000 for the picker to filter (spec §7, §9)', async () => {
    const { page, requests } = await runSearch(usersSource, { filters: {} });
    expect(usersSource.paging).toBe('client');
    expect(requests).toEqual([{ path: '/api/getUsers', params: { page: 0, size: USERS_LIST_SIZE } }]);
    expect(USERS_LIST_SIZE).toBe(2000);
    expect(page.items).toHaveLength(14);
  });

  it('keys a user by id and names it by name', async () => {
    const { page } = await runSearch(usersSource, { filters: {} });
    const admin = page.items.find((user) => user.login === 'admin');
    expect(admin && [usersSource.key(admin), usersSource.label(admin)]).toEqual([1, '王超管 (Super Admin)']);
  });
});

describe('UsersPicker', () => {
  it('filters the list locally, tells two namesakes apart by e-mail, and chooses one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { requests } = renderPicker(
      <UsersPicker label="User" value={null} onChange={onChange} debounceMs={0} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'User' }), 'twin');
    await user.click(await screen.findByRole('option', { name: /twin2@opsdesk\.example/ }));
    expect(onChange).toHaveBeenCalledWith(15, expect.objectContaining({ name: 'Twin Two' }));
    expect(requests).toEqual([{ path: '/api/getUsers', params: { page: 0, size: USERS_LIST_SIZE } }]);
  });
});
