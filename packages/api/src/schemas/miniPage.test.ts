import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import * as mini from 'zod/mini';
import { toJSONSchema } from 'zod/v4/core';
import { pageSchema as classicPageSchema, type Page } from './common';
import { pageSchema } from './miniPage';

// `miniPage.ts` repeats `common.ts`'s page envelope in zod/mini for the shell's schemas: the two
// must not drift apart.
describe('the zod/mini page envelope', () => {
  it('is the JSON Schema of the classic one', () => {
    expect(toJSONSchema(pageSchema(mini.string()))).toEqual(toJSONSchema(classicPageSchema(z.string())));
  });

  it('refuses a negative page number and a fractional total, naming them', () => {
    const page = { content: ['a'], totalElements: 1.5, totalPages: 1, number: -1, size: 10 };
    const result = pageSchema(mini.string()).safeParse(page);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['totalElements', 'number']);
  });

  it('infers a Page of its item', () => {
    expectTypeOf<mini.output<ReturnType<typeof pageSchema<mini.ZodMiniString<string>>>>>().toEqualTypeOf<
      Page<string>
    >();
  });
});
