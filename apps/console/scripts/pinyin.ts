/**
 * Writes the pinyin initials of every Chinese route title (the command palette searches them), so
 * that the browser needs no pinyin dictionary: `pnpm --filter console pinyin`. A test fails when
 * the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pinyinInitialsSource } from './pinyinSource';

const target = fileURLToPath(new URL('../src/catalogue/pinyin.generated.ts', import.meta.url));
writeFileSync(target, pinyinInitialsSource());
process.stdout.write(`wrote ${target}\n`);
