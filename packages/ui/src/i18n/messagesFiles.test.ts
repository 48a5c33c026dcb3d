import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uiLocales, uiMessagesFile, uiMessagesPath } from '../../scripts/messagesFile';
import { uiMessages } from './catalogue';

const packageRoot = new URL('../../', import.meta.url);

describe('the published texts, one file per locale', () => {
  it.each(uiLocales)('keep messages/%s.json up to date (pnpm --filter @opsdesk/ui messages)', (locale) => {
    const file = readFileSync(fileURLToPath(new URL(uiMessagesPath(locale), packageRoot)), 'utf8');
    expect(file).toBe(uiMessagesFile(locale));
  });

  it.each(uiLocales)('hold every message of the catalogue in %s, in that locale', (locale) => {
    expect(JSON.parse(uiMessagesFile(locale))).toEqual(uiMessages[locale]);
  });

  it('are exported by the package as @opsdesk/ui/messages/<locale>.json', () => {
    const manifest = JSON.parse(
      readFileSync(fileURLToPath(new URL('package.json', packageRoot)), 'utf8'),
    ) as {
      exports: Record<string, unknown>;
      files: string[];
    };
    expect(manifest.exports['./messages/*.json']).toBe('./messages/*.json');
    expect(manifest.files).toContain('messages');
  });
});
