import { describe, expect, it } from 'vitest';
import {
  SAVED_FILTER_NAME_MAX_LENGTH,
  normalizeSavedFilterName,
  savedFilterNameKey,
  savedFilterNameLength,
  validateSavedFilterName,
} from './savedFilterName';

const list = [
  { id: 'a', name: 'Open tenants' },
  { id: 'b', name: '华东区 待续约' },
];

describe('validateSavedFilterName', () => {
  it('accepts a new name', () => {
    expect(validateSavedFilterName('Expired trials', list)).toBeUndefined();
  });

  it('requires a name', () => {
    expect(validateSavedFilterName('', list)).toBe('required');
  });

  it('counts a name of spaces as empty', () => {
    expect(validateSavedFilterName('   ', list)).toBe('required');
  });

  it('accepts 50 characters and refuses 51', () => {
    expect(validateSavedFilterName('x'.repeat(SAVED_FILTER_NAME_MAX_LENGTH), list)).toBeUndefined();
    expect(validateSavedFilterName('x'.repeat(SAVED_FILTER_NAME_MAX_LENGTH + 1), list)).toBe('tooLong');
  });

  it('counts a character outside the basic plane as one', () => {
    expect(savedFilterNameLength('𠮷'.repeat(50))).toBe(50);
    expect(validateSavedFilterName('𠮷'.repeat(50), list)).toBeUndefined();
  });

  it('does not count the spaces around a name', () => {
    expect(validateSavedFilterName(`  ${'x'.repeat(50)}  `, list)).toBeUndefined();
  });

  it('refuses a name already used in the list, whatever its case and spacing', () => {
    expect(validateSavedFilterName('  open  TENANTS ', list)).toBe('duplicate');
  });

  it('treats full-width and half-width forms as the same name', () => {
    expect(savedFilterNameKey('ＯＰＥＮ　tenants')).toBe(savedFilterNameKey('open tenants'));
    expect(validateSavedFilterName('华东区　待续约', list)).toBe('duplicate');
  });

  it('lets a saved filter keep its own name when renamed', () => {
    expect(validateSavedFilterName('Open Tenants', list, 'a')).toBeUndefined();
    expect(validateSavedFilterName('Open Tenants', list, 'b')).toBe('duplicate');
  });
});

describe('normalizeSavedFilterName', () => {
  it('trims the spaces around the name', () => {
    expect(normalizeSavedFilterName('  Open tenants ')).toBe('Open tenants');
  });
});
