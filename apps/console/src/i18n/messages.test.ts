import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shellLocales } from '../catalogue/types';
import { messagesIn } from './signedIn';

const root = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the console texts', () => {
  it('name every message id the code asks for, in every shell language', () => {
    const used = new Set<string>();
    for (const file of sources(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z][\w.-]*)'/g))
        used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(50);
    for (const locale of shellLocales) {
      const messages = messagesIn(locale);
      const missing = [...used].filter((id) => messages[id] === undefined);
      expect(missing, `${locale} lacks`).toEqual([]);
    }
  });

  it('have no empty text', () => {
    for (const locale of shellLocales) {
      const empty = Object.entries(messagesIn(locale)).filter(([, text]) => text.trim() === '');
      expect(empty).toEqual([]);
    }
  });
});
