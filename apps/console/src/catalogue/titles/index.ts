import type {
  BespokeRouteDefinition,
  BespokeRouteSource,
  CatalogueEntry,
  EntrySource,
  ShellLocale,
  Title,
  ZhTitle,
} from '../types';

/*
 * The route titles beyond zh-CN. The route files write each entry's zh-CN title (the default
 * language, and the source of the command palette's pinyin initials), and the `titles.json` beside
 * each its en and ja titles; `pnpm --filter console titles` gathers those into `en.json` and
 * `ja.json` beside this file under the entry's key, one chunk per language, loaded the first time
 * the shell shows that language (SignedInProviders waits for it).
 */

/** The shell languages whose titles come from a dictionary. */
export type DictionaryLocale = Exclude<ShellLocale, 'zh-CN'>;
type Dictionary = Readonly<Record<string, string>>;

const files: Readonly<Record<DictionaryLocale, () => Promise<Dictionary>>> = {
  en: () => import('./en.json').then((module) => module.default),
  ja: () => import('./ja.json').then((module) => module.default),
};

const dictionaries = new Map<DictionaryLocale, Dictionary>();
const loads = new Map<DictionaryLocale, Promise<void>>();
// zh-CN is in the route files: nothing to load.
const inline: Promise<void> = Promise.resolve();

/** Loads the route titles of one shell language (once; a failed load is tried again next time). */
export function loadCatalogueTitles(locale: ShellLocale): Promise<void> {
  if (locale === 'zh-CN') return inline;
  let load = loads.get(locale);
  if (!load) {
    load = files[locale]().then((dictionary) => {
      dictionaries.set(locale, dictionary);
    });
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}

/** Loads the route titles of every shell language (the `routes` script, tests). */
export async function loadAllCatalogueTitles(): Promise<void> {
  await Promise.all((Object.keys(files) as DictionaryLocale[]).map(loadCatalogueTitles));
}

/** An entry's title in a dictionary language; undefined while that language is not loaded. */
export function catalogueTitleIn(locale: DictionaryLocale, key: string): string | undefined {
  return dictionaries.get(locale)?.[key];
}

/**
 * The title of the entry `key` in every shell language: zh-CN as written, en and ja read from their
 * dictionary each time they are read, so that a title shows in a language as soon as it is loaded.
 * Before that (and for a key a dictionary lacks, which the catalogue test forbids) it is the zh-CN
 * text.
 */
export function catalogueTitle(key: string, zh: ZhTitle): Title {
  return {
    'zh-CN': zh,
    get en() {
      return catalogueTitleIn('en', key) ?? zh;
    },
    get ja() {
      return catalogueTitleIn('ja', key) ?? zh;
    },
  };
}

/** The entries of a route file with their titles in every shell language. */
export function titledEntries(entries: readonly EntrySource[]): CatalogueEntry[] {
  return entries.map((entry) => ({ ...entry, title: catalogueTitle(entry.key, entry.title) }));
}

/** The bespoke routes of a route file with their titles in every shell language. */
export function titledBespokeRoutes(routes: readonly BespokeRouteSource[]): BespokeRouteDefinition[] {
  return routes.map((route) => ({ ...route, title: catalogueTitle(route.key, route.title) }));
}
