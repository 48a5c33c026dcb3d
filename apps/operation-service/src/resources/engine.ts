import { fieldKind, guardsMet, type FilterKind, type ResourceDescriptor } from '@opsdesk/api';
import type { Queryable, SqlValue } from '../db';
import { must } from '../must';
import {
  ApiError,
  badRequest,
  crossTenant,
  duplicate,
  invalidField,
  notFound,
  versionConflict,
} from '../http/errors';
import { hasAuthority, type Principal } from '../http/principal';

/** A stored record as the API answers it: its fields, then its identity and audit columns. */
export type StoredRecord = Record<string, unknown> & {
  id: number;
  oid: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
};

interface RecordRow {
  id: number;
  oid: string;
  tenant_id: number | null;
  company_id: number | null;
  data: Record<string, unknown>;
  version: number;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
  updated_by: string | null;
  total?: number;
}

export function toRecord(row: RecordRow): StoredRecord {
  return {
    ...row.data,
    id: row.id,
    oid: row.oid,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

/** Builds a WHERE clause with numbered parameters. */
export class Where {
  readonly clauses: string[] = [];
  readonly params: SqlValue[] = [];

  /** Adds a parameter and returns its placeholder. */
  param(value: SqlValue): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  toString(): string {
    return this.clauses.length > 0 ? `where ${this.clauses.join(' and ')}` : '';
  }
}

/** The SQL expression of a field of `data`, typed for comparison and sorting. */
export function fieldExpression(resource: ResourceDescriptor, field: string, alias = 'r'): string {
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(field)) throw new Error(`Unsafe field name ${field}`);
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  if (field === 'id' || field === 'version') return column(field);
  if (field === 'updatedAt') return column('updated_at');
  if (field === 'createdAt') return column('created_at');
  const schema = resource.shape[field];
  const kind = schema ? fieldKind(schema) : 'string';
  const value = `(${column('data')}->>'${field}')`;
  if (kind === 'number') return `${value}::numeric`;
  if (kind === 'boolean') return `${value}::boolean`;
  return value;
}

/**
 * Restricts a query to what the principal may see of a resource: a tenant-bound account sees only
 * its tenant's records of tenant and company resources, and in company mode only its company's.
 */
export function applyScope(
  where: Where,
  resource: ResourceDescriptor,
  principal: Principal,
  alias = 'r',
): void {
  if (principal.tenantId === null || resource.scope === 'global') return;
  where.add(`${alias}.tenant_id = ${where.param(principal.tenantId)}`);
  if (resource.scope === 'company' && !principal.tenantMode && principal.companyId !== null) {
    where.add(`${alias}.company_id = ${where.param(principal.companyId)}`);
  }
}

/** Throws unless the principal may touch a record of `tenantId` (403 for another tenant). */
export function assertTenantAccess(principal: Principal, tenantId: number | null | undefined): void {
  if (principal.tenantId !== null && tenantId !== principal.tenantId) throw crossTenant();
}

export interface ListQuery {
  readonly page: number;
  readonly size: number;
  /** `field,asc` or `field,desc`. */
  readonly sort?: string | undefined;
  readonly keyword?: string | undefined;
  /** Filter values by field: a value, an array for `in`, `{ from, to }` for ranges. */
  readonly filters?: Readonly<Record<string, unknown>>;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export function pageOf<T>(content: T[], total: number, page: number, size: number): Page<T> {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function applyFilter(
  where: Where,
  resource: ResourceDescriptor,
  field: string,
  kind: FilterKind,
  value: unknown,
): void {
  if (value === undefined || value === null || value === '') return;
  const expression = fieldExpression(resource, field);
  const fieldType = resource.shape[field] ? fieldKind(resource.shape[field]) : 'string';
  const cast = (item: unknown): SqlValue => {
    if (fieldType === 'number') {
      const number = Number(item);
      if (!Number.isFinite(number)) throw invalidField(field, `"${String(item)}" is not a number`);
      return number;
    }
    if (fieldType === 'boolean') return item === true || item === 'true' || item === '1';
    return String(item);
  };
  switch (kind) {
    case 'eq':
      where.add(`${expression} = ${where.param(cast(value))}`);
      return;
    case 'contains':
      where.add(`${expression} ilike ${where.param(`%${escapeLike(String(value))}%`)}`);
      return;
    case 'in': {
      const values = (Array.isArray(value) ? value : String(value).split(',')).filter((item) => item !== '');
      if (values.length === 0) return;
      const type = fieldType === 'number' ? 'numeric' : fieldType === 'boolean' ? 'boolean' : 'text';
      where.add(`${expression} = any(${where.param(values.map(cast))}::${type}[])`);
      return;
    }
    case 'range': {
      const { from, to } = (value ?? {}) as { from?: unknown; to?: unknown };
      if (from !== undefined && from !== '') where.add(`${expression} >= ${where.param(cast(from))}`);
      if (to !== undefined && to !== '') where.add(`${expression} <= ${where.param(cast(to))}`);
      return;
    }
  }
}

/** The ORDER BY of a `field,direction` sort, checked against what the resource lets sort. */
export function orderBy(resource: ResourceDescriptor, sort: string | undefined): string {
  const [field, direction] = (sort ?? '').split(',');
  const chosen =
    field &&
    (resource.sortable.includes(field) || field === 'id' || field === 'updatedAt' || field === 'createdAt')
      ? { field, direction: direction?.toLowerCase() === 'asc' ? 'asc' : 'desc' }
      : resource.defaultSort;
  if (field && chosen === resource.defaultSort) throw invalidField('sort', `cannot sort by "${field}"`);
  return `order by ${fieldExpression(resource, chosen.field)} ${chosen.direction} nulls last, r.id ${chosen.direction}`;
}

export async function listRecords(
  db: Queryable,
  resource: ResourceDescriptor,
  principal: Principal,
  query: ListQuery,
): Promise<Page<StoredRecord>> {
  const where = new Where();
  where.add(`r.resource = ${where.param(resource.name)}`);
  applyScope(where, resource, principal);
  if (query.keyword?.trim()) {
    const pattern = where.param(`%${escapeLike(query.keyword.trim())}%`);
    where.add(
      `(${resource.keyword.map((field) => `${fieldExpression(resource, field)} ilike ${pattern}`).join(' or ')})`,
    );
  }
  for (const [field, value] of Object.entries(query.filters ?? {})) {
    const kind = resource.filters[field];
    if (kind) applyFilter(where, resource, field, kind, value);
  }
  const limit = where.param(query.size);
  const offset = where.param(query.page * query.size);
  const { rows } = await db.query<RecordRow>(
    `select r.*, count(*) over () as total from resource_record r ${where} ${orderBy(resource, query.sort)} limit ${limit} offset ${offset}`,
    where.params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 0) {
    // Past the last page: the window count is not there to read, so count.
    const counted = await db.query<{ total: number }>(
      `select count(*) as total from resource_record r ${where}`,
      where.params.slice(0, -2),
    );
    total = counted.rows[0]?.total ?? 0;
  }
  return pageOf(rows.map(toRecord), Number(total), query.page, query.size);
}

/** One record by id, or 404 (also for another tenant's record: its existence is not told). */
export async function getRecord(
  db: Queryable,
  resource: ResourceDescriptor,
  principal: Principal,
  id: number,
  lock = false,
): Promise<StoredRecord> {
  const row = await getRow(db, resource, principal, id, lock);
  return toRecord(row);
}

async function getRow(
  db: Queryable,
  resource: ResourceDescriptor,
  principal: Principal,
  id: number,
  lock: boolean,
) {
  const where = new Where();
  where.add(`r.resource = ${where.param(resource.name)}`).add(`r.id = ${where.param(id)}`);
  applyScope(where, resource, principal);
  const { rows } = await db.query<RecordRow>(
    `select r.* from resource_record r ${where}${lock ? ' for update' : ''}`,
    where.params,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The tenant and company columns of a record, from its fields and the principal. */
async function bindingOf(
  db: Queryable,
  resource: ResourceDescriptor,
  principal: Principal,
  data: Record<string, unknown>,
): Promise<{ tenantId: number | null; companyId: number | null }> {
  if (resource.scope === 'global') {
    const tenantId = typeof data.tenantId === 'number' ? data.tenantId : null;
    return { tenantId, companyId: null };
  }
  const tenantId = data.tenantId as number;
  assertTenantAccess(principal, tenantId);
  if (resource.scope === 'tenant') {
    await assertBindingExists(db, tenantId, undefined);
    return { tenantId, companyId: null };
  }
  const companyId = data.companyId as number;
  await assertBindingExists(db, tenantId, companyId);
  return { tenantId, companyId };
}

/**
 * 400 naming `tenantId` when the tenant does not exist, or `companyId` when the company does not, or
 * is not the tenant's: what a record, or an account, is bound to must be there. Either may be left
 * out (a company is then checked to exist at all).
 */
export async function assertBindingExists(
  db: Queryable,
  tenantId: number | undefined,
  companyId: number | undefined,
): Promise<void> {
  if (tenantId !== undefined) {
    const tenant = await db.query("select 1 from resource_record where resource = 'tenant' and id = $1", [
      tenantId,
    ]);
    if (tenant.rowCount === 0)
      throw badRequest([{ field: 'tenantId', messageId: 'TENANT_NOT_FOUND', values: { value: tenantId } }]);
  }
  if (companyId === undefined) return;
  const company = await db.query<{ tenant_id: number }>(
    "select tenant_id from resource_record where resource = 'company' and id = $1",
    [companyId],
  );
  const owner = company.rows[0]?.tenant_id;
  if (owner === undefined || (tenantId !== undefined && owner !== tenantId))
    throw badRequest([
      { field: 'companyId', messageId: 'COMPANY_NOT_IN_TENANT', values: { value: companyId } },
    ]);
}

/** The name of the unique index backing a unique set of fields (see `indexStatements`). */
function uniqueIndexName(resource: ResourceDescriptor, fields: readonly string[]): string {
  return `rr_${resource.name.replace(/-/g, '_')}_uq_${fields.join('_').toLowerCase()}`.slice(0, 63);
}

/**
 * Runs a write; a unique violation (another writer won the race the pre-check could not see)
 * becomes the 409 naming the fields of the index it hit. The transaction is aborted by then, so
 * the fields come from the index name, not from a new query.
 */
async function writeUnique<T>(resource: ResourceDescriptor, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
    if (code !== '23505') throw error;
    const fields = resource.unique.find((set) => uniqueIndexName(resource, set) === constraint) ?? [];
    throw duplicate(
      fields.filter((field) => field !== 'tenantId'),
      resource,
    );
  }
}

/** Refuses a write that would duplicate a unique set of fields (409 naming the fields). */
async function assertUnique(
  db: Queryable,
  resource: ResourceDescriptor,
  data: Record<string, unknown>,
  exceptId: number | null,
): Promise<void> {
  for (const fields of resource.unique) {
    const where = new Where();
    where.add(`r.resource = ${where.param(resource.name)}`);
    // A set with a missing field cannot collide (the unique index skips nulls too).
    if (fields.some((field) => data[field] === undefined || data[field] === null)) continue;
    for (const field of fields) where.add(`(r.data->>'${field}') = ${where.param(String(data[field]))}`);
    if (exceptId !== null) where.add(`r.id <> ${where.param(exceptId)}`);
    const { rowCount } = await db.query(`select 1 from resource_record r ${where} limit 1`, where.params);
    if (rowCount > 0)
      throw duplicate(
        fields.filter((field) => field !== 'tenantId'),
        resource,
      );
  }
}

/**
 * A write of a record as its history entry tells it: the fields for CREATE and IMPORT, the fields
 * before for DELETE, `field: [before, after]` of the changed fields for UPDATE.
 */
export interface RecordWrite {
  readonly recordId: number;
  readonly action: 'CREATE' | 'UPDATE' | 'DELETE' | 'IMPORT';
  readonly changes: unknown;
  /** Who writes, under which span: a hook's own writes are recorded in their name. */
  readonly context: WriteContext;
}

/**
 * What another module does on every write of one resource: run in the write's transaction once the
 * write is done, so a throw undoes it (authority roles: built-in ones keep their code and stay).
 */
export type RecordWriteHook = (db: Queryable, write: RecordWrite) => Promise<void>;

const recordWriteHooks = new Map<string, RecordWriteHook>();

/** Attaches the write hook of a resource (one per resource; attaching again replaces it). */
export function onRecordWrite(resourceName: string, hook: RecordWriteHook): void {
  recordWriteHooks.set(resourceName, hook);
}

/** The tenant and company a record is bound to: its `tenant_id` and `company_id` columns. */
interface Binding {
  readonly tenantId: number | null;
  readonly companyId: number | null;
}

/**
 * Writes a history entry with the binding of its record (`migrations/0006`), by which the
 * dashboards tell a tenant's history without reading the record, then runs the resource's hook.
 */
async function recordHistory(
  db: Queryable,
  resource: ResourceDescriptor,
  recordId: number,
  action: 'CREATE' | 'UPDATE' | 'DELETE' | 'IMPORT',
  changes: unknown,
  context: WriteContext,
  binding: Binding,
): Promise<void> {
  await db.query(
    `insert into resource_history (resource, record_id, action, actor, changes, span_id, tenant_id, company_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      resource.name,
      recordId,
      action,
      context.principal.login,
      JSON.stringify(changes),
      context.spanId ?? null,
      binding.tenantId,
      binding.companyId,
    ],
  );
  await recordWriteHooks.get(resource.name)?.(db, { recordId, action, changes, context });
}

/**
 * An update that moves a record to another tenant or company moves its earlier history entries
 * with it: an entry is bound as its record is, so the record's whole history goes with it.
 */
async function rebindHistory(
  db: Queryable,
  resource: ResourceDescriptor,
  recordId: number,
  before: RecordRow,
  after: Binding,
): Promise<void> {
  if (before.tenant_id === after.tenantId && before.company_id === after.companyId) return;
  await db.query(
    'update resource_history set tenant_id = $3, company_id = $4 where resource = $1 and record_id = $2',
    [resource.name, recordId, after.tenantId, after.companyId],
  );
}

/**
 * Refuses a write that sets a guarded field to a value only a further authority may write (an
 * audit, a confirmation, an operator's step) when the principal lacks it: 403 naming each field.
 * `before` is the stored record's fields, undefined when creating.
 */
export function assertGuards(
  resource: ResourceDescriptor,
  principal: Principal,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): void {
  const refused = guardsMet(resource, before, after).filter(
    (guard) => !hasAuthority(principal, guard.authority),
  );
  if (refused.length === 0) return;
  const fields = [...new Set(refused.map((guard) => guard.field))];
  throw new ApiError(403, 'FORBIDDEN', 'FORBIDDEN', {
    validationErrors: fields.map((field) => ({
      field,
      ...(resource.fields[field] && { label: resource.fields[field].label }),
      messageId: 'FORBIDDEN',
    })),
  });
}

export interface WriteContext {
  readonly principal: Principal;
  readonly spanId?: string | undefined;
  readonly action?: 'CREATE' | 'IMPORT';
}

/** A value a create left out: missing, null or empty. */
const leftOut = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The next serial number of a field the server makes: `<prefix><yyyyMMdd><sequence of the day, 4
 * digits or more>`, the date in UTC. The sequence is taken under a transaction-scoped advisory lock,
 * so that two creates never draw the same one.
 */
export async function nextSerial(
  db: Queryable,
  resourceName: string,
  field: string,
  prefix: string,
  now: Date = new Date(),
): Promise<string> {
  const stem = `${prefix}${now.toISOString().slice(0, 10).replace(/-/g, '')}`;
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`${resourceName}.${field}`]);
  const { rows } = await db.query<{ last: string }>(
    `select data->>'${field}' as last from resource_record
      where resource = $1 and data->>'${field}' like $2
      order by length(data->>'${field}') desc, data->>'${field}' desc limit 1`,
    [resourceName, `${stem}%`],
  );
  const previous = Number(rows[0]?.last.slice(stem.length) ?? 0);
  const next = Number.isInteger(previous) ? previous + 1 : 1;
  return `${stem}${String(next).padStart(4, '0')}`;
}

/** Fills the fields the server makes (`generated` in the resource's description) that a create left out. */
async function withGenerated(
  db: Queryable,
  resource: ResourceDescriptor,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  let filled = data;
  for (const [field, described] of Object.entries(resource.fields)) {
    const prefix = described?.generated?.prefix;
    if (!prefix || !leftOut(data[field])) continue;
    filled = { ...filled, [field]: await nextSerial(db, resource.name, field, prefix) };
  }
  return filled;
}

/** Creates a record from fields already validated by the resource's schema; the server's own fields filled. */
export async function createRecord(
  db: Queryable,
  resource: ResourceDescriptor,
  written: Record<string, unknown>,
  context: WriteContext,
): Promise<StoredRecord> {
  const data = await withGenerated(db, resource, written);
  assertGuards(resource, context.principal, undefined, data);
  const { tenantId, companyId } = await bindingOf(db, resource, context.principal, data);
  await assertUnique(db, resource, data, null);
  const { rows } = await writeUnique(resource, () =>
    db.query<RecordRow>(
      `insert into resource_record (resource, tenant_id, company_id, data, created_by, updated_by)
       values ($1, $2, $3, $4, $5, $5) returning *`,
      [resource.name, tenantId, companyId, JSON.stringify(data), context.principal.login],
    ),
  );
  const row = must(rows[0], 'the inserted record');
  await recordHistory(db, resource, row.id, context.action ?? 'CREATE', data, context, {
    tenantId,
    companyId,
  });
  return toRecord(row);
}

/** Replaces a record's fields when `version` is still the stored one (409 otherwise). */
export async function updateRecord(
  db: Queryable,
  resource: ResourceDescriptor,
  id: number,
  version: number,
  written: Record<string, unknown>,
  context: WriteContext,
): Promise<StoredRecord> {
  const current = await getRow(db, resource, context.principal, id, true);
  if (current.version !== version) throw versionConflict(current.version);
  // A number the server made stays as it was when an update leaves it out.
  const data = { ...written };
  for (const [field, described] of Object.entries(resource.fields)) {
    if (described?.generated && leftOut(data[field]) && !leftOut(current.data[field]))
      data[field] = current.data[field];
  }
  assertGuards(resource, context.principal, current.data, data);
  const { tenantId, companyId } = await bindingOf(db, resource, context.principal, data);
  await assertUnique(db, resource, data, id);
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of new Set([...Object.keys(current.data), ...Object.keys(data)])) {
    if (JSON.stringify(current.data[field]) !== JSON.stringify(data[field]))
      changes[field] = [current.data[field], data[field]];
  }
  const { rows } = await writeUnique(resource, () =>
    db.query<RecordRow>(
      `update resource_record set data = $2, tenant_id = $3, company_id = $4, version = version + 1,
         updated_at = now(), updated_by = $5
       where resource = $7 and id = $1 and version = $6 returning *`,
      [id, JSON.stringify(data), tenantId, companyId, context.principal.login, version, resource.name],
    ),
  );
  if (!rows[0]) throw versionConflict(current.version + 1);
  await rebindHistory(db, resource, id, current, { tenantId, companyId });
  await recordHistory(db, resource, id, 'UPDATE', changes, context, { tenantId, companyId });
  return toRecord(rows[0]);
}

export async function deleteRecord(
  db: Queryable,
  resource: ResourceDescriptor,
  id: number,
  context: WriteContext,
): Promise<void> {
  const current = await getRow(db, resource, context.principal, id, true);
  await db.query('delete from resource_record where resource = $1 and id = $2', [resource.name, id]);
  await recordHistory(db, resource, id, 'DELETE', current.data, context, {
    tenantId: current.tenant_id,
    companyId: current.company_id,
  });
}

export interface HistoryEntry {
  id: number;
  action: string;
  actor: string | null;
  at: string;
  changes: unknown;
  spanId: string | null;
}

export async function recordHistoryOf(
  db: Queryable,
  resource: ResourceDescriptor,
  principal: Principal,
  id: number,
): Promise<HistoryEntry[]> {
  await getRow(db, resource, principal, id, false);
  const { rows } = await db.query<{
    id: number;
    action: string;
    actor: string | null;
    at: Date;
    changes: unknown;
    span_id: string | null;
  }>('select * from resource_history where resource = $1 and record_id = $2 order by id desc limit 200', [
    resource.name,
    id,
  ]);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: row.actor,
    at: row.at.toISOString(),
    changes: row.changes,
    spanId: row.span_id,
  }));
}

/**
 * The partition of `resource_record` that holds a resource's records (`migrations/0005`; created at
 * start by `ensureResourceIndexes`). The name is also the list value of the partition's DDL, so it
 * is checked, not merely trusted.
 */
export function partitionName(resource: ResourceDescriptor): string {
  if (!/^[a-z][a-z0-9-]*$/.test(resource.name)) throw new Error(`Unsafe resource name ${resource.name}`);
  return `rrp_${resource.name.replace(/-/g, '_')}`.slice(0, 63);
}

/** An index of a resource's partition: its name, and the idempotent DDL that creates it. */
export interface IndexStatement {
  readonly name: string;
  readonly statement: string;
}

/**
 * The indexes a resource's filters, sorting, keyword search and unique sets need, as idempotent
 * DDL on the resource's own partition (plain indexes: every row there is of the resource). Unique
 * sets are enforced by the engine (with messages naming the fields) and backed here.
 */
export function indexStatements(resource: ResourceDescriptor): IndexStatement[] {
  const name = (suffix: string) => `rr_${resource.name.replace(/-/g, '_')}_${suffix}`.slice(0, 63);
  const table = partitionName(resource);
  const statements: IndexStatement[] = [];
  const add = (index: string, definition: string, unique = false) =>
    statements.push({
      name: index,
      statement: `create ${unique ? 'unique ' : ''}index if not exists ${index} on ${table} ${definition}`,
    });
  const indexed = new Set([...resource.sortable, ...Object.keys(resource.filters)]);
  for (const field of indexed) {
    if (field === 'tenantId') continue;
    add(name(field.toLowerCase()), `((${fieldExpression(resource, field, '')}))`);
  }
  for (const field of resource.keyword) {
    add(name(`${field.toLowerCase()}_trgm`), `using gin ((data->>'${field}') gin_trgm_ops)`);
  }
  for (const fields of resource.unique) {
    add(
      uniqueIndexName(resource, fields),
      `(${fields.map((field) => `(data->>'${field}')`).join(', ')})`,
      true,
    );
  }
  return statements;
}
