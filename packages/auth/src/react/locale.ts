import { resolveHttpLocale, type HttpLocale } from '@opsdesk/http';

/*
 * The locales of the React layer, apart from its texts: the provider needs these alone, and an
 * app's first page need not load every text of every guard.
 */
export type AuthLocale = HttpLocale;

export const authLocales = ['zh-CN', 'en', 'ja', 'zh-TW', 'it'] as const satisfies readonly AuthLocale[];

/** A platform language code (`zh_cn`, `zh-TW`, `en-us`, `ja`...) as one of the five locales; English otherwise. */
export function resolveAuthLocale(language: string | undefined): AuthLocale {
  return resolveHttpLocale(language);
}
