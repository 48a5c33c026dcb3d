export {
  PasswordChecklist,
  PasswordInput,
  PasswordResetDialog,
  type PasswordInputProps,
  type PasswordResetDialogProps,
  type PasswordResetValues,
} from './PasswordResetDialog';
export {
  checkPasswordRules,
  passwordResetSchema,
  passwordRuleKeys,
  type PasswordResetFormValues,
  type PasswordResetSchemaOptions,
  type PasswordRuleCheck,
  type PasswordRuleKey,
} from './passwordReset';
export { OpinionField, type OpinionFieldProps } from './OpinionField';
export { QuickRepliesDialog, type QuickRepliesDialogProps } from './QuickRepliesDialog';
export {
  insertQuickReply,
  opinionKinds,
  opinionLimits,
  quickReplyKey,
  quickReplyProblem,
  QuickReplyStoreError,
  type OpinionKind,
  type QuickRepliesStore,
  type QuickReply,
  type QuickReplyDraft,
  type QuickReplyInsertion,
  type QuickReplyOverflow,
  type QuickReplyProblem,
} from './quickReplies';
export {
  createLocalQuickRepliesStore,
  type LocalQuickRepliesStoreOptions,
  type QuickRepliesStorage,
} from './localQuickRepliesStore';
export { ReminderDialog, type ReminderDialogProps } from './ReminderDialog';
export {
  firesOn,
  isoWeekday,
  isoWeekdays,
  monthEndDays,
  nextOccurrences,
  parseReminderDateTime,
  REMINDER_DATE_TIME_FORMAT,
  reminderFrequencies,
  upcomingQuickRange,
  type IsoWeekday,
  type MonthEndDay,
  type ReminderEnd,
  type ReminderFrequency,
  type ReminderRecurrence,
  type ReminderRule,
  type ReminderSchedule,
} from './reminderRule';
export {
  MAX_REMINDER_COUNT,
  reminderSchema,
  toReminderFormValues,
  toReminderRule,
  type ReminderFormValues,
} from './reminderForm';
export type { PersonalDialogOpenProps } from './personalDialogParts';
