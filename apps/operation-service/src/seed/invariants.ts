import {
  referenceTargetOf,
  resourceCatalogue,
  type ReferenceTarget,
  type ResourceDescriptor,
} from '@opsdesk/api';
import type { Queryable } from '../db';
import { centsOf } from '../routes/orders';
import { seededFiles } from './attachments';
import { plannedOid, type SeedPlan } from './generate/plan';

// What every seeded world holds to, whatever its scale: the records are valid for their resources,
// their references name records that exist, their images and attachments are stored, the numbers the
// server makes carry their prefix, and an order totals its lines. The seed's tests check the stored
// test world and the demo world's plan with it.

/** One record of a seeded world, as stored (or as it would be stored). */
export interface SeededRecord {
  readonly resource: string;
  readonly id: number;
  readonly oid: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface SeededWorld {
  readonly records: readonly SeededRecord[];
  /** The OIDs of the stored attachments. */
  readonly attachments: ReadonlySet<string>;
}

const catalogue = resourceCatalogue as Readonly<Record<string, ResourceDescriptor>>;
const resourceNamed = (name: string): ResourceDescriptor | undefined => catalogue[name];

/**
 * The lookups that @opsdesk/api gives no target (contracts and orders are named by their codes):
 * what their fields store, as `describe.ts` says, so that those references are checked too.
 */
const codeLookups: Readonly<Record<string, ReferenceTarget>> = {
  contract: { resource: 'contract', valueField: 'contractCode', labelField: 'contractCode' },
  order: { resource: 'order', valueField: 'orderCode', labelField: 'orderCode' },
};

/** The records a reference field points at, if the check can find them (lookups of accounts: no). */
function targetOf(resource: ResourceDescriptor, field: string): ReferenceTarget | undefined {
  const reference = resource.fields[field]?.reference;
  if (!reference) return undefined;
  const target =
    referenceTargetOf(reference, resourceNamed) ??
    ('lookup' in reference ? codeLookups[reference.lookup] : undefined);
  return target && resourceNamed(target.resource) ? target : undefined;
}

/**
 * References that may name no record, and why: the customers' products know employees that their
 * staff lists lack (never imported, or removed since), and customer service reads such an
 * employee's name from these records themselves (the console's employee trace). A record whose
 * reference names no record must then name the employee, as every other record of theirs does.
 */
const untracked: Readonly<Record<string, { readonly field: string; readonly nameField: string }>> = {
  'cs-label-message': { field: 'userOID', nameField: 'employeeName' },
  'cs-ai-record': { field: 'userOID', nameField: 'employeeName' },
};

/** The values of a field: a list's items, a single value, nothing for an empty one. */
const valuesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((item) => item !== undefined && item !== null && item !== '')
    .map(String);

/** What one resource's fields ask of its records. */
interface FieldRules {
  readonly references: readonly (readonly [field: string, target: ReferenceTarget])[];
  readonly files: readonly string[];
  readonly generated: readonly (readonly [field: string, prefix: string])[];
}

function rulesOf(resource: ResourceDescriptor): FieldRules {
  const references: [string, ReferenceTarget][] = [];
  const files: string[] = [];
  const generated: [string, string][] = [];
  for (const [field, described] of Object.entries(resource.fields)) {
    if (!described) continue;
    const target = targetOf(resource, field);
    if (target) references.push([field, target]);
    if (described.kind === 'image' || described.kind === 'attachment') files.push(field);
    if (described.generated) generated.push([field, described.generated.prefix]);
  }
  return { references, files, generated };
}

/**
 * What is wrong with a seeded world, one line per problem (empty when it is sound):
 * - a record that its resource's schema rejects (a status or another enum value it does not have...);
 * - a reference field's value that names no record of its target;
 * - an image or attachment field's OID that names no stored attachment;
 * - a server-made number without its prefix;
 * - an order without lines, or whose total is not the sum of its lines' amounts (and a line of no order).
 */
export function seedProblems(world: SeededWorld): string[] {
  const problems: string[] = [];
  const byResource = new Map<string, SeededRecord[]>();
  for (const record of world.records) {
    const resource = resourceNamed(record.resource);
    if (!resource) {
      problems.push(`${record.resource}#${record.id}: a record of no resource`);
      continue;
    }
    const parsed = resource.schema.safeParse(record.data);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      problems.push(`${record.resource}#${record.id}: invalid (${issues.join('; ')})`);
    }
    const parsedData = parsed.success ? (parsed.data as Record<string, unknown>) : record.data;
    const records = byResource.get(record.resource) ?? [];
    records.push({ ...record, data: parsedData });
    byResource.set(record.resource, records);
  }

  const keys = new Map<string, Set<string>>();
  const keysOf = (target: ReferenceTarget): Set<string> => {
    const name = `${target.resource}.${target.valueField}`;
    let found = keys.get(name);
    if (!found) {
      found = new Set(
        (byResource.get(target.resource) ?? []).flatMap((record) =>
          target.valueField === 'id'
            ? [String(record.id)]
            : target.valueField === 'oid'
              ? [record.oid]
              : valuesOf(record.data[target.valueField]),
        ),
      );
      keys.set(name, found);
    }
    return found;
  };

  /** The records naming each untracked employee (by tenant and userOID), with the names they give. */
  const untrackedRecords = new Map<string, { readonly problem: string; readonly name: unknown }[]>();
  for (const [name, records] of byResource) {
    const resource = resourceNamed(name) as ResourceDescriptor;
    const rules = rulesOf(resource);
    const exception = untracked[name];
    for (const record of records) {
      const at = `${name}#${record.id}`;
      for (const [field, target] of rules.references) {
        const known = keysOf(target);
        for (const value of valuesOf(record.data[field])) {
          if (known.has(value)) continue;
          const problem = `${at}.${field}: ${value} names no ${target.resource} (${target.valueField})`;
          if (exception?.field !== field) {
            problems.push(problem);
            continue;
          }
          const key = `${String(record.data.tenantId)}/${value}`;
          const entries = untrackedRecords.get(key) ?? [];
          entries.push({ problem, name: record.data[exception.nameField] });
          untrackedRecords.set(key, entries);
        }
      }
      for (const field of rules.files)
        for (const value of valuesOf(record.data[field]))
          if (!world.attachments.has(value))
            problems.push(`${at}.${field}: ${value} is no stored attachment`);
      for (const [field, prefix] of rules.generated)
        for (const value of valuesOf(record.data[field]))
          if (!value.startsWith(prefix)) problems.push(`${at}.${field}: ${value} lacks its prefix ${prefix}`);
    }
  }

  for (const entries of untrackedRecords.values()) {
    const names = new Set(entries.map((entry) => entry.name));
    const [name] = names;
    if (names.size > 1 || typeof name !== 'string' || name === '')
      problems.push(...entries.map((entry) => `${entry.problem}, nor do its records name one employee`));
  }
  problems.push(...orderProblems(byResource.get('order') ?? [], byResource.get('order-line') ?? []));
  return problems;
}

/** Orders that have no lines or do not total them, and lines of no order (or of another tenant's). */
function orderProblems(orders: readonly SeededRecord[], lines: readonly SeededRecord[]): string[] {
  const problems: string[] = [];
  const linesOf = new Map<string, SeededRecord[]>();
  for (const line of lines) {
    const code = String(line.data.orderCode);
    const own = linesOf.get(code) ?? [];
    own.push(line);
    linesOf.set(code, own);
  }
  const orderCodes = new Set<string>();
  for (const order of orders) {
    const code = String(order.data.orderCode);
    orderCodes.add(code);
    const own = linesOf.get(code) ?? [];
    const at = `order#${order.id} ${code}`;
    if (own.length === 0) {
      problems.push(`${at}: no lines`);
      continue;
    }
    const total = own.reduce((sum, line) => sum + centsOf(Number(line.data.amount)), 0);
    const actual = centsOf(Number(order.data.actualAmount));
    if (total !== actual) problems.push(`${at}: totals ${actual / 100} but its lines ${total / 100}`);
    for (const line of own)
      if (line.data.tenantId !== order.data.tenantId)
        problems.push(
          `order-line#${line.id} of ${code}: of tenant ${String(line.data.tenantId)}, not the order's`,
        );
  }
  for (const line of lines)
    if (!orderCodes.has(String(line.data.orderCode)))
      problems.push(`order-line#${line.id}: of no order (${String(line.data.orderCode)})`);
  return problems;
}

/**
 * A plan's world without a database: each row as `writePlan` stores it (its refs as ids, numbered in
 * the order of the plan; its oid), and the attachments `seedAttachments` stores for it.
 */
export function plannedWorld(plan: SeedPlan): SeededWorld {
  const ids = new Map<string, number>();
  const records: SeededRecord[] = [];
  let place = 0;
  for (const { resource, rows } of plan.steps) {
    for (const row of rows) {
      const id = place + 1;
      const refs = Object.fromEntries(
        Object.entries(row.refs ?? {}).map(([field, key]) => [field, ids.get(key) ?? -1]),
      );
      if (row.key) ids.set(row.key, id);
      records.push({
        resource: resource.name,
        id,
        oid: plannedOid(plan, resource, row, place),
        data: { ...refs, ...(row.data as Record<string, unknown>) },
      });
      place += 1;
    }
  }
  return { records, attachments: new Set(seededFiles(plan).map((file) => file.oid)) };
}

/** The world a database holds: its records and the OIDs of its attachments. */
export async function storedWorld(db: Queryable): Promise<SeededWorld> {
  const { rows } = await db.query<{
    resource: string;
    id: number;
    oid: string;
    data: Record<string, unknown>;
  }>('select resource, id::int as id, oid::text as oid, data from resource_record order by id');
  const { rows: files } = await db.query<{ oid: string }>(
    'select attachment_oid::text as oid from attachment',
  );
  return { records: rows, attachments: new Set(files.map((file) => file.oid)) };
}
