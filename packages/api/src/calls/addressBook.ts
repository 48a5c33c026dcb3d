import type { HttpClient, RequestOptions } from '@opsdesk/http';
import {
  departmentStaffPageSchema,
  type DepartmentStaff,
  type DepartmentStaffQuery,
} from '../schemas/addressBook';
import type { Page } from '../schemas/common';
import { getChecked } from './call';

/** A page of the staff of one department (404 for a department the caller may not see). */
export function listDepartmentStaff(
  http: HttpClient,
  departmentOID: string,
  query: DepartmentStaffQuery = {},
  options?: RequestOptions,
): Promise<Page<DepartmentStaff>> {
  return getChecked(
    http,
    'listDepartmentStaff',
    `/api/departments/${encodeURIComponent(departmentOID)}/staff`,
    departmentStaffPageSchema,
    query,
    options,
  );
}
