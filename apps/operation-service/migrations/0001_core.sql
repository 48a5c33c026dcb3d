-- The core of the operation-service: accounts and their tokens, the generic resource store with
-- its history, identity verification, imports, attachments and rate limiting.

create extension if not exists pg_trgm;

create table account (
  id bigint generated always as identity primary key,
  login text not null unique check (login = lower(login)),
  name text not null,
  email text unique,
  mobile text,
  password_hash text not null,
  roles text[] not null,
  -- null for the provider's own staff; set for tenant-bound accounts.
  tenant_id bigint,
  company_id bigint,
  language text not null default 'zh_cn',
  enabled boolean not null default true,
  activated boolean not null default true,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'LEAVING', 'LEFT')),
  account_expires_at timestamptz,
  password_expires_at timestamptz,
  failed_attempts integer not null default 0,
  last_failed_at timestamptz,
  locked_until timestamptz,
  -- client_name:subject of a single-sign-on identity.
  sso_identity text unique,
  profile jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index account_mobile on account (mobile);

-- Tokens are stored as SHA-256 hashes: a copy of the database gives no usable token.
create table access_token (
  token_hash text primary key,
  account_id bigint not null references account (id) on delete cascade,
  client_id text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index access_token_account on access_token (account_id);

-- Refresh tokens rotate: each use issues a new one in the same family; reusing a used one
-- revokes the whole family (a stolen token is worth one refresh at most).
create table refresh_token (
  token_hash text primary key,
  account_id bigint not null references account (id) on delete cascade,
  client_id text not null,
  family uuid not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_token_family on refresh_token (family);

create table resource_record (
  id bigint generated always as identity primary key,
  oid uuid not null unique default gen_random_uuid(),
  resource text not null,
  tenant_id bigint,
  company_id bigint,
  data jsonb not null,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by text,
  updated_by text
);
create index resource_record_resource on resource_record (resource, id);
create index resource_record_tenant on resource_record (resource, tenant_id, company_id);

create table resource_history (
  id bigint generated always as identity primary key,
  resource text not null,
  record_id bigint not null,
  action text not null check (action in ('CREATE', 'UPDATE', 'DELETE', 'IMPORT')),
  actor text,
  at timestamptz not null default now(),
  -- { field: [before, after] } for updates; the record for creates and deletes.
  changes jsonb not null,
  span_id text
);
create index resource_history_record on resource_history (resource, record_id, id);

create table verification_code (
  id bigint generated always as identity primary key,
  account_id bigint not null references account (id) on delete cascade,
  channel text not null check (channel in ('PHONE', 'EMAIL')),
  target text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index verification_code_account on verification_code (account_id, id);

create table verification_token (
  token_hash text primary key,
  account_id bigint not null references account (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- Development only: what would have been sent by SMS or e-mail.
create table dev_mailbox (
  id bigint generated always as identity primary key,
  account_id bigint not null references account (id) on delete cascade,
  channel text not null,
  target text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);

create table import_job (
  id bigint generated always as identity primary key,
  account_id bigint not null references account (id) on delete cascade,
  idempotency_key text not null,
  resource text not null,
  file_name text not null,
  status text not null check (status in ('RUNNING', 'DONE', 'FAILED')),
  total_rows integer not null default 0,
  success_count integer not null default 0,
  failure_count integer not null default 0,
  -- [{ lineNumber, errorMessage }]
  errors jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (account_id, idempotency_key)
);

create table attachment (
  id bigint generated always as identity primary key,
  attachment_oid uuid not null unique default gen_random_uuid(),
  tenant_id bigint,
  file_name text not null,
  content_type text not null,
  size integer not null,
  content bytea not null,
  created_by text,
  created_at timestamptz not null default now()
);

-- Profiles of functions: the general profile (tenant_id null) and each tenant's role profile.
create table function_profile (
  id bigint generated always as identity primary key,
  role_type text not null check (role_type in ('GENERAL', 'TENANT')),
  tenant_id bigint,
  profile jsonb not null,
  unique (role_type, tenant_id)
);

create table company_configuration (
  company_id bigint primary key,
  configuration jsonb not null
);

-- Fixed-window counters shared by every instance (login rate limiting).
create table rate_limit (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
