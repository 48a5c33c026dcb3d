import { describe, expect, it } from 'vitest';
import {
  savedFilterCreateSchema,
  savedFilterDefaultSchema,
  savedFilterNameKey,
  savedFilterNameLength,
  savedFilterRecordSchema,
  savedFilterTableKeySchema,
} from './preferences';

describe('savedFilterNameKey', () => {
  it('makes names equal that differ only in case, width and runs of spaces', () => {
    expect(savedFilterNameKey('  Open  Tenants ')).toBe(savedFilterNameKey('open tenants'));
    expect(savedFilterNameKey('ＡＢＣ')).toBe(savedFilterNameKey('abc'));
  });

  it('keeps different words apart', () => {
    expect(savedFilterNameKey('Open tenants')).not.toBe(savedFilterNameKey('Opened tenants'));
  });
});

describe('savedFilterNameLength', () => {
  it('counts characters as a person does, after trimming', () => {
    expect(savedFilterNameLength('  🚀 上海 ')).toBe(4);
    expect(savedFilterNameLength('   ')).toBe(0);
  });
});

describe('savedFilterTableKeySchema', () => {
  it('takes letters, digits, dash, underscore and dot, starting with a letter or digit', () => {
    expect(savedFilterTableKeySchema.safeParse('tenant-manage.tenant_list2').success).toBe(true);
  });

  it.each(['', '.hidden', 'tenant list', 'a/b', 'x'.repeat(101)])(
    'refuses %j with the code message id',
    (key) => {
      const result = savedFilterTableKeySchema.safeParse(key);
      expect(result.success).toBe(false);
      if (key !== '') expect(result.error?.issues[0]?.message).toBe('validation.code');
    },
  );
});

describe('saved filter schemas', () => {
  it('take a filters object and refuse an array', () => {
    expect(savedFilterCreateSchema.safeParse({ name: 'A', filters: { region: 'CN' } }).success).toBe(true);
    expect(savedFilterCreateSchema.safeParse({ name: 'A', filters: ['CN'] }).success).toBe(false);
  });

  it('take null as clearing the default, and only a UUID otherwise', () => {
    expect(savedFilterDefaultSchema.safeParse({ id: null }).success).toBe(true);
    expect(savedFilterDefaultSchema.safeParse({ id: '42' }).success).toBe(false);
  });

  it('read a saved filter as the service answers it', () => {
    const answer = {
      id: '5b0f5c1e-8a57-4d8e-9c3e-2f1d7c0a9b11',
      tableKey: 'tenant-list',
      name: 'Licensed',
      filters: { licensed: 1 },
      isDefault: true,
      createdAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-20T08:00:00.000Z',
    };
    expect(savedFilterRecordSchema.parse(answer)).toEqual(answer);
  });
});
