import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ContractError, isContractError, parseAnswer } from './call';

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
