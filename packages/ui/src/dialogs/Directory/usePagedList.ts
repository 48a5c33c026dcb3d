import { useCallback, useEffect, useReducer, useRef } from 'react';
import { hasMore, initialPagedState, pagedReducer, type PagedAction, type PagedState } from './paging';

/** Reads page `page` (from 0); aborting `signal` means the answer is no longer wanted. */
export type PageLoader<T> = (
  page: number,
  signal: AbortSignal,
) => Promise<{ readonly content: readonly T[]; readonly totalElements: number }>;

export interface PagedList<T> extends PagedState<T> {
  readonly hasMore: boolean;
  /** Reads the next page. */
  readonly loadMore: () => void;
  /** Reads again what failed: the first page, or the further page. */
  readonly retry: () => void;
}

/**
 * A list read a page at a time from `loader`, starting over whenever `key` changes (a department,
 * a query); `loader` null reads nothing. A call whose answer is no longer wanted is aborted, and its
 * answer ignored if it comes anyway.
 */
export function usePagedList<T>(
  key: string,
  loader: PageLoader<T> | null,
  keyOf: (item: T) => string,
): PagedList<T> {
  const keyOfRef = useRef(keyOf);
  keyOfRef.current = keyOf;
  const [state, dispatch] = useReducer(
    (current: PagedState<T>, action: PagedAction<T>) => pagedReducer(current, action, keyOfRef.current),
    undefined,
    initialPagedState<T>,
  );
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  const controller = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback((page: number) => {
    const read = loaderRef.current;
    controller.current?.abort();
    if (!read) {
      controller.current = null;
      dispatch({ type: 'reset' });
      return;
    }
    const own = new AbortController();
    controller.current = own;
    dispatch({ type: 'start', page });
    let answer: ReturnType<PageLoader<T>>;
    try {
      answer = read(page, own.signal);
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (result) => {
        if (own.signal.aborted) return;
        dispatch({ type: 'loaded', page, content: result.content, total: result.totalElements });
      },
      (error: unknown) => {
        if (own.signal.aborted) return;
        dispatch({ type: 'failed', page, error });
      },
    );
  }, []);

  const active = loader !== null;
  useEffect(() => {
    load(0);
    return () => controller.current?.abort();
  }, [key, active, load]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (current.loadingMore || !hasMore(current)) return;
    load(current.page + 1);
  }, [load]);

  const retry = useCallback(() => {
    const current = stateRef.current;
    load(current.status === 'error' ? 0 : current.page + 1);
  }, [load]);

  return { ...state, hasMore: hasMore(state), loadMore, retry };
}
