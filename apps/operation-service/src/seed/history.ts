import {
  resourceCatalogue,
  roles,
  type Authority,
  type ResourceDescriptor,
  type ResourceGuard,
} from '@opsdesk/api';
import type { Queryable } from '../db';
import { demoAccounts } from './accounts';
import { Random } from './generate/random';

// The operation history of seeded records, as the resource engine would have written it: a share
// of the records created in the last year were created by a staff account at their creation time
// and changed up to three times since; a few older records were changed in the last year. Each
// change names the fields it changed as `{ field: [before, after] }`, the last change ending on the
// stored record, and the CREATE entry holds the record as it was first written.

const DAY = 24 * 3600 * 1000;
/** How far back the seeded history reaches. */
export const HISTORY_DAYS = 365;
/** The share of the records created in the history's span that have a history. */
const CREATED_SHARE = 0.3;
/** The share of older records changed within the history's span. */
const CHANGED_SHARE = 0.05;
/** Records read and history rows written per statement. */
const BATCH = 2000;

/**
 * Records the products and systems write, which no one edits in the console: mirrors of the
 * customers' documents, logs, runs, snapshots, generated reports, feeds. They have no seeded history.
 */
export const machineWritten: ReadonlySet<string> = new Set([
  'cs-document',
  'cs-label-message',
  'cs-ai-record',
  'cs-diagnosis-log',
  'exchange-rate',
  'forest-energy-record',
  'help-separate-page-log',
  'helios-analysis-report',
  'location-record',
  'menu-change-log',
  'menu-sync-run',
  'product-policy-acceptance',
  'sentry-event',
  'sub-app-version-record',
  'system-monitor-report',
  'tenant-data-report',
  'tenant-platform-order',
  'tenant-report',
  'tenant-usage-snapshot',
  'touch-customer-log',
  'user-reset-activity',
]);

/** A staff account that may appear in the history: who it is and what it may write. */
export interface Actor {
  readonly login: string;
  /** The tenant a tenant-bound account works for; null for the provider's staff. */
  readonly tenantId: number | null;
  readonly superAdmin: boolean;
  has(authority: Authority): boolean;
}

/**
 * The seeded staff accounts (those that stand for people at work, not the login failures), with
 * the authorities of their roles.
 */
export function staffActors(tenantIds: ReadonlyMap<string, number>): Actor[] {
  return demoAccounts.flatMap((account): Actor[] => {
    if (account.state || account.purpose.startsWith('login failure')) return [];
    const definitions = account.roles.map((code) => roles[code]);
    const tenantBound = definitions.some((role) => role.tenantBound);
    const tenantId = tenantBound && account.tenantCode ? tenantIds.get(account.tenantCode) : null;
    // A tenant-bound account of a tenant the seed did not write changes nothing.
    if (tenantId === undefined) return [];
    return [
      {
        login: account.login,
        tenantId,
        superAdmin: definitions.some((role) => role.permitAll),
        has: (authority: Authority) =>
          definitions.some((role) => role.permitAll || role.authorities.includes(authority)),
      },
    ];
  });
}

/** The guards a write meets: each needs its authority (see `ResourceGuard`). */
function guardsMet(
  guards: readonly ResourceGuard[],
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>>,
): ResourceGuard[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const among = (values: readonly unknown[], value: unknown) => values.some((entry) => same(entry, value));
  return guards.filter((guard) => {
    const next = after[guard.field];
    if (!before) return !guard.from && !same(next, null) && (!guard.values || among(guard.values, next));
    const previous = before[guard.field];
    if (same(previous, next)) return false;
    if (guard.values && !among(guard.values, next)) return false;
    return !guard.from || among(guard.from, previous);
  });
}

// ---------------------------------------------------------------------------------------------
// Plausible changes

interface ZodDef {
  readonly type: string;
  readonly innerType?: { readonly _zod: { readonly def: ZodDef } };
  readonly in?: { readonly _zod: { readonly def: ZodDef } };
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly values?: readonly unknown[];
  readonly options?: readonly { readonly _zod: { readonly def: ZodDef } }[];
}

/** How a field's earlier value is drawn from its current one. */
export type FieldChange =
  | { readonly kind: 'toggle' }
  | { readonly kind: 'choice'; readonly values: readonly unknown[] }
  | { readonly kind: 'number' }
  /** Dates move; notes and contacts were left empty at first (when the field may be empty). */
  | { readonly kind: 'text'; readonly fillable: boolean };

/** Fields no one edits by hand: identities, references, counters, system times, secrets. */
const FIXED = /(Id|ID|Ids|Oid|OID|Code|Codes|No|Count|Url|URL|At|Key|Token|Secret|Password|Hash|Number)$/;
/** Text a record often gets only later: notes, who handles or owns it, how to reach someone. */
const FILLED_LATER =
  /(description|remark|remarks|note|notes|comment|reply|reason|memo|category|position|owner|ownerName|managerName|handlerName|contactName|contactEmail|contactMobile|email|mobile|phone|address)$/i;

function baseDef(schema: unknown): ZodDef {
  let def = (schema as { _zod: { def: ZodDef } })._zod.def;
  for (let inner = def.innerType ?? def.in; inner; inner = def.innerType ?? def.in) def = inner._zod.def;
  return def;
}

/** The fields of a resource a user plausibly changes, with how. */
export function changeableFields(resource: ResourceDescriptor): Map<string, FieldChange> {
  const fixed = new Set([resource.title, 'tenantId', 'companyId', ...resource.unique.flat()]);
  const fields = new Map<string, FieldChange>();
  for (const [name, schema] of Object.entries(resource.shape)) {
    if (fixed.has(name) || FIXED.test(name)) continue;
    const def = baseDef(schema);
    const optional = schema.safeParse(undefined).success;
    if (def.type === 'boolean') fields.set(name, { kind: 'toggle' });
    else if (def.type === 'enum' && def.entries)
      fields.set(name, { kind: 'choice', values: Object.values(def.entries) });
    else if (def.type === 'union' && def.options?.every((option) => option._zod.def.type === 'literal'))
      fields.set(name, {
        kind: 'choice',
        values: def.options.map((option) => option._zod.def.values?.[0]),
      });
    else if (def.type === 'number' || def.type === 'int') fields.set(name, { kind: 'number' });
    else if (def.type === 'string')
      fields.set(name, { kind: 'text', fillable: optional && FILLED_LATER.test(name) });
  }
  return fields;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NONE = Symbol('no plausible earlier value');

/** An earlier value of a field that became `after`, or NONE. `undefined`: the field was empty. */
function earlierValue(rng: Random, change: FieldChange, after: unknown): unknown {
  if (after === undefined || after === null) return NONE;
  switch (change.kind) {
    case 'toggle':
      return typeof after === 'boolean' ? !after : NONE;
    case 'choice': {
      // Values are declared in the order of their workflow: a change moved forward.
      const index = change.values.indexOf(after);
      return index > 0 ? change.values[rng.int(0, index - 1)] : NONE;
    }
    case 'number': {
      if (typeof after !== 'number' || after === 0) return NONE;
      const factor = rng.chance(0.5) ? 0.7 + rng.next() * 0.25 : 1.05 + rng.next() * 0.25;
      const before = Number.isInteger(after)
        ? Math.round(after * factor)
        : Math.round(after * factor * 100) / 100;
      return before === after ? after + (after > 1 ? -1 : 1) : before;
    }
    case 'text': {
      if (typeof after !== 'string') return NONE;
      if (DATE.test(after)) {
        const days = rng.chance(0.7) ? -rng.int(1, 60) : rng.int(1, 30);
        return new Date(Date.parse(`${after}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
      }
      return change.fillable && after !== '' ? undefined : NONE;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The history of one record

export interface SeededHistoryEntry {
  readonly resource: string;
  readonly recordId: number;
  readonly action: 'CREATE' | 'UPDATE';
  readonly actor: string;
  readonly at: Date;
  readonly changes: Readonly<Record<string, unknown>>;
  readonly spanId: string;
}

interface StoredRow {
  readonly id: number;
  readonly resource: string;
  readonly tenantId: number | null;
  readonly createdAt: Date;
  readonly data: Readonly<Record<string, unknown>>;
}

/** How often a kind of field is the one changed: statuses, amounts and dates before switches. */
const changeWeights: Readonly<Record<FieldChange['kind'], number>> = {
  choice: 4,
  number: 3,
  text: 3,
  toggle: 1,
};

/** The fields in the order a change tries them: a weighted shuffle (Efraimidis–Spirakis). */
function preferred(rng: Random, fields: ReadonlyMap<string, FieldChange>): string[] {
  return [...fields.entries()]
    .map(([name, change]) => [name, rng.next() ** (1 / changeWeights[change.kind])] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([name]) => name);
}

/** A record's fields but one. */
const without = (fields: Readonly<Record<string, unknown>>, name: string) =>
  Object.fromEntries(Object.entries(fields).filter(([field]) => field !== name));

/** Working hours in China (01:00–10:59 UTC) of the day of `at`, when that keeps it in its span. */
function duringWork(rng: Random, at: number, after: number, before: number): number {
  const day = new Date(at);
  day.setUTCHours(rng.int(1, 10), rng.int(0, 59), rng.int(0, 59), rng.int(0, 999));
  const time = day.getTime();
  return time > after && time < before ? time : at;
}

/**
 * The history of one stored record: CREATE at its creation (when `created`), then `updates` changes
 * at increasing times up to `now`, each by a staff account that may make it. Changes that no account
 * may make, or that would leave the record invalid at some point, are not drawn.
 */
export function historyOfRecord(
  rng: Random,
  record: StoredRow,
  resource: ResourceDescriptor,
  options: {
    readonly created: boolean;
    readonly updates: number;
    readonly now: Date;
    readonly actors: readonly Actor[];
    readonly fields: ReadonlyMap<string, FieldChange>;
  },
): SeededHistoryEntry[] {
  const { now, fields } = options;
  const writers = options.actors.filter(
    (actor) =>
      actor.has(resource.permissions.write) &&
      (actor.tenantId === null || actor.tenantId === record.tenantId),
  );
  if (writers.length === 0) return [];
  // Staff whose job the resource is change it more often than the super administrator.
  const pick = (candidates: readonly Actor[]) =>
    rng.weighted(candidates.map((actor) => [actor, actor.superAdmin ? 1 : 4] as const));
  const spanId = () => rng.chars('0123456789abcdef', 16);

  const start = options.created
    ? record.createdAt.getTime()
    : Math.max(record.createdAt.getTime(), now.getTime() - HISTORY_DAYS * DAY);
  const span = now.getTime() - start;
  const times =
    span < 3600_000
      ? []
      : Array.from({ length: options.updates }, () => start + Math.sqrt(rng.next()) * span)
          .map((time) => duringWork(rng, time, start, now.getTime()))
          .sort((a, b) => a - b);

  // From the stored record back: each change's `before` is the state the one before it left.
  let state: Record<string, unknown> = { ...record.data };
  const updates: SeededHistoryEntry[] = [];
  for (const time of [...times].reverse()) {
    const actor = pick(writers);
    const changes: Record<string, [unknown, unknown]> = {};
    const wanted = rng.chance(0.7) ? 1 : 2;
    for (const name of preferred(rng, fields)) {
      if (Object.keys(changes).length >= wanted) break;
      const change = fields.get(name);
      if (!change || name in changes) continue;
      const after = state[name];
      const before = earlierValue(rng, change, after);
      if (before === NONE) continue;
      const earlier: Record<string, unknown> =
        before === undefined ? without(state, name) : { ...state, [name]: before };
      if (!resource.schema.safeParse(earlier).success) continue;
      if (guardsMet(resource.guards, earlier, state).some((guard) => !actor.has(guard.authority))) continue;
      changes[name] = [before ?? null, after ?? null];
      state = earlier;
    }
    if (Object.keys(changes).length === 0) continue;
    updates.unshift({
      resource: resource.name,
      recordId: record.id,
      action: 'UPDATE',
      actor: actor.login,
      at: new Date(time),
      changes,
      spanId: spanId(),
    });
  }
  if (!options.created) return updates;
  const creators = writers.filter((actor) =>
    guardsMet(resource.guards, undefined, state).every((guard) => actor.has(guard.authority)),
  );
  if (creators.length === 0) return updates;
  return [
    {
      resource: resource.name,
      recordId: record.id,
      action: 'CREATE',
      actor: pick(creators).login,
      at: record.createdAt,
      changes: state,
      spanId: spanId(),
    },
    ...updates,
  ];
}

// ---------------------------------------------------------------------------------------------
// The seed's history

const byName = new Map<string, ResourceDescriptor>(
  Object.values(resourceCatalogue).map((resource) => [resource.name, resource]),
);

/**
 * Writes the history of a share of the stored records (see the top of this file) and brings the
 * records' audit columns in line with it: who created and last changed them, when, and their
 * version (one more per change). Entries are written oldest first, so ids follow time as they do
 * for live writes. Returns the number of records with a history and of entries.
 */
export async function seedHistory(
  db: Queryable,
  options: { readonly now: Date; readonly seed: string; readonly tenantIds: ReadonlyMap<string, number> },
): Promise<{ records: number; entries: number }> {
  const { now } = options;
  const rng = new Random(`${options.seed}/history`);
  const actors = staffActors(options.tenantIds);
  const since = now.getTime() - HISTORY_DAYS * DAY;

  // Which records have a history, and how many changes, from their ids and creation times alone.
  const { rows: candidates } = await db.query<{ id: number; created_at: Date }>(
    `select id, created_at from resource_record
      where created_at < $1 and resource <> all($2::text[]) order by id`,
    [now, [...machineWritten]],
  );
  const plans = new Map<number, { created: boolean; updates: number }>();
  for (const candidate of candidates) {
    const created = candidate.created_at.getTime() >= since;
    if (!rng.chance(created ? CREATED_SHARE : CHANGED_SHARE)) continue;
    const updates = created
      ? rng.weighted([
          [0, 40],
          [1, 30],
          [2, 20],
          [3, 10],
        ] as const)
      : rng.weighted([
          [1, 70],
          [2, 30],
        ] as const);
    plans.set(candidate.id, { created, updates });
  }

  const fieldsOf = new Map<string, Map<string, FieldChange>>();
  const entries: SeededHistoryEntry[] = [];
  /** The binding of each record, which its entries keep (`migrations/0006`). */
  const bindings = new Map<number, { tenantId: number | null; companyId: number | null }>();
  const ids = [...plans.keys()];
  for (let start = 0; start < ids.length; start += BATCH) {
    const { rows } = await db.query<{
      id: number;
      resource: string;
      tenant_id: number | null;
      company_id: number | null;
      created_at: Date;
      data: Record<string, unknown>;
    }>(
      'select id, resource, tenant_id, company_id, created_at, data from resource_record where id = any($1::bigint[]) order by id',
      [ids.slice(start, start + BATCH)],
    );
    for (const row of rows) {
      const resource = byName.get(row.resource);
      const plan = plans.get(row.id);
      if (!resource || !plan || machineWritten.has(resource.name)) continue;
      bindings.set(row.id, { tenantId: row.tenant_id, companyId: row.company_id });
      let fields = fieldsOf.get(resource.name);
      if (!fields) {
        fields = changeableFields(resource);
        fieldsOf.set(resource.name, fields);
      }
      entries.push(
        ...historyOfRecord(
          rng.fork(`record:${row.id}`),
          {
            id: row.id,
            resource: row.resource,
            tenantId: row.tenant_id,
            createdAt: row.created_at,
            data: row.data,
          },
          resource,
          { ...plan, now, actors, fields },
        ),
      );
    }
  }

  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || a.recordId - b.recordId);
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH).map((entry) => ({
      resource: entry.resource,
      recordId: entry.recordId,
      action: entry.action,
      actor: entry.actor,
      at: entry.at.toISOString(),
      changes: entry.changes,
      spanId: entry.spanId,
      tenantId: bindings.get(entry.recordId)?.tenantId ?? null,
      companyId: bindings.get(entry.recordId)?.companyId ?? null,
    }));
    await db.query(
      `insert into resource_history (resource, record_id, action, actor, at, changes, span_id, tenant_id, company_id)
       select e->>'resource', (e->>'recordId')::bigint, e->>'action', e->>'actor', (e->>'at')::timestamptz,
              e->'changes', e->>'spanId', (e->>'tenantId')::bigint, (e->>'companyId')::bigint
         from jsonb_array_elements($1::jsonb) with ordinality as t(e, n) order by n`,
      [JSON.stringify(batch)],
    );
  }

  // The records' audit columns: the creator, the last change and the version it left.
  const audit = new Map<
    number,
    { createdBy: string | null; updatedBy: string; updatedAt: Date; version: number }
  >();
  for (const entry of entries) {
    const current = audit.get(entry.recordId);
    const created = entry.action === 'CREATE';
    audit.set(entry.recordId, {
      createdBy: created ? entry.actor : (current?.createdBy ?? null),
      updatedBy: entry.actor,
      updatedAt: entry.at,
      version: (current?.version ?? 1) + (created ? 0 : 1),
    });
  }
  const records = [...audit.entries()];
  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    await db.query(
      `update resource_record r
          set created_by = coalesce(v.created_by, r.created_by), updated_by = v.updated_by,
              updated_at = v.updated_at, version = v.version
         from unnest($1::bigint[], $2::text[], $3::text[], $4::timestamptz[], $5::int[])
           as v(id, created_by, updated_by, updated_at, version)
        where r.id = v.id`,
      [
        batch.map(([id]) => id),
        batch.map(([, value]) => value.createdBy),
        batch.map(([, value]) => value.updatedBy),
        batch.map(([, value]) => value.updatedAt),
        batch.map(([, value]) => value.version),
      ],
    );
  }
  return { records: audit.size, entries: entries.length };
}
