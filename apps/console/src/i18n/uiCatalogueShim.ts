import type { UiLocale, UiMessageTexts } from '@opsdesk/ui';

/**
 * Stands in for @opsdesk/ui's message catalogue (`packages/ui/src/i18n/catalogue.ts`) in the
 * console's bundle (see vite.config.ts): the catalogue holds every language of every component,
 * ≈ 40 KB gzip, while the console loads the one language it shows from
 * `generated/ui.<locale>.json` (`loadUiMessages`) and gives it to `OpsIntlProvider` itself.
 */
export const uiMessageModules: readonly Readonly<Record<string, UiMessageTexts>>[] = [];

export const uiMessages: Readonly<Record<UiLocale, Readonly<Record<string, string>>>> = {
  'zh-CN': {},
  en: {},
  ja: {},
  'zh-TW': {},
  it: {},
};
