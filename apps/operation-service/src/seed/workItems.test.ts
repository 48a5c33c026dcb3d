import { describe, expect, it } from 'vitest';
import { demoAccounts } from './accounts';
import { demoWorkItems } from './workItems';

const now = new Date('2026-11-20T08:00:00Z');

describe('demoWorkItems', () => {
  it('gives the same items for the same clock', () => {
    expect(demoWorkItems(new Date(now))).toEqual(demoWorkItems(new Date(now)));
  });

  it('gives every demo account open and done items, each with its own reference', () => {
    const items = demoWorkItems(now);
    for (const account of demoAccounts) {
      const own = items.filter((item) => item.login === account.login);
      expect(own.some((item) => item.status === 'OPEN')).toBe(true);
      expect(own.some((item) => item.status === 'DONE')).toBe(true);
    }
    expect(new Set(items.map((item) => item.reference)).size).toBe(items.length);
  });

  it('dates every item before the clock, and a done item after it was created', () => {
    for (const item of demoWorkItems(now)) {
      expect(item.createdAt.getTime()).toBeLessThan(now.getTime());
      if (item.status === 'DONE') {
        expect(item.doneAt?.getTime()).toBeGreaterThan(item.createdAt.getTime());
        expect(item.doneAt?.getTime()).toBeLessThan(now.getTime());
      } else expect(item.doneAt).toBeNull();
    }
  });
});
