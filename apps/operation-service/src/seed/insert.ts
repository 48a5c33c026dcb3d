import type { ResourceDescriptor } from '@opsdesk/api';
import type { Queryable } from '../db';

/**
 * Inserts many records of a resource in one statement, each validated by the resource's schema
 * first (seed data obeys the same rules as user data). Returns the ids in input order.
 */
export async function insertRecords(
  db: Queryable,
  resource: ResourceDescriptor,
  rows: readonly Record<string, unknown>[],
  options: {
    /** Rows per statement. */
    readonly batchSize?: number;
    /**
     * Each row's oid and creation time, in the order of `rows` (the seed's planned values):
     * written by the insert itself, not by an update after it, which wrote every row twice.
     */
    readonly stamps?: readonly { readonly oid: string; readonly at: Date }[];
  } = {},
): Promise<number[]> {
  const batchSize = options.batchSize ?? 2000;
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row, index) => {
      const parsed = resource.schema.safeParse(row);
      if (!parsed.success) {
        throw new Error(`Seed row ${start + index} of ${resource.name} is invalid: ${parsed.error.message}`);
      }
      return parsed.data;
    });
    const stamps = options.stamps?.slice(start, start + batchSize) ?? [];
    const { rows: inserted } = await db.query<{ id: number }>(
      `insert into resource_record (resource, tenant_id, company_id, data, created_by, updated_by, oid, created_at, updated_at)
       select $1, (e->>'tenantId')::bigint, case when $2 then (e->>'companyId')::bigint end, e, 'seed', 'seed',
              coalesce(s.oid, gen_random_uuid()), coalesce(s.at, now()), coalesce(s.at, now())
       from jsonb_array_elements($3::jsonb) with ordinality as t(e, n)
       left join unnest($4::uuid[], $5::timestamptz[]) with ordinality as s(oid, at, n) on s.n = t.n
       order by t.n
       returning id`,
      [
        resource.name,
        resource.scope === 'company',
        JSON.stringify(batch),
        stamps.map((stamp) => stamp.oid),
        stamps.map((stamp) => stamp.at),
      ],
    );
    // Identity values follow the order the SELECT produced the rows in.
    ids.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}
