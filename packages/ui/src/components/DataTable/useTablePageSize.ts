import { useContext, useSyncExternalStore } from 'react';
import { TablePageSizeContext } from './TablePageSizeProvider';
import type { TablePageSizeStore } from './tablePageSizeStore';

/** The page-size store of the tables here (the provider's, or the default one). */
export function useTablePageSizeStore(): TablePageSizeStore {
  return useContext(TablePageSizeContext);
}

/** The page size selected in the visible table, re-rendering when it changes. */
export function useTablePageSize(): number | undefined {
  const store = useTablePageSizeStore();
  return useSyncExternalStore(store.subscribe, store.getSelectedPageSize, store.getSelectedPageSize);
}
