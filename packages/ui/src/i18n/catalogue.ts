import { documentStatusBadgeMessages } from '../components/DocumentStatusBadge/DocumentStatusBadge.messages';
import { tagMessages } from '../components/Tag/Tag.messages';
import { statusBadgeMessages } from '../components/StatusBadge/StatusBadge.messages';
import { selectMessages } from '../components/Select/Select.messages';
import { textareaMessages } from '../components/Textarea/Textarea.messages';
import { richTextMessages } from '../components/RichText/RichText.messages';
import { toastMessages } from '../components/ToastProvider/toast.messages';
import { formMessages } from '../components/Form/Form.messages';
import { datePickerMessages } from '../components/DatePicker/DatePicker.messages';
import { dateTimePickerMessages } from '../components/DateTimePicker/DateTimePicker.messages';
import { validationMessages } from '../validation/validation.messages';
import { buttonMessages } from '../components/Button/Button.messages';
import { inputMessages } from '../components/Input/Input.messages';
import { dataTableMessages } from '../components/DataTable/DataTable.messages';
import { breadcrumbMessages } from '../components/Breadcrumb/Breadcrumb.messages';
import { descriptionsMessages } from '../components/Descriptions/Descriptions.messages';
import { resultPageMessages } from '../components/ResultPage/ResultPage.messages';
import { attachmentsMessages } from '../dialogs/Attachments/Attachments.messages';
import { approvalFlowMessages } from '../dialogs/ApprovalFlow/ApprovalFlowDesigner.messages';
import { columnSettingsDialogMessages } from '../dialogs/TableSettings/ColumnSettingsDialog.messages';
import { savedFiltersDialogMessages } from '../dialogs/TableSettings/SavedFiltersDialog.messages';
import { passwordResetMessages } from '../dialogs/Personal/PasswordResetDialog.messages';
import { quickRepliesMessages } from '../dialogs/Personal/QuickReplies.messages';
import { reminderMessages } from '../dialogs/Personal/ReminderDialog.messages';
import { importDialogMessages } from '../dialogs/Import/ImportDialog.messages';
import { securityVerificationMessages } from '../dialogs/Export/SecurityVerificationDialog.messages';
import { exportMessages } from '../dialogs/Export/ExportDialog.messages';
import { addressBookMessages } from '../dialogs/Directory/AddressBookDialog.messages';
import { invoiceTitleMessages } from '../dialogs/Directory/InvoiceTitleDialog.messages';
import { commonMessages } from './common.messages';
import { uiLocales, type UiLocale, type UiMessageTexts } from './locales';

/**
 * Every message module of the package. A component with texts adds its module here (one line).
 */
export const uiMessageModules: readonly Readonly<Record<string, UiMessageTexts>>[] = [
  commonMessages,
  buttonMessages,
  inputMessages,
  textareaMessages,
  richTextMessages,
  selectMessages,
  tagMessages,
  statusBadgeMessages,
  documentStatusBadgeMessages,
  toastMessages,
  formMessages,
  datePickerMessages,
  dateTimePickerMessages,
  validationMessages,
  dataTableMessages,
  breadcrumbMessages,
  descriptionsMessages,
  resultPageMessages,
  attachmentsMessages,
  approvalFlowMessages,
  columnSettingsDialogMessages,
  savedFiltersDialogMessages,
  passwordResetMessages,
  quickRepliesMessages,
  reminderMessages,
  importDialogMessages,
  securityVerificationMessages,
  exportMessages,
  addressBookMessages,
  invoiceTitleMessages,
];

/** The package's messages, flat by locale, for react-intl. */
export const uiMessages: Readonly<Record<UiLocale, Readonly<Record<string, string>>>> = Object.fromEntries(
  uiLocales.map((locale) => [
    locale,
    Object.fromEntries(
      uiMessageModules.flatMap((module) => Object.entries(module).map(([id, texts]) => [id, texts[locale]])),
    ),
  ]),
) as Record<UiLocale, Record<string, string>>;
