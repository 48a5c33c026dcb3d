export { describeFailure, type DescribedFailure, type DescribeFailure } from './describeFailure';
export {
  availableChannels,
  CODE_LIFETIME_SECONDS,
  maskEmail,
  maskPhone,
  normalizeVerificationCode,
  RESEND_SECONDS,
  retryAfterOf,
  securityVerificationChannels,
  validateVerificationCode,
  VERIFICATION_CODE_LENGTH,
  type SecurityCodeSent,
  type SecurityVerificationChannel,
  type SecurityVerificationChannels,
  type VerificationCodeIssue,
} from './securityVerification';
export {
  SecurityVerificationDialog,
  type SecurityVerificationDialogProps,
  type SecurityVerificationSetup,
  type SendVerificationCode,
  type VerifyVerificationCode,
} from './SecurityVerificationDialog';
export {
  SecurityVerificationProvider,
  type SecurityVerificationProviderProps,
} from './SecurityVerificationProvider';
export {
  useSecurityVerification,
  type OpenVerification,
  type SecurityVerificationRequest,
} from './useSecurityVerification';
export { createVerificationBridge, type VerificationBridge } from './verificationBridge';
export { securityVerificationMessages } from './SecurityVerificationDialog.messages';
export {
  EXPORT_MAX_ROWS,
  exceedsCap,
  exportReducer,
  formatElapsed,
  initialExportState,
  type ExportEvent,
  type ExportPhase,
  type ExportResult,
  type ExportStart,
  type ExportState,
} from './exportMachine';
export {
  createExportJob,
  type ExportJob,
  type ExportJobClock,
  type ExportJobOptions,
  type ExportOutcome,
  type ExportRun,
  type ExportRunContext,
  type ExportVerify,
} from './exportJob';
export { ExportDialog, type ExportDialogProps, type ExportOptions } from './ExportDialog';
export { ExportProvider, type ExportProviderProps } from './ExportProvider';
export { useExport, type ExportController, type ExportRequest } from './useExport';
export { exportMessages } from './ExportDialog.messages';
