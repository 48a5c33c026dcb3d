import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { defineResource, fieldKind, type ResourceDefinitionInput, type ResourceScope } from './define';

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
