/**
 * Writes the route title dictionaries `src/catalogue/titles/en.json` and `ja.json` (one chunk per
 * language, loaded by the shell) from every route file's `titles.json`: `pnpm --filter console titles`.
 * A test fails when they are out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dictionaryLocales, titleDictionarySources } from './titlesSource';

const sources = titleDictionarySources();
for (const locale of dictionaryLocales) {
  const target = fileURLToPath(new URL(`../src/catalogue/titles/${locale}.json`, import.meta.url));
  writeFileSync(target, sources[locale]);
  process.stdout.write(`wrote ${target}\n`);
}
