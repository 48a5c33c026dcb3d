-- Each history entry keeps the binding of its record: the tenant and company columns the record
-- has (null for a global record bound to no tenant). The dashboards' history of a tenant-bound
-- caller used to join `resource_record` on `h.resource`, a column: the planner could not prune its
-- partitions and planned against all of them (~159). With the binding here, that history reads
-- `resource_history` alone, newest first for one tenant through `resource_history_tenant`.
--
-- The engine writes the binding with each entry and, when an update moves a record to another
-- tenant or company, moves the record's earlier entries with it: an entry is bound as its record
-- is (or was when deleted), as the dashboards' join read it.
--
-- The backfill gives the entries written before this migration the binding of their live record,
-- and those of a deleted record the binding its DELETE entry keeps in the record's fields (the
-- latest such entry), as the dashboards read it until now. Entries of records deleted without a
-- DELETE entry stay unbound. The backfill fills only entries without a binding yet, and every
-- statement may run again: the migration is idempotent.

alter table resource_history add column if not exists tenant_id bigint;
alter table resource_history add column if not exists company_id bigint;

-- One statement reads every live record's key and binding once (a materialised scan of each
-- partition) and hashes it: a join of `resource_record` on `h.resource` would plan against every
-- partition and probe each one per entry. The new columns have no statistics yet, so the planner
-- would take the entries without a binding for one row and may loop over the records per entry:
-- hash joins are made the only choice, for this migration's transaction only.
set local enable_nestloop = off;

with live as materialized (
  select resource, id, tenant_id, company_id from resource_record
),
-- The binding in the fields of a deleted record's latest DELETE entry, read as the dashboards
-- read it (a value that is no integer binds nothing rather than failing the migration).
gone as (
  select distinct on (resource, record_id) resource, record_id,
         case when changes->>'tenantId' ~ '^-?[0-9]{1,18}$' then (changes->>'tenantId')::bigint end
           as tenant_id,
         case when changes->>'companyId' ~ '^-?[0-9]{1,18}$' then (changes->>'companyId')::bigint end
           as company_id
    from resource_history
   where action = 'DELETE'
   order by resource, record_id, id desc
),
binding as (
  select h.id,
         case when l.id is not null then l.tenant_id else g.tenant_id end as tenant_id,
         case when l.id is not null then l.company_id else g.company_id end as company_id
    from resource_history h
    left join live l on l.resource = h.resource and l.id = h.record_id
    left join gone g on g.resource = h.resource and g.record_id = h.record_id
   where h.tenant_id is null and h.company_id is null
)
update resource_history h
   set tenant_id = b.tenant_id, company_id = b.company_id
  from binding b
 where b.id = h.id and (b.tenant_id is not null or b.company_id is not null);

-- Newest first for one tenant: the dashboards' recent history and activity of a tenant-bound caller.
create index if not exists resource_history_tenant on resource_history (tenant_id, id desc);

-- The last 14 days of every tenant: the admin dashboard's activity and top actors for an unbound
-- caller read a range of `at`, which without this index is a scan of the whole history.
create index if not exists resource_history_at on resource_history (at);

-- The planner's statistics of the new columns (PGlite has no autovacuum to gather them).
analyze resource_history;
