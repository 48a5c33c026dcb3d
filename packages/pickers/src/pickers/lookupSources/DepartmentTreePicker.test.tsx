// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DepartmentOption } from './departments';
import { DepartmentTreePicker } from './DepartmentTreePicker';
import { renderPicker } from '../test/render';

const headOffice = '57e6543c-80e8-5940-be28-8e640cdfeb6e';
const salesCenter = '7bb35d39-9caf-5ff5-8f0d-4dc28e024fc6';
const eastRegion = '8bb08652-cfa5-590e-a077-ac13882a7fa5';

const eastRegionItem: DepartmentOption = {
  departmentOID: eastRegion,
  id: 3059,
  name: '华东大区',
  code: 'HQ-SALES-E',
  parentDepartmentOID: salesCenter,
  managerName: '于洋',
  tenantId: 1015,
  companyId: 1615,
  hasChildren: false,
  path: [
    { departmentOID: headOffice, name: '艾克米科技有限公司' },
    { departmentOID: salesCenter, name: '销售中心' },
  ],
};

const treeItem = (name: string) => screen.findByRole('treeitem', { name });

async function openTree(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Department' }));
  return screen.findByRole('tree', { name: 'department' });
}

describe('DepartmentTreePicker', () => {
  it('opens on the root departments of the scope tenant, collapsed', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <DepartmentTreePicker label="Department" value={null} onChange={() => {}} debounceMs={0} />,
      { tenantId: 1015 },
    );
    const tree = await openTree(user);
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(5));
    const root = await treeItem('艾克米科技有限公司');
    expect(root.getAttribute('aria-level')).toBe('1');
    expect(root.getAttribute('aria-expanded')).toBe('false');
    expect(requests).toEqual([{ path: '/api/departments/root/v2', params: { tenantId: 1015 } }]);
  });

  it('asks for a tenant before showing the tree when neither the filter nor the scope names one', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <DepartmentTreePicker label="Department" value={null} onChange={() => {}} debounceMs={0} />,
    );
    await user.click(screen.getByRole('button', { name: 'Department' }));
    const panel = await screen.findByRole('dialog');
    expect((await within(panel).findByRole('status')).textContent).toBe('Choose a tenant first.');
    expect(screen.queryByRole('tree')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('expands with the arrow keys, loading the children once, and walks back to the parent', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <DepartmentTreePicker label="Department" value={null} onChange={() => {}} debounceMs={0} />,
      { tenantId: 1015 },
    );
    await openTree(user);
    await treeItem('成都艾克米网络科技有限公司');
    // Down from the search box enters the tree; Down again moves to the next root.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const root = await treeItem('艾克米科技有限公司');
    expect(document.activeElement).toBe(root);

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(root.getAttribute('aria-expanded')).toBe('true'));
    const firstChild = await treeItem('人力资源部');
    expect(firstChild.getAttribute('aria-level')).toBe('2');
    expect(requests.at(-1)).toEqual({ path: `/api/departments/${headOffice}/children`, params: {} });

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(firstChild);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(root);
    await user.keyboard('{ArrowLeft}');
    expect(root.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: '人力资源部' })).toBeNull();

    await user.keyboard('{ArrowRight}');
    await treeItem('人力资源部');
    expect(requests.filter((request) => request.path.endsWith('/children'))).toHaveLength(1);
  });

  it('chooses the focused department with Enter: onChange gets its OID and the department', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <DepartmentTreePicker label="Department" value={null} onChange={onChange} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    await openTree(user);
    await treeItem('成都艾克米网络科技有限公司');
    await user.keyboard('{ArrowDown}{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith(
      'e94fea27-cca6-5682-a23f-ee4c5caaecae',
      expect.objectContaining({ code: 'SH' }),
    );
    await waitFor(() => expect(screen.queryByRole('tree')).toBeNull());
  });

  it('moves to the next department starting with the letter typed in the tree', async () => {
    const user = userEvent.setup();
    renderPicker(
      <DepartmentTreePicker label="Department" value={null} onChange={() => {}} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    await openTree(user);
    await treeItem('成都艾克米网络科技有限公司');
    await user.keyboard('{ArrowDown}深');
    expect(document.activeElement).toBe(await treeItem('深圳艾克米信息技术有限公司'));
  });

  it('searches by name as you type and chooses a match described by its path', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { requests } = renderPicker(
      <DepartmentTreePicker label="Department" value={null} onChange={onChange} debounceMs={0} />,
      { tenantId: 1015 },
    );
    await openTree(user);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), '华东');
    const option = await screen.findByRole('option', { name: /华东大区/ });
    expect(option.textContent).toContain('艾克米科技有限公司 / 销售中心');
    expect(screen.queryByRole('tree')).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(eastRegion, expect.objectContaining({ code: 'HQ-SALES-E' }));
    expect(requests.at(-1)).toEqual({
      path: '/api/departments/like',
      params: { name: '华东', tenantId: 1015, page: 0, size: 20 },
    });
  });

  it('opens on the chosen department: its ancestors expanded and it marked selected', async () => {
    const user = userEvent.setup();
    renderPicker(
      <DepartmentTreePicker
        label="Department"
        value={eastRegion}
        knownItems={[eastRegionItem]}
        onChange={() => {}}
        debounceMs={0}
      />,
      { tenantId: 1015 },
    );
    expect(screen.getByRole('button', { name: 'Department' }).textContent).toBe('华东大区');
    await openTree(user);
    const chosen = await treeItem('华东大区');
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(chosen.getAttribute('aria-level')).toBe('3');
    expect(chosen.tabIndex).toBe(0);
  });

  it('toggles departments in multiple mode and stays open', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <DepartmentTreePicker
        label="Department"
        multiple
        value={[headOffice]}
        onChange={onChange}
        debounceMs={0}
      />,
      { tenantId: 1015 },
    );
    await openTree(user);
    await user.click(
      within(await treeItem('深圳艾克米信息技术有限公司')).getByText('深圳艾克米信息技术有限公司'),
    );
    expect(onChange).toHaveBeenCalledWith(
      [headOffice, '7f8aca94-57fe-5fa7-a391-242855d8977c'],
      [expect.objectContaining({ code: 'HQ' }), expect.objectContaining({ code: 'SZ' })],
    );
    expect(screen.getByRole('tree').getAttribute('aria-multiselectable')).toBe('true');
  });

  it('expands a department with its arrow by mouse without choosing it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <DepartmentTreePicker label="Department" value={null} onChange={onChange} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    await openTree(user);
    const root = await treeItem('艾克米科技有限公司');
    const arrow = root.querySelector('[data-twisty]');
    if (!arrow) throw new Error('no arrow');
    await user.click(arrow);
    expect(await treeItem('销售中心')).toBeTruthy();
    expect(root.getAttribute('aria-expanded')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports a failed child list under its parent and loads it again on retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderPicker(
      <DepartmentTreePicker label="Department" value={null} onChange={() => {}} debounceMs={0} />,
      {
        tenantId: 1015,
        fixture: {
          failure: (path) =>
            failing && path.endsWith('/children')
              ? { status: 500, body: { message: 'Tree unavailable' } }
              : undefined,
        },
      },
    );
    await openTree(user);
    const root = await treeItem('艾克米科技有限公司');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}');
    const alert = await within(root).findByRole('alert');
    expect(alert.textContent).toContain('Tree unavailable');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await treeItem('人力资源部')).toBeTruthy();
  });
});
