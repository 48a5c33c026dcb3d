import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { resolveUiLocale, type UiLocale } from './locales';

/** What a missing translation shows: visible in review, found by the completeness test. */
export const MISSING_TEXT = '#';

export type UiText = (id: string, values?: Record<string, string | number>) => string;

/**
 * The text of a message id in the current language, or `#` when it has none. Components import it
 * from here, not from the catalogue, so that importing one component does not bundle every text.
 */
export function useUiText(): UiText {
  const intl = useIntl();
  return useCallback(
    (id, values) => (intl.messages[id] === undefined ? MISSING_TEXT : intl.formatMessage({ id }, values)),
    [intl],
  );
}

/** The current locale of the package. */
export function useUiLocale(): UiLocale {
  return resolveUiLocale(useIntl().locale);
}
