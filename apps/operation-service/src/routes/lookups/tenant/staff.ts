import {
  companyResource,
  isStaffContactKeyword,
  pageQuerySchema,
  staffResource,
  tenantResource,
  USER_INFO_QUERY_TYPE,
  USERS_LIST_SIZE,
  type BackendUserLookup,
  type ResourceRecord,
  type StaffLookup,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../db';
import { badRequest, forbidden } from '../../../http/errors';
import type { ServiceLocale } from '../../../http/messages';
import { access, queryArray, queryBoolean, route } from '../../../http/route';
import { pageOf, Where, type Page } from '../../../resources/engine';
import {
  fieldById,
  keywordParam,
  listAll,
  listLookup,
  lookupPageQuery,
  lookupTenant,
  mapPage,
  optionalParam,
  orNull,
  requiredLookupTenant,
  tenantIdParam,
} from './shared';
import { loadEveryRoleGrant, roleNamesOf } from '../../../auth/principal';

type StaffRecord = ResourceRecord<typeof staffResource>;

/** ACTIVE, LEAVING, LEFT. */
const employeeStatus = staffResource.shape.status.unwrap();

/** Staff results name their tenant and company: two look-ups per page, not two per row. */
export async function toStaffLookups(db: Queryable, staff: StaffRecord[]): Promise<StaffLookup[]> {
  const [tenantNames, companyNames] = await Promise.all([
    fieldById(
      db,
      tenantResource,
      'tenantName',
      staff.map((employee) => employee.tenantId),
    ),
    fieldById(
      db,
      companyResource,
      'name',
      staff.map((employee) => employee.companyId),
    ),
  ]);
  return staff.map((employee) => ({
    id: employee.id,
    userOID: employee.oid,
    employeeID: employee.employeeID,
    fullName: employee.fullName,
    mobile: orNull(employee.mobile),
    email: orNull(employee.email),
    departmentName: orNull(employee.departmentName),
    position: orNull(employee.position),
    env: orNull(employee.env),
    tenantId: employee.tenantId,
    tenantName: tenantNames.get(employee.tenantId) ?? '',
    companyId: employee.companyId,
    companyName: companyNames.get(employee.companyId) ?? '',
    status: employee.status,
  }));
}

/** The staff pickers offer the employees one may still choose: those who have not left. */
const PICKABLE_STATUSES = employeeStatus.options.filter((status) => status !== 'LEFT');

const STAFF_ORDER = 'fullName,asc';

const backendUsersQuery = pageQuerySchema.omit({ sort: true }).extend({
  // The users selector asks for one page of 2000 (spec §9).
  size: z.coerce.number().int().min(1).max(USERS_LIST_SIZE).default(USERS_LIST_SIZE),
  keyword: keywordParam,
  enabled: optionalParam(queryBoolean),
});

interface BackendUserRow {
  id: number;
  login: string;
  name: string;
  email: string | null;
  mobile: string | null;
  roles: string[];
  enabled: boolean;
  total: number;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

async function listBackendUsers(
  db: Queryable,
  query: z.infer<typeof backendUsersQuery>,
  locale: ServiceLocale,
): Promise<Page<BackendUserLookup>> {
  // Tenant-bound roles (as their authority-role records say, custom and disabled ones included)
  // belong to customers' accounts, which are not back-office users.
  const grants = await loadEveryRoleGrant(db);
  const tenantBound = grants.filter((grant) => grant.tenantBound).map((grant) => grant.code);
  const where = new Where();
  where.add(`not (a.roles && ${where.param(tenantBound)}::text[])`);
  if (query.keyword) {
    const pattern = where.param(`%${escapeLike(query.keyword)}%`);
    where.add(
      `(a.name ilike ${pattern} or a.login ilike ${pattern} or a.email ilike ${pattern} or a.mobile ilike ${pattern})`,
    );
  }
  if (query.enabled !== undefined) where.add(`a.enabled = ${where.param(query.enabled)}`);
  const filtered = where.params.length;
  const { rows } = await db.query<BackendUserRow>(
    `select a.id, a.login, a.name, a.email, a.mobile, a.roles, a.enabled, count(*) over () as total
       from account a ${where} order by a.name, a.id
      limit ${where.param(query.size)} offset ${where.param(query.page * query.size)}`,
    where.params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 0) {
    // Past the last page: the window count is not there to read, so count.
    const counted = await db.query<{ total: number }>(
      `select count(*) as total from account a ${where}`,
      where.params.slice(0, filtered),
    );
    total = counted.rows[0]?.total ?? 0;
  }
  const content = rows.map((row) => ({
    id: row.id,
    login: row.login,
    name: row.name,
    email: row.email,
    telephone: row.mobile,
    roles: row.roles,
    rolesName: roleNamesOf(row.roles, grants, locale),
    enabled: row.enabled,
  }));
  return pageOf(content, Number(total), query.page, query.size);
}

/** The staff lookups (employees of the customer tenants) and the users selector (back-office accounts). */
export async function registerStaffLookupRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  const staffAccess = access.anyOf(staffResource.permissions.read);

  route(app, {
    method: 'GET',
    url: '/api/tenant/common/query',
    access: staffAccess,
    query: lookupPageQuery.extend({
      queryType: z.enum([USER_INFO_QUERY_TYPE]),
      tenantId: optionalParam(tenantIdParam),
      status: optionalParam(queryArray(employeeStatus)),
    }),
    summary: 'The data query of customer service over staff: anyone by keyword, left staff included.',
    handler: async ({ query, principal }) => {
      const page = await listLookup(db, staffResource, principal, {
        ...query,
        sort: query.sort ?? STAFF_ORDER,
        filters: { tenantId: lookupTenant(principal, query.tenantId), status: query.status },
      });
      return mapPage(page, (staff) => toStaffLookups(db, staff));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/user/search/by/keyword',
    access: staffAccess,
    query: lookupPageQuery,
    summary: 'Staff who have not left, by name, employee ID, e-mail or mobile.',
    handler: async ({ query, principal }) => {
      const page = await listLookup(db, staffResource, principal, {
        ...query,
        sort: query.sort ?? STAFF_ORDER,
        filters: { tenantId: lookupTenant(principal, undefined), status: PICKABLE_STATUSES },
      });
      return mapPage(page, (staff) => toStaffLookups(db, staff));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/user/search/by/tenantId/keyword',
    access: staffAccess,
    query: lookupPageQuery.extend({ tenantId: optionalParam(tenantIdParam) }),
    summary: 'Staff of one tenant who have not left, by name, employee ID, e-mail or mobile.',
    handler: async ({ query, principal }) => {
      const page = await listLookup(db, staffResource, principal, {
        ...query,
        sort: query.sort ?? STAFF_ORDER,
        filters: {
          tenantId: requiredLookupTenant(principal, query.tenantId),
          status: PICKABLE_STATUSES,
        },
      });
      return mapPage(page, (staff) => toStaffLookups(db, staff));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/user/search/mobile/email',
    access: staffAccess,
    query: z.object({
      keyword: z.string().max(254).optional(),
      tenantId: optionalParam(tenantIdParam),
    }),
    summary: 'The staff picker: the staff with exactly this e-mail address or mobile number.',
    handler: async ({ query, principal }) => {
      // Spec §5: the keyword is an e-mail address or a mobile number, filled before searching.
      const keyword = query.keyword?.trim() ?? '';
      if (!isStaffContactKeyword(keyword)) {
        throw badRequest([{ field: 'keyword', messageId: 'LOOKUP_STAFF_KEYWORD_INVALID' }]);
      }
      const staff = await listAll(db, staffResource, principal, {
        sort: STAFF_ORDER,
        filters: {
          tenantId: lookupTenant(principal, query.tenantId),
          status: PICKABLE_STATUSES,
          ...(keyword.includes('@') ? { email: keyword } : { mobile: keyword }),
        },
      });
      return toStaffLookups(db, staff);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/getUsers',
    // The provider's back-office accounts are picked on tenant work (owners, assignees): every staff
    // role of the provider holds tenant:read, and no customer's account does.
    access: access.anyOf('tenant:read', 'admin:read'),
    query: backendUsersQuery,
    summary: "The users selector: the provider's back-office accounts with name and id.",
    handler: ({ query, principal, locale }) => {
      // A customer's account never lists the provider's staff, whatever else it may read.
      if (principal.tenantId !== null) throw forbidden();
      return listBackendUsers(db, query, locale);
    },
  });
}
