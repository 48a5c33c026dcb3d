import {
  EXPORT_MAX_LINES,
  IDEMPOTENCY_KEY_HEADER,
  IMPORT_ERROR_LISTING_THRESHOLD,
  IMPORT_MAX_ROWS,
  pageQuerySchema,
  resourceWording,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_LIMIT_MB,
  validationErrorMap,
  VERIFICATION_TOKEN_HEADER,
  withFieldLabel,
  type ImportJob,
  type ImportResult,
  type ResourceDescriptor,
} from '@opsdesk/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { readUpload, UploadError, type UploadedFile } from '../http/upload';
import { translate, type MessageId, type ServiceLocale } from '../http/messages';
import { hasAuthority, type Principal } from '../http/principal';
import { access, issueErrors, route } from '../http/route';
import { listRecords, pageOf, type StoredRecord } from '../resources/engine';
import { resourceNamed } from '../resources/setup';
import {
  columnCell,
  columnInput,
  columnOfTitle,
  columnTitle,
  fieldColumns,
  fieldRule,
  fieldRulesInAllLocales,
  fieldsSheetRows,
  listOfWords,
  type FieldColumn,
} from '../xlsx/fields';
import {
  formatTimestamp,
  writeWorkbook,
  XLSX_CONTENT_TYPE,
  type SheetCell,
  type SheetRow,
  type SheetSpec,
} from '../xlsx/workbook';
import { endJob, runImport, settled, type CheckedRow, type ImportJobRow } from './importRunner';
import { readFirstSheetOffThread } from '../xlsx/offThread';
import { filtersOf, requireResource, resourceAccess } from './resources';
import { isVerificationTokenValid } from './verification';

const routeNotFound = () => new ApiError(404, 'ROUTE_NOT_FOUND', 'ROUTE_NOT_FOUND');

/** The audit columns an export adds after the resource's fields, and their titles. Imports ignore them. */
const auditColumns = [
  { name: 'id', title: 'EXPORT_COLUMN_ID' },
  { name: 'createdAt', title: 'EXPORT_COLUMN_CREATED_AT' },
  { name: 'updatedAt', title: 'EXPORT_COLUMN_UPDATED_AT' },
] as const satisfies readonly { name: string; title: MessageId }[];

const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * `attachment` with an ASCII `filename` for old clients and the real name as UTF-8 `filename*`
 * (RFC 6266 and 5987), which clients that know it prefer.
 */
export function contentDisposition(asciiName: string, name: string): string {
  // Control and non-ASCII characters, quotes and backslashes would break the quoted name.
  const ascii = asciiName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends an .xlsx under a name in the request's language, with an English ASCII fallback. */
function sendWorkbook(
  reply: FastifyReply,
  data: Buffer,
  locale: ServiceLocale,
  nameId: MessageId,
  values: Record<string, string | number>,
): Buffer {
  const name = `${translate(locale, nameId, values)}.xlsx`;
  const asciiName = `${translate('en', nameId, values)}.xlsx`;
  reply.header('Content-Type', XLSX_CONTENT_TYPE);
  reply.header('Content-Disposition', contentDisposition(asciiName, name));
  return data;
}

function importableResource(request: FastifyRequest): ResourceDescriptor {
  const resource = requireResource(request);
  if (!resource.importable) throw routeNotFound();
  return resource;
}

const compactDate = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');

// ---- Export ----------------------------------------------------------------------------------

const exportQuery = z.object({
  sort: pageQuerySchema.shape.sort,
  keyword: z.string().max(100).optional(),
  /** The verification token of a plain link, which cannot carry the header. */
  verificationToken: z.string().max(200).optional(),
});

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/**
 * The sheet that tells what each column of an export or a template holds: its title, its field's
 * code, and for an enum each value's code and words, so that a machine reader finds the codes.
 */
function fieldsSheet(
  columns: readonly FieldColumn[],
  locale: ServiceLocale,
  more: readonly { readonly name: string; readonly title: string }[] = [],
): SheetSpec {
  return {
    name: translate(locale, 'FIELDS_SHEET_NAME'),
    rows: fieldsSheetRows(columns, locale, more),
    columnWidths: [24, 24, 20, 32],
  };
}

/** A record as a row of its export: its fields in schema order (enums as words), then id and the audit times. */
function exportRow(
  columns: readonly FieldColumn[],
  record: StoredRecord,
  locale: ServiceLocale,
): SheetCell[] {
  return [
    ...columns.map((column) => columnCell(column, record[column.name], locale)),
    record.id,
    formatTimestamp(new Date(record.createdAt)),
    formatTimestamp(new Date(record.updatedAt)),
  ];
}

// ---- Import ----------------------------------------------------------------------------------

function jobOf(row: ImportJobRow): ImportJob {
  return {
    id: row.id,
    resource: row.resource,
    fileName: row.file_name,
    status: row.status,
    totalRows: row.total_rows,
    processedRows: row.processed_rows,
    successCount: row.success_count,
    failureCount: row.failure_count,
    errorFileRecommended: row.failure_count > IMPORT_ERROR_LISTING_THRESHOLD,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

function resultOf(row: ImportJobRow, replayed: boolean): ImportResult {
  return {
    ...jobOf(row),
    errors: row.errors.slice(0, IMPORT_ERROR_LISTING_THRESHOLD),
    replayed,
  };
}

/** The Idempotency-Key of an import: required, visible ASCII, of a sensible length. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const key = headerValue(request, IDEMPOTENCY_KEY_HEADER);
  if (!key) throw new ApiError(400, 'IDEMPOTENCY_KEY_MISSING', 'IDEMPOTENCY_KEY_MISSING');
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new ApiError(400, 'IDEMPOTENCY_KEY_INVALID', 'IDEMPOTENCY_KEY_INVALID', {
      values: { max: IDEMPOTENCY_KEY_MAX_LENGTH },
    });
  }
  return key;
}

/** The uploaded file (multipart field `file`) and its name; refuses a missing, empty, too large or cut-off one. */
async function uploadedFile(request: FastifyRequest): Promise<{ data: Buffer; fileName: string }> {
  const missing = () => new ApiError(400, 'IMPORT_FILE_MISSING', 'IMPORT_FILE_MISSING');
  let file: UploadedFile;
  try {
    file = await readUpload(request, UPLOAD_LIMIT_BYTES);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    if (error.problem === 'tooLarge')
      throw new ApiError(413, 'IMPORT_FILE_TOO_LARGE', 'IMPORT_FILE_TOO_LARGE', {
        values: { limit: UPLOAD_LIMIT_MB },
      });
    if (error.problem === 'missing') throw missing();
    throw badRequest([{ field: 'file', messageId: 'UPLOAD_INCOMPLETE' }]);
  }
  if (file.fieldName !== 'file') throw missing();
  const fileName = (file.fileName.split(/[\\/]/).pop() ?? '').trim().slice(0, 255) || 'import.xlsx';
  return { data: file.content, fileName };
}

function isRuleRow(row: SheetRow, indexOf: ReadonlyMap<string, number>, columns: readonly FieldColumn[]) {
  if (row.lineNumber !== 2) return false;
  let filled = 0;
  for (const column of columns) {
    const cell = row.cells[indexOf.get(column.name) ?? -1] ?? null;
    if (cell === null || cell === '') continue;
    if (typeof cell !== 'string' || !fieldRulesInAllLocales(column).has(cell.trim())) return false;
    filled += 1;
  }
  return filled > 0;
}

/**
 * Reads and checks an import file against the resource: the template's columns, then each row
 * through the resource's schema (cells converted from their text first), then duplicates of a
 * unique set within the file. The database is not touched.
 */
async function checkSheet(
  resource: ResourceDescriptor,
  data: Buffer,
  locale: ServiceLocale,
): Promise<{ header: readonly string[]; rows: CheckedRow[] }> {
  const sheet = await readFirstSheetOffThread(data);
  if (!sheet) throw new ApiError(400, 'IMPORT_FILE_INVALID', 'IMPORT_FILE_INVALID');
  const columns = fieldColumns(resource);
  // A header cell names a column by its field's code or its title in any language.
  const indexOf = new Map<string, number>();
  sheet.header.forEach((title, index) => {
    const column = columnOfTitle(columns, title, locale);
    if (column && !indexOf.has(column.name)) indexOf.set(column.name, index);
  });
  const missing = columns.filter((column) => !indexOf.has(column.name));
  if (missing.length > 0) {
    // The message names the columns by their titles; `missingColumns` keeps their codes for programs.
    throw new ApiError(400, 'IMPORT_FILE_INVALID', 'IMPORT_COLUMNS_MISSING', {
      values: {
        columns: listOfWords(
          missing.map((column) => columnTitle(column, locale)),
          locale,
        ),
      },
      extra: { missingColumns: missing.map((column) => column.name) },
    });
  }
  const rows = sheet.rows.filter((row) => !isRuleRow(row, indexOf, columns));
  if (rows.length === 0) throw new ApiError(400, 'IMPORT_FILE_EMPTY', 'IMPORT_FILE_EMPTY');
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new ApiError(400, 'IMPORT_ROWS_CAP_REACHED', 'IMPORT_ROWS_CAP_REACHED', {
      values: { limit: IMPORT_MAX_ROWS, count: rows.length },
      extra: { limit: IMPORT_MAX_ROWS, count: rows.length },
    });
  }
  const wording = resourceWording(resource, locale);
  const errorMap = validationErrorMap(locale, wording);
  const checked: CheckedRow[] = [];
  for (const row of rows) {
    // A few hundred rows at a time: other requests are answered between them.
    if (checked.length % 250 === 249) await new Promise((resolve) => setImmediate(resolve));
    checked.push(checkRow(row));
  }
  function checkRow(row: SheetRow): CheckedRow {
    const input: Record<string, unknown> = {};
    for (const column of columns) {
      const value = columnInput(row.cells[indexOf.get(column.name) ?? -1] ?? null, column, locale);
      if (value !== undefined) input[column.name] = value;
    }
    const parsed = resource.schema.safeParse(input, { error: errorMap });
    if (parsed.success) return { row, data: parsed.data };
    // Each issue a sentence naming its column by its title ("Bank name is required").
    const error = issueErrors(parsed.error.issues, locale, wording)
      .map((issue) =>
        withFieldLabel(typeof issue.label === 'string' ? issue.label : undefined, issue.message, locale),
      )
      .join('; ');
    return { row, error };
  }
  // A unique set seen twice in the file: the later row is refused, naming the earlier line and the
  // fields by their titles.
  const titleOf = (field: string) => {
    const column = columns.find((candidate) => candidate.name === field);
    return column ? columnTitle(column, locale) : (resource.fields[field]?.label[locale] ?? field);
  };
  for (const fields of resource.unique) {
    const named = fields.filter((field) => field !== 'tenantId');
    const titles = listOfWords((named.length > 0 ? named : fields).map(titleOf), locale);
    const seen = new Map<string, number>();
    checked.forEach((entry, index) => {
      if (!('data' in entry)) return;
      const values = fields.map((field) => entry.data[field]);
      if (values.some((value) => value === undefined || value === null)) return;
      const key = JSON.stringify(values.map(String));
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, entry.row.lineNumber);
        return;
      }
      checked[index] = {
        row: entry.row,
        error: translate(locale, 'IMPORT_DUPLICATE_IN_FILE', { fields: titles, line: first }),
      };
    });
  }
  return { header: sheet.header, rows: checked };
}

async function jobById(db: Queryable, id: number, principal: Principal): Promise<ImportJobRow> {
  const { rows } = await db.query<ImportJobRow>(
    'select * from import_job where id = $1 and account_id = $2',
    [id, principal.accountId],
  );
  const job = rows[0];
  // Another account's job answers as a missing one: its existence is not told.
  if (!job) throw notFound();
  const resource = resourceNamed(job.resource);
  if (!resource || !hasAuthority(principal, resource.permissions.import)) throw forbidden();
  return job;
}

async function jobByKey(db: Queryable, principal: Principal, key: string): Promise<ImportJobRow | undefined> {
  const { rows } = await db.query<ImportJobRow>(
    'select * from import_job where account_id = $1 and idempotency_key = $2',
    [principal.accountId, key],
  );
  return rows[0];
}

/** Whether the request asks to be answered once the job has started (`Prefer: respond-async`, RFC 7240). */
function respondsAsync(request: FastifyRequest): boolean {
  return /(^|[,\s])respond-async\b/i.test(headerValue(request, 'prefer') ?? '');
}

/** The answer to a retry: the first job's result, unless the key was used for another resource. */
function replayOf(job: ImportJobRow, resource: ResourceDescriptor): ImportResult {
  if (job.resource !== resource.name) {
    throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_REUSED', {
      values: { resource: job.resource },
    });
  }
  return resultOf(job, true);
}

const jobParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const errorsQuery = pageQuerySchema.pick({ page: true, size: true });

export async function registerTransferRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.services;
  /** The import jobs this instance is running, by id: closing the service waits for them. */
  const running = new Map<number, Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running.values()]);
  });

  route(app, {
    method: 'GET',
    url: '/api/resources/:resource/export',
    access: resourceAccess('export'),
    allowQueryToken: true,
    query: exportQuery,
    summary: 'The records the list filters select, as an .xlsx (identity verification required).',
    handler: async ({ request, reply, query, principal, locale }) => {
      const resource = requireResource(request);
      if (!resource.exportable) throw routeNotFound();
      const token = headerValue(request, VERIFICATION_TOKEN_HEADER) ?? query.verificationToken;
      if (!(await isVerificationTokenValid(db, principal, token, now()))) {
        throw new ApiError(403, 'VERIFICATION_REQUIRED', 'VERIFICATION_REQUIRED');
      }
      const listQuery = {
        sort: query.sort,
        keyword: query.keyword,
        filters: filtersOf(resource, request.query as Record<string, unknown>),
      };
      // The cap is checked on a count first: an export too large reads no records.
      const { totalElements: count } = await listRecords(db, resource, principal, {
        ...listQuery,
        page: 0,
        size: 1,
      });
      const capReached = (found: number) =>
        new ApiError(400, 'EXPORT_CAP_REACHED', 'EXPORT_CAP_REACHED', {
          values: { limit: EXPORT_MAX_LINES, count: found },
          extra: { limit: EXPORT_MAX_LINES, count: found },
        });
      if (count > EXPORT_MAX_LINES) throw capReached(count);
      const page = await listRecords(db, resource, principal, {
        ...listQuery,
        page: 0,
        size: EXPORT_MAX_LINES + 1,
      });
      // Records written since the count can push the set past the cap.
      if (page.content.length > EXPORT_MAX_LINES) throw capReached(page.totalElements);
      const columns = fieldColumns(resource);
      const audit = auditColumns.map((column) => ({
        name: column.name,
        title: translate(locale, column.title),
      }));
      // The titles of the request's language; the codes are in the second sheet.
      const header = [
        ...columns.map((column) => columnTitle(column, locale)),
        ...audit.map((column) => column.title),
      ];
      const data = await writeWorkbook([
        {
          name: resource.name,
          rows: [header, ...page.content.map((record) => exportRow(columns, record, locale))],
          columnWidths: header.map((title) => Math.min(48, Math.max(12, title.length + 2))),
        },
        fieldsSheet(columns, locale, audit),
      ]);
      // Exports take data out of the service: who took what stays in the log.
      request.log.info(
        { resource: resource.name, rows: page.content.length, login: principal.login },
        'resource exported',
      );
      reply.header('X-Total-Count', String(page.content.length));
      return sendWorkbook(reply, data, locale, 'EXPORT_FILE_NAME', {
        resource: resource.name,
        date: compactDate(now()),
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/resources/:resource/import/template',
    access: resourceAccess('import'),
    allowQueryToken: true,
    summary:
      "The import template of a resource: its fields' titles, a row of their rules, and a sheet of their codes.",
    handler: async ({ request, reply, locale }) => {
      const resource = importableResource(request);
      const columns = fieldColumns(resource);
      const titles = columns.map((column) => columnTitle(column, locale));
      const rules = columns.map((column) => fieldRule(column, locale));
      const data = await writeWorkbook([
        {
          name: resource.name,
          rows: [titles, rules],
          headerRows: 2,
          columnWidths: rules.map((rule, index) =>
            Math.min(48, Math.max(14, rule.length + 2, (titles[index]?.length ?? 0) + 2)),
          ),
        },
        fieldsSheet(columns, locale),
      ]);
      return sendWorkbook(reply, data, locale, 'IMPORT_TEMPLATE_FILE_NAME', { resource: resource.name });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/resources/:resource/import',
    access: resourceAccess('import'),
    consumes: ['multipart'],
    summary:
      'Imports the rows of an .xlsx of the template; a retry with the same Idempotency-Key imports once.',
    handler: async ({ request, reply, principal, locale }): Promise<ImportResult> => {
      const resource = importableResource(request);
      const key = idempotencyKeyOf(request);
      const { data, fileName } = await uploadedFile(request);
      const earlier = await jobByKey(db, principal, key);
      if (earlier) {
        reply.header('Idempotent-Replayed', 'true');
        return replayOf(await settled(db, now, earlier, running), resource);
      }
      const { header, rows } = await checkSheet(resource, data, locale);
      // Claiming the key first serialises identical requests: the second insert finds the key
      // taken (or waits for the first to commit and then finds it), so the rows are imported once.
      const claimed = await db.query<ImportJobRow>(
        `insert into import_job (account_id, idempotency_key, resource, file_name, status, total_rows, sheet_header,
           sheet_rows, locale, heartbeat_at, created_at)
         values ($1, $2, $3, $4, 'RUNNING', $5, $6, $7, $8, $9, $9)
         on conflict (account_id, idempotency_key) do nothing returning *`,
        [
          principal.accountId,
          key,
          resource.name,
          fileName,
          rows.length,
          JSON.stringify(header),
          JSON.stringify(rows.map(({ row }) => ({ lineNumber: row.lineNumber, cells: row.cells }))),
          locale,
          now(),
        ],
      );
      const job = claimed.rows[0];
      if (!job) {
        const first = await jobByKey(db, principal, key);
        if (!first) throw new ApiError(500, 'SERVER_ERROR', 'SERVER_ERROR');
        reply.header('Idempotent-Replayed', 'true');
        return replayOf(await settled(db, now, first, running), resource);
      }
      const work = runImport(db, now, {
        jobId: job.id,
        resource,
        rows,
        principal,
        spanId: request.id,
        locale,
      });
      const tracked = work.finally(() => running.delete(job.id));
      running.set(job.id, tracked);
      if (respondsAsync(request)) {
        // Answered now; the job goes on after the answer. A failure of the runner is the log's.
        tracked.catch((error: unknown) =>
          request.log.error({ err: error, importJob: job.id }, 'import job stopped'),
        );
        reply.code(202).header('Location', `/api/import/jobs/${job.id}`);
        return resultOf(job, false);
      }
      return resultOf(await tracked, false);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/import/jobs/:id/cancel',
    access: access.authenticated,
    params: jobParams,
    summary:
      "Cancels a running import of the caller's: the batch being committed finishes; the rows not reached go to the error file.",
    handler: async ({ params, principal }): Promise<ImportJob> => {
      const job = await jobById(db, params.id, principal);
      if (job.status !== 'RUNNING') return jobOf(job);
      await db.query("update import_job set status = 'CANCELLED' where id = $1 and status = 'RUNNING'", [
        job.id,
      ]);
      // Ended here, whichever runner (of this instance or another, or none left) had the job: the
      // runner finds it cancelled before its next batch.
      return jobOf(await endJob(db, now, job.id));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/import/jobs/:id',
    access: access.authenticated,
    params: jobParams,
    summary: "An import job of the caller's.",
    handler: async ({ params, principal }): Promise<ImportJob> =>
      jobOf(await settled(db, now, await jobById(db, params.id, principal), running)),
  });

  route(app, {
    method: 'GET',
    url: '/api/import/jobs/:id/errors',
    access: access.authenticated,
    params: jobParams,
    query: errorsQuery,
    summary: "A page of an import job's failing rows: { lineNumber, errorMessage }.",
    handler: async ({ params, query, principal }) => {
      const { errors } = await settled(db, now, await jobById(db, params.id, principal), running);
      const start = query.page * query.size;
      return pageOf(errors.slice(start, start + query.size), errors.length, query.page, query.size);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/import/jobs/:id/errors/export',
    access: access.authenticated,
    params: jobParams,
    allowQueryToken: true,
    summary: "An import job's error file: line number, message and the row's original cells.",
    handler: async ({ reply, params, principal, locale }) => {
      const job = await settled(db, now, await jobById(db, params.id, principal), running);
      const messages = new Map(job.errors.map((error) => [error.lineNumber, error.errorMessage]));
      const header = [
        translate(locale, 'IMPORT_ERROR_LINE_HEADER'),
        translate(locale, 'IMPORT_ERROR_MESSAGE_HEADER'),
        ...job.sheet_header,
      ];
      const rows = job.failed_rows.map((row): SheetCell[] => [
        row.lineNumber,
        messages.get(row.lineNumber) ?? '',
        ...row.cells,
      ]);
      const data = await writeWorkbook([
        {
          name: job.resource,
          rows: [header, ...rows],
          columnWidths: header.map((_, index) => (index === 1 ? 60 : 16)),
        },
      ]);
      return sendWorkbook(reply, data, locale, 'IMPORT_ERROR_FILE_NAME', {
        resource: job.resource,
        id: job.id,
      });
    },
  });
}
