import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { uiMessages } from '../../i18n/catalogue';
import { createZodErrorMap } from '../../validation/zodErrorMap';
import { checkPasswordRules, passwordResetSchema, type PasswordResetFormValues } from './passwordReset';
import { personalMessages } from './test/PersonalIntl';

const intl = createIntl({ locale: 'en', messages: { ...uiMessages.en, ...personalMessages.en } });
const errorMap = createZodErrorMap('en', (id, values) => intl.formatMessage({ id }, values));

/** The failed rules of a password, by key. */
function unmet(password: string, rules = { min: 8, max: 20 }) {
  return checkPasswordRules(password, rules)
    .filter((check) => !check.met)
    .map((check) => check.key);
}

/** The messages of the form's parse, by field. */
function errors(values: Partial<PasswordResetFormValues>, requireCurrent = true, requireToken = false) {
  const result = passwordResetSchema({ min: 8, max: 20, requireCurrent, requireToken }).safeParse(
    { currentPassword: '', token: '', password: '', confirmPassword: '', ...values },
    { error: errorMap },
  );
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('password checklist', () => {
  it('meets every rule with each kind of character within the length', () => {
    expect(unmet('Abcdef1!')).toEqual([]);
  });

  it('leaves every rule unmet for an empty password', () => {
    expect(unmet('')).toEqual(['length', 'digit', 'lowerCase', 'upperCase', 'special']);
  });

  it('misses the length below the minimum', () => {
    expect(unmet('Ab1!', { min: 8, max: 20 })).toEqual(['length']);
  });

  it('meets the length exactly at the minimum', () => {
    expect(unmet('Abcde1!x', { min: 8, max: 20 })).toEqual([]);
  });

  it('misses the length above the maximum', () => {
    expect(unmet('Abcdefghij1!', { min: 6, max: 11 })).toEqual(['length']);
  });

  it('meets the length exactly at the maximum', () => {
    expect(unmet('Abcdefghi1!', { min: 6, max: 11 })).toEqual([]);
  });

  it('misses the digit', () => {
    expect(unmet('Abcdefg!')).toEqual(['digit']);
  });

  it('misses the lower-case letter', () => {
    expect(unmet('ABCDEF1!')).toEqual(['lowerCase']);
  });

  it('misses the upper-case letter', () => {
    expect(unmet('abcdef1!')).toEqual(['upperCase']);
  });

  it('misses the special character', () => {
    expect(unmet('Abcdefg1')).toEqual(['special']);
  });

  it('does not count a space as a special character', () => {
    expect(unmet('Abcd ef1')).toEqual(['special']);
  });
});

describe('password reset form rules', () => {
  const valid = { currentPassword: 'Old-pass1', password: 'New-pass1', confirmPassword: 'New-pass1' };

  it('accepts a valid change', () => {
    expect(errors(valid)).toEqual([]);
  });

  it('requires the current password when asked for', () => {
    expect(errors({ ...valid, currentPassword: '' })).toEqual([
      ['currentPassword', 'This field is required'],
    ]);
  });

  it('does not ask for the current password in the forgot-password flow', () => {
    expect(errors({ ...valid, currentPassword: '' }, false)).toEqual([]);
  });

  it('requires the verification code in the forgot-password flow without a token', () => {
    expect(errors({ ...valid, token: '  ' }, false, true)).toEqual([['token', 'This field is required']]);
  });

  it('says the new password cannot be shorter than the minimum', () => {
    expect(errors({ ...valid, password: 'Ab1!', confirmPassword: 'Ab1!' })).toEqual([
      ['password', 'The password cannot be shorter than 8 characters'],
    ]);
  });

  it('says the new password cannot be longer than the maximum', () => {
    const long = 'Abcdefghijklmnopqr1!x';
    expect(errors({ ...valid, password: long, confirmPassword: long })).toEqual([
      ['password', 'The password cannot be longer than 20 characters'],
    ]);
  });

  it.each([
    ['Abcdefg!', 'The password must include a digit'],
    ['ABCDEF1!', 'The password must include a lower-case letter'],
    ['abcdef1!', 'The password must include an upper-case letter'],
    ['Abcdefg1', 'The password must include a special character'],
  ])('refuses %s: %s', (password, message) => {
    expect(errors({ ...valid, password, confirmPassword: password })).toEqual([['password', message]]);
  });

  it('requires the confirmation', () => {
    expect(errors({ ...valid, confirmPassword: '' })[0]).toEqual([
      'confirmPassword',
      'This field is required',
    ]);
  });

  it('requires the two entries to match, on the confirmation', () => {
    expect(errors({ ...valid, confirmPassword: 'New-pass2' })).toEqual([
      ['confirmPassword', 'The two passwords do not match'],
    ]);
  });

  it('refuses a new password equal to the current one, on the new password', () => {
    expect(
      errors({ currentPassword: 'Same-pass1', password: 'Same-pass1', confirmPassword: 'Same-pass1' }),
    ).toEqual([['password', 'The new password must differ from the current one']]);
  });
});
