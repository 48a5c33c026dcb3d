import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  defineResource,
  fieldKind,
  guardsMet,
  type ResourceDefinitionInput,
  type ResourceGuard,
  type ResourceScope,
} from './define';

const schema = z.object({ tenantId: z.number(), companyId: z.number(), name: z.string(), code: z.string() });

const permissions = { read: 'finance:read', write: 'finance:write' } as const;

const base: ResourceDefinitionInput<typeof schema> = {
  name: 'cost-center',
  scope: 'company',
  schema,
  permissions,
  title: 'name',
};

/** The base definition on another schema and scope. */
const on = <S extends z.ZodObject<{ name: z.ZodString }>>(fields: S, scope: ResourceScope) =>
  defineResource({ name: 'cost-center', scope, schema: fields, permissions, title: 'name' });

/** Passes a definition with a field name the schema does not have, as a caller without types could. */
const withUnknownField = (change: Record<string, unknown>) =>
  ({ ...base, ...change }) as ResourceDefinitionInput<typeof schema>;

describe('defineResource', () => {
  test.each(['CostCenter', 'cost_center', 'cost--center', '-cost', 'cost-', '1cost', 'cost center', ''])(
    'refuses the name %j, which is not lower-case words joined by dashes',
    (name) => {
      expect(() => defineResource({ ...base, name })).toThrow(/must be lower-case words joined by dashes/);
    },
  );

  test('accepts lower-case words and digits joined by dashes', () => {
    expect(defineResource({ ...base, name: 'level2-cost-center' }).name).toBe('level2-cost-center');
  });

  test.each([
    ['title', { title: 'label' }],
    ['keyword', { keyword: ['name', 'label'] }],
    ['filters', { filters: { label: 'eq' } }],
    ['sortable', { sortable: ['label'] }],
    ['unique', { unique: [['tenantId', 'label']] }],
  ])('refuses an unknown field named in %s', (_place, change) => {
    expect(() => defineResource(withUnknownField(change))).toThrow(
      'Resource "cost-center" names an unknown field "label".',
    );
  });

  test.each(['id', 'oid', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'])(
    'refuses a field named %s, the name of a meta field every record carries',
    (field) => {
      expect(() => on(z.object({ name: z.string(), [field]: z.string() }), 'global')).toThrow(
        `Resource "cost-center" has a field "${field}", which is the name of a record's meta field.`,
      );
    },
  );

  test('refuses a tenant-scoped resource without tenantId', () => {
    expect(() => on(schema.omit({ tenantId: true }), 'tenant')).toThrow(
      'Resource "cost-center" is tenant-scoped and needs a tenantId field.',
    );
  });

  test('refuses a company-scoped resource without companyId', () => {
    expect(() => on(schema.omit({ companyId: true }), 'company')).toThrow(
      'Resource "cost-center" is company-scoped and needs a companyId field.',
    );
  });

  test('refuses a company-scoped resource without tenantId', () => {
    expect(() => on(schema.omit({ tenantId: true }), 'company')).toThrow(
      'Resource "cost-center" is company-scoped and needs a tenantId field.',
    );
  });

  test('accepts a global resource without tenantId or companyId', () => {
    expect(on(schema.omit({ tenantId: true, companyId: true }), 'global').scope).toBe('global');
  });

  test('derives delete and import from write, and export from read, when they are not given', () => {
    expect(defineResource(base).permissions).toEqual({
      read: 'finance:read',
      write: 'finance:write',
      delete: 'finance:write',
      export: 'finance:read',
      import: 'finance:write',
    });
  });

  test('searches and sorts by the title, newest first, when nothing else is said', () => {
    const definition = defineResource(base);
    expect({
      keyword: definition.keyword,
      sortable: definition.sortable,
      defaultSort: definition.defaultSort,
      exportable: definition.exportable,
      importable: definition.importable,
    }).toEqual({
      keyword: ['name'],
      sortable: ['name'],
      defaultSort: { field: 'id', direction: 'desc' },
      exportable: true,
      importable: false,
    });
  });
});

describe('resource guards', () => {
  const statusSchema = schema.extend({
    status: z.enum(['DRAFT', 'AUDITED', 'REJECTED', 'WRITTEN_OFF']).default('DRAFT'),
    approver: z.string().optional(),
  });
  const guarded = (guards: readonly ResourceGuard<keyof typeof statusSchema.shape & string>[]) =>
    defineResource({
      name: 'cost-center',
      scope: 'company',
      schema: statusSchema,
      permissions,
      title: 'name',
      guards,
    });
  /** Passes a guard the types would refuse, as a caller without types could. */
  const withGuard = (guard: Record<string, unknown>) =>
    defineResource({ ...base, guards: [guard] } as unknown as ResourceDefinitionInput<typeof schema>);

  test('has no guards when none are declared', () => {
    expect(defineResource(base).guards).toEqual([]);
  });

  test('carries the declared guards on the descriptor', () => {
    const guards = [{ field: 'status', values: ['AUDITED'], authority: 'finance:audit' }] as const;
    expect(guarded(guards).guards).toEqual(guards);
  });

  test('refuses a guard on an unknown field', () => {
    expect(() => withGuard({ field: 'label', authority: 'finance:audit' })).toThrow(
      'Resource "cost-center" guards an unknown field "label".',
    );
  });

  test.each(['id', 'version', 'updatedBy'])('refuses a guard on the meta field %s', (field) => {
    expect(() => withGuard({ field, authority: 'finance:audit' })).toThrow(
      `Resource "cost-center" guards "${field}", a record's meta field, which no one writes.`,
    );
  });

  test.each(['values', 'from'])('refuses an empty %s list, which would guard nothing', (list) => {
    expect(() => withGuard({ field: 'code', [list]: [], authority: 'finance:audit' })).toThrow(
      `Resource "cost-center" guards "code" with an empty ${list} list.`,
    );
  });

  test('refuses a guarded value the field cannot hold', () => {
    expect(() =>
      guarded([{ field: 'status', values: ['APPROVED' as 'AUDITED'], authority: 'finance:audit' }]),
    ).toThrow('Resource "cost-center" guards "status" with "APPROVED", which the field cannot hold.');
  });

  describe('guardsMet', () => {
    const audit = { field: 'status', values: ['AUDITED', 'REJECTED'], authority: 'finance:audit' } as const;
    const undo = {
      field: 'status',
      values: ['DRAFT'],
      from: ['WRITTEN_OFF'],
      authority: 'finance:pay',
    } as const;
    const anyApprover = { field: 'approver', authority: 'finance:report' } as const;
    const resource = guarded([audit, undo, anyApprover]);
    const met = (before: Record<string, unknown> | undefined, after: Record<string, unknown>) =>
      guardsMet(resource, before, after).map((guard) => guard.authority);

    test('meets a guard when an update changes the field to a guarded value', () => {
      expect(met({ status: 'DRAFT' }, { status: 'AUDITED' })).toEqual(['finance:audit']);
    });

    test('does not meet it when the value stays what it was', () => {
      expect(met({ status: 'AUDITED' }, { status: 'AUDITED', name: 'renamed' })).toEqual([]);
    });

    test('does not meet it for a value it does not guard', () => {
      expect(met({ status: 'AUDITED' }, { status: 'WRITTEN_OFF' })).toEqual([]);
    });

    test('meets it when a record is created with a guarded value, and not with another', () => {
      expect(met(undefined, { status: 'REJECTED' })).toEqual(['finance:audit']);
      expect(met(undefined, { status: 'DRAFT' })).toEqual([]);
    });

    test('meets a guard with from only on a change from one of those values, never on create', () => {
      expect(met({ status: 'WRITTEN_OFF' }, { status: 'DRAFT' })).toEqual(['finance:pay']);
      expect(met({ status: 'REJECTED' }, { status: 'DRAFT' })).toEqual([]);
      expect(met(undefined, { status: 'DRAFT' })).toEqual([]);
    });

    test('meets a guard without values on any value set, changed or cleared', () => {
      expect(met(undefined, { approver: 'li' })).toEqual(['finance:report']);
      expect(met(undefined, {})).toEqual([]);
      expect(met({ approver: 'li' }, { approver: 'wang' })).toEqual(['finance:report']);
      expect(met({ approver: 'li' }, {})).toEqual(['finance:report']);
      expect(met({ approver: null }, {})).toEqual([]);
    });
  });
});

describe('fieldKind', () => {
  test.each([
    ['a string', 'string', z.string()],
    ['an optional string', 'string', z.string().optional()],
    ['a nullable number', 'number', z.number().int().nullable()],
    ['a boolean with a default', 'boolean', z.boolean().default(true)],
    [
      'an optional nullable enum with a default',
      'enum',
      z.enum(['A', 'B']).nullable().default('A').optional(),
    ],
    ['a transformed string, by its input', 'string', z.string().transform(Number)],
    ['a piped string', 'string', z.string().trim().pipe(z.email())],
    ['an optional piped string', 'string', z.string().pipe(z.string().min(1)).optional()],
    ['a coerced number', 'number', z.coerce.number()],
    ['a numeric literal', 'number', z.literal(1)],
    ['a boolean literal', 'boolean', z.literal(true)],
    ['a string literal', 'string', z.literal('x')],
    ['an array', 'array', z.array(z.string()).default([])],
    ['an object', 'object', z.object({ a: z.string() }).optional()],
    ['a union', 'unknown', z.union([z.literal(0), z.literal(1)])],
  ] as const)('reads %s as %s', (_label, kind, schema) => {
    expect(fieldKind(schema)).toBe(kind);
  });
});
