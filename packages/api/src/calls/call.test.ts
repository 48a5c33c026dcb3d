import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import * as mini from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ContractError, isContractError, parseAnswer, safeParseAnswer } from './call';

const tenantAnswer = z.object({
  tenantId: z.number(),
  tenantName: z.string(),
  sandbox: z.boolean().default(false),
});

describe('parseAnswer', () => {
  test('returns the answer as its schema reads it', () => {
    expect(parseAnswer('getTenant', tenantAnswer, { tenantId: 7, tenantName: 'Acme' })).toEqual({
      tenantId: 7,
      tenantName: 'Acme',
      sandbox: false,
    });
  });

  test('throws a ContractError naming the call and the wrong fields', () => {
    const read = () => parseAnswer('getTenant', tenantAnswer, { tenantId: '7', tenantName: null });
    expect(read).toThrow(ContractError);
    expect(read).toThrow(/^getTenant answered outside its contract: tenantId .+; tenantName .+$/);
  });

  test('keeps every issue on the error', () => {
    try {
      parseAnswer('getTenant', tenantAnswer, {});
      expect.unreachable();
    } catch (error) {
      expect(isContractError(error) && error.issues.map((issue) => issue.path.join('.'))).toEqual([
        'tenantId',
        'tenantName',
      ]);
    }
  });
});

describe('ContractError', () => {
  const issue = (path: string[]): z.core.$ZodIssue => ({
    code: 'custom',
    path,
    message: 'is wrong',
    input: undefined,
  });

  test('names at most three issues in its message', () => {
    const error = new ContractError('listTenants', [issue(['a']), issue(['b']), issue(['c']), issue(['d'])]);
    expect(error.message).toBe(
      'listTenants answered outside its contract: a is wrong; b is wrong; c is wrong',
    );
  });

  test('names an issue of the whole answer as (root)', () => {
    expect(new ContractError('getAccount', [issue([])]).message).toBe(
      'getAccount answered outside its contract: (root) is wrong',
    );
  });

  test('is told apart from other errors by isContractError and its name', () => {
    const error = new ContractError('getAccount', [issue([])]);
    expect([isContractError(error), isContractError(new Error('x')), error.name]).toEqual([
      true,
      false,
      'ContractError',
    ]);
  });
});

// The shell's first answers are checked against zod/mini schemas, which have no locale of their own.
const miniTenantAnswer = mini.object({
  tenantId: mini.number(),
  tenantName: mini.string(),
  sandbox: mini._default(mini.boolean(), false),
});

describe('parseAnswer with a zod/mini schema', () => {
  test('returns the answer as its schema reads it, defaults filled in', () => {
    expect(parseAnswer('getTenant', miniTenantAnswer, { tenantId: 7, tenantName: 'Acme' })).toEqual({
      tenantId: 7,
      tenantName: 'Acme',
      sandbox: false,
    });
  });

  test('throws a ContractError naming the wrong fields, what each should be and what it holds', () => {
    expect(() => parseAnswer('getTenant', miniTenantAnswer, { tenantId: '7', tenantName: null })).toThrow(
      'getTenant answered outside its contract: tenantId expected number, received string; tenantName expected string, received null',
    );
  });

  test('words the issues itself when no zod locale is loaded, as in the shell', () => {
    // This file imports classic zod, which loads English messages into zod's shared configuration;
    // the shell loads zod/mini alone, whose issues then all say "Invalid input".
    const { localeError } = mini.config();
    mini.config({ localeError: undefined });
    try {
      const read = () => parseAnswer('getTenant', miniTenantAnswer, { tenantId: 7 });
      expect(read).toThrow(
        'getTenant answered outside its contract: tenantName expected string, received undefined',
      );
      const result = safeParseAnswer(miniTenantAnswer, { tenantId: 7 });
      expect(!result.success && result.issues[0]?.message).toBe('Invalid input');
    } finally {
      mini.config({ localeError });
    }
  });
});

describe('safeParseAnswer', () => {
  test('answers the data of a classic and of a zod/mini schema alike', () => {
    const answer = { tenantId: 7, tenantName: 'Acme' };
    expect([safeParseAnswer(tenantAnswer, answer), safeParseAnswer(miniTenantAnswer, answer)]).toEqual([
      { success: true, data: { ...answer, sandbox: false } },
      { success: true, data: { ...answer, sandbox: false } },
    ]);
  });

  test('refuses a schema that cannot check at once, such as one whose check threw', () => {
    const broken = mini.number().check(
      mini.refine(() => {
        throw new Error('bug in the check');
      }),
    );
    expect(() => safeParseAnswer(broken, 1)).toThrow(/^An answer schema must check synchronously/);
  });

  test('answers the issues of a wrong answer without throwing', () => {
    const result = safeParseAnswer(miniTenantAnswer, { tenantId: 7, tenantName: 'Acme', sandbox: 'no' });
    expect(!result.success && result.issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['invalid_type', ['sandbox']],
    ]);
  });
});

describe('the wording of a ContractError', () => {
  /** What the error says of the one issue `schema` finds with `answer`. */
  const wordingOf = (schema: $ZodType, answer: unknown) => {
    try {
      parseAnswer('getThing', schema, answer);
    } catch (error) {
      if (isContractError(error))
        return error.message.replace('getThing answered outside its contract: ', '');
    }
    return expect.unreachable('the answer was read');
  };

  test('names a size bound with its unit', () => {
    expect(wordingOf(mini.object({ name: mini.string().check(mini.minLength(1)) }), { name: '' })).toBe(
      'name expected string to have >=1 characters',
    );
  });

  test('names a number bound', () => {
    expect(wordingOf(mini.number().check(mini.positive()), 0)).toBe('(root) expected number to be >0');
  });

  test('lists the values an enum allows', () => {
    expect(wordingOf(mini.enum(['OPEN', 'DONE']), 'LOAN')).toBe('(root) expected one of "OPEN", "DONE"');
  });

  test('names the format a string misses: a UUID, a pattern, a prefix', () => {
    expect([
      wordingOf(mini.string().check(mini.uuid()), 'T0001'),
      wordingOf(mini.string().check(mini.regex(/^\d{4}-\d{2}$/)), '2026-1'),
      wordingOf(mini.string().check(mini.startsWith('/')), 'api'),
    ]).toEqual([
      '(root) expected a valid uuid',
      '(root) expected to match /^\\d{4}-\\d{2}$/',
      '(root) expected to start with "/"',
    ]);
  });

  test('says an answer matching no option of a union matches none', () => {
    const decision = mini.discriminatedUnion('mode', [
      mini.object({ mode: mini.literal('A') }),
      mini.object({ mode: mini.literal('B') }),
    ]);
    expect(wordingOf(decision, { mode: 'C' })).toBe('mode matches none of the expected shapes');
  });

  test('keeps the message a custom check gave', () => {
    const even = mini.number().check(mini.refine((value) => value % 2 === 0, 'must be even'));
    expect(wordingOf(even, 3)).toBe('(root) must be even');
  });
});
