import type { z } from 'zod';
import type { Authority } from '../permissions';
import { recordMetaSchema } from '../schemas/common';
import type { FieldDescriptions } from './describe';

/** How a list filter compares: equality, substring (case-insensitive), one of many, or a range. */
export type FilterKind = 'eq' | 'contains' | 'in' | 'range';

/**
 * How records are bound: `global` records belong to the provider; `tenant` records carry `tenantId`
 * and a tenant-bound user sees only its own tenant's; `company` records also carry `companyId`, and
 * in company mode a tenant-bound user sees only its own company's.
 */
export type ResourceScope = 'global' | 'tenant' | 'company';

export interface ResourcePermissions {
  readonly read: Authority;
  readonly write: Authority;
  readonly delete: Authority;
  readonly export: Authority;
  readonly import: Authority;
}

export type SortDirection = 'asc' | 'desc';

/** The names of a schema's fields. */
export type FieldOf<S extends z.ZodObject> = keyof S['shape'] & string;

/**
 * A workflow step with its own authority: writing `field` to one of `values` (any value when
 * absent) needs `authority`, beyond the resource's write authority. With `from`, only a change from
 * one of those values is guarded (undoing a write-off), so creating a record never meets it.
 */
export interface ResourceGuard<F extends string = string> {
  readonly field: F;
  readonly values?: readonly unknown[];
  readonly from?: readonly unknown[];
  readonly authority: Authority;
}

/**
 * A resource with its field types erased: what the server's engine, the generic screens and any
 * code that handles every resource alike work with.
 */
export interface ResourceDescriptor {
  /** The resource's name in URLs: `/api/resources/<name>`. Lower-case words joined by dashes. */
  readonly name: string;
  /** The fields a user writes. */
  readonly schema: z.ZodType<Record<string, unknown>>;
  /** The schema of each field, by name. */
  readonly shape: Readonly<Record<string, z.ZodType>>;
  readonly scope: ResourceScope;
  readonly permissions: ResourcePermissions;
  /** The field that names a record (in history, pickers, messages). */
  readonly title: string;
  /** Fields searched by the `keyword` parameter. */
  readonly keyword: readonly string[];
  readonly filters: Readonly<Partial<Record<string, FilterKind>>>;
  readonly sortable: readonly string[];
  /** Sets of fields unique together (within the tenant for tenant and company records). */
  readonly unique: readonly (readonly string[])[];
  readonly defaultSort: { readonly field: string; readonly direction: SortDirection };
  readonly exportable: boolean;
  readonly importable: boolean;
  /** The field values only a further authority may write (approve, audit, publish...). */
  readonly guards: readonly ResourceGuard[];
  /** What each field means to people: label, kind, enum words, reference... (see `describe.ts`). */
  readonly fields: FieldDescriptions;
}

/** A resource with the types of its fields: what `defineResource` gives. */
export interface ResourceDefinition<S extends z.ZodObject> extends ResourceDescriptor {
  readonly schema: S;
  readonly shape: S['shape'];
  readonly title: FieldOf<S>;
  readonly keyword: readonly FieldOf<S>[];
  readonly filters: Readonly<Partial<Record<FieldOf<S>, FilterKind>>>;
  readonly sortable: readonly FieldOf<S>[];
  readonly unique: readonly (readonly FieldOf<S>[])[];
  readonly defaultSort: {
    readonly field: FieldOf<S> | 'id' | 'updatedAt';
    readonly direction: SortDirection;
  };
  readonly guards: readonly ResourceGuard<FieldOf<S>>[];
  readonly fields: FieldDescriptions<FieldOf<S>>;
}

export interface ResourceDefinitionInput<S extends z.ZodObject> {
  readonly name: string;
  readonly schema: S;
  readonly scope: ResourceScope;
  /** `read` and `write` are needed; delete, export and import default to write, read and write. */
  readonly permissions: Pick<ResourcePermissions, 'read' | 'write'> & Partial<ResourcePermissions>;
  readonly title: FieldOf<S>;
  readonly keyword?: readonly FieldOf<S>[];
  readonly filters?: Readonly<Partial<Record<FieldOf<S>, FilterKind>>>;
  readonly sortable?: readonly FieldOf<S>[];
  readonly unique?: readonly (readonly FieldOf<S>[])[];
  readonly defaultSort?: ResourceDefinition<S>['defaultSort'];
  readonly exportable?: boolean;
  readonly importable?: boolean;
  readonly guards?: readonly ResourceGuard<FieldOf<S>>[];
  /** What each field means to people; every field of the schema should have one. */
  readonly fields?: FieldDescriptions<FieldOf<S>>;
}

/** The kind of value a field holds, read from its zod schema (optional, nullable and defaults unwrapped). */
export type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'unknown';

interface ZodInternals {
  _zod: { def: { type: string; innerType?: ZodInternals; in?: ZodInternals; values?: unknown[] } };
}

export function fieldKind(schema: z.ZodType): FieldKind {
  let def = (schema as unknown as ZodInternals)._zod.def;
  // Optional, nullable, default and pipes wrap the schema that says what the value is.
  for (let inner = def.innerType ?? def.in; inner; inner = def.innerType ?? def.in) def = inner._zod.def;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'enum':
    case 'array':
    case 'object':
      return def.type;
    case 'int':
      return 'number';
    case 'literal':
      return typeof def.values?.[0] === 'number'
        ? 'number'
        : typeof def.values?.[0] === 'boolean'
          ? 'boolean'
          : 'string';
    case 'union':
      return 'unknown';
    default:
      return 'unknown';
  }
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/* @__NO_SIDE_EFFECTS__ */
export function defineResource<S extends z.ZodObject>(
  input: ResourceDefinitionInput<S>,
): ResourceDefinition<S> {
  if (!NAME.test(input.name))
    throw new Error(`Resource name "${input.name}" must be lower-case words joined by dashes.`);
  const shape = input.schema.shape as Record<string, unknown>;
  const needs =
    input.scope === 'company' ? ['tenantId', 'companyId'] : input.scope === 'tenant' ? ['tenantId'] : [];
  for (const field of needs) {
    if (!shape[field])
      throw new Error(`Resource "${input.name}" is ${input.scope}-scoped and needs a ${field} field.`);
  }
  const known = new Set(Object.keys(shape));
  // The API answers a record as its fields plus id, oid, version and the audit fields: a field of
  // the same name would be hidden by them (and `version` would be taken as the optimistic lock).
  for (const field of Object.keys(recordMetaSchema.shape)) {
    if (known.has(field))
      throw new Error(
        `Resource "${input.name}" has a field "${field}", which is the name of a record's meta field.`,
      );
  }
  const named = [
    input.title,
    ...(input.keyword ?? []),
    ...Object.keys(input.filters ?? {}),
    ...(input.sortable ?? []),
    ...(input.unique ?? []).flat(),
    ...Object.keys(input.fields ?? {}),
  ];
  for (const field of named) {
    if (!known.has(field)) throw new Error(`Resource "${input.name}" names an unknown field "${field}".`);
  }
  for (const guard of input.guards ?? []) checkGuard(input.name, shape, guard);
  const { read, write } = input.permissions;
  return {
    name: input.name,
    schema: input.schema,
    shape: input.schema.shape,
    scope: input.scope,
    permissions: {
      read,
      write,
      delete: input.permissions.delete ?? write,
      export: input.permissions.export ?? read,
      import: input.permissions.import ?? write,
    },
    title: input.title,
    keyword: input.keyword ?? [input.title],
    filters: input.filters ?? ({} as ResourceDefinition<S>['filters']),
    sortable: input.sortable ?? [input.title],
    unique: input.unique ?? [],
    defaultSort: input.defaultSort ?? { field: 'id', direction: 'desc' },
    exportable: input.exportable ?? true,
    importable: input.importable ?? false,
    guards: input.guards ?? [],
    fields: input.fields ?? ({} as ResourceDefinition<S>['fields']),
  };
}

/** Refuses a guard on a meta or unknown field, with an empty list, or with a value the field cannot hold. */
function checkGuard(resource: string, shape: Record<string, unknown>, guard: ResourceGuard): void {
  const { field } = guard;
  if (Object.keys(recordMetaSchema.shape).includes(field))
    throw new Error(`Resource "${resource}" guards "${field}", a record's meta field, which no one writes.`);
  if (!Object.keys(shape).includes(field))
    throw new Error(`Resource "${resource}" guards an unknown field "${field}".`);
  const schema = shape[field] as z.ZodType;
  for (const [list, values] of [
    ['values', guard.values],
    ['from', guard.from],
  ] as const) {
    if (values === undefined) continue;
    if (values.length === 0)
      throw new Error(`Resource "${resource}" guards "${field}" with an empty ${list} list.`);
    for (const value of values) {
      if (!schema.safeParse(value).success)
        throw new Error(
          `Resource "${resource}" guards "${field}" with ${JSON.stringify(value)}, which the field cannot hold.`,
        );
    }
  }
}

/** Equal as stored: JSON values, with a missing value and null alike. */
const sameValue = (left: unknown, right: unknown) =>
  JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/**
 * The guards a write meets: those whose field it sets (creating, `before` undefined) or changes
 * (updating) to a guarded value (for a guard without `values`, any value set, changed or cleared),
 * from a guarded value for a guard with `from`. The server refuses the write unless the caller holds
 * each one's authority; the console offers a workflow step on the same terms.
 */
export function guardsMet(
  resource: Pick<ResourceDescriptor, 'guards'>,
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>>,
): ResourceGuard[] {
  const among = (values: readonly unknown[], value: unknown) =>
    values.some((candidate) => sameValue(candidate, value));
  return resource.guards.filter((guard) => {
    const next = after[guard.field];
    if (!before) {
      // Creating: nothing changes from a value, and an empty field is not written.
      if (guard.from || sameValue(next, null)) return false;
      return !guard.values || among(guard.values, next);
    }
    const previous = before[guard.field];
    if (sameValue(previous, next)) return false;
    if (guard.values && !among(guard.values, next)) return false;
    return !guard.from || among(guard.from, previous);
  });
}

/** The schema of a stored record as the API answers it: its fields plus id, oid, version and audit times. */
export function recordSchema<S extends z.ZodObject>(definition: ResourceDefinition<S>) {
  return definition.schema.extend(recordMetaSchema.shape);
}

export type ResourceRecord<D extends ResourceDescriptor> = z.infer<D['schema']> &
  z.infer<typeof recordMetaSchema>;
