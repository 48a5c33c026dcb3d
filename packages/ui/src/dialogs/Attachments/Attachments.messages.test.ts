import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uiLocales } from '../../i18n/locales';
import { attachmentsMessages } from './Attachments.messages';

const directory = new URL('./', import.meta.url);
const sources = readdirSync(directory)
  .filter((name) => /\.tsx?$/.test(name) && !/\.(test|stories|messages)\.tsx?$/.test(name))
  .map((name) => readFileSync(new URL(name, directory), 'utf8'))
  .join('\n');

// The arguments a text takes: `{name}` and the argument of a plural or select (`{max, plural, ...}`).
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

describe('attachment messages', () => {
  it('are all ui.attachments.* ids, each in every locale', () => {
    for (const [id, texts] of Object.entries(attachmentsMessages)) {
      expect(id).toMatch(/^ui\.attachments\.[a-zA-Z]+$/);
      for (const locale of uiLocales) expect(texts[locale], `${locale} ${id}`).toMatch(/\S/);
    }
  });

  it('have the same placeholders in every locale', () => {
    for (const [id, texts] of Object.entries(attachmentsMessages)) {
      const english = placeholders(texts.en);
      for (const locale of uiLocales) expect(placeholders(texts[locale]), `${locale} ${id}`).toEqual(english);
    }
  });

  it('cover every id the components use, and the components use every one', () => {
    const used = new Set([...sources.matchAll(/'(ui\.attachments\.\w+)'/g)].map((match) => match[1]));
    const declared = Object.keys(attachmentsMessages);
    expect([...used].filter((id) => id !== undefined && !declared.includes(id))).toEqual([]);
    expect(declared.filter((id) => !used.has(id))).toEqual([]);
  });
});
