import { commonMessages } from './common.messages';
import { uiLocales, type UiLocale, type UiMessageTexts } from './locales';

/**
 * Every message module of the package. A component with texts adds its module here (one line).
 */
export const uiMessageModules: readonly Readonly<Record<string, UiMessageTexts>>[] = [commonMessages];

/** The package's messages, flat by locale, for react-intl. */
export const uiMessages: Readonly<Record<UiLocale, Readonly<Record<string, string>>>> = Object.fromEntries(
  uiLocales.map((locale) => [
    locale,
    Object.fromEntries(
      uiMessageModules.flatMap((module) => Object.entries(module).map(([id, texts]) => [id, texts[locale]])),
    ),
  ]),
) as Record<UiLocale, Record<string, string>>;
