/**
 * Writes the texts of @opsdesk/ui once per locale (`messages/<locale>.json`, published as
 * `@opsdesk/ui/messages/<locale>.json`) from the catalogue: `pnpm --filter @opsdesk/ui messages`
 * after a message module changes. A test fails while a file is out of date.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { uiLocales, uiMessagesFile, uiMessagesPath } from './messagesFile';

mkdirSync(fileURLToPath(new URL('../messages/', import.meta.url)), { recursive: true });
for (const locale of uiLocales) {
  const target = fileURLToPath(new URL(`../${uiMessagesPath(locale)}`, import.meta.url));
  writeFileSync(target, uiMessagesFile(locale));
  process.stdout.write(`wrote ${target}\n`);
}
