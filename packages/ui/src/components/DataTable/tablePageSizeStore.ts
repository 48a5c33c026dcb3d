/** Page sizes the pager offers. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100];

/** Spec §9: the default table page size. */
export const DEFAULT_PAGE_SIZE = 10;

/** A table's claim on the store while it is shown. */
export interface TablePageSizeRegistration {
  update(size: number): void;
  release(): void;
}

/**
 * The page size selected in the visible table, for the request layer (spec §7: a GET with page and
 * size 10 takes it instead). Give `getSelectedPageSize` to `@opsdesk/http`'s `tablePageSize` option.
 * The table shown last is the visible one; when it goes, the one shown before it is again.
 */
export interface TablePageSizeStore {
  getSelectedPageSize(): number | undefined;
  /** A paged table calls this when it appears. */
  register(size: number): TablePageSizeRegistration;
  subscribe(listener: () => void): () => void;
}

export function createTablePageSizeStore(): TablePageSizeStore {
  const entries: { size: number }[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    getSelectedPageSize: () => entries.at(-1)?.size,
    register(size) {
      const entry = { size };
      entries.push(entry);
      notify();
      return {
        update(next) {
          if (entry.size === next) return;
          entry.size = next;
          notify();
        },
        release() {
          const index = entries.indexOf(entry);
          if (index < 0) return;
          entries.splice(index, 1);
          notify();
        },
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store tables use when no `TablePageSizeProvider` gives another. */
export const defaultTablePageSizeStore: TablePageSizeStore = createTablePageSizeStore();

/** The page size selected in the visible table of the default store (for `tablePageSize`). */
export const getSelectedPageSize = (): number | undefined => defaultTablePageSizeStore.getSelectedPageSize();
