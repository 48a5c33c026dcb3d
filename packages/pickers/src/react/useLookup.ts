import { useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { stableKey } from '../core/cache';
import { classifyFailure, type LookupFailure } from '../core/failure';
import { createLatestRunner } from '../core/latest';
import { loadPage } from '../core/lookup';
import type { LookupSource } from '../core/source';
import { usePickersContext } from './PickersContext';

/**
 * How long typing pauses before a search, in milliseconds. 150 ms still coalesces the keystrokes of
 * fast typing (about 100 ms apart) and keeps keystroke → results painted under 300 ms at the 95th
 * percentile (the pickers' benchmark); 250 ms gave 331 ms.
 */
export const DEFAULT_SEARCH_DEBOUNCE_MS = 150;

export type LookupStatus = 'idle' | 'loading' | 'ready' | 'error' | 'forbidden' | 'invalid';

export interface LookupState<Item> {
  /**
   * `idle`: nothing asked yet (closed, or a query is needed). `loading`: the first page of the
   * current query is on its way (the previous items stay until it arrives). `invalid`: the query
   * breaks a rule of the source and nothing was sent.
   */
  readonly status: LookupStatus;
  readonly items: readonly Item[];
  /** The query the items answer. */
  readonly itemsQuery: string;
  readonly total: number | undefined;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly failure: LookupFailure | undefined;
  readonly invalid: UiMessageTexts | undefined;
}

export interface UseLookupOptions<Filters> {
  readonly query: string;
  readonly filters: Filters;
  /** Searches only while enabled (the list is open); disabling cancels the request in flight. */
  readonly enabled: boolean;
  readonly debounceMs: number;
  /**
   * Page mode (the dialog's table): the page to show, replacing the items. Without it, page 0 is
   * loaded and `loadMore` appends the next ones (the list).
   */
  readonly page?: number;
}

export interface LookupControls<Item> extends LookupState<Item> {
  readonly loadMore: () => void;
  readonly retry: () => void;
}

const initial: LookupState<never> = {
  status: 'idle',
  items: [],
  itemsQuery: '',
  total: undefined,
  hasMore: false,
  loadingMore: false,
  failure: undefined,
  invalid: undefined,
};

/**
 * The results of a source for a query: debounced, cached per scope, one request at a time (a newer
 * query aborts the older request and a late answer is dropped), pages appended by `loadMore`.
 */
export function useLookup<Item, Filters>(
  source: LookupSource<Item, Filters>,
  { query, filters, enabled, debounceMs, page: requestedPage = 0 }: UseLookupOptions<Filters>,
): LookupControls<Item> {
  const context = usePickersContext();
  const locale = useUiLocale();
  const [state, setState] = useState<LookupState<Item>>(initial);
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  const runner = useRef(createLatestRunner());
  const filtersKey = stableKey(filters);
  // The filters of the current key, read inside the effect (the key, not the object, triggers it).
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const lastSearched = useRef<string | undefined>(undefined);
  const page = useRef(0);

  useEffect(() => () => runner.current.cancel(), []);

  useEffect(() => {
    const current = runner.current;
    if (!enabled) {
      current.cancel();
      lastSearched.current = undefined;
      setState((previous) =>
        previous.loadingMore || previous.status === 'loading'
          ? { ...previous, status: 'idle', loadingMore: false }
          : previous,
      );
      return;
    }
    const activeFilters = filtersRef.current;
    const trimmed = query.trim();
    const invalid = source.validate?.(trimmed, activeFilters, context.scope);
    if (invalid) {
      current.cancel();
      setState({ ...initial, status: 'invalid', invalid, itemsQuery: trimmed });
      return;
    }
    if (trimmed === '' && source.searchEmpty === false) {
      current.cancel();
      setState({ ...initial, itemsQuery: trimmed });
      return;
    }
    const signature = `${trimmed}\u0001${filtersKey}\u0001${attempt}\u0001${requestedPage}`;
    // Typing waits for a pause; opening, a filter change or a retry searches at once.
    const sameQuery = lastSearched.current?.split('\u0001')[0] === trimmed;
    const delay = sameQuery || lastSearched.current === undefined ? 0 : debounceMs;
    const timer = setTimeout(() => {
      lastSearched.current = signature;
      setState((previous) => ({
        ...previous,
        status: 'loading',
        loadingMore: false,
        failure: undefined,
        invalid: undefined,
      }));
      void current
        .run((signal) =>
          loadPage(context, source, { query: trimmed, filters: activeFilters, page: requestedPage, signal }),
        )
        .then((result) => {
          if (!result.current) return;
          if ('error' in result) {
            const failure = classifyFailure(result.error, locale);
            if (!failure) return;
            setState({
              ...initial,
              status: failure.kind === 'forbidden' ? 'forbidden' : 'error',
              failure,
              itemsQuery: trimmed,
            });
            return;
          }
          page.current = requestedPage;
          setState({
            ...initial,
            status: 'ready',
            items: result.value.items,
            itemsQuery: trimmed,
            total: result.value.total,
            hasMore: result.value.hasMore,
          });
        });
    }, delay);
    return () => clearTimeout(timer);
  }, [enabled, query, filtersKey, attempt, debounceMs, requestedPage, source, context, locale]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.hasMore || state.loadingMore) return;
    const next = page.current + 1;
    const activeFilters = filtersRef.current;
    const itemsQuery = state.itemsQuery;
    setState((previous) => ({ ...previous, loadingMore: true }));
    void runner.current
      .run((signal) =>
        loadPage(context, source, { query: itemsQuery, filters: activeFilters, page: next, signal }),
      )
      .then((result) => {
        if (!result.current) return;
        if ('error' in result) {
          const failure = classifyFailure(result.error, locale);
          setState((previous) => ({ ...previous, loadingMore: false, failure }));
          return;
        }
        page.current = next;
        setState((previous) => ({
          ...previous,
          loadingMore: false,
          items: [...previous.items, ...result.value.items],
          total: result.value.total ?? previous.total,
          hasMore: result.value.hasMore,
        }));
      });
  }, [state.status, state.hasMore, state.loadingMore, state.itemsQuery, context, source, locale]);

  return { ...state, loadMore, retry };
}
