export {
  ColumnSettingsButton,
  hiddenColumnCount,
  type ColumnSettingsButtonProps,
} from './ColumnSettingsButton';
export { ColumnSettingsDialog, type ColumnSettingsDialogProps } from './ColumnSettingsDialog';
export { columnSettingsDialogMessages } from './ColumnSettingsDialog.messages';
export {
  canHideColumn,
  defaultColumnDraft,
  columnDraftFromEntries,
  columnDropIndex,
  moveColumnInDraft,
  nextColumnSettingsStep,
  sameColumnEntries,
  setColumnPinInDraft,
  setColumnVisibleInDraft,
  settingsFromColumnDraft,
  visibleColumnCount,
  type ColumnDraftEntry,
  type ColumnSettingsDraft,
  type ColumnSettingsStep,
  type ColumnDropPosition,
} from './columnSettingsDraft';
export { useApplyColumnSettings, type ColumnSettingsSource } from './useApplyColumnSettings';
export {
  SAVED_FILTER_NAME_MAX_LENGTH,
  normalizeSavedFilterName,
  savedFilterNameKey,
  savedFilterNameLength,
  validateSavedFilterName,
  type SavedFilterNameProblem,
} from './savedFilterName';
export {
  SavedFiltersError,
  type SavedFilter,
  type SavedFiltersErrorKind,
  type SavedFiltersStore,
} from './savedFilters';
export {
  createLocalSavedFiltersStore,
  savedFiltersKey,
  type LocalSavedFiltersStoreOptions,
} from './localSavedFiltersStore';
export {
  useSavedFilters,
  type SavedFiltersState,
  type SavedFiltersStatus,
  type UseSavedFiltersOptions,
} from './useSavedFilters';
export {
  SavedFiltersDialog,
  describeSavedFiltersError,
  type SavedFiltersDialogProps,
} from './SavedFiltersDialog';
export { savedFiltersDialogMessages } from './SavedFiltersDialog.messages';
export { SavedFiltersMenu, type SavedFiltersMenuProps } from './SavedFiltersMenu';
