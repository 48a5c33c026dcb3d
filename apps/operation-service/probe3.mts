import { openPglite } from './src/db/pglite.ts';
import { openPostgres } from './src/db/postgres.ts';
const url = process.env.PROBE_URL;
const db = url ? await openPostgres({ connectionString: url }) : await openPglite({ dataDir: process.env.PROBE_DIR });
const { rows } = await db.query(`select count(*)::int as n, md5(string_agg(id || ':' || oid || ':' || resource || ':' || version || ':' || coalesce(tenant_id::text,'') || ':' || coalesce(company_id::text,'') || ':' || data::text || created_at::text || updated_at::text || coalesce(created_by,'') || coalesce(updated_by, ''), ',' order by id)) as sum,
 (select count(*)::int from resource_record_default) as in_default,
 (select last_value from resource_record_id_seq) as seq from resource_record`).catch(async () => db.query(`select count(*)::int as n, md5(string_agg(id || ':' || oid || ':' || resource || ':' || version || ':' || coalesce(tenant_id::text,'') || ':' || coalesce(company_id::text,'') || ':' || data::text || created_at::text || updated_at::text || coalesce(created_by,'') || coalesce(updated_by, ''), ',' order by id)) as sum, (select last_value from resource_record_id_seq) as seq from resource_record`));
console.log(rows[0]);
await db.close();
