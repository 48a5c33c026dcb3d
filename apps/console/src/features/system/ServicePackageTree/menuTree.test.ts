import { describe, expect, it } from 'vitest';
import {
  buildTree,
  checkState,
  includedNodes,
  packageContent,
  removedKeys,
  searchTree,
  toggleNode,
  visibleRows,
  type MenuRegistration,
} from './menuTree';

const menus: MenuRegistration[] = [
  { menuKey: 'expense', menuName: '费用报销', menuType: 'M', sortOrder: 20 },
  { menuKey: 'approval', menuName: '审批中心', menuType: 'M', sortOrder: 10 },
  { menuKey: 'my-report', menuName: '我的报销单', menuType: 'F', parentKey: 'expense', sortOrder: 2 },
  { menuKey: 'my-loan', menuName: '我的借款', menuType: 'F', parentKey: 'expense', sortOrder: 1 },
  { menuKey: 'report-submit', menuName: 'Submit', menuType: 'B', parentKey: 'my-report' },
  { menuKey: 'orphan', menuName: 'Orphan', menuType: 'T', parentKey: 'gone' },
];

const tree = buildTree(menus);

describe('buildTree', () => {
  it('nests by parentKey in sortOrder, and makes a node with an unknown parent a root', () => {
    expect(tree.roots.map((root) => root.menuKey)).toEqual(['orphan', 'approval', 'expense']);
    expect(tree.byKey.get('expense')?.children.map((child) => child.menuKey)).toEqual([
      'my-loan',
      'my-report',
    ]);
    expect(tree.order).toEqual(['orphan', 'approval', 'expense', 'my-loan', 'my-report', 'report-submit']);
  });

  it('breaks a parent loop instead of losing its nodes', () => {
    const looped = buildTree([
      { menuKey: 'a', menuName: 'A', menuType: 'M', parentKey: 'b' },
      { menuKey: 'b', menuName: 'B', menuType: 'M', parentKey: 'a' },
    ]);
    expect([...looped.order].sort()).toEqual(['a', 'b']);
    expect(looped.roots.length).toBeGreaterThan(0);
  });
});

describe('tri-state checks', () => {
  it('checks a node with its subtree and its ancestors', () => {
    const checked = toggleNode(tree, new Set(), 'my-report');
    expect([...checked].sort()).toEqual(['expense', 'my-report', 'report-submit']);
    expect(checkState(tree, checked, 'my-report')).toBe('checked');
    expect(checkState(tree, checked, 'expense')).toBe('mixed');
    expect(checkState(tree, checked, 'my-loan')).toBe('unchecked');
  });

  it('unchecks a checked node with its subtree and leaves its parent', () => {
    const all = toggleNode(tree, new Set(), 'expense');
    expect(checkState(tree, all, 'expense')).toBe('checked');
    const next = toggleNode(tree, all, 'my-report');
    expect(next.has('my-report')).toBe(false);
    expect(next.has('report-submit')).toBe(false);
    expect(next.has('expense')).toBe(true);
    expect(checkState(tree, next, 'expense')).toBe('mixed');
  });

  it('checks the whole subtree of a mixed node', () => {
    const mixed = new Set(['expense', 'my-loan']);
    expect(checkState(tree, mixed, 'expense')).toBe('mixed');
    expect(checkState(tree, toggleNode(tree, mixed, 'expense'), 'expense')).toBe('checked');
  });
});

describe('search and visible rows', () => {
  it('shows the matches by name or key with their ancestors opened', () => {
    const found = searchTree(tree, 'SUBMIT');
    expect([...(found?.visible ?? [])].sort()).toEqual(['expense', 'my-report', 'report-submit']);
    expect([...(found?.open ?? [])].sort()).toEqual(['expense', 'my-report']);
    expect(searchTree(tree, '  ')).toBeUndefined();
  });

  it('lists the rows of the open nodes in order, with their level', () => {
    const rows = visibleRows(tree, new Set(['expense']));
    expect(rows.map((row) => `${row.level}:${row.node.menuKey}`)).toEqual([
      '1:orphan',
      '1:approval',
      '1:expense',
      '2:my-loan',
      '2:my-report',
    ]);
    const filtered = visibleRows(tree, new Set(['expense', 'my-report']), new Set(['expense', 'my-report']));
    expect(filtered.map((row) => row.node.menuKey)).toEqual(['expense', 'my-report']);
  });

  it('keeps for "only included" the included nodes and their ancestors', () => {
    expect([...includedNodes(tree, new Set(['report-submit']))].sort()).toEqual([
      'expense',
      'my-report',
      'report-submit',
    ]);
  });
});

describe('what Save writes', () => {
  it('writes the checked keys in tree order and the checked roots as modules', () => {
    const checked = toggleNode(tree, new Set(), 'my-report');
    expect(packageContent(tree, checked)).toEqual({
      nodeKeys: ['expense', 'my-report', 'report-submit'],
      modules: ['expense'],
    });
  });

  it('lists the keys the tree no longer has, and keeps those not dropped', () => {
    expect(removedKeys(tree, ['expense', 'old-menu', 'my-loan'])).toEqual(['old-menu']);
    expect(packageContent(tree, new Set(['approval']), ['old-menu']).nodeKeys).toEqual([
      'approval',
      'old-menu',
    ]);
  });
});
