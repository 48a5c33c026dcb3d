import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { normalizeSavedFilterName } from './savedFilterName';
import type { SavedFilter, SavedFiltersStore } from './savedFilters';

export type SavedFiltersStatus = 'loading' | 'ready' | 'error';

/** A list's saved filters and what can be done with them: what `useSavedFilters` returns. */
export interface SavedFiltersState<F> {
  readonly status: SavedFiltersStatus;
  /** The saved filters, in the store's order; kept while a reload runs. */
  readonly items: readonly SavedFilter<F>[];
  /** Why the last load failed (status `error`). */
  readonly error: unknown;
  readonly defaultFilter: SavedFilter<F> | undefined;
  /** Loads the list again (the retry of the error state). */
  reload(): void;
  /** Each of these calls the store, updates `items` when it succeeds and rejects as the store did. */
  save(name: string, filters: F): Promise<SavedFilter<F>>;
  rename(id: string, name: string): Promise<void>;
  setDefault(id: string | null): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface UseSavedFiltersOptions<F> {
  /**
   * Called once, after the first successful load, with the list's default saved filter if it has
   * one: apply its filters as the list opens.
   */
  readonly onDefault?: (filter: SavedFilter<F>) => void;
}

interface LoadState<F> {
  readonly status: SavedFiltersStatus;
  readonly items: readonly SavedFilter<F>[];
  readonly error: unknown;
}

/**
 * Loads a list's saved filters from `store` when mounted (and again when `store` changes: keep it
 * stable with `useMemo`), for `SavedFiltersMenu` and `SavedFiltersDialog`. The latest load wins.
 */
export function useSavedFilters<F>(
  store: SavedFiltersStore<F>,
  options: UseSavedFiltersOptions<F> = {},
): SavedFiltersState<F> {
  const [state, setState] = useState<LoadState<F>>({ status: 'loading', items: [], error: undefined });
  const request = useRef(0);
  const defaultSeen = useRef(false);
  const onDefault = useRef(options.onDefault);
  onDefault.current = options.onDefault;

  const load = useCallback(() => {
    request.current += 1;
    const current = request.current;
    setState((previous) => ({ ...previous, status: 'loading', error: undefined }));
    store.list().then(
      (items) => {
        if (current !== request.current) return;
        setState({ status: 'ready', items, error: undefined });
        if (!defaultSeen.current) {
          defaultSeen.current = true;
          const preferred = items.find((item) => item.isDefault);
          if (preferred) onDefault.current?.(preferred);
        }
      },
      (error: unknown) => {
        if (current === request.current) setState((previous) => ({ ...previous, status: 'error', error }));
      },
    );
  }, [store]);

  useEffect(() => {
    load();
    return () => {
      // Answers that arrive after unmounting or after the store changed are dropped.
      request.current += 1;
    };
  }, [load]);

  const setItems = (change: (items: readonly SavedFilter<F>[]) => readonly SavedFilter<F>[]) =>
    setState((previous) => ({ ...previous, items: change(previous.items) }));

  const save = useCallback(
    async (name: string, filters: F) => {
      const saved = await store.save(normalizeSavedFilterName(name), filters);
      setItems((items) => [
        ...items
          .filter((item) => item.id !== saved.id)
          .map((item) => (saved.isDefault ? { ...item, isDefault: false } : item)),
        saved,
      ]);
      return saved;
    },
    [store],
  );

  const rename = useCallback(
    async (id: string, name: string) => {
      const next = normalizeSavedFilterName(name);
      await store.rename(id, next);
      setItems((items) => items.map((item) => (item.id === id ? { ...item, name: next } : item)));
    },
    [store],
  );

  const setDefault = useCallback(
    async (id: string | null) => {
      await store.setDefault(id);
      setItems((items) => items.map((item) => ({ ...item, isDefault: item.id === id })));
    },
    [store],
  );

  const remove = useCallback(
    async (id: string) => {
      await store.remove(id);
      setItems((items) => items.filter((item) => item.id !== id));
    },
    [store],
  );

  return useMemo(
    () => ({
      ...state,
      defaultFilter: state.items.find((item) => item.isDefault),
      reload: load,
      save,
      rename,
      setDefault,
      remove,
    }),
    [state, load, save, rename, setDefault, remove],
  );
}
