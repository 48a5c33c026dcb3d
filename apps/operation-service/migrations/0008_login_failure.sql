-- Failed passwords of a name that names no single account (nobody, or several accounts sharing an
-- e-mail or mobile number), counted as an account's are: the same answers, the same lock, so that a
-- login never tells which names are accounts. An account's own count stays on the account.
create table if not exists login_failure (
  subject text primary key,
  failures integer not null,
  last_failed_at timestamptz not null,
  locked_until timestamptz
);
create index if not exists login_failure_last_failed on login_failure (last_failed_at);
