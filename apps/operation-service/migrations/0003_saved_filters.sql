-- Preferences and the console header's work: the saved filter conditions of each account's lists,
-- and the work items behind the header's pending counts.

-- A list's filters saved under a name, per account and list (`table_key`). The id is a UUID: it
-- is handed to the browser and tells nothing about how many filters others saved.
create table saved_filter (
  id uuid primary key default gen_random_uuid(),
  account_id bigint not null references account (id) on delete cascade,
  table_key text not null,
  name text not null,
  filters jsonb not null default '{}'::jsonb,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_id, table_key, name)
);
-- At most one default per account and list.
create unique index saved_filter_one_default on saved_filter (account_id, table_key) where is_default;

-- What is waiting for an account: reimbursements to handle, approvals to give, business-card
-- records to match. OPEN items are counted in the console header; DONE ones keep when.
create table work_item (
  id bigint generated always as identity primary key,
  account_id bigint not null references account (id) on delete cascade,
  kind text not null check (kind in ('REIMBURSEMENT', 'APPROVAL', 'BUSINESS_CARD')),
  title text not null,
  status text not null default 'OPEN' check (status in ('OPEN', 'DONE')),
  -- The document the item is about: a reimbursement or approval number, a card transaction.
  reference text,
  created_at timestamptz not null default now(),
  done_at timestamptz,
  check ((status = 'DONE') = (done_at is not null))
);
create index work_item_account on work_item (account_id, status, kind, created_at desc);
