-- The addresses an account signed in from: a failed password from one of them counts against that
-- address alone (its own lock), not against the account, so that someone elsewhere who locks the
-- account by guessing does not lock its owner out of the devices they use.
create table if not exists login_source (
  account_id bigint not null references account (id) on delete cascade,
  source text not null,
  last_success_at timestamptz not null,
  primary key (account_id, source)
);
