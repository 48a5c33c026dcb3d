// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaffPicker, staffSource } from './staff';
import { renderPicker, ruleMessage, runResolve, runSearch } from '../test/render';

const contactNeeded = 'Enter a full e-mail address or mobile number to search.';

describe('staffSource', () => {
  it('searches by contact by default: the exact e-mail with the scope tenant, one list', async () => {
    const { page, requests } = await runSearch(staffSource, {
      scope: { tenantId: 1015 },
      query: 'dingxiaodong@acme.example',
      filters: {},
    });
    expect(requests).toEqual([
      {
        path: '/api/user/search/mobile/email',
        params: { tenantId: 1015, keyword: 'dingxiaodong@acme.example' },
      },
    ]);
    expect(page.items.map((staff) => staff.userOID)).toEqual(['99e4a024-3cf7-5a12-b410-bb18fce8a0f5']);
    expect(page.hasMore).toBe(false);
  });

  it("searches by part of the name within the tenant when `by` is 'keyword'", async () => {
    const { page, requests } = await runSearch(staffSource, {
      scope: { tenantId: 1015 },
      query: '刘',
      filters: { by: 'keyword' },
    });
    expect(requests[0]).toEqual({
      path: '/api/user/search/by/tenantId/keyword',
      params: { tenantId: 1015, keyword: '刘', page: 0, size: 20 },
    });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((staff) => staff.fullName.includes('刘'))).toBe(true);
  });

  it("searches every tenant by keyword when `by` is 'keyword' and no tenant is known", async () => {
    const { page, requests } = await runSearch(staffSource, {
      query: 'Amelia Jones',
      filters: { by: 'keyword' },
    });
    expect(requests[0]?.path).toBe('/api/user/search/by/keyword');
    expect(requests[0]?.params.tenantId).toBeUndefined();
    expect(new Set(page.items.map((staff) => staff.tenantId))).toEqual(new Set([1331, 1537]));
  });

  it("runs the data query with the status filter when `by` is 'userInfo'", async () => {
    const { page, requests } = await runSearch(staffSource, {
      scope: { tenantId: 1015 },
      query: '',
      filters: { by: 'userInfo', status: ['LEFT'] },
    });
    expect(requests[0]).toEqual({
      path: '/api/tenant/common/query',
      params: { tenantId: 1015, status: ['LEFT'], page: 0, size: 20, queryType: 'USER_INFO' },
    });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((staff) => staff.status === 'LEFT')).toBe(true);
  });

  it('refuses a contact search for text that is neither an e-mail address nor a mobile number (spec §5)', () => {
    expect(ruleMessage(staffSource, '丁晓东', {})).toBe(contactNeeded);
    expect(ruleMessage(staffSource, 'dingxiaodong@acme', { by: 'contact' })).toBe(contactNeeded);
    expect(ruleMessage(staffSource, '1316', {})).toBe(contactNeeded);
  });

  it('accepts a whole e-mail address or mobile number for the contact search (spec §5)', () => {
    expect(ruleMessage(staffSource, 'dingxiaodong@acme.example', {})).toBeUndefined();
    expect(ruleMessage(staffSource, '13160802969', {})).toBeUndefined();
    expect(ruleMessage(staffSource, '+393924838198', { by: 'contact' })).toBeUndefined();
  });

  it('accepts any text for the keyword and data query searches', () => {
    expect(ruleMessage(staffSource, '丁晓东', { by: 'keyword' })).toBeUndefined();
    expect(ruleMessage(staffSource, '丁晓东', { by: 'userInfo' })).toBeUndefined();
  });

  it('does not search before the keyword is filled (spec §5)', () => {
    expect(staffSource.searchEmpty).toBe(false);
  });

  it('sends nothing to resolve a userOID, which no call finds', async () => {
    const { items, requests } = await runResolve(staffSource, ['99e4a024-3cf7-5a12-b410-bb18fce8a0f5'], {
      filters: {},
    });
    expect(items).toEqual([]);
    expect(requests).toEqual([]);
  });
});

describe('StaffPicker', () => {
  it('asks for something to be typed and sends nothing when opened', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <StaffPicker label="Employee" value={null} onChange={vi.fn()} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    await user.click(screen.getByRole('combobox', { name: 'Employee' }));
    expect((await screen.findByText('Type to search employee')).getAttribute('role')).toBe('status');
    expect(requests).toEqual([]);
  });

  it('says what to type and sends nothing for a name (spec §5)', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <StaffPicker label="Employee" value={null} onChange={vi.fn()} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    await user.type(screen.getByRole('combobox', { name: 'Employee' }), '丁晓东');
    expect((await screen.findByText(contactNeeded)).getAttribute('role')).toBe('status');
    expect(requests).toEqual([]);
  });

  it('chooses an employee found by e-mail: onChange gets the userOID and the employee', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { requests } = renderPicker(
      <StaffPicker label="Employee" value={null} onChange={onChange} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    await user.type(screen.getByRole('combobox', { name: 'Employee' }), 'heqian@acme.example');
    await user.click(await screen.findByRole('option', { name: /何倩/ }));
    expect(onChange).toHaveBeenCalledWith(
      '61b55b6e-7092-513d-984c-2e4bc7a89c45',
      expect.objectContaining({ fullName: '何倩', email: 'heqian@acme.example' }),
    );
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        path: '/api/user/search/mobile/email',
        params: { tenantId: 1015, keyword: 'heqian@acme.example' },
      }),
    );
  });
});
