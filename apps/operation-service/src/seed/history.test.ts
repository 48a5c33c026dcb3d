import {
  adminDashboardSchema,
  contractResource,
  resourceNames,
  dashboardSummarySchema,
  recordHistoryEntrySchema,
  staffResource,
} from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEED_NOW, startTestService, type TestService } from '../../test/harness';
import { Random } from './generate/random';
import {
  changeableFields,
  HISTORY_DAYS,
  historyOfRecord,
  machineWritten,
  staffActors,
  type SeededHistoryEntry,
} from './history';

const DAY = 24 * 3600 * 1000;
const staffLogins = new Set(staffActors(new Map([['T0001', 2]])).map((actor) => actor.login));

/** The record a history tells of: the CREATE entry's fields with every change applied in order. */
function replay(entries: readonly { action: string; changes: unknown }[]): Record<string, unknown> {
  let state: Record<string, unknown> = {};
  for (const entry of entries) {
    const changes = entry.changes as Record<string, unknown>;
    if (entry.action === 'CREATE') state = { ...changes };
    else {
      const changed = Object.entries(changes as Record<string, [unknown, unknown]>);
      const kept = Object.entries(state).filter(([field]) => !(field in changes));
      // A field changed to nothing is gone from the record.
      state = Object.fromEntries([
        ...kept,
        ...changed.filter(([, [, after]]) => after !== null).map(([field, [, after]]) => [field, after]),
      ]);
    }
  }
  return state;
}

describe('the history of one record', () => {
  const contract = {
    tenantId: 7,
    contractCode: 'C-HISTORY-1',
    signContractCustomer: '杭州示例科技有限公司',
    actualUseAccount: 'hz-example',
    contractType: 'STANDARD',
    totalAmount: 86_000,
    owner: '王经理',
    contractStatus: 'ACTIVE',
    signDate: '2026-05-10',
  };
  const data = contractResource.schema.parse(contract);
  const record = {
    id: 41,
    resource: contractResource.name,
    tenantId: 7,
    createdAt: new Date('2026-05-10T03:00:00Z'),
    data,
  };
  const actors = staffActors(new Map([['T0001', 2]]));
  const fields = changeableFields(contractResource);
  const histories = Array.from({ length: 60 }, (_, index) =>
    historyOfRecord(new Random(`history-test/${index}`), record, contractResource, {
      created: true,
      updates: 3,
      now: SEED_NOW,
      actors,
      fields,
    }),
  );

  it('changes what people edit (amounts, statuses, dates), never codes or the record’s title', () => {
    expect([...fields.keys()]).toEqual(
      expect.arrayContaining(['totalAmount', 'contractStatus', 'signDate', 'endDate']),
    );
    for (const field of ['tenantId', 'contractCode', 'crmCustomerCode'])
      expect(fields.has(field)).toBe(false);
    for (const entries of histories)
      for (const entry of entries.slice(1))
        expect(Object.keys(entry.changes).every((field) => fields.has(field))).toBe(true);
  });

  it('starts with CREATE at the creation time and ends on the stored record', () => {
    for (const entries of histories) {
      expect(entries[0]).toMatchObject({ action: 'CREATE', at: record.createdAt, recordId: 41 });
      expect(replay(entries)).toEqual(data);
    }
  });

  it('changes it later and later, each change from the state the one before left', () => {
    for (const entries of histories) {
      let state = { ...(entries[0]?.changes as Record<string, unknown>) };
      for (const [index, entry] of entries.entries()) {
        if (index === 0) continue;
        expect(entry.at.getTime()).toBeGreaterThanOrEqual(entries[index - 1]?.at.getTime() ?? 0);
        expect(entry.at.getTime()).toBeLessThan(SEED_NOW.getTime());
        const changes = entry.changes as Record<string, [unknown, unknown]>;
        expect(Object.keys(changes).length).toBeGreaterThan(0);
        for (const [field, [before, after]] of Object.entries(changes)) {
          expect(before).toEqual(state[field] ?? null);
          expect(after).not.toEqual(before);
        }
        state = replay([{ action: 'CREATE', changes: state }, entry]);
      }
    }
    expect(histories.some((entries) => entries.length > 1)).toBe(true);
  });

  it('keeps every state of the record valid, first written by an account that may write contracts', () => {
    for (const entries of histories) {
      for (let end = 1; end <= entries.length; end += 1) {
        const result = contractResource.schema.safeParse(replay(entries.slice(0, end)));
        expect(result.error?.issues).toBeUndefined();
      }
      for (const entry of entries) expect(['admin', 'finance']).toContain(entry.actor);
    }
  });

  it('draws no history where no staff account may write the resource', () => {
    const entries = historyOfRecord(new Random('nobody'), record, contractResource, {
      created: true,
      updates: 2,
      now: SEED_NOW,
      actors: actors.filter((actor) => actor.login === 'content'),
      fields,
    });
    expect(entries).toEqual([]);
  });
});

describe('the seeded history', () => {
  let service: TestService;
  let admin: string;
  let seeded: (SeededHistoryEntry & { id: number })[];

  beforeAll(async () => {
    service = await startTestService();
    admin = await service.tokenOf('SUPER_ADMIN');
    const { rows } = await service.db.query<{
      id: number;
      resource: string;
      record_id: number;
      action: 'CREATE' | 'UPDATE';
      actor: string;
      at: Date;
      changes: Record<string, unknown>;
      span_id: string;
    }>('select * from resource_history order by id');
    seeded = rows.map((row) => ({
      id: row.id,
      resource: row.resource,
      recordId: row.record_id,
      action: row.action,
      actor: row.actor,
      at: row.at,
      changes: row.changes,
      spanId: row.span_id,
    }));
  });

  afterAll(() => service.close());

  /** The seeded entries of each record, oldest first. */
  const byRecord = () => {
    const records = new Map<string, SeededHistoryEntry[]>();
    for (const entry of seeded) {
      const key = `${entry.resource}/${entry.recordId}`;
      records.set(key, [...(records.get(key) ?? []), entry]);
    }
    return records;
  };

  it('gives a share of the records a history, by staff accounts, within the last year, oldest first', () => {
    const { size } = byRecord();
    expect(size).toBeGreaterThan(100);
    expect(seeded.some((entry) => entry.action === 'UPDATE')).toBe(true);
    for (const [index, entry] of seeded.entries()) {
      expect(staffLogins).toContain(entry.actor);
      expect(entry.spanId).toMatch(/^[0-9a-f]{16}$/);
      expect(entry.at.getTime()).toBeGreaterThanOrEqual(SEED_NOW.getTime() - HISTORY_DAYS * DAY);
      expect(entry.at.getTime()).toBeLessThan(SEED_NOW.getTime());
      if (index > 0) expect(entry.at.getTime()).toBeGreaterThanOrEqual(seeded[index - 1]?.at.getTime() ?? 0);
    }
  });

  it('leaves the records the products and systems write (logs, mirrors, feeds) without one', () => {
    const names = new Set<string>(resourceNames);
    for (const name of machineWritten) expect(names).toContain(name);
    expect(seeded.filter((entry) => machineWritten.has(entry.resource))).toEqual([]);
  });

  it('tells every record with a CREATE entry as it is stored, and counts its changes in its version', async () => {
    const records = byRecord();
    const ids = [...records.values()].map((entries) => entries[0]?.recordId ?? 0);
    const { rows } = await service.db.query<{
      id: number;
      data: Record<string, unknown>;
      version: number;
      created_by: string;
      updated_by: string;
      updated_at: Date;
    }>(
      'select id, data, version, created_by, updated_by, updated_at from resource_record where id = any($1::bigint[])',
      [ids],
    );
    expect(rows).toHaveLength(records.size);
    const stored = new Map(rows.map((row) => [row.id, row]));
    for (const entries of records.values()) {
      const first = entries[0] as SeededHistoryEntry;
      const last = entries.at(-1) as SeededHistoryEntry;
      const record = stored.get(first.recordId);
      const updates = entries.filter((entry) => entry.action === 'UPDATE').length;
      expect(record?.version, `${first.resource} ${first.recordId}`).toBe(1 + updates);
      expect(record?.updated_by).toBe(last.actor);
      expect(record?.updated_at).toEqual(last.at);
      if (first.action === 'CREATE') {
        expect(record?.created_by).toBe(first.actor);
        expect(replay(entries)).toEqual(record?.data);
      }
    }
  });

  it('binds every seeded entry as its record is bound', async () => {
    const { rows } = await service.db.query<{ entries: number; bound: number; otherwise: number }>(
      `select count(*)::int as entries, count(h.tenant_id)::int as bound,
              count(*) filter (where h.tenant_id is distinct from r.tenant_id
                                  or h.company_id is distinct from r.company_id)::int as otherwise
         from resource_history h join resource_record r on r.resource = h.resource and r.id = h.record_id`,
    );
    expect(rows[0]?.entries).toBe(seeded.length);
    expect(rows[0]?.bound).toBeGreaterThan(0);
    expect(rows[0]?.otherwise).toBe(0);
  });

  it('answers a seeded record’s history through the history route, newest first and well-formed', async () => {
    const entries = [...byRecord().values()].find(
      (candidate) =>
        candidate[0]?.resource === staffResource.name &&
        candidate[0].action === 'CREATE' &&
        candidate.length > 1,
    );
    expect(entries).toBeDefined();
    const { resource, recordId } = entries?.[0] as SeededHistoryEntry;
    const response = await service.call({
      method: 'GET',
      url: `/api/resources/${resource}/${recordId}/history`,
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const history = z.array(recordHistoryEntrySchema).parse(response.json());
    expect(history.map((entry) => entry.action)).toEqual(
      [...(entries ?? [])].reverse().map((entry) => entry.action),
    );
    expect(history.at(-1)?.action).toBe('CREATE');
    const record = await service.call({
      method: 'GET',
      url: `/api/resources/${resource}/${recordId}`,
      token: admin,
    });
    // `references` names the records the fields point at: an answer's meta, not one of the fields.
    const {
      id,
      oid,
      version,
      createdAt,
      updatedAt,
      createdBy,
      updatedBy,
      references: _names,
      ...fields
    } = record.json();
    expect({ id, oid, version, createdAt, updatedAt, createdBy, updatedBy }).toMatchObject({
      version: history.length,
      createdBy: history.at(-1)?.actor,
      updatedBy: history[0]?.actor,
      updatedAt: history[0]?.at,
    });
    expect(replay([...history].reverse())).toEqual(fields);
  });

  it('fills the dashboards: the newest changes, and changes on some of the last 14 days', async () => {
    const summary = dashboardSummarySchema.parse(
      (await service.call({ method: 'GET', url: '/api/dashboard/summary', token: admin })).json(),
    );
    expect(summary.recentHistory).toHaveLength(10);
    const newest = seeded.slice(-10).reverse();
    expect(summary.recentHistory.map((entry) => entry.id)).toEqual(newest.map((entry) => entry.id));
    for (const entry of summary.recentHistory) expect(staffLogins).toContain(entry.actor);
    const dashboard = adminDashboardSchema.parse(
      (await service.call({ method: 'GET', url: '/api/dashboard/admin', token: admin })).json(),
    );
    expect(dashboard.activity.reduce((sum, day) => sum + day.count, 0)).toBeGreaterThan(0);
    expect(dashboard.topActors.length).toBeGreaterThan(0);
  });
});
