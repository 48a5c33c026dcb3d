import { MISSING_TEXT, useUiLocale, type UiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { pickerMessages, type PickerMessageId } from './messages';

export type PickerText = (id: PickerMessageId, values?: Record<string, string | number>) => string;

/** Replaces `{name}` with its value. */
export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** A text given in every language, in `locale`. */
export function inLocale(texts: UiMessageTexts, locale: UiLocale): string {
  return texts[locale] ?? texts.en ?? MISSING_TEXT;
}

/**
 * The pickers' texts in the current language. An app may override any of them by giving the same
 * message id to react-intl (`OpsIntlProvider`'s `messages`).
 */
export function usePickerText(): PickerText {
  const intl = useIntl();
  const locale = useUiLocale();
  return useCallback(
    (id, values) => {
      const own = intl.messages[id];
      if (typeof own === 'string') return intl.formatMessage({ id }, values);
      const texts: UiMessageTexts | undefined = pickerMessages[id];
      return texts ? interpolate(inLocale(texts, locale), values) : MISSING_TEXT;
    },
    [intl, locale],
  );
}
