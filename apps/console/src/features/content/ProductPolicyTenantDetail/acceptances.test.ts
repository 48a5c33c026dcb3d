import { describe, expect, it } from 'vitest';
import { countByStatus, filterAcceptances, orderAcceptances, plainText, versionsOf } from './acceptances';

const rows = [
  {
    id: 1,
    tenantId: 10,
    policyCode: 'PP-2',
    policyVersion: 'v2.0',
    acceptanceStatus: 'ACCEPTED',
    acceptedAt: '2025-03-02T08:00:00Z',
  },
  {
    id: 2,
    tenantId: 11,
    policyCode: 'PP-1',
    policyVersion: 'v1.0',
    acceptanceStatus: 'EXPIRED',
    acceptedAt: '2024-05-01T08:00:00Z',
  },
  { id: 3, tenantId: 12, policyCode: 'PP-2', policyVersion: 'v2.0', acceptanceStatus: 'PENDING' },
  {
    id: 4,
    tenantId: 10,
    policyCode: 'PP-2',
    policyVersion: 'v2.0',
    acceptanceStatus: 'ACCEPTED',
    acceptedAt: '2025-04-10T08:00:00Z',
  },
];

describe('filterAcceptances', () => {
  it('keeps every row without filters', () => {
    expect(filterAcceptances(rows, {})).toHaveLength(4);
  });

  it('filters by tenant, status and version together', () => {
    expect(
      filterAcceptances(rows, { tenantId: 10, status: 'ACCEPTED', version: 'v2.0' }).map((row) => row.id),
    ).toEqual([1, 4]);
    expect(filterAcceptances(rows, { version: 'v1.0' }).map((row) => row.id)).toEqual([2]);
  });

  it('keeps rows accepted within the date range, both days included, and drops rows never accepted', () => {
    expect(
      filterAcceptances(rows, { acceptedFrom: '2025-03-01', acceptedTo: '2025-04-10' }).map((row) => row.id),
    ).toEqual([1, 4]);
    expect(filterAcceptances(rows, { acceptedTo: '2024-12-31' }).map((row) => row.id)).toEqual([2]);
  });
});

describe('orderAcceptances', () => {
  it('puts the rows of the policy version first, newest acceptance first, unaccepted last', () => {
    expect(orderAcceptances(rows, 'PP-2').map((row) => row.id)).toEqual([4, 1, 3, 2]);
  });
});

describe('countByStatus', () => {
  it('counts the rows of the policy version by status, with zeros', () => {
    expect(countByStatus(rows, 'PP-2')).toEqual({ PENDING: 1, ACCEPTED: 2, DECLINED: 0, EXPIRED: 0 });
  });
});

describe('versionsOf', () => {
  it('lists each version once, newest first', () => {
    expect(versionsOf(rows)).toEqual(['v2.0', 'v1.0']);
  });
});

describe('plainText', () => {
  it('drops the tags of a policy text and keeps its paragraphs', () => {
    expect(plainText('<h1>隐私政策</h1><p>版本 v2 &amp; 更新</p><ol><li>一</li><li>二</li></ol>')).toBe(
      '隐私政策\n版本 v2 & 更新\n• 一\n• 二',
    );
  });
});
