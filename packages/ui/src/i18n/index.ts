export { uiMessageModules, uiMessages } from './catalogue';
export { OpsIntlProvider, type OpsIntlProviderProps } from './intl';
export { defineUiMessages, resolveUiLocale, uiLocales, type UiLocale, type UiMessageTexts } from './locales';
export { MISSING_TEXT, useUiLocale, useUiText, type UiText } from './text';
