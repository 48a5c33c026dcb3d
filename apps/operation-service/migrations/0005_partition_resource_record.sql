-- resource_record becomes LIST-partitioned on `resource`, one partition per resource. With one
-- table, every resource's indexes were partial indexes of that table (1,556 for 158 resources), and
-- the planner tested each one's predicate on every query: ~25 ms of planning for a 0.1 ms lookup.
-- With `resource = $1` in a query, the planner now prunes to one partition and weighs its ~10
-- indexes only.
--
-- This migration creates the partitioned table with its DEFAULT partition only and moves every row
-- there, keeping ids, oids, versions and the id sequence's position. At start, setup
-- (`ensureResourceIndexes`) creates each resource's partition, moves its rows out of the DEFAULT
-- partition, and builds its indexes on it as plain indexes. The DEFAULT partition keeps records of
-- a resource without a partition (an unknown name), so an insert never fails for want of one.
--
-- Constraints of a partitioned table include the partition key: the primary key is (id, resource)
-- and oids are unique per resource. ids stay unique through their sequence; id first keeps a
-- lookup by id alone an index probe per partition. Identity columns on partitioned tables need
-- PostgreSQL 17, so the id takes its default from a plain sequence (PostgreSQL 15 runs the tests).

-- The old table and the names the new one takes over.
alter table resource_record rename to resource_record_unpartitioned;
alter index resource_record_pkey rename to resource_record_unpartitioned_pkey;
alter index resource_record_oid_key rename to resource_record_unpartitioned_oid_key;
alter index resource_record_resource rename to resource_record_unpartitioned_resource;
alter index resource_record_tenant rename to resource_record_unpartitioned_tenant;
alter sequence resource_record_id_seq rename to resource_record_unpartitioned_id_seq;

create sequence resource_record_id_seq as bigint;

create table resource_record (
  id bigint not null default nextval('resource_record_id_seq'),
  oid uuid not null default gen_random_uuid(),
  resource text not null,
  tenant_id bigint,
  company_id bigint,
  data jsonb not null,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by text,
  updated_by text,
  constraint resource_record_pkey primary key (id, resource),
  constraint resource_record_oid_key unique (oid, resource)
) partition by list (resource);
alter sequence resource_record_id_seq owned by resource_record.id;
-- Created on every partition, present and future.
create index resource_record_tenant on resource_record (tenant_id, company_id);

create table resource_record_default partition of resource_record default;

insert into resource_record
  (id, oid, resource, tenant_id, company_id, data, version, created_at, updated_at, created_by, updated_by)
select id, oid, resource, tenant_id, company_id, data, version, created_at, updated_at, created_by, updated_by
  from resource_record_unpartitioned
 order by id;

-- The next id is the one the old identity would have given (not merely the largest id + 1).
select setval('resource_record_id_seq', last_value, is_called) from resource_record_unpartitioned_id_seq;

-- With it go its identity sequence and the per-resource partial indexes.
drop table resource_record_unpartitioned;
