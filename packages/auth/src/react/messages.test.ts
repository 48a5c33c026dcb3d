import { roleCodes } from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import {
  authLocales,
  authMessageIds,
  authMessages,
  formatAuthMessage,
  resolveAuthLocale,
  roleName,
} from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('auth React messages', () => {
  it.each(authLocales)('%s has a non-empty text for every message id', (locale) => {
    const missing = authMessageIds.filter((id) => !authMessages[locale][id]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(authLocales)('%s keeps the placeholders of the English text', (locale) => {
    const different = authMessageIds.filter(
      (id) => placeholders(authMessages[locale][id]).join() !== placeholders(authMessages.en[id]).join(),
    );
    expect(different).toEqual([]);
  });

  it('names every role of @opsdesk/api in every locale', () => {
    const unnamed = authLocales.flatMap((locale) =>
      roleCodes.filter((role) => ['#', '', `auth.role.${role}`].includes(roleName(role, locale))),
    );
    expect(unnamed).toEqual([]);
  });

  it('names a role code the product does not know by the code itself', () => {
    expect(authLocales.map((locale) => roleName('CONTRACT_REVIEWER', locale))).toEqual(
      authLocales.map(() => 'CONTRACT_REVIEWER'),
    );
  });

  it('fills the placeholders of a message', () => {
    expect(formatAuthMessage('auth.forbidden.contact', 'en', { contact: 'ops@example.com' })).toBe(
      'Ask an administrator: ops@example.com',
    );
  });

  it('resolves platform language codes to the five locales', () => {
    expect(['zh_cn', 'zh-tw', 'en-us', 'ja', 'it', 'fr'].map(resolveAuthLocale)).toEqual([
      'zh-CN',
      'zh-TW',
      'en',
      'ja',
      'it',
      'en',
    ]);
  });
});
