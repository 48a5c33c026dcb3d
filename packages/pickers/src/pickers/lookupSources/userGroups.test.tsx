// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPicker, ruleMessage, runResolve, runSearch } from '../test/render';
import {
  CompanyUserGroupPicker,
  companyUserGroupSource,
  UserGroupPicker,
  userGroupSource,
} from './userGroups';

describe('userGroupSource', () => {
  it('searches user groups by keyword for the scope tenant, a page at a time', async () => {
    const { page, requests } = await runSearch(userGroupSource, {
      scope: { tenantId: 1015 },
      query: 'ADMIN',
      filters: { companyId: 1615 },
      page: 0,
      size: 20,
    });
    expect(requests).toEqual([
      {
        path: '/api/user/groups/search',
        params: { tenantId: 1015, companyId: 1615, keyword: 'ADMIN', page: 0, size: 20 },
      },
    ]);
    expect(page.items.map((group) => group.code)).toEqual(['IT_ADMIN', 'TRAVEL_ADMIN', 'BUDGET_ADMIN']);
    expect(page.total).toBe(3);
  });

  it('resolves an id by reading the pages, since the keyword does not search ids', async () => {
    const { items, requests } = await runResolve(userGroupSource, [15365], {
      scope: { tenantId: 1015 },
      filters: {},
    });
    expect(items.map((group) => group.name)).toEqual(['高管组']);
    expect(requests).toEqual([
      { path: '/api/user/groups/search', params: { tenantId: 1015, page: 0, size: 200 } },
    ]);
  });
});

describe('companyUserGroupSource', () => {
  it('lists the user groups of the company of the filter', async () => {
    const { page, requests } = await runSearch(companyUserGroupSource, { filters: { companyId: 1615 } });
    expect(companyUserGroupSource.paging).toBe('client');
    expect(requests).toEqual([{ path: '/api/user/groups/company', params: { companyId: 1615 } }]);
    expect(page.items).toHaveLength(8);
  });

  it('asks for a company first', () => {
    expect(ruleMessage(companyUserGroupSource, '', {}, { tenantId: 1015 })).toBe('Choose a company first.');
    expect(ruleMessage(companyUserGroupSource, '', { companyId: 1615 }, {})).toBeUndefined();
  });
});

describe('UserGroupPicker', () => {
  it('chooses a group found by typing: onChange gets its id and the group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<UserGroupPicker label="User group" value={null} onChange={onChange} debounceMs={0} />, {
      tenantId: 1015,
    });
    await user.type(screen.getByRole('combobox', { name: 'User group' }), '财务');
    await user.click(await screen.findByRole('option', { name: /财务审核组/ }));
    expect(onChange).toHaveBeenCalledWith(15363, expect.objectContaining({ code: 'FIN_AUDIT' }));
  });

  it('shows a value set before the list opens by its name', async () => {
    renderPicker(<UserGroupPicker label="User group" value={15365} onChange={() => {}} debounceMs={0} />, {
      tenantId: 1015,
    });
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'User group' });
    await waitFor(() => expect(input.value).toBe('高管组'));
  });
});

describe('CompanyUserGroupPicker', () => {
  it('filters the groups of the company locally and chooses one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { requests } = renderPicker(
      <CompanyUserGroupPicker
        label="User group"
        value={null}
        onChange={onChange}
        filters={{ companyId: 1615 }}
        debounceMs={0}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'User group' }), 'CASH');
    await user.click(await screen.findByRole('option', { name: /出纳组/ }));
    expect(onChange).toHaveBeenCalledWith(15367, expect.objectContaining({ companyId: 1615 }));
    expect(requests).toEqual([{ path: '/api/user/groups/company', params: { companyId: 1615 } }]);
  });
});
