import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { commonMessages } from '../../i18n/common.messages';
import { uiLocales } from '../../i18n/locales';
import { importDialogMessages } from './ImportDialog.messages';

const source = readFileSync(new URL('./ImportDialog.tsx', import.meta.url), 'utf8');
const usedIds = [...new Set(source.match(/'ui\.[\w.]+'/g)?.map((quoted) => quoted.slice(1, -1)) ?? [])];
const known: Record<string, unknown> = { ...commonMessages, ...importDialogMessages };

const values = {
  name: 'tenants.xlsx',
  formats: '.xlsx',
  limit: '3 MB',
  size: '3.5 MB',
  count: 2,
  minutes: 15,
  threshold: 10,
  shown: 10,
  total: 1204,
  processed: 1200,
  failed: 3,
  imported: 1200,
  notImported: 3800,
};

describe('import dialog messages', () => {
  it('declares every message id the dialog reads', () => {
    expect(usedIds.length).toBeGreaterThan(30);
    expect(usedIds.filter((id) => known[id] === undefined)).toEqual([]);
  });

  it('declares no message id the dialog does not read', () => {
    expect(Object.keys(importDialogMessages).filter((id) => !usedIds.includes(id))).toEqual([]);
  });

  it.each(uiLocales)('formats every message in %s without leaving a placeholder', (locale) => {
    const messages = Object.fromEntries(
      Object.entries(importDialogMessages).map(([id, texts]) => [id, texts[locale]]),
    );
    const intl = createIntl({
      locale,
      messages,
      onError: (error) => {
        throw error;
      },
    });
    for (const id of Object.keys(messages)) {
      expect(intl.formatMessage({ id }, values), `${locale} ${id}`).not.toMatch(/[{}]/);
    }
  });
});
