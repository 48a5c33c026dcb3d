import { describe, expect, test } from 'vitest';
import { checkPasswordPolicy, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';

describe('checkPasswordPolicy', () => {
  test('passes a password of every character class within the bounds', () => {
    expect(checkPasswordPolicy('OpsDesk#2026')).toEqual([]);
  });

  test('bounds the length at 8 and 32 characters by default', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 32]);
    expect(checkPasswordPolicy('Aa1#aaa')).toEqual(['tooShort']);
    expect(checkPasswordPolicy('Aa1#aaaa')).toEqual([]);
    expect(checkPasswordPolicy(`Aa1#${'a'.repeat(28)}`)).toEqual([]);
    expect(checkPasswordPolicy(`Aa1#${'a'.repeat(29)}`)).toEqual(['tooLong']);
  });

  test('takes other bounds', () => {
    expect(checkPasswordPolicy('Aa1#aaaa', { min: 10, max: 20 })).toEqual(['tooShort']);
  });

  test('names each missing character class', () => {
    expect(checkPasswordPolicy('abcdefgh')).toEqual(['digit', 'upperCase', 'special']);
    expect(checkPasswordPolicy('ABCDEFG1')).toEqual(['lowerCase', 'special']);
  });

  test('counts a space neither as a special character nor as missing one', () => {
    expect(checkPasswordPolicy('Abc 1234')).toEqual(['special']);
    expect(checkPasswordPolicy('Abc 123!')).toEqual([]);
  });
});
