-- Imports commit in short batches (other users' requests go on between them) and can be cancelled:
-- the job keeps how many rows were handled, when its runner last committed a batch (a job whose
-- runner stopped is recognised by a stale heartbeat), the language of its messages, and the
-- original cells of every row until it ends (the rows an interrupted or cancelled import did not
-- reach go back to the user in the error file).
alter table import_job drop constraint import_job_status_check;
alter table import_job add constraint import_job_status_check
  check (status in ('RUNNING', 'DONE', 'FAILED', 'CANCELLED'));
alter table import_job add column processed_rows integer not null default 0;
update import_job set processed_rows = total_rows where status <> 'RUNNING';
alter table import_job add column heartbeat_at timestamptz;
alter table import_job add column locale text not null default 'en';
-- [{ lineNumber, cells }] of every row while the job runs; emptied when it ends.
alter table import_job add column sheet_rows jsonb not null default '[]'::jsonb;
