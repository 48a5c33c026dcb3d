/** The interface languages of the packages. */
export const uiLocales = ['zh-CN', 'en', 'ja', 'zh-TW', 'it'] as const;
export type UiLocale = (typeof uiLocales)[number];

/** `zh_cn`, `zh-CN`, `en-us`, `ja`, `zh_tw`, `zh-hk`, `it` ... to a locale of the packages; English otherwise. */
export function resolveUiLocale(language: string | undefined): UiLocale {
  const code = (language ?? '').toLowerCase().replace(/_/g, '-');
  if (code === 'zh-tw' || code === 'zh-hk' || code.startsWith('zh-hant')) return 'zh-TW';
  if (code.startsWith('zh')) return 'zh-CN';
  if (code.startsWith('ja')) return 'ja';
  if (code.startsWith('it')) return 'it';
  return 'en';
}

/** A message in every locale: a module of messages cannot forget one. */
export type UiMessageTexts = Readonly<Record<UiLocale, string>>;

/** Declares a component's messages, id by id, each in every locale. */
export function defineUiMessages<Id extends string>(messages: Readonly<Record<Id, UiMessageTexts>>) {
  return messages;
}

/**
 * Some message modules in one locale, flat for react-intl: for an app that wants the texts of a few
 * components (a login page) without the whole catalogue of `uiMessages`.
 */
export function flattenUiMessages(
  modules: readonly Readonly<Record<string, UiMessageTexts>>[],
  locale: UiLocale,
): Record<string, string> {
  return Object.fromEntries(
    modules.flatMap((module) => Object.entries(module).map(([id, texts]) => [id, texts[locale]])),
  );
}
