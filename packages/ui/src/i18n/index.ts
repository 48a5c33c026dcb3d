export { uiMessageModules, uiMessages } from './catalogue';
export {
  MISSING_TEXT,
  OpsIntlProvider,
  useUiLocale,
  useUiText,
  type OpsIntlProviderProps,
  type UiText,
} from './intl';
export { defineUiMessages, resolveUiLocale, uiLocales, type UiLocale, type UiMessageTexts } from './locales';
