import { resourceCatalogue, type ResourceDescriptor } from '@opsdesk/api';
import type { Database, Queryable } from '../db';
import { indexStatements, partitionName } from './engine';

/** An advisory lock like the migrations': instances starting together build the partitions and indexes once. */
const INDEX_LOCK = 727_100_002;

export const resources: readonly ResourceDescriptor[] = Object.values(resourceCatalogue);

export function resourceNamed(name: string): ResourceDescriptor | undefined {
  return (resourceCatalogue as Record<string, ResourceDescriptor>)[name];
}

/** The columns of `resource_record`, in order (`migrations/0005`). */
const RECORD_COLUMNS =
  'id, oid, resource, tenant_id, company_id, data, version, created_at, updated_at, created_by, updated_by';

/**
 * Gives every resource its partition of `resource_record` and creates on it the indexes the
 * resource's filters, sorting, search and unique sets need. Idempotent: a start that finds them all
 * runs two catalogue queries and no DDL (no lock on the table).
 */
export async function ensureResourceIndexes(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [INDEX_LOCK]);
    const { rows: partitions } = await tx.query<{ name: string }>(
      `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'resource_record'::regclass`,
    );
    const present = new Set(partitions.map((row) => row.name));
    const missing = resources.filter((resource) => !present.has(partitionName(resource)));
    if (missing.length > 0) await createPartitions(tx, missing);
    const { rows: indexes } = await tx.query<{ name: string }>(
      `select c.relname as name from pg_index x
         join pg_class c on c.oid = x.indexrelid
         join pg_inherits i on i.inhrelid = x.indrelid
        where i.inhparent = 'resource_record'::regclass`,
    );
    const built = new Set(indexes.map((row) => row.name));
    for (const resource of resources) {
      for (const { name, statement } of indexStatements(resource)) {
        if (!built.has(name)) await tx.query(statement);
      }
    }
  });
}

/**
 * Creates the partitions of `resources`. Rows of theirs in the DEFAULT partition (every row of a
 * database just migrated by 0005, or records of a resource this version adds that an older one
 * stored under the name) would make the creation fail: the DEFAULT partition is detached, the
 * partitions created, those rows moved into them, and it is attached again.
 */
async function createPartitions(tx: Queryable, missing: readonly ResourceDescriptor[]): Promise<void> {
  const names = missing.map((resource) => resource.name);
  const { rowCount: stranded } = await tx.query(
    'select 1 from resource_record_default where resource = any($1::text[]) limit 1',
    [names],
  );
  if (stranded > 0) await tx.query('alter table resource_record detach partition resource_record_default');
  for (const resource of missing) {
    await tx.query(
      `create table if not exists ${partitionName(resource)} partition of resource_record for values in ('${resource.name}')`,
    );
  }
  if (stranded === 0) return;
  await tx.query(
    `with moved as (delete from resource_record_default where resource = any($1::text[]) returning *)
     insert into resource_record (${RECORD_COLUMNS}) select ${RECORD_COLUMNS} from moved`,
    [names],
  );
  await tx.query('alter table resource_record attach partition resource_record_default default');
  // A bulk move: the planner needs the partitions' statistics now (PGlite has no autovacuum).
  await tx.query('analyze resource_record');
}
