import { describe, expect, test } from 'vitest';
import {
  DocumentStatus,
  documentStatuses,
  documentStatusOf,
  operateCategoryOf,
  type OperateCategory,
} from './documentStatus';

/** The assignment the package documents, category by category. */
const expectedCategories: Record<OperateCategory, readonly number[]> = {
  edit: [1001, 10011001, 10011002, 10011003, 10011004],
  processing: [1002, 1003],
  pay: [1004, 1007, 1008, 1015],
  billing: [1006],
  finish: [1005, 10072005, 10072006, 1009, 1011, 1010],
};

describe('document statuses', () => {
  test('list the 18 codes of the spec, in its order', () => {
    expect(documentStatuses.map((status) => status.code)).toEqual([
      1001, 10011001, 10011002, 10011003, 10011004, 1002, 1003, 1004, 1005, 1006, 1007, 10072005, 10072006,
      1008, 1009, 1011, 1010, 1015,
    ]);
  });

  test('name each code as the DocumentStatus constants do', () => {
    for (const status of documentStatuses) expect(DocumentStatus[status.name]).toBe(status.code);
  });

  test('give both repaid codes the same meaning', () => {
    expect(documentStatusOf(10072005)?.meaning).toBe('documentStatus.repaid');
    expect(documentStatusOf(10072006)?.meaning).toBe('documentStatus.repaid');
  });

  test.each(Object.entries(expectedCategories))(
    'put in %s exactly the codes documented',
    (category, codes) => {
      const numerically = (a: number, b: number) => a - b;
      const inCategory = documentStatuses.filter((status) => status.category === category);
      expect(inCategory.map((status) => status.code).sort(numerically)).toEqual([...codes].sort(numerically));
    },
  );
});

describe('documentStatusOf', () => {
  test('finds a status by its code', () => {
    expect(documentStatusOf(1002)).toEqual({
      code: 1002,
      name: 'IN_APPROVAL',
      meaning: 'documentStatus.inApproval',
      category: 'processing',
    });
  });

  test('finds a status by its code written as a string', () => {
    expect(documentStatusOf('10011003')?.name).toBe('AUDIT_REJECTED');
  });

  test.each([1012, 0, '', 'abc', '1001x'])('knows no status for %j', (code) => {
    expect(documentStatusOf(code)).toBeUndefined();
  });
});

describe('operateCategoryOf', () => {
  test.each([
    [1001, 'edit'],
    [10011004, 'edit'],
    [1003, 'processing'],
    [1007, 'pay'],
    [1015, 'pay'],
    [1006, 'billing'],
    [10072006, 'finish'],
    [1011, 'finish'],
  ] as const)('puts %i in %s', (code, category) => {
    expect(operateCategoryOf(code)).toBe(category);
  });

  test('has no category for an unknown code', () => {
    expect(operateCategoryOf(4711)).toBeUndefined();
  });
});
