-- Import jobs keep the sheet's header and the original cells of their failing rows, so that the
-- error file can give each failing row back as it was uploaded, next to its message.
alter table import_job add column sheet_header jsonb not null default '[]'::jsonb;
-- [{ lineNumber, cells }]
alter table import_job add column failed_rows jsonb not null default '[]'::jsonb;
