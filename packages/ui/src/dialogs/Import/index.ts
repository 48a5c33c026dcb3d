export { ImportDialog, type ImportDialogProps } from './ImportDialog';
export { ImportProvider, type ImportProviderProps } from './ImportProvider';
export { useImport, type UseImport } from './useImport';
export {
  createImportJob,
  createImportJobStore,
  type ImportJob,
  type ImportJobOptions,
  type ImportJobStore,
  type ImportUpload,
  type ImportUploadOptions,
} from './importJob';
export {
  isImportRunning,
  type ImportResult,
  type ImportState,
  type ImportStatus,
  type ImportTemplateStatus,
} from './importState';
export {
  IMPORT_ACCEPT,
  IMPORT_DURATION_ESTIMATE_MINUTES,
  IMPORT_ERROR_LISTING_THRESHOLD,
  IMPORT_LARGE_ROWS,
  IMPORT_MAX_SIZE_BYTES,
  isLargeImport,
  shouldPromptErrorFile,
  validateImportFile,
  type ImportFileLike,
  type ImportFileRules,
  type ImportProblem,
  type ImportProblemCode,
  type ImportProgress,
  type ImportRowError,
  type ImportTemplateCheck,
  type LargeImportRule,
} from './importRules';
