/**
 * A list read a page at a time (the people of a department, a search): the pure state and its
 * transitions. The hook `usePagedList` runs the calls.
 */

export interface PagedState<T> {
  /** `idle` before the first call; `loading` while the first page is on its way. */
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly items: readonly T[];
  /** How many there are in all, as the last page said. */
  readonly total: number;
  /** The last page loaded (from 0), -1 before the first. */
  readonly page: number;
  /** A further page is on its way. */
  readonly loadingMore: boolean;
  /** Why the first page (status `error`) or the last further page failed. */
  readonly error: unknown;
  /** Set when a further page failed: the items loaded stay. */
  readonly moreFailed: boolean;
}

export type PagedAction<T> =
  | { readonly type: 'reset' }
  | { readonly type: 'start'; readonly page: number }
  | { readonly type: 'loaded'; readonly page: number; readonly content: readonly T[]; readonly total: number }
  | { readonly type: 'failed'; readonly page: number; readonly error: unknown };

export function initialPagedState<T>(): PagedState<T> {
  return {
    status: 'idle',
    items: [],
    total: 0,
    page: -1,
    loadingMore: false,
    error: undefined,
    moreFailed: false,
  };
}

/**
 * The next state. A page joins the items by key (a row that moved between pages while reading is
 * not shown twice); page 0 starts over.
 */
export function pagedReducer<T>(
  state: PagedState<T>,
  action: PagedAction<T>,
  keyOf: (item: T) => string,
): PagedState<T> {
  switch (action.type) {
    case 'reset':
      return initialPagedState();
    case 'start':
      return action.page === 0
        ? { ...initialPagedState<T>(), status: 'loading' }
        : { ...state, loadingMore: true, moreFailed: false, error: undefined };
    case 'loaded': {
      const base = action.page === 0 ? [] : state.items;
      const seen = new Set(base.map(keyOf));
      const added = action.content.filter((item) => {
        const key = keyOf(item);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const items = [...base, ...added];
      return {
        status: 'ready',
        items,
        // A total below what is shown (a stale count) never hides what is there.
        total: Math.max(action.total, items.length),
        page: action.page,
        loadingMore: false,
        error: undefined,
        // An empty further page ends the list whatever the total said.
        moreFailed: false,
        ...(action.page > 0 && added.length === 0 ? { total: items.length } : {}),
      };
    }
    case 'failed':
      return action.page === 0
        ? { ...initialPagedState<T>(), status: 'error', error: action.error }
        : { ...state, loadingMore: false, moreFailed: true, error: action.error };
  }
}

/** Whether there is a further page to read. */
export function hasMore(state: PagedState<unknown>): boolean {
  return state.status === 'ready' && state.items.length < state.total;
}
