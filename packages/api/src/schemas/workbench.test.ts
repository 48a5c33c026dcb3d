import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { safeParseAnswer } from '../calls/call';
import type { Page } from './common';
import {
  pendingCountsSchema,
  workItemPageSchema,
  workItemSchema,
  type PendingCounts,
  type WorkItem,
} from './workbench';

const item = {
  id: 7,
  kind: 'BUSINESS_CARD',
  title: 'Card spend to match: hotel',
  status: 'OPEN',
  reference: 'BC2026000007',
  createdAt: '2026-11-19T08:00:00.000Z',
  doneAt: null,
};

describe('workbench schemas', () => {
  it('read the pending counts of the three kinds', () => {
    expect(pendingCountsSchema.parse({ reimbursement: 2, approvals: 0, businessCards: 1 })).toEqual({
      reimbursement: 2,
      approvals: 0,
      businessCards: 1,
    });
  });

  it('refuse a negative count', () => {
    expect(pendingCountsSchema.safeParse({ reimbursement: -1, approvals: 0, businessCards: 0 }).success).toBe(
      false,
    );
  });

  it('read a page of work items and refuse an unknown kind', () => {
    const page = { content: [item], totalElements: 1, totalPages: 1, number: 0, size: 10 };
    expect(workItemPageSchema.parse(page)).toEqual(page);
    expect(workItemSchema.safeParse({ ...item, kind: 'LOAN' }).success).toBe(false);
  });
});

// The workbench schemas are written with zod/mini (the shell's header loads them with its first calls).
describe('workbench schemas (zod/mini)', () => {
  it('refuse a page whose item is wrong, naming the item field', () => {
    const page = { content: [{ ...item, doneAt: 7 }], totalElements: 1, totalPages: 1, number: 0, size: 10 };
    const result = safeParseAnswer(workItemPageSchema, page);
    expect(!result.success && result.issues.map((issue) => issue.path.join('.'))).toEqual([
      'content.0.doneAt',
    ]);
  });

  it('refuse a page of size 0', () => {
    const page = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 0 };
    const result = safeParseAnswer(workItemPageSchema, page);
    expect(!result.success && result.issues.map((issue) => issue.path.join('.'))).toEqual(['size']);
  });

  it('infer the types classic zod inferred', () => {
    expectTypeOf<PendingCounts>().toEqualTypeOf<{
      reimbursement: number;
      approvals: number;
      businessCards: number;
    }>();
    expectTypeOf<WorkItem>().toEqualTypeOf<{
      id: number;
      kind: 'REIMBURSEMENT' | 'APPROVAL' | 'BUSINESS_CARD';
      title: string;
      status: 'OPEN' | 'DONE';
      reference: string | null;
      createdAt: string;
      doneAt: string | null;
    }>();
    expectTypeOf<z.output<typeof workItemPageSchema>>().toEqualTypeOf<Page<WorkItem>>();
  });
});
