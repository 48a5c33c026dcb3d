import {
  companyResource,
  departmentPositionResource,
  departmentResource,
  pageQuerySchema,
  userGroupResource,
  type DepartmentLookup,
  type DepartmentMatchLookup,
  type DepartmentPositionLookup,
  type Page,
  type ResourceRecord,
  type UserGroupLookup,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../db';
import { badRequest, notFound } from '../../../http/errors';
import type { Principal } from '../../../http/principal';
import { route } from '../../../http/route';
import { applyScope, assertTenantAccess, fieldExpression, Where } from '../../../resources/engine';
import {
  keywordParam,
  listLookup,
  lookupTenant,
  mapPage,
  optionalParam,
  orNull,
  requiredLookupTenant,
  tenantIdParam,
} from '../tenant/shared';
import { companyIdParam, listUnpaged, lookupRoute, oidParam, recordByOid, selectRecords } from './records';

type DepartmentRecord = ResourceRecord<typeof departmentResource>;

const DEPARTMENT_ORDER = 'name,asc';
/** Deeper than any real organisation: it stops a walk up a parent chain that loops. */
const MAX_DEPARTMENT_DEPTH = 64;

const department = (field: string, alias: string) => fieldExpression(departmentResource, field, alias);

/** The departments among `departments` that have enabled children the principal may see. */
async function departmentsWithChildren(
  db: Queryable,
  principal: Principal,
  departments: readonly DepartmentRecord[],
): Promise<Set<string>> {
  if (departments.length === 0) return new Set();
  const where = new Where();
  where
    .add(`c.resource = ${where.param(departmentResource.name)}`)
    .add(`p.oid = any(${where.param(departments.map((record) => record.oid))}::uuid[])`)
    .add(department('enabled', 'c'));
  applyScope(where, departmentResource, principal, 'c');
  // A child names its parent by OID; it must also be of the parent's tenant to count.
  const { rows } = await db.query<{ oid: string }>(
    `select distinct p.oid::text as oid from resource_record c
       join resource_record p on p.resource = c.resource and p.oid::text = ${department('parentOid', 'c')}
        and p.tenant_id = c.tenant_id
     ${where}`,
    where.params,
  );
  return new Set(rows.map((row) => row.oid));
}

async function departmentLookups(
  db: Queryable,
  principal: Principal,
  departments: readonly DepartmentRecord[],
): Promise<DepartmentLookup[]> {
  const withChildren = await departmentsWithChildren(db, principal, departments);
  return departments.map((record) => ({
    departmentOID: record.oid,
    id: record.id,
    name: record.name,
    code: record.code,
    parentDepartmentOID: record.parentOid ?? null,
    managerName: orNull(record.managerName),
    tenantId: record.tenantId,
    companyId: record.companyId,
    hasChildren: withChildren.has(record.oid),
  }));
}

/** The ancestors of each department, from its root down to its parent, within its tenant. */
async function ancestorsOf(
  db: Queryable,
  departments: readonly DepartmentRecord[],
): Promise<Map<string, { departmentOID: string; name: string }[]>> {
  const paths = new Map(departments.map((record) => [record.oid, [] as DepartmentMatchLookup['path']]));
  if (departments.length === 0) return paths;
  const { rows } = await db.query<{ start: string; oid: string; name: string }>(
    `with recursive ancestor (start, oid, name, parent, tenant_id, depth) as (
       select m.oid, p.oid, ${department('name', 'p')}, ${department('parentOid', 'p')}, p.tenant_id, 1
         from resource_record m
         join resource_record p on p.resource = m.resource and p.oid::text = ${department('parentOid', 'm')}
          and p.tenant_id = m.tenant_id
        where m.resource = $1 and m.oid = any($2::uuid[])
       union all
       select a.start, p.oid, ${department('name', 'p')}, ${department('parentOid', 'p')}, p.tenant_id, a.depth + 1
         from ancestor a
         join resource_record p on p.resource = $1 and p.oid::text = a.parent and p.tenant_id = a.tenant_id
        where a.depth < $3
     )
     select start::text as start, oid::text as oid, name from ancestor order by start, depth desc`,
    [departmentResource.name, departments.map((record) => record.oid), MAX_DEPARTMENT_DEPTH],
  );
  for (const row of rows) paths.get(row.start)?.push({ departmentOID: row.oid, name: row.name });
  return paths;
}

const tenantCompanyQuery = z.object({ tenantId: optionalParam(tenantIdParam), companyId: companyIdParam });

/**
 * The staff-structure lookups: department positions, the department tree (roots, children by
 * parent, a search by name with each match's path) and user groups.
 */
export function registerStaffLookups(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    ...lookupRoute('listDepartmentPositions'),
    query: tenantCompanyQuery.extend({ departmentOID: optionalParam(oidParam), keyword: keywordParam }),
    handler: async ({ query, principal, reply }): Promise<DepartmentPositionLookup[]> => {
      const { records: positions } = await listUnpaged(db, reply, departmentPositionResource, principal, {
        sort: 'positionCode,asc',
        keyword: query.keyword,
        filters: {
          tenantId: requiredLookupTenant(principal, query.tenantId),
          companyId: query.companyId,
          departmentOid: query.departmentOID,
          enabled: true,
        },
      });
      return positions.map((position) => ({
        positionCode: position.positionCode,
        id: position.id,
        positionName: position.positionName,
        departmentOID: position.departmentOid ?? null,
        tenantId: position.tenantId,
        companyId: position.companyId,
      }));
    },
  });

  route(app, {
    ...lookupRoute('listRootDepartments'),
    query: tenantCompanyQuery,
    handler: async ({ query, principal, reply }): Promise<DepartmentLookup[]> => {
      const tenantId = requiredLookupTenant(principal, query.tenantId);
      const { records, total } = await selectRecords(
        db,
        departmentResource,
        principal,
        (where) => {
          where
            .add(`r.tenant_id = ${where.param(tenantId)}`)
            .add(`${department('parentOid', 'r')} is null`)
            .add(department('enabled', 'r'));
          if (query.companyId !== undefined) where.add(`r.company_id = ${where.param(query.companyId)}`);
        },
        DEPARTMENT_ORDER,
      );
      reply.header('X-Total-Count', String(total));
      return departmentLookups(db, principal, records);
    },
  });

  route(app, {
    ...lookupRoute('listChildDepartments'),
    params: z.object({ departmentOID: oidParam }),
    handler: async ({ params, principal, reply }): Promise<DepartmentLookup[]> => {
      const parent = await recordByOid(db, departmentResource, principal, params.departmentOID);
      const { records } = await listUnpaged(db, reply, departmentResource, principal, {
        sort: DEPARTMENT_ORDER,
        filters: { tenantId: parent.tenantId, parentOid: parent.oid, enabled: true },
      });
      return departmentLookups(db, principal, records);
    },
  });

  route(app, {
    ...lookupRoute('searchDepartmentsLike'),
    query: pageQuerySchema
      .pick({ page: true, size: true })
      .extend({ name: z.string().trim().min(1).max(60) })
      .extend(tenantCompanyQuery.shape),
    handler: async ({ query, principal }): Promise<Page<DepartmentMatchLookup>> => {
      const page = await listLookup(db, departmentResource, principal, {
        page: query.page,
        size: query.size,
        sort: DEPARTMENT_ORDER,
        keyword: query.name,
        filters: {
          tenantId: lookupTenant(principal, query.tenantId),
          companyId: query.companyId,
          enabled: true,
        },
      });
      return mapPage(page, async (records) => {
        const [lookups, paths] = await Promise.all([
          departmentLookups(db, principal, records),
          ancestorsOf(db, records),
        ]);
        return lookups.map((lookup) => ({ ...lookup, path: paths.get(lookup.departmentOID) ?? [] }));
      });
    },
  });

  route(app, {
    ...lookupRoute('listCompanyUserGroups'),
    query: z.object({ companyId: companyIdParam }),
    handler: async ({ query, principal, reply }): Promise<UserGroupLookup[]> => {
      const companyId = query.companyId ?? (principal.tenantId === null ? undefined : principal.companyId);
      if (companyId === undefined || companyId === null)
        throw badRequest([{ field: 'companyId', messageId: 'LOOKUP_COMPANY_REQUIRED' }]);
      // Read unscoped to tell another tenant's company (403) from one that does not exist (404).
      const {
        records: [company],
      } = await selectRecords(db, companyResource, null, (where) =>
        where.add(`r.id = ${where.param(companyId)}`),
      );
      if (!company) throw notFound();
      assertTenantAccess(principal, company.tenantId);
      const { records: groups } = await listUnpaged(db, reply, userGroupResource, principal, {
        sort: 'name,asc',
        filters: { companyId, enabled: true },
      });
      return groups.map(userGroupLookupOf);
    },
  });

  route(app, {
    ...lookupRoute('searchUserGroups'),
    query: pageQuerySchema
      .pick({ page: true, size: true })
      .extend({ keyword: keywordParam })
      .extend(tenantCompanyQuery.shape),
    handler: async ({ query, principal }): Promise<Page<UserGroupLookup>> => {
      const page = await listLookup(db, userGroupResource, principal, {
        page: query.page,
        size: query.size,
        sort: 'name,asc',
        keyword: query.keyword,
        filters: {
          tenantId: lookupTenant(principal, query.tenantId),
          companyId: query.companyId,
          enabled: true,
        },
      });
      return mapPage(page, (groups) => groups.map(userGroupLookupOf));
    },
  });
}

function userGroupLookupOf(group: ResourceRecord<typeof userGroupResource>): UserGroupLookup {
  return {
    id: group.id,
    name: group.name,
    code: group.code,
    description: orNull(group.description),
    tenantId: group.tenantId,
    companyId: group.companyId,
  };
}
