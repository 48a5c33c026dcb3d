import type { ShellLocale } from '../catalogue/types';

type Texts = Readonly<Record<string, string>>;
type TextsFile = () => Promise<{ readonly default: Texts }>;

/**
 * The published texts of @opsdesk/ui, one file (one chunk) per console language, named one by one:
 * Vite does not resolve a dynamic import with a variable in a package path.
 */
const files: Readonly<Record<ShellLocale, TextsFile>> = {
  'zh-CN': () => import('@opsdesk/ui/messages/zh-CN.json'),
  en: () => import('@opsdesk/ui/messages/en.json'),
  ja: () => import('@opsdesk/ui/messages/ja.json'),
};

/**
 * Loads a language the first time it is shown, then shares it; a failed load (the network) is tried
 * again the next time rather than remembered.
 */
export function createUiMessagesLoader(
  from: Readonly<Record<ShellLocale, TextsFile>>,
): (locale: ShellLocale) => Promise<Texts> {
  const loads = new Map<ShellLocale, Promise<Texts>>();
  return (locale) => {
    let load = loads.get(locale);
    if (!load) {
      load = from[locale]().then((module) => module.default);
      load.catch(() => loads.delete(locale));
      loads.set(locale, load);
    }
    return load;
  };
}

/** The texts of @opsdesk/ui in one console language, for `UiIntlProvider` (loaded once, then shared). */
export const loadUiMessages = createUiMessagesLoader(files);
