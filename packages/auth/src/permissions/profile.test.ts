import { describe, expect, it } from 'vitest';
import { checkProfile, hasProfile, readProfile, type ProfileSources } from './profile';

const sources: ProfileSources = {
  profile: {
    'expense.report.enabled': 'flat',
    expense: { report: { enabled: true, maxLines: 200 }, currency: 'CNY' },
    'web.invoice': { 'keep.consistent': true },
    approval: { mode: 'COUNTERSIGN' },
    nothing: null,
  },
  tenantProfile: { expense: { report: { enabled: false } }, region: 'CN' },
};

describe('profile checks', () => {
  it('reads a nested path from the general profile by default', () => {
    expect(readProfile(sources, 'expense.report.maxLines')).toBe(200);
  });

  it('prefers a flat key holding the whole dotted path over the nested one', () => {
    expect(readProfile(sources, 'expense.report.enabled')).toBe('flat');
  });

  it('descends through flat dotted keys at any level', () => {
    expect(readProfile(sources, 'web.invoice.keep.consistent')).toBe(true);
  });

  it('reads the tenant-role profile when told', () => {
    expect(readProfile(sources, 'expense.report.enabled', { source: 'tenant' })).toBe(false);
  });

  it('allows a field equal to the one allowed value', () => {
    expect(checkProfile(sources, 'approval.mode', 'COUNTERSIGN')).toEqual({
      allowed: true,
      rule: 'profile',
      key: 'approval.mode',
    });
  });

  it('allows a field equal to one of many allowed values', () => {
    expect(hasProfile(sources, 'approval.mode', ['SEQUENTIAL', 'COUNTERSIGN'])).toBe(true);
  });

  it('denies a field equal to none of the allowed values, naming them as missing', () => {
    expect(checkProfile(sources, 'expense.currency', ['USD', 'EUR'])).toEqual({
      allowed: false,
      rule: 'profile',
      key: 'expense.currency',
      missing: ['USD', 'EUR'],
    });
  });

  it('compares strictly: the string "true" is not true', () => {
    expect(hasProfile({ profile: { flag: 'true' } }, 'flag', true)).toBe(false);
  });

  it('compares with the tenant-role profile when told', () => {
    expect(hasProfile(sources, 'region', 'CN', { source: 'tenant' })).toBe(true);
  });

  it('does not read the tenant-role profile for a general check', () => {
    expect(hasProfile(sources, 'region', 'CN')).toBe(false);
  });

  it('denies a missing path, even against an allowed null', () => {
    expect(checkProfile(sources, 'expense.report.missing', null)).toEqual({
      allowed: false,
      rule: 'profile',
      key: 'expense.report.missing',
      missing: ['null'],
    });
  });

  it('allows a field that is null when null is allowed', () => {
    expect(hasProfile(sources, 'nothing', null)).toBe(true);
  });

  it('denies a path that runs through a value that is not an object', () => {
    expect(hasProfile(sources, 'expense.currency.code', 'CNY')).toBe(false);
  });

  it('denies a path on a tenant-role profile that was not loaded', () => {
    expect(hasProfile({ profile: {}, tenantProfile: null }, 'region', 'CN', { source: 'tenant' })).toBe(
      false,
    );
  });

  it('reads a session snapshot as it is: user.profile and tenantProfile', () => {
    const snapshot = { user: { profile: { a: { b: 1 } } }, tenantProfile: { c: 'x' } };
    expect([hasProfile(snapshot, 'a.b', 1), hasProfile(snapshot, 'c', 'x', { source: 'tenant' })]).toEqual([
      true,
      true,
    ]);
  });

  it('denies under the signed-out rule when there are no sources at all', () => {
    expect(checkProfile(null, 'a', 1)).toEqual({ allowed: false, rule: 'signed-out', key: 'a' });
  });

  it('does not read inherited properties of a profile object', () => {
    expect(readProfile({ profile: {} }, 'constructor')).toBeUndefined();
  });
});
