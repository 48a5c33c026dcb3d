export { ColumnSettingsPanel, type ColumnSettingsPanelProps } from './ColumnSettingsPanel';
export { DataTable, DEFAULT_VIRTUALIZE_THRESHOLD, EMPTY_ROW_COLSPAN, type DataTableProps } from './DataTable';
export { dataTableMessages } from './DataTable.messages';
export { DataTablePager, type DataTablePagerProps } from './DataTablePager';
export { formatSort, nextSort, parseSort, type ParsedSort, type SortDirection } from './sort';
export {
  createTablePageSizeStore,
  DEFAULT_PAGE_SIZE,
  defaultTablePageSizeStore,
  getSelectedPageSize,
  PAGE_SIZE_OPTIONS,
  type TablePageSizeRegistration,
  type TablePageSizeStore,
} from './tablePageSizeStore';
export { TablePageSizeProvider, type TablePageSizeProviderProps } from './TablePageSizeProvider';
export {
  columnLabel,
  DEFAULT_COLUMN_WIDTH,
  DEFAULT_MIN_COLUMN_WIDTH,
  type ColumnAlign,
  type ColumnPin,
  type DataTableColumn,
} from './types';
export {
  applyColumnSettings,
  columnSettingsKey,
  emptyColumnSettings,
  isQuotaExceeded,
  useColumnSettings,
  type ColumnSettings,
  type ColumnSettingsEntry,
  type ColumnSettingsState,
  type ColumnSettingsStorageError,
  type UseColumnSettingsOptions,
} from './useColumnSettings';
export { useTablePageSize, useTablePageSizeStore } from './useTablePageSize';
