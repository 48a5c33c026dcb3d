import { describe, expect, it } from 'vitest';
import { sortOrder } from './rowModel';

const values = <T>(rows: readonly T[], order: readonly number[]) => order.map((index) => rows[index]);

describe('sortOrder', () => {
  it('sorts numbers by value, descending when asked', () => {
    const rows = [3, 20, 1, 100];
    expect(
      values(
        rows,
        sortOrder(rows, (row) => row, true),
      ),
    ).toEqual([100, 20, 3, 1]);
  });

  it('sorts text in natural order, numbers inside it by value', () => {
    const rows = ['item 10', 'item 2', 'Item 1'];
    expect(
      values(
        rows,
        sortOrder(rows, (row) => row, false),
      ),
    ).toEqual(['Item 1', 'item 2', 'item 10']);
  });

  it('puts empty values last in both directions', () => {
    const rows = [2, null, 1, undefined];
    expect(
      values(
        rows,
        sortOrder(rows, (row) => row, false),
      ),
    ).toEqual([1, 2, null, undefined]);
    expect(
      values(
        rows,
        sortOrder(rows, (row) => row, true),
      ),
    ).toEqual([2, 1, null, undefined]);
  });

  it('keeps equal rows in their order', () => {
    const rows = [
      { id: 'a', amount: 1 },
      { id: 'b', amount: 0 },
      { id: 'c', amount: 1 },
    ];
    expect(
      values(
        rows,
        sortOrder(rows, (row) => row.amount, false),
      ).map((row) => row?.id),
    ).toEqual(['b', 'a', 'c']);
  });
});
