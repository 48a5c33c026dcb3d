import type { ApiMessageId } from './messages';

/** The 17 language codes of translation management (§9), in the spec's order. */
export const translationLanguages = [
  'zh-cn',
  'en-us',
  'ja',
  'zh-tw',
  'zh-hk',
  'it',
  'pt',
  'vi',
  'es',
  'ko',
  'id',
  'ar',
  'de',
  'th',
  'ms',
  'ru',
  'fr',
] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];

export const translationLanguageMessages = {
  'zh-cn': 'translationLanguage.zh-cn',
  'en-us': 'translationLanguage.en-us',
  ja: 'translationLanguage.ja',
  'zh-tw': 'translationLanguage.zh-tw',
  'zh-hk': 'translationLanguage.zh-hk',
  it: 'translationLanguage.it',
  pt: 'translationLanguage.pt',
  vi: 'translationLanguage.vi',
  es: 'translationLanguage.es',
  ko: 'translationLanguage.ko',
  id: 'translationLanguage.id',
  ar: 'translationLanguage.ar',
  de: 'translationLanguage.de',
  th: 'translationLanguage.th',
  ms: 'translationLanguage.ms',
  ru: 'translationLanguage.ru',
  fr: 'translationLanguage.fr',
} as const satisfies Record<TranslationLanguage, ApiMessageId>;

/**
 * The languages a user picks in the console's shell, as the `language` parameter sends them.
 * `interfaceLanguages` gives each its own name and locale.
 */
export const shellLanguages = ['zh_cn', 'en', 'ja'] as const;
export type ShellLanguage = (typeof shellLanguages)[number];
