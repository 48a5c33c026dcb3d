-- An access token belongs to the refresh family it was issued in, so that ending a family (a used
-- refresh token came back: someone holds a copy) also ends the access tokens issued from it, which
-- would otherwise stay valid until they expire (two hours). Tokens issued before this migration
-- have no family and expire as before.
alter table access_token add column if not exists family uuid;
create index if not exists access_token_family on access_token (family);
