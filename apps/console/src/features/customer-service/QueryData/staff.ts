import { getRecord, listRecords, type StoredRecord } from '@opsdesk/api';
import type { HttpClient } from '@opsdesk/http';
import { HttpError } from '@opsdesk/http';

/** The address of an employee's data (tenant-employee-detail/:tenantId/:userOID). */
export function employeeHref(tenantId: number, userOID: string): string {
  return `/main/customer-service/query-data/tenant-employee-detail/${encodeURIComponent(
    String(tenantId),
  )}/${encodeURIComponent(userOID)}`;
}

/** The list's address (the last search comes back from the session). */
export const QUERY_DATA_HREF = '/main/customer-service/query-data';

/** What the detail shows of an employee without a staff record: read from one of its records. */
export interface EmployeeTrace {
  readonly employeeName: string;
  readonly companyName?: string | undefined;
  readonly departmentName?: string | undefined;
}

export type EmployeeLookup =
  | { readonly kind: 'staff'; readonly staff: StoredRecord }
  | { readonly kind: 'trace'; readonly trace: EmployeeTrace }
  | { readonly kind: 'missing' };

const PAGE_SIZE = 500;
/** The staff of one tenant scanned at most (the resource API has no filter on oid). */
const MAX_PAGES = 40;

const matches = (record: StoredRecord, tenantId: number, userOID: string) =>
  record.oid === userOID && Number(record.tenantId) === tenantId;

/**
 * The staff record whose oid is the userOID, in the tenant. The list hands the record's id on, which
 * is read directly; an address opened on its own scans the tenant's staff.
 */
export async function findStaff(
  http: HttpClient,
  tenantId: number,
  userOID: string,
  hintId: number | undefined,
  signal: AbortSignal,
): Promise<StoredRecord | undefined> {
  if (hintId !== undefined) {
    try {
      const record = await getRecord(http, 'staff', hintId, { signal });
      if (matches(record, tenantId, userOID)) return record;
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    }
  }
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await listRecords(
      http,
      'staff',
      { tenantId, page, size: PAGE_SIZE, sort: 'id,asc' },
      { signal },
    );
    const found = answer.content.find((record) => matches(record, tenantId, userOID));
    if (found) return found;
    if ((page + 1) * PAGE_SIZE >= answer.totalElements) return undefined;
  }
  return undefined;
}

/**
 * Who the userOID is: its staff record, else the name its customer-service records carry (employees
 * known to the products but not to the staff list), else nobody.
 */
export async function lookUpEmployee(
  http: HttpClient,
  tenantId: number,
  userOID: string,
  hintId: number | undefined,
  signal: AbortSignal,
): Promise<EmployeeLookup> {
  const staff = await findStaff(http, tenantId, userOID, hintId, signal);
  if (staff) return { kind: 'staff', staff };
  const query = { tenantId, userOID, size: 1 };
  for (const resource of ['cs-document', 'cs-label-message', 'cs-ai-record']) {
    const answer = await listRecords(http, resource, query, { signal });
    const record = answer.content[0];
    if (record) {
      return {
        kind: 'trace',
        trace: {
          employeeName: String(record.employeeName ?? userOID),
          companyName: typeof record.companyName === 'string' ? record.companyName : undefined,
          departmentName: typeof record.departmentName === 'string' ? record.departmentName : undefined,
        },
      };
    }
  }
  return { kind: 'missing' };
}
