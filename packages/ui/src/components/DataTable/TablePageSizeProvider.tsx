import { createContext, type ReactNode } from 'react';
import { defaultTablePageSizeStore, type TablePageSizeStore } from './tablePageSizeStore';

export const TablePageSizeContext = createContext<TablePageSizeStore>(defaultTablePageSizeStore);

export interface TablePageSizeProviderProps {
  readonly store: TablePageSizeStore;
  readonly children?: ReactNode;
}

/** Gives the tables below a page-size store of the app's own (the default store otherwise). */
export function TablePageSizeProvider({ store, children }: TablePageSizeProviderProps) {
  return <TablePageSizeContext.Provider value={store}>{children}</TablePageSizeContext.Provider>;
}
