import { describe, expect, it } from 'vitest';
import type { Decision } from '../types';
import { describeDecision } from './describe';
import { permissionLocales, permissionMessages, type PermissionMessageId } from './messages';

const everyRule: readonly Decision[] = [
  { allowed: true, rule: 'permit-all', key: 'x' },
  { allowed: true, rule: 'authority', key: 'finance:audit' },
  { allowed: false, rule: 'authority', key: 'finance:audit', missing: ['finance:audit'] },
  { allowed: true, rule: 'all-authorities', key: 'finance:read,finance:audit' },
  { allowed: false, rule: 'all-authorities', key: 'a,b,c', missing: ['b', 'c'] },
  { allowed: true, rule: 'any-authority', key: 'finance:pay' },
  { allowed: false, rule: 'any-authority', key: 'a,b', missing: ['a', 'b'] },
  { allowed: true, rule: 'page-role', key: 'tenant-manage' },
  { allowed: false, rule: 'page-role', key: 'tenant-manage', missing: ['>0'] },
  { allowed: true, rule: 'menu', key: 'tenant-manage' },
  { allowed: false, rule: 'menu', key: 'tenant-manage', missing: ['tenant-manage'] },
  { allowed: true, rule: 'read-only-menu', key: 'tenant-manage' },
  { allowed: false, rule: 'read-only-menu', key: 'tenant-manage', missing: ['RW'] },
  { allowed: true, rule: 'profile', key: 'expense.enabled' },
  { allowed: false, rule: 'profile', key: 'expense.enabled', missing: ['true'] },
  { allowed: false, rule: 'profile', key: 'mode', missing: ['A', 'B'] },
  { allowed: false, rule: 'signed-out', key: 'x' },
];

describe('describeDecision', () => {
  it.each(permissionLocales)('names the missing authority in %s', (locale) => {
    const sentence = describeDecision(
      { allowed: false, rule: 'authority', key: 'finance:audit', missing: ['finance:audit'] },
      locale,
    );
    expect(sentence).toBe(
      {
        'zh-CN': '您需要权限 finance:audit。',
        en: 'You need the authority finance:audit.',
        ja: '権限 finance:audit が必要です。',
        'zh-TW': '您需要權限 finance:audit。',
        it: "Ti serve l'autorizzazione finance:audit.",
      }[locale],
    );
  });

  it.each(permissionLocales)('says a menu is read-only in %s', (locale) => {
    const sentence = describeDecision(
      { allowed: false, rule: 'read-only-menu', key: 'tenant-manage', missing: ['RW'] },
      locale,
    );
    expect(sentence).toBe(
      {
        'zh-CN': '此菜单对您只读。',
        en: 'This menu is read-only for you.',
        ja: 'このメニューは閲覧のみです。',
        'zh-TW': '此選單對您唯讀。',
        it: 'Questo menu è di sola lettura per te.',
      }[locale],
    );
  });

  it.each(permissionLocales)(
    'lists the missing authorities of a list with the list separator of %s',
    (locale) => {
      const sentence = describeDecision(everyRule[4] as Decision, locale);
      expect(sentence).toBe(
        {
          'zh-CN': '您需要以下权限：b、c。',
          en: 'You need the authorities b, c.',
          ja: '次の権限が必要です：b、c。',
          'zh-TW': '您需要以下權限：b、c。',
          it: 'Ti servono le autorizzazioni b, c.',
        }[locale],
      );
    },
  );

  it.each(permissionLocales)('fills every placeholder of every rule in %s', (locale) => {
    for (const decision of everyRule) expect(describeDecision(decision, locale)).not.toMatch(/[{}]/);
  });

  it.each(permissionLocales)('gives each rule and outcome its own sentence in %s', (locale) => {
    const sentences = everyRule.map((decision) => describeDecision(decision, locale));
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('reads one missing authority of a list as the single-authority sentence', () => {
    expect(
      describeDecision({ allowed: false, rule: 'all-authorities', key: 'a,b', missing: ['b'] }, 'en'),
    ).toBe('You need the authority b.');
  });

  it('names the one allowed value of a profile setting, and all of several', () => {
    expect([
      describeDecision(everyRule[14] as Decision, 'en'),
      describeDecision(everyRule[15] as Decision, 'en'),
    ]).toEqual([
      'This needs the setting expense.enabled to be true.',
      'This needs the setting mode to be one of: A, B.',
    ]);
  });

  it('accepts the platform language codes (zh_cn, zh_TW)', () => {
    expect([
      describeDecision({ allowed: false, rule: 'signed-out', key: '' }, 'zh_cn'),
      describeDecision({ allowed: false, rule: 'signed-out', key: '' }, 'zh_TW'),
    ]).toEqual(['请先登录。', '請先登入。']);
  });

  it('speaks English for an unknown or absent language', () => {
    expect([
      describeDecision({ allowed: false, rule: 'signed-out', key: '' }, 'fr'),
      describeDecision({ allowed: false, rule: 'signed-out', key: '' }),
    ]).toEqual(['You need to log in first.', 'You need to log in first.']);
  });
});

describe('permission messages', () => {
  const ids = Object.keys(permissionMessages.en) as PermissionMessageId[];
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it.each(permissionLocales)('has every message, not empty, in %s', (locale) => {
    for (const id of ids) expect(permissionMessages[locale][id]?.trim()).not.toBe('');
    expect(Object.keys(permissionMessages[locale]).sort()).toEqual([...ids].sort());
  });

  it.each(permissionLocales)('keeps the placeholders of the English message in %s', (locale) => {
    for (const id of ids)
      expect(placeholders(permissionMessages[locale][id])).toEqual(placeholders(permissionMessages.en[id]));
  });
});
