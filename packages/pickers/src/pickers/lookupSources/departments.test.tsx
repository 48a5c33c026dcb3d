// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DepartmentPicker, departmentSource } from './departments';
import { renderPicker, ruleMessage, runResolve, runSearch } from '../test/render';

const eastRegion = '8bb08652-cfa5-590e-a077-ac13882a7fa5';

describe('departmentSource', () => {
  it('lists the root departments of the scope tenant for an empty query, paged locally', async () => {
    const { page, requests } = await runSearch(departmentSource, {
      scope: { tenantId: 1015 },
      filters: { companyId: 1615 },
      size: 3,
    });
    expect(requests).toEqual([
      { path: '/api/departments/root/v2', params: { tenantId: 1015, companyId: 1615 } },
    ]);
    expect(page.items).toHaveLength(1);
    expect(page.items.map((department) => department.code)).toEqual(['HQ']);
  });

  it('pages the roots by the page size', async () => {
    const first = await runSearch(departmentSource, { scope: { tenantId: 1015 }, filters: {}, size: 3 });
    const second = await runSearch(departmentSource, {
      scope: { tenantId: 1015 },
      filters: {},
      size: 3,
      page: 1,
    });
    expect(first.page.items.map((department) => department.code)).toEqual(['CD', 'SZ', 'HQ']);
    expect(second.page.items.map((department) => department.code)).toEqual(['BJ', 'SH']);
    expect(first.page.total).toBe(5);
  });

  it('searches by name when typing and describes each match by its code and path', async () => {
    const { page, requests } = await runSearch(departmentSource, {
      scope: { tenantId: 1015 },
      query: '华东',
      filters: {},
    });
    expect(requests).toEqual([
      { path: '/api/departments/like', params: { name: '华东', tenantId: 1015, page: 0, size: 20 } },
    ]);
    expect(page.items.map((department) => departmentSource.description?.(department))).toEqual([
      'HQ-SALES-E · 艾克米科技有限公司 / 销售中心',
    ]);
  });

  it('asks for a tenant before listing the roots, not before a search by name', () => {
    expect(ruleMessage(departmentSource, '', {}, {})).toBe('Choose a tenant first.');
    expect(ruleMessage(departmentSource, '', {}, { tenantId: 1015 })).toBeUndefined();
    expect(ruleMessage(departmentSource, '财务', {}, {})).toBeUndefined();
  });

  it('resolves an OID by walking the tree down from the roots, with its path', async () => {
    const { items, requests } = await runResolve(departmentSource, [eastRegion], {
      scope: { tenantId: 1015 },
      filters: {},
    });
    expect(items).toHaveLength(1);
    expect(items.map((department) => departmentSource.description?.(department))).toEqual([
      'HQ-SALES-E · 艾克米科技有限公司 / 销售中心',
    ]);
    expect(requests[0]).toEqual({ path: '/api/departments/root/v2', params: { tenantId: 1015 } });
    // The roots, their five child lists, then the lists of the second level's parents.
    expect(requests.filter((request) => request.path.endsWith('/children'))).toHaveLength(16);
  });
});

describe('DepartmentPicker', () => {
  it('chooses a department found by typing: onChange gets its OID and the department', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<DepartmentPicker label="Department" value={null} onChange={onChange} debounceMs={0} />, {
      tenantId: 1015,
    });
    await user.type(screen.getByRole('combobox', { name: 'Department' }), '华东');
    await user.click(await screen.findByRole('option', { name: /华东大区/ }));
    expect(onChange).toHaveBeenCalledWith(eastRegion, expect.objectContaining({ code: 'HQ-SALES-E' }));
  });

  it('shows a department set before the list opens by its name, found through the tree', async () => {
    renderPicker(
      <DepartmentPicker label="Department" value={eastRegion} onChange={() => {}} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Department' });
    await waitFor(() => expect(input.value).toBe('华东大区'));
  });
});
