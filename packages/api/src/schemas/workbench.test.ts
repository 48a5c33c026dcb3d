import { describe, expect, it } from 'vitest';
import { pendingCountsSchema, workItemPageSchema, workItemSchema } from './workbench';

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
