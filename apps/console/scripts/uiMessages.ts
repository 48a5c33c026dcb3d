/**
 * Writes the texts of @opsdesk/ui once per console language (`src/i18n/generated/ui.<locale>.json`),
 * so that the signed-in console loads one language instead of the package's whole catalogue:
 * `pnpm --filter console ui-messages`. A test fails when a file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { shellLocales, uiMessagesJson } from './uiMessagesSource';

for (const locale of shellLocales) {
  const target = fileURLToPath(new URL(`../src/i18n/generated/ui.${locale}.json`, import.meta.url));
  writeFileSync(target, uiMessagesJson(locale));
  process.stdout.write(`wrote ${target}\n`);
}
