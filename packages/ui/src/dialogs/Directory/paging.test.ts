import { describe, expect, it } from 'vitest';
import { hasMore, initialPagedState, pagedReducer, type PagedAction, type PagedState } from './paging';

type Row = { readonly id: string };
const keyOf = (row: Row) => row.id;
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));
const run = (actions: PagedAction<Row>[], from: PagedState<Row> = initialPagedState()) =>
  actions.reduce((state, action) => pagedReducer(state, action, keyOf), from);

describe('pagedReducer', () => {
  it('is loading while the first page is on its way', () => {
    expect(run([{ type: 'start', page: 0 }]).status).toBe('loading');
  });

  it('holds the first page and the whole count', () => {
    const state = run([
      { type: 'start', page: 0 },
      { type: 'loaded', page: 0, content: rows('a', 'b'), total: 5 },
    ]);
    expect(state).toMatchObject({ status: 'ready', page: 0, total: 5 });
    expect(state.items.map(keyOf)).toEqual(['a', 'b']);
    expect(hasMore(state)).toBe(true);
  });

  it('keeps the items shown while a further page loads', () => {
    const state = run([
      { type: 'loaded', page: 0, content: rows('a', 'b'), total: 4 },
      { type: 'start', page: 1 },
    ]);
    expect(state).toMatchObject({ status: 'ready', loadingMore: true });
    expect(state.items).toHaveLength(2);
  });

  it('appends a further page without the rows already shown', () => {
    const state = run([
      { type: 'loaded', page: 0, content: rows('a', 'b'), total: 4 },
      { type: 'loaded', page: 1, content: rows('b', 'c', 'd'), total: 4 },
    ]);
    expect(state.items.map(keyOf)).toEqual(['a', 'b', 'c', 'd']);
    expect(hasMore(state)).toBe(false);
  });

  it('ends the list when a further page brings nothing new, whatever the count said', () => {
    const state = run([
      { type: 'loaded', page: 0, content: rows('a', 'b'), total: 10 },
      { type: 'loaded', page: 1, content: [], total: 10 },
    ]);
    expect(hasMore(state)).toBe(false);
  });

  it('never counts fewer than it shows', () => {
    expect(run([{ type: 'loaded', page: 0, content: rows('a', 'b', 'c'), total: 1 }]).total).toBe(3);
  });

  it('starts over with page 0', () => {
    const state = run([
      { type: 'loaded', page: 0, content: rows('a'), total: 2 },
      { type: 'start', page: 0 },
      { type: 'loaded', page: 0, content: rows('z'), total: 1 },
    ]);
    expect(state.items.map(keyOf)).toEqual(['z']);
  });

  it('fails as a whole when the first page fails', () => {
    const error = new Error('503');
    const state = run([
      { type: 'start', page: 0 },
      { type: 'failed', page: 0, error },
    ]);
    expect(state).toMatchObject({ status: 'error', error, items: [] });
  });

  it('keeps the items and marks the failure when a further page fails', () => {
    const state = run([
      { type: 'loaded', page: 0, content: rows('a'), total: 3 },
      { type: 'start', page: 1 },
      { type: 'failed', page: 1, error: new Error('503') },
    ]);
    expect(state).toMatchObject({ status: 'ready', moreFailed: true, loadingMore: false });
    expect(state.items.map(keyOf)).toEqual(['a']);
  });

  it('goes back to idle on reset', () => {
    expect(run([{ type: 'loaded', page: 0, content: rows('a'), total: 1 }, { type: 'reset' }])).toEqual(
      initialPagedState(),
    );
  });
});
