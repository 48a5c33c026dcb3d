import { DocumentStatus, words } from '@opsdesk/api';
import type { PermissionCatalogueMenu, PermissionSubject } from '@opsdesk/auth';
import { describe, expect, it } from 'vitest';
import {
  analyseDocuments,
  buildQueryDataTree,
  CUSTOMER_SERVICE_TAB_KEY,
  financeDocumentStatuses,
  initialTab,
  isUserOid,
  queryDataGrants,
  queryDataTabKeys,
  readCustomerServiceTab,
  readLastSearch,
  tenantIdOf,
  writeCustomerServiceTab,
  writeLastSearch,
} from './queryData';

const named = (en: string) => words(en, en, en, en, en);

const menus: PermissionCatalogueMenu[] = [
  {
    key: 'customer-service',
    name: named('Customer service'),
    authority: 'customer-service:read',
    children: [
      { key: 'query-data', name: named('Data query'), authority: 'customer-service:read' },
      { key: 'feedback-index', name: named('Feedback'), authority: 'customer-service:read' },
    ],
  },
];
const tree = buildQueryDataTree(menus);

const subject = (overrides: Partial<PermissionSubject>): PermissionSubject => ({
  authorities: [],
  permitAll: false,
  enableNewPermission: true,
  pageRoles: [],
  views: [],
  ...overrides,
});

const customerService = subject({
  authorities: ['customer-service:read', 'customer-service:write'],
  views: [{ key: 'customer-service', menuType: 'M', operateType: 1 }],
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the query-data tabs a subject holds', () => {
  it('gives every tab and the dimission button to the super administrator', () => {
    const grants = queryDataGrants(tree, subject({ permitAll: true }));
    expect(grants.tabs).toEqual(queryDataTabKeys);
    expect(grants.dimission).toBe(true);
  });

  it('gives the tabs with the customer-service menu, as the screen grants them', () => {
    const grants = queryDataGrants(tree, customerService);
    expect(grants.tabs).toHaveLength(11);
    expect(grants.tabs[0]).toBe('query-data-personal-info');
  });

  it('hides a tab whose own view grants nothing, and the button under a hidden tab', () => {
    const grants = queryDataGrants(
      tree,
      subject({
        ...customerService,
        views: [
          ...customerService.views,
          { key: 'query-data-ai', menuType: 'T', operateType: 0 },
          { key: 'query-data-personal-info', menuType: 'T', operateType: 0 },
        ],
      }),
    );
    expect(grants.tabs).not.toContain('query-data-ai');
    expect(grants.tabs).not.toContain('query-data-personal-info');
    expect(grants.tabs).toContain('query-data-requisition');
    expect(grants.dimission).toBe(false);
  });

  it('gives nothing without the customer-service menu, nor to nobody', () => {
    expect(queryDataGrants(tree, subject({ authorities: ['customer-service:read'] })).tabs).toEqual([]);
    expect(queryDataGrants(tree, null)).toEqual({ tabs: [], dimission: false });
  });

  it('gives nothing when the catalogue has no query-data screen', () => {
    const other = buildQueryDataTree([{ key: 'dashboard', name: named('Dashboard') }]);
    expect(queryDataGrants(other, subject({ permitAll: true })).tabs).toEqual([]);
  });
});

describe('the customer-service tab of the session', () => {
  it('is list by default and keeps the tab written', () => {
    const storage = memoryStorage();
    expect(readCustomerServiceTab(storage)).toBe('list');
    writeCustomerServiceTab('query-data-budget', storage);
    expect(storage.getItem(CUSTOMER_SERVICE_TAB_KEY)).toBe('query-data-budget');
    expect(readCustomerServiceTab(storage)).toBe('query-data-budget');
  });

  it('opens the remembered tab when still granted, else the first granted one', () => {
    expect(initialTab('query-data-budget', ['query-data-requisition', 'query-data-budget'])).toBe(
      'query-data-budget',
    );
    expect(initialTab('list', ['query-data-requisition', 'query-data-budget'])).toBe(
      'query-data-requisition',
    );
    expect(initialTab('query-data-ai', ['query-data-budget'])).toBe('query-data-budget');
    expect(initialTab('list', [])).toBeUndefined();
  });

  it('keeps the last search, and ignores a broken one', () => {
    const storage = memoryStorage();
    expect(readLastSearch(storage)).toBeUndefined();
    writeLastSearch({ tenantId: 7, keyword: 'a@b.example' }, storage);
    expect(readLastSearch(storage)).toEqual({ tenantId: 7, keyword: 'a@b.example' });
    storage.setItem('customerServiceQuery', '{not json');
    expect(readLastSearch(storage)).toBeUndefined();
  });
});

describe('the address parameters', () => {
  it('reads a tenant id only as a positive integer', () => {
    expect(tenantIdOf('12')).toBe(12);
    expect(tenantIdOf('0')).toBeUndefined();
    expect(tenantIdOf('1.5')).toBeUndefined();
    expect(tenantIdOf('abc')).toBeUndefined();
    expect(tenantIdOf(undefined)).toBeUndefined();
  });

  it('reads a userOID only as a UUID', () => {
    expect(isUserOid('0b6f9a52-3c1d-4e8f-9a7b-2c4d6e8f0a1b')).toBe(true);
    expect(isUserOid('not-an-oid')).toBe(false);
    expect(isUserOid(undefined)).toBe(false);
  });
});

describe('the finance tab', () => {
  it('lists the pay and billing statuses', () => {
    expect([...financeDocumentStatuses].sort()).toEqual(
      [
        DocumentStatus.AUDIT_PASSED,
        DocumentStatus.REPAYING,
        DocumentStatus.AWAITING_PAYMENT,
        DocumentStatus.PAYING,
        DocumentStatus.PAYMENT_CANCELLED,
      ].sort(),
    );
  });
});

describe('the MI analysis', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it('counts by kind and by month over the last 12 months, the current month last', () => {
    const analysis = analyseDocuments(
      [
        {
          kind: 'LOAN',
          documentStatus: 1002,
          amount: 100.1,
          currencyCode: 'CNY',
          submittedAt: '2026-03-01T00:00:00Z',
        },
        {
          kind: 'LOAN',
          documentStatus: 1005,
          amount: 50.2,
          currencyCode: 'CNY',
          submittedAt: '2026-01-10T00:00:00Z',
        },
        {
          kind: 'LOAN',
          documentStatus: 1005,
          amount: 10,
          currencyCode: 'USD',
          submittedAt: '2025-04-01T00:00:00Z',
        },
        { kind: 'CONTRACT', documentStatus: 1003, submittedAt: '2025-12-31T23:00:00Z' },
        // Before the window, and without a submission time: left out.
        { kind: 'CONTRACT', documentStatus: 1002, submittedAt: '2025-03-31T23:59:59Z' },
        { kind: 'CONTRACT', documentStatus: 1002 },
      ],
      now,
      ['REQUISITION', 'LOAN', 'CONTRACT'],
    );
    expect(analysis.total).toBe(4);
    expect(analysis.byMonth).toHaveLength(12);
    expect(analysis.byMonth[0]).toEqual({ month: '2025-04', count: 1 });
    expect(analysis.byMonth[11]).toEqual({ month: '2026-03', count: 1 });
    expect(analysis.byMonth.find((entry) => entry.month === '2025-12')?.count).toBe(1);
    expect(analysis.byKind).toEqual([
      { kind: 'REQUISITION', count: 0, amounts: [] },
      {
        kind: 'LOAN',
        count: 3,
        amounts: [
          { currencyCode: 'CNY', amount: 150.3 },
          { currencyCode: 'USD', amount: 10 },
        ],
      },
      { kind: 'CONTRACT', count: 1, amounts: [] },
    ]);
  });

  it('gives the share still in approval, and 0 without documents', () => {
    const analysis = analyseDocuments(
      [
        { kind: 'LOAN', documentStatus: 1002, submittedAt: '2026-03-01T00:00:00Z' },
        { kind: 'LOAN', documentStatus: 1005, submittedAt: '2026-03-02T00:00:00Z' },
        { kind: 'LOAN', documentStatus: 1005, submittedAt: '2026-03-03T00:00:00Z' },
        { kind: 'LOAN', documentStatus: 1005, submittedAt: '2026-03-04T00:00:00Z' },
      ],
      now,
    );
    expect(analysis.inApproval).toBe(1);
    expect(analysis.inApprovalShare).toBe(0.25);
    expect(analyseDocuments([], now).inApprovalShare).toBe(0);
  });
});
