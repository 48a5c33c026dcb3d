import { describe, expect, it } from 'vitest';
import { createTablePageSizeStore } from './tablePageSizeStore';

describe('table page-size store', () => {
  it('has no selected size while no table is shown', () => {
    expect(createTablePageSizeStore().getSelectedPageSize()).toBeUndefined();
  });

  it('gives the size of the table shown last, then of the one before it when that goes', () => {
    const store = createTablePageSizeStore();
    store.register(20);
    const dialogTable = store.register(50);
    expect(store.getSelectedPageSize()).toBe(50);
    dialogTable.release();
    expect(store.getSelectedPageSize()).toBe(20);
  });

  it('notifies subscribers when the selected size changes', () => {
    const store = createTablePageSizeStore();
    const sizes: (number | undefined)[] = [];
    store.subscribe(() => sizes.push(store.getSelectedPageSize()));
    const table = store.register(10);
    table.update(100);
    table.release();
    expect(sizes).toEqual([10, 100, undefined]);
  });
});
