export {
  dateRangeSchema,
  dateTextSchema,
  ipAddressSchema,
  isIpAddress,
  passwordPairSchema,
  passwordSchema,
  requiredText,
  type PasswordRules,
} from './schemas';
export { uiIssue, uiIssueParams, type UiIssueParams } from './uiIssue';
export type { ValidationMessageId } from './validation.messages';
export { useZodErrorMap } from './useZodErrorMap';
export { createZodErrorMap } from './zodErrorMap';
