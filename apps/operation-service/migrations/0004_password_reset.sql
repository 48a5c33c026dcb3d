-- Forgot password: the codes sent to a signed-out user, and the single-use tokens a right code
-- gives, which set a new password once.

-- Codes are kept per username as typed (normalised), not per account: a username that names no
-- account gets a row too (account_id null, a code that was never sent), so that checking its codes
-- behaves exactly as for a real account and tells nobody which usernames exist.
create table password_reset_code (
  id bigint generated always as identity primary key,
  username text not null,
  account_id bigint references account (id) on delete cascade,
  channel text not null check (channel in ('PHONE', 'EMAIL')),
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_code_username on password_reset_code (username, id);
create index password_reset_code_expiry on password_reset_code (expires_at);

-- Stored as SHA-256 hashes, like every token of the service.
create table password_reset_token (
  token_hash text primary key,
  account_id bigint not null references account (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_token_account on password_reset_token (account_id);
