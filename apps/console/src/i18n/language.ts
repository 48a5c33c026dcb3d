import { shellLanguages, type ShellLanguage } from '@opsdesk/api';
import type { ShellLocale, Title } from '../catalogue/types';

export { shellLanguages, type ShellLanguage };

/** Where the chosen language is kept: local storage (across visits) and session storage (this tab). */
export const LANGUAGE_STORAGE_KEY = 'language';

const localeOfLanguage: Readonly<Record<ShellLanguage, ShellLocale>> = { zh_cn: 'zh-CN', en: 'en', ja: 'ja' };

export function localeOf(language: ShellLanguage): ShellLocale {
  return localeOfLanguage[language];
}

export function isShellLanguage(value: unknown): value is ShellLanguage {
  return typeof value === 'string' && (shellLanguages as readonly string[]).includes(value);
}

/** The text of a title in a language. */
export function titleIn(title: Title, language: ShellLanguage): string {
  return title[localeOf(language)];
}

interface LanguageStorages {
  readonly local?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  readonly session?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

function safeGet(storage: LanguageStorages['local']): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The language to start in: the one chosen before (this tab's, then this browser's), else Chinese
 * when the browser's language is zh-CN and English otherwise (spec §4).
 */
export function initialLanguage(
  storages: LanguageStorages,
  browserLanguage: string | undefined,
): ShellLanguage {
  for (const stored of [safeGet(storages.session), safeGet(storages.local)]) {
    if (isShellLanguage(stored)) return stored;
  }
  return (browserLanguage ?? '').toLowerCase() === 'zh-cn' ? 'zh_cn' : 'en';
}

/** Keeps the choice in both storages; a full storage loses nothing but the memory of the choice. */
export function storeLanguage(storages: LanguageStorages, language: ShellLanguage): void {
  for (const storage of [storages.local, storages.session]) {
    try {
      storage?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Quota or privacy mode: the language still changes for this page.
    }
  }
}
