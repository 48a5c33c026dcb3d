export { uiMessageModules, uiMessages } from './catalogue';
export { OpsIntlProvider, type OpsIntlProviderProps } from './intl';
export { UiIntlProvider, type UiIntlProviderProps } from './UiIntlProvider';
export { commonMessages } from './common.messages';
export {
  defineUiMessages,
  flattenUiMessages,
  resolveUiLocale,
  uiLocales,
  type UiLocale,
  type UiMessageTexts,
} from './locales';
export { MISSING_TEXT, useUiLocale, useUiText, type UiText } from './text';
