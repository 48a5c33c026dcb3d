import {
  departmentResource,
  staffResource,
  type DepartmentStaff,
  type Page,
  type ResourceDescriptor,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access, route } from '../http/route';
import { oidParam, recordByOid } from './lookups/further/records';
import { listLookup, lookupPageQuery, mapPage } from './lookups/tenant/shared';
import { toStaffLookups } from './lookups/tenant/staff';

/**
 * Staff name their department by name (the staff record holds `departmentName`, as the seed and
 * imports write it), so a department's staff are those of its company whose department name is
 * exactly its name: the declared `contains` filter of the staff list would also match "Sales" in
 * "Presales".
 */
const staffByDepartment: ResourceDescriptor = {
  ...staffResource,
  filters: { ...staffResource.filters, departmentName: 'eq' },
};

/** The address book lists the staff one may still reach: those who have not left. */
const REACHABLE_STATUSES = staffResource.shape.status.unwrap().options.filter((status) => status !== 'LEFT');

/** The address book: the staff of one department. */
export async function registerDepartmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/departments/:departmentOID/staff',
    access: access.anyOf(staffResource.permissions.read),
    params: z.object({ departmentOID: oidParam }),
    query: lookupPageQuery,
    summary:
      'A page of the staff of one department who have not left, by name; keyword over name, employee ID, e-mail and mobile.',
    handler: async ({ params, query, principal }): Promise<Page<DepartmentStaff>> => {
      // 404 for a department of another tenant (or, in company mode, of another company).
      const department = await recordByOid(db, departmentResource, principal, params.departmentOID);
      const page = await listLookup(
        db,
        staffResource,
        principal,
        {
          page: query.page,
          size: query.size,
          sort: query.sort ?? 'fullName,asc',
          keyword: query.keyword,
          filters: {
            tenantId: department.tenantId,
            companyId: department.companyId,
            departmentName: department.name,
            status: REACHABLE_STATUSES,
          },
        },
        staffByDepartment,
      );
      return mapPage(page, async (staff) =>
        (await toStaffLookups(db, staff)).map((lookup) => ({ ...lookup, departmentOID: department.oid })),
      );
    },
  });
}
