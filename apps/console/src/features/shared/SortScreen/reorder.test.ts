import { describe, expect, it } from 'vitest';
import { moveBy, moveItem, orderChanges, orderValueAt, sameOrder } from './reorder';

const key = (item: { id: number }) => item.id;
const ids = (items: readonly { id: number }[]) => items.map(key);

describe('moveItem', () => {
  it('moves an item down, shifting the ones between up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moves an item up, shifting the ones between down', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps the target to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
  });

  it('returns the same list when nothing moves or the source is outside it', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 1, 1)).toBe(list);
    expect(moveItem(list, 5, 0)).toBe(list);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  it('leaves the given list untouched', () => {
    const list = ['a', 'b', 'c'];
    moveItem(list, 0, 2);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('moveBy', () => {
  const list = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('moves the item with the key one place up or down', () => {
    expect(ids(moveBy(list, key, 2, -1))).toEqual([2, 1, 3]);
    expect(ids(moveBy(list, key, 2, 1))).toEqual([1, 3, 2]);
  });

  it('moves an item to the top with a large negative offset', () => {
    expect(ids(moveBy(list, key, 3, -list.length))).toEqual([3, 1, 2]);
  });

  it('keeps the list at an edge and for an unknown key', () => {
    expect(moveBy(list, key, 1, -1)).toBe(list);
    expect(moveBy(list, key, 3, 1)).toBe(list);
    expect(moveBy(list, key, 9, 1)).toBe(list);
  });
});

describe('sameOrder', () => {
  it('compares the keys place by place', () => {
    expect(sameOrder([{ id: 1 }, { id: 2 }], [{ id: 1 }, { id: 2 }], key)).toBe(true);
    expect(sameOrder([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 1 }], key)).toBe(false);
    expect(sameOrder([{ id: 1 }], [{ id: 1 }, { id: 2 }], key)).toBe(false);
  });
});

describe('orderChanges', () => {
  const record = (id: number, sortOrder: number) => ({ id, sortOrder });
  const stored = (item: { sortOrder: number }) => item.sortOrder;

  it('numbers places 10, 20, 30', () => {
    expect([0, 1, 2].map((index) => orderValueAt(index))).toEqual([10, 20, 30]);
  });

  it('writes nothing for a list already numbered in order', () => {
    expect(orderChanges([record(1, 10), record(2, 20), record(3, 30)], stored)).toEqual([]);
  });

  it('writes only the records whose place changed', () => {
    const moved = [record(1, 10), record(3, 30), record(2, 20), record(4, 40)];
    expect(
      orderChanges(moved, stored).map(({ item, place, sortOrder }) => [item.id, place, sortOrder]),
    ).toEqual([
      [3, 2, 20],
      [2, 3, 30],
    ]);
  });

  it('renumbers records whose stored values would not keep the new order', () => {
    const moved = [record(2, 0), record(1, 0), record(3, 10)];
    expect(orderChanges(moved, stored).map(({ item, sortOrder }) => [item.id, sortOrder])).toEqual([
      [2, 10],
      [1, 20],
      [3, 30],
    ]);
  });

  it('treats a missing stored order as a change', () => {
    expect(orderChanges([{ id: 1 }], () => undefined)).toEqual([
      { item: { id: 1 }, place: 1, sortOrder: 10 },
    ]);
  });
});
