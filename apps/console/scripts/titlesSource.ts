import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The languages whose route titles are in a dictionary (zh-CN is in the route files). */
export const dictionaryLocales = ['en', 'ja'] as const;
export type DictionaryLocale = (typeof dictionaryLocales)[number];

/** A `titles.json`: the en and ja titles of the entries of the route file beside it, by key. */
export type TitlesFile = Readonly<Record<DictionaryLocale, Readonly<Record<string, string>>>>;

const src = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * The titles files, relative to `src/`: a `titles.json` beside every resource's `routes.ts` under
 * `features/`, and the menu groups' `<area>.titles.json` beside each area file of `catalogue/routes/`.
 */
export function titlesFiles(): string[] {
  const features = readdirSync(join(src, 'features'), { recursive: true, encoding: 'utf8' })
    .filter((file) => basename(file) === 'titles.json')
    .map((file) => join('features', file));
  const areas = readdirSync(join(src, 'catalogue/routes'))
    .filter((file) => file.endsWith('.titles.json'))
    .map((file) => join('catalogue/routes', file));
  return [...features, ...areas].sort();
}

/**
 * The sources of `catalogue/titles/en.json` and `ja.json`: every titles file's titles of that
 * language, sorted by key. A key in two files, or a file whose en and ja keys differ, is an error.
 */
export function titleDictionarySources(): Record<DictionaryLocale, string> {
  const owners = new Map<string, string>();
  const dictionaries: Record<DictionaryLocale, Map<string, string>> = { en: new Map(), ja: new Map() };
  for (const file of titlesFiles()) {
    const titles = JSON.parse(readFileSync(join(src, file), 'utf8')) as Partial<TitlesFile>;
    const en = titles.en ?? {};
    const ja = titles.ja ?? {};
    if (JSON.stringify(Object.keys(en).sort()) !== JSON.stringify(Object.keys(ja).sort()))
      throw new Error(`${file} titles other entries in en than in ja.`);
    for (const key of Object.keys(en)) {
      const owner = owners.get(key);
      if (owner) throw new Error(`The entry "${key}" is titled in ${owner} and in ${file}.`);
      owners.set(key, file);
      dictionaries.en.set(key, en[key] as string);
      dictionaries.ja.set(key, ja[key] as string);
    }
  }
  const source = (dictionary: ReadonlyMap<string, string>) => {
    const sorted = [...dictionary].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`;
  };
  return { en: source(dictionaries.en), ja: source(dictionaries.ja) };
}
