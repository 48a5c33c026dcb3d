import { describe, expect, it } from 'vitest';
import {
  childrenToLoad,
  nextTyped,
  ROOT_KEY,
  treeKeyAction,
  TYPE_AHEAD_MS,
  typeAheadMatch,
  visibleRows,
  type ChildList,
  type TreeKeyContext,
  type TreeNode,
} from './departmentTreeModel';

const node = (departmentOID: string, name = departmentOID, hasChildren = false, code?: string): TreeNode => ({
  departmentOID,
  name,
  hasChildren,
  code,
});

const hq = node('hq', 'Acme HQ', true, 'ACME');
const rd = node('rd', 'R&D', true, 'RD');
const sales = node('sales', 'Sales', false, 'SA');
const fe = node('fe', 'Front end', false, 'FE');
const branch = node('cd', 'Chengdu branch', false, 'CD');

const ready = (items: readonly TreeNode[]): ChildList<TreeNode> => ({ status: 'ready', items });
const lists = new Map<string, ChildList<TreeNode>>([
  [ROOT_KEY, ready([hq, branch])],
  ['hq', ready([rd, sales])],
  ['rd', ready([fe])],
]);

const keysOf = (rows: ReturnType<typeof visibleRows<TreeNode>>) => rows.map((row) => row.item.departmentOID);

describe('visibleRows', () => {
  it('shows nothing before the roots have loaded', () => {
    expect(visibleRows(new Map([[ROOT_KEY, { status: 'loading' }]]), new Set())).toEqual([]);
  });

  it('shows the children of expanded departments only, depth first', () => {
    expect(keysOf(visibleRows(lists, new Set(['hq'])))).toEqual(['hq', 'rd', 'sales', 'cd']);
    expect(keysOf(visibleRows(lists, new Set(['hq', 'rd'])))).toEqual(['hq', 'rd', 'fe', 'sales', 'cd']);
  });

  it('gives each row its level, parent and place among its siblings', () => {
    const row = visibleRows(lists, new Set(['hq', 'rd'])).find((candidate) => candidate.item === fe);
    expect(row).toMatchObject({ level: 3, parentKey: 'rd', posinset: 1, setsize: 1 });
    const second = visibleRows(lists, new Set(['hq'])).find((candidate) => candidate.item === sales);
    expect(second).toMatchObject({ level: 2, posinset: 2, setsize: 2 });
  });

  it('does not loop on a department listed under itself', () => {
    const looped = new Map(lists).set('fe', ready([node('fe', 'Front end', true)]));
    const feWithChildren = node('fe', 'Front end', true);
    looped.set('rd', ready([feWithChildren]));
    expect(keysOf(visibleRows(looped, new Set(['hq', 'rd', 'fe'])))).toEqual([
      'hq',
      'rd',
      'fe',
      'fe',
      'sales',
      'cd',
    ]);
  });
});

describe('childrenToLoad', () => {
  it('names the expanded departments with children that have no list yet', () => {
    const partial = new Map<string, ChildList<TreeNode>>([
      [ROOT_KEY, ready([hq, branch])],
      ['hq', ready([rd, sales])],
    ]);
    expect(childrenToLoad(partial, new Set(['hq', 'rd', 'sales'])).map((item) => item.departmentOID)).toEqual(
      ['rd'],
    );
  });

  it('does not load again a list that failed', () => {
    const failed = new Map(lists).set('rd', { status: 'error', error: new Error('x') });
    expect(childrenToLoad(failed, new Set(['rd']))).toEqual([]);
  });
});

describe('treeKeyAction', () => {
  const context = (
    current: string,
    extra: Partial<TreeKeyContext<TreeNode>> = {},
  ): TreeKeyContext<TreeNode> => {
    const expanded = extra.expanded ?? new Set(['hq']);
    return {
      rows: visibleRows(lists, expanded),
      current,
      lists,
      expanded,
      chooseOnSpace: false,
      typed: '',
      ...extra,
    };
  };

  it('moves down and up through the visible rows', () => {
    expect(treeKeyAction('ArrowDown', context('hq'))).toEqual({ type: 'focus', key: 'rd' });
    expect(treeKeyAction('ArrowUp', context('rd'))).toEqual({ type: 'focus', key: 'hq' });
  });

  it('stays put at the ends', () => {
    expect(treeKeyAction('ArrowUp', context('hq'))).toBeUndefined();
    expect(treeKeyAction('ArrowDown', context('cd'))).toBeUndefined();
  });

  it('goes to the first and last rows with Home and End', () => {
    expect(treeKeyAction('Home', context('sales'))).toEqual({ type: 'focus', key: 'hq' });
    expect(treeKeyAction('End', context('hq'))).toEqual({ type: 'focus', key: 'cd' });
  });

  it('expands a collapsed department with Right', () => {
    expect(treeKeyAction('ArrowRight', context('rd'))).toEqual({ type: 'expand', key: 'rd' });
  });

  it('enters the first child of an expanded department with Right', () => {
    expect(treeKeyAction('ArrowRight', context('hq'))).toEqual({ type: 'focus', key: 'rd' });
  });

  it('expands again a department whose children failed, with Right', () => {
    const failed = new Map(lists).set('rd', { status: 'error', error: new Error('x') });
    expect(
      treeKeyAction('ArrowRight', context('rd', { lists: failed, expanded: new Set(['hq', 'rd']) })),
    ).toEqual({
      type: 'expand',
      key: 'rd',
    });
  });

  it('does nothing with Right on a department without children', () => {
    expect(treeKeyAction('ArrowRight', context('sales'))).toBeUndefined();
  });

  it('collapses an expanded department with Left', () => {
    expect(treeKeyAction('ArrowLeft', context('hq'))).toEqual({ type: 'collapse', key: 'hq' });
  });

  it('goes to the parent with Left from a collapsed or leaf department', () => {
    expect(treeKeyAction('ArrowLeft', context('sales'))).toEqual({ type: 'focus', key: 'hq' });
  });

  it('opens the department with Enter', () => {
    expect(treeKeyAction('Enter', context('rd'))).toEqual({ type: 'open', key: 'rd' });
  });

  it('opens with Space, or chooses the whole department when departments can be chosen', () => {
    expect(treeKeyAction(' ', context('rd'))).toEqual({ type: 'open', key: 'rd' });
    expect(treeKeyAction(' ', context('rd', { chooseOnSpace: true }))).toEqual({ type: 'choose', key: 'rd' });
  });

  it('goes to the next department starting with the letter typed', () => {
    expect(treeKeyAction('c', context('hq', { typed: 'c' }))).toEqual({ type: 'focus', key: 'cd' });
  });

  it('leaves other keys alone', () => {
    expect(treeKeyAction('Tab', context('hq'))).toBeUndefined();
  });
});

describe('type-ahead', () => {
  const rows = visibleRows(lists, new Set(['hq', 'rd']));
  const indexOf = (key: string) => rows.findIndex((row) => row.item.departmentOID === key);

  it('matches the code as well as the name', () => {
    expect(typeAheadMatch(rows, 0, 'fe')?.item.departmentOID).toBe('fe');
    expect(typeAheadMatch(rows, 0, 'sa')?.item.departmentOID).toBe('sales');
  });

  it('wraps around to the start', () => {
    expect(typeAheadMatch(rows, indexOf('cd'), 'a')?.item.departmentOID).toBe('hq');
  });

  it('cycles through the rows starting with a letter typed again', () => {
    const first = typeAheadMatch(rows, indexOf('hq'), 'r')?.item.departmentOID;
    expect(first).toBe('rd');
    expect(typeAheadMatch(rows, indexOf('rd'), 'rr')?.item.departmentOID).toBe('rd');
  });

  it('may stay on the current row when a longer string still matches it', () => {
    expect(typeAheadMatch(rows, indexOf('cd'), 'ch')?.item.departmentOID).toBe('cd');
  });

  it('joins letters typed quickly and starts over after a pause', () => {
    const first = nextTyped({ typed: '', at: 0 }, 'c', 1000);
    expect(nextTyped(first, 'h', 1000 + TYPE_AHEAD_MS - 1).typed).toBe('ch');
    expect(nextTyped(first, 'h', 1000 + TYPE_AHEAD_MS + 1).typed).toBe('h');
  });
});
