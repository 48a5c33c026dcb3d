import type { UiMessageTexts } from '../../../i18n/locales';
import { passwordResetMessages } from '../PasswordResetDialog.messages';
import { quickRepliesMessages } from '../QuickReplies.messages';
import { reminderMessages } from '../ReminderDialog.messages';

/** Every message module of the personal dialogs (each is listed in `i18n/catalogue.ts`). */
export const personalMessageModules: readonly Readonly<Record<string, UiMessageTexts>>[] = [
  passwordResetMessages,
  quickRepliesMessages,
  reminderMessages,
];
