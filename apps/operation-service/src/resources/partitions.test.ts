import { tenantGroupResource } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness';
import type { Database, Queryable, QueryResult, SqlValue } from '../db';
import type { Principal } from '../http/principal';
import { createRecord, deleteRecord, getRecord, listRecords, partitionName, updateRecord } from './engine';
import { resources } from './setup';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(() => db.close());

const admin: Principal = {
  accountId: 1,
  login: 'admin',
  name: 'Admin',
  roles: [],
  authorities: new Set(),
  permitAll: true,
  tenantId: null,
  companyId: null,
  tenantMode: false,
  language: 'en',
};

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The tables a statement's plan reads (its scans), from EXPLAIN without running it. */
async function scannedTables(
  on: Queryable,
  sql: string,
  params: readonly SqlValue[] = [],
): Promise<string[]> {
  const { rows } = await on.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    `explain (format json) ${sql}`,
    params,
  );
  const plan = rows[0]?.['QUERY PLAN'];
  const root = (typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan)?.[0]?.Plan;
  const tables: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'].includes('Scan') && node['Relation Name']) tables.push(node['Relation Name']);
    node.Plans?.forEach(walk);
  };
  if (root) walk(root);
  return tables;
}

/** `db`, recording the tables each statement on resource_record other than an insert reads. */
function traced(statements: { sql: string; tables: string[] }[]): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlValue[] = []): Promise<QueryResult<Row>> {
      if (/\bresource_record\b/.test(sql) && !/^\s*insert\b/i.test(sql))
        statements.push({ sql, tables: await scannedTables(db, sql, params) });
      return db.query<Row>(sql, params);
    },
  };
}

describe('resource_record partitions', () => {
  it('gives every resource of the catalogue a partition of its own, and keeps a DEFAULT partition', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'resource_record'::regclass order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(
      [...resources.map(partitionName), 'resource_record_default'].sort(),
    );
  });

  it('plans a query with resource = $1 against that resource partition alone', async () => {
    const tables = await scannedTables(
      db,
      'select * from resource_record r where r.resource = $1 order by r.id desc limit 10',
      ['tenant'],
    );
    expect(tables).toEqual(['rrp_tenant']);
  });

  it('lists, reads, changes and deletes a record through its resource partition only', async () => {
    const created = await createRecord(
      db,
      tenantGroupResource,
      { tenantGroupName: 'Pruned', tenantGroupCode: 'PRUNED', enabled: true },
      { principal: admin },
    );
    const statements: { sql: string; tables: string[] }[] = [];
    const on = traced(statements);
    await listRecords(on, tenantGroupResource, admin, { page: 0, size: 20, keyword: 'Prun' });
    await getRecord(on, tenantGroupResource, admin, created.id);
    await updateRecord(
      on,
      tenantGroupResource,
      created.id,
      1,
      { tenantGroupName: 'Pruned v2', tenantGroupCode: 'PRUNED', enabled: true },
      { principal: admin },
    );
    await deleteRecord(on, tenantGroupResource, created.id, { principal: admin });
    expect(statements.map((statement) => statement.sql.trim().split(/\s/)[0])).toEqual(
      expect.arrayContaining(['select', 'update', 'delete']),
    );
    for (const statement of statements) expect(statement.tables, statement.sql).toEqual(['rrp_tenant_group']);
  });

  it('answers 409 naming the fields when the partition unique index refuses a write the pre-check missed', async () => {
    await createRecord(
      db,
      tenantGroupResource,
      { tenantGroupName: 'First', tenantGroupCode: 'RACED', enabled: true },
      { principal: admin },
    );
    // Another writer committing between the pre-check and the insert: the pre-check sees nothing.
    const racing: Queryable = {
      query: <Row>(sql: string, params: readonly SqlValue[] = []) =>
        /^select 1 from resource_record r\b/.test(sql)
          ? Promise.resolve({ rows: [] as Row[], rowCount: 0 })
          : db.query<Row>(sql, params),
    };
    await expect(
      createRecord(
        racing,
        tenantGroupResource,
        { tenantGroupName: 'Second', tenantGroupCode: 'RACED', enabled: true },
        { principal: admin },
      ),
    ).rejects.toMatchObject({
      status: 409,
      errorCode: 'DUPLICATE',
      options: { validationErrors: [{ field: 'tenantGroupCode' }] },
    });
  });

  it('stores a record of a resource without a partition in the DEFAULT partition', async () => {
    const { rows } = await db.query<{ id: number; partition: string }>(
      `insert into resource_record (resource, data) values ('no-such-resource', '{}')
       returning id, tableoid::regclass::text as partition`,
    );
    expect(rows[0]?.partition).toBe('resource_record_default');
  });
});
