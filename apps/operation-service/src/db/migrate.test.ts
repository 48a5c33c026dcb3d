import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../test/globalSetup';
import { must } from '../must';
import { ensureResourceIndexes } from '../resources/setup';
import { migrate, migrationsDir } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

/** An empty database: PGlite in memory, or a new database on the test run's PostgreSQL. */
async function openEmptyDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite();
  const name = `opsdesk_migrate_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const db = await openPostgres({ connectionString: withDatabase(url, name), max: 2 });
  return {
    ...db,
    close: async () => {
      await db.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const PARTITIONING = '0005_partition_resource_record.sql';
const HISTORY_BINDING = '0006_history_binding.sql';

/** The names of the migrations from `first` on, in order: what an older database still has to apply. */
async function migrationsFrom(first: string): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql') && file >= first).sort();
}

/** A directory of the migrations before `first`: a database of an older layout. */
async function migrationsBefore(first: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'opsdesk-migrations-'));
  for (const file of await readdir(migrationsDir)) {
    if (file.endsWith('.sql') && file < first) await copyFile(join(migrationsDir, file), join(dir, file));
  }
  return dir;
}

let db: Database;
let oldMigrations: string;

beforeAll(async () => {
  db = await openEmptyDatabase();
  // The migrations before resource_record was partitioned.
  oldMigrations = await migrationsBefore(PARTITIONING);
});

afterAll(async () => {
  await db.close();
  await rm(oldMigrations, { recursive: true, force: true });
});

interface StoredRow {
  id: number;
  oid: string;
  resource: string;
  tenant_id: number | null;
  version: number;
  data: Record<string, unknown>;
  created_at: Date;
  updated_by: string | null;
}

const columns = 'id, oid::text as oid, resource, tenant_id, version, data, created_at, updated_by';

describe('migration 0005: resource_record partitioned by resource', () => {
  it('moves the records of a database of the old layout into their partitions, ids, oids and versions intact', async () => {
    expect(await migrate(db, oldMigrations)).not.toContain(PARTITIONING);
    // What the old start-up built: a partial unique index whose name the partition's index takes over.
    await db.exec(
      `create unique index rr_tenant_group_uq_tenantgroupcode on resource_record ((data->>'tenantGroupCode'))
        where resource = 'tenant-group'`,
    );
    await db.query(
      `insert into resource_record (oid, resource, tenant_id, data, version, created_at, updated_by) values
        ('6f1c1f4e-58c5-4d4e-9b0e-000000000001', 'tenant', null, '{"tenantCode": "T9001"}', 4, '2025-03-01T08:00:00Z', 'admin'),
        ('6f1c1f4e-58c5-4d4e-9b0e-000000000002', 'tenant-group', null, '{"tenantGroupCode": "KA"}', 1, '2025-03-02T08:00:00Z', null),
        ('6f1c1f4e-58c5-4d4e-9b0e-000000000003', 'staff', 1, '{"name": "王芳"}', 7, '2025-03-03T08:00:00Z', 'finance'),
        ('6f1c1f4e-58c5-4d4e-9b0e-000000000004', 'retired-resource', null, '{"kept": true}', 2, '2025-03-04T08:00:00Z', null),
        ('6f1c1f4e-58c5-4d4e-9b0e-000000000005', 'tenant', null, '{"tenantCode": "T9002"}', 1, '2025-03-05T08:00:00Z', null)`,
    );
    // The last id was handed out and its record deleted: the next id is not max(id) + 1.
    const { rows: last } = await db.query<{ id: number }>(
      "delete from resource_record where data->>'tenantCode' = 'T9002' returning id",
    );
    const deletedId = last[0]?.id ?? 0;
    const before = await db.query<StoredRow>(`select ${columns} from resource_record order by id`);

    expect(await migrate(db)).toEqual(await migrationsFrom(PARTITIONING));
    await ensureResourceIndexes(db);

    const after = await db.query<StoredRow & { partition: string }>(
      `select ${columns}, tableoid::regclass::text as partition from resource_record order by id`,
    );
    expect(after.rows.map(({ partition: _, ...row }) => row)).toEqual(before.rows);
    expect(after.rows.map((row) => [row.resource, row.partition])).toEqual([
      ['tenant', 'rrp_tenant'],
      ['tenant-group', 'rrp_tenant_group'],
      ['staff', 'rrp_staff'],
      ['retired-resource', 'resource_record_default'],
    ]);
    const next = await db.query<{ id: number }>(
      "insert into resource_record (resource, data) values ('tenant', '{}') returning id",
    );
    expect(next.rows[0]?.id).toBe(deletedId + 1);
    const unique = await db.query<{ table: string; unique: boolean }>(
      `select x.indrelid::regclass::text as table, x.indisunique as unique from pg_index x
        where x.indexrelid = 'rr_tenant_group_uq_tenantgroupcode'::regclass`,
    );
    expect(unique.rows).toEqual([{ table: 'rrp_tenant_group', unique: true }]);
    const oldTable = await db.query("select to_regclass('resource_record_unpartitioned') as old");
    expect(oldTable.rows).toEqual([{ old: null }]);
  });

  it('starts again without DDL once the partitions and their indexes are there', async () => {
    const statements: string[] = [];
    const recording: Database = {
      ...db,
      transaction: (work) =>
        db.transaction((tx) =>
          work({
            query: (sql, params) => {
              statements.push(sql);
              return tx.query(sql, params);
            },
          }),
        ),
    };
    await ensureResourceIndexes(recording);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((sql) => !/^\s*select\b/i.test(sql))).toEqual([]);
    expect(await migrate(db)).toEqual([]);
  });
});

describe('migration 0006: history entries keep the binding of their record', () => {
  let old: Database;
  let beforeBinding: string;

  beforeAll(async () => {
    old = await openEmptyDatabase();
    beforeBinding = await migrationsBefore(HISTORY_BINDING);
    expect(await migrate(old, beforeBinding)).not.toContain(HISTORY_BINDING);
  });

  afterAll(async () => {
    await old.close();
    await rm(beforeBinding, { recursive: true, force: true });
  });

  const record = async (resource: string, tenantId: number | null, companyId: number | null) => {
    const { rows } = await old.query<{ id: number }>(
      "insert into resource_record (resource, tenant_id, company_id, data) values ($1, $2, $3, '{}') returning id",
      [resource, tenantId, companyId],
    );
    return rows[0]?.id ?? 0;
  };
  const entry = async (resource: string, recordId: number, action: string, changes: unknown = {}) => {
    const { rows } = await old.query<{ id: number }>(
      'insert into resource_history (resource, record_id, action, changes) values ($1, $2, $3, $4) returning id',
      [resource, recordId, action, JSON.stringify(changes)],
    );
    return rows[0]?.id ?? 0;
  };
  const bindings = async () =>
    (
      await old.query<{ id: number; tenant_id: number | null; company_id: number | null }>(
        'select id, tenant_id, company_id from resource_history order by id',
      )
    ).rows;

  it("binds the entries written before it as their live record, or a deleted one's DELETE entry, is bound", async () => {
    const staff = await record('staff', 7, 70);
    const tenant = await record('tenant', null, null);
    // Records deleted before the migration: no row of theirs is left.
    const [deleted, undocumented, malformed] = [9001, 9002, 9003];
    const ids = [
      await entry('staff', staff, 'CREATE'),
      await entry('staff', staff, 'UPDATE'),
      await entry('tenant', tenant, 'CREATE'),
      await entry('user-group', deleted, 'CREATE'),
      await entry('user-group', deleted, 'DELETE', { tenantId: 8, companyId: 80, name: 'Gone' }),
      await entry('order', undocumented, 'CREATE', { tenantId: 9 }),
      await entry('order', malformed, 'DELETE', { tenantId: 'T0009' }),
    ];

    expect(await migrate(old)).toEqual(await migrationsFrom(HISTORY_BINDING));

    expect(await bindings()).toEqual([
      { id: ids[0], tenant_id: 7, company_id: 70 },
      { id: ids[1], tenant_id: 7, company_id: 70 },
      { id: ids[2], tenant_id: null, company_id: null },
      { id: ids[3], tenant_id: 8, company_id: 80 },
      { id: ids[4], tenant_id: 8, company_id: 80 },
      // Deleted without a DELETE entry, or with a tenant that is no id: nothing to bind it by.
      { id: ids[5], tenant_id: null, company_id: null },
      { id: ids[6], tenant_id: null, company_id: null },
    ]);
    const index = await old.query(
      "select indexdef from pg_indexes where indexname = 'resource_history_tenant'",
    );
    expect(index.rows).toEqual([
      {
        indexdef:
          'CREATE INDEX resource_history_tenant ON public.resource_history USING btree (tenant_id, id DESC)',
      },
    ]);
  });

  it('runs again without error, binding only the entries still unbound', async () => {
    const [first, ...others] = await bindings();
    const moved = must(first, 'an entry of the first run').id;
    const staff = await record('staff', 5, 50);
    const unbound = await entry('staff', staff, 'CREATE');
    // A bound entry keeps its binding, even one its record does not have.
    await old.query('update resource_history set tenant_id = 6, company_id = 60 where id = $1', [moved]);

    await old.exec(await readFile(join(migrationsDir, HISTORY_BINDING), 'utf8'));

    expect(await bindings()).toEqual([
      { id: moved, tenant_id: 6, company_id: 60 },
      ...others,
      { id: unbound, tenant_id: 5, company_id: 50 },
    ]);
  });
});
