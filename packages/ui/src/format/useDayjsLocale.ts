import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { dayjsLocaleFor, type DayjsLocale } from './dayjsLocale';

export interface UseDayjsLocaleOptions {
  /** Also make it dayjs's global locale, so that the app's own `dayjs()` calls follow the language. */
  readonly global?: boolean;
  /** The region for English (`en-GB`...); the browser's language by default. */
  readonly regional?: string;
}

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

/** The dayjs locale of the interface language (spec: changing the language changes the date locale). */
export function useDayjsLocale(options: UseDayjsLocaleOptions = {}): DayjsLocale {
  const { locale: language } = useIntl();
  const locale = dayjsLocaleFor(language, options.regional ?? browserLanguage());
  const global = options.global ?? false;
  useEffect(() => {
    if (global) dayjs.locale(locale);
  }, [global, locale]);
  return locale;
}
