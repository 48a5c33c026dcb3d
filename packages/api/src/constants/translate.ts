import { documentStatusOf } from './documentStatus';
import { apiMessages, type ApiLocale, type ApiMessageId } from './messages';
import { isValidationMessageId } from './validation';

/** The text of a message id in a locale; `#` for an id the catalogue lacks, as the spec shows a missing key. */
export function apiMessage(id: ApiMessageId, locale: ApiLocale): string {
  return apiMessages[locale][id] ?? '#';
}

/**
 * The meaning of a document status code in a locale. A code the contract does not know is shown as
 * it is: staff can still tell it to support, where `#` would tell them nothing.
 */
export function statusLabel(code: number | string, locale: ApiLocale): string {
  const status = documentStatusOf(code);
  return status ? apiMessage(status.meaning, locale) : String(code);
}

/**
 * The text of a validation message: a message id of the resource schemas (`validation.code`...)
 * becomes its text in `locale`; any other message (zod's own, or one the server already
 * translated) comes back as it is.
 */
export function translateValidationMessage(message: string, locale: ApiLocale): string {
  return isValidationMessageId(message) ? apiMessage(message, locale) : message;
}
