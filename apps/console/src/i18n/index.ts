import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ShellLocale, Title } from '../catalogue/types';
import { shellMessages } from './messages';

export function flatten(texts: Readonly<Record<string, Title>>, locale: ShellLocale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, title] of Object.entries(texts)) out[id] = title[locale];
  return out;
}

/** The texts of the login page and the shell, in one language. */
export function shellMessagesIn(locale: ShellLocale): Record<string, string> {
  return flatten(shellMessages, locale);
}

export type ConsoleText = (id: string, values?: Record<string, string | number>) => string;

/** The text of a console message id; `#` when it has none (a test finds those). */
export function useText(): ConsoleText {
  const intl = useIntl();
  return useCallback(
    (id, values) => (intl.messages[id] === undefined ? '#' : intl.formatMessage({ id }, values)),
    [intl],
  );
}

/** The current shell locale. */
export function useShellLocale(): ShellLocale {
  const locale = useIntl().locale;
  return locale === 'zh-CN' || locale === 'ja' ? locale : 'en';
}

/** A title in the current language. */
export function useTitle(): (title: Title) => string {
  const locale = useShellLocale();
  return useCallback((title) => title[locale], [locale]);
}
