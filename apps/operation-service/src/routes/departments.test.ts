import { companyResource, staffResource, type DepartmentStaff } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import type { Page } from '../resources/engine';
import { insertRecords } from '../seed/insert';

let service: TestService;
let admin: string;
/** The department of the demo employee (tenant T0001, headquarters): its name and place. */
let sales: { oid: string; name: string; tenantId: number; companyId: number };
/** A department of another tenant than T0001. */
let otherTenantDepartment: string;

beforeAll(async () => {
  service = await startTestService();
  admin = await service.tokenOf('SUPER_ADMIN');
  const { rows } = await service.db.query<{
    oid: string;
    name: string;
    tenant_id: number;
    company_id: number;
  }>(
    `select d.oid::text as oid, d.data->>'name' as name, d.tenant_id, d.company_id
       from resource_record s
       join resource_record d on d.resource = 'department' and d.tenant_id = s.tenant_id
        and d.company_id = s.company_id and d.data->>'name' = s.data->>'departmentName'
      where s.resource = 'staff' and s.data->>'email' = 'employee@acme.example'`,
  );
  const row = rows[0];
  if (!row) throw new Error('the demo employee has no department');
  sales = { oid: row.oid, name: row.name, tenantId: row.tenant_id, companyId: row.company_id };
  const other = await service.db.query<{ oid: string }>(
    "select oid::text as oid from resource_record where resource = 'department' and tenant_id <> $1 limit 1",
    [sales.tenantId],
  );
  otherTenantDepartment = other.rows[0]?.oid ?? '';
});

afterAll(() => service.close());

async function staffOf(oid: string, token: string, query = '') {
  return service.call({ method: 'GET', url: `/api/departments/${oid}/staff${query}`, token });
}

describe('department staff', () => {
  it('lists the staff of a department, each naming the department', async () => {
    const response = await staffOf(sales.oid, admin, '?size=100');
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<DepartmentStaff>>();
    expect(page.content.map((staff) => staff.email)).toContain('employee@acme.example');
    for (const staff of page.content) {
      expect(staff).toMatchObject({
        departmentName: sales.name,
        departmentOID: sales.oid,
        tenantId: sales.tenantId,
        companyId: sales.companyId,
      });
      expect(staff.userOID).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('leaves out staff who have left and staff of a department of the same name in another company', async () => {
    // A second company of the tenant, with a department of the same name.
    const [otherCompany] = await insertRecords(service.db, companyResource, [
      { tenantId: sales.tenantId, name: 'Acme Branch for the address book', companyCode: 'ADDR-BRANCH' },
    ]);
    if (otherCompany === undefined) throw new Error('the branch company was not inserted');
    const base = { tenantId: sales.tenantId, departmentName: sales.name };
    await insertRecords(service.db, staffResource, [
      {
        ...base,
        companyId: sales.companyId,
        employeeID: 'ADDR-LEFT',
        fullName: 'Left Person',
        status: 'LEFT',
      },
      { ...base, companyId: sales.companyId, employeeID: 'ADDR-ACTIVE', fullName: 'Active Person' },
      { ...base, companyId: otherCompany, employeeID: 'ADDR-OTHER', fullName: 'Other Company Person' },
    ]);
    const page = (await staffOf(sales.oid, admin, '?size=200')).json<Page<DepartmentStaff>>();
    const ids = page.content.map((staff) => staff.employeeID);
    expect(ids).toContain('ADDR-ACTIVE');
    expect(ids).not.toContain('ADDR-LEFT');
    expect(ids).not.toContain('ADDR-OTHER');
  });

  it('searches the department’s staff by keyword and pages them', async () => {
    const byKeyword = (await staffOf(sales.oid, admin, '?keyword=employee@acme')).json<
      Page<DepartmentStaff>
    >();
    expect(byKeyword.content.map((staff) => staff.email)).toEqual(['employee@acme.example']);
    const all = (await staffOf(sales.oid, admin, '?size=100')).json<Page<DepartmentStaff>>();
    const first = (await staffOf(sales.oid, admin, '?page=0&size=1')).json<Page<DepartmentStaff>>();
    expect(first).toMatchObject({ size: 1, number: 0, totalElements: all.totalElements });
    expect(first.content.map((staff) => staff.id)).toEqual(all.content.slice(0, 1).map((staff) => staff.id));
  });

  it('lets a tenant-bound account read its own tenant’s department and answers 404 for another tenant’s', async () => {
    const agent = await service.tokenOf('BOOKING_AGENT');
    expect((await staffOf(sales.oid, agent)).statusCode).toBe(200);
    const response = await staffOf(otherTenantDepartment, agent);
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('NOT_FOUND');
  });

  it('refuses an account without staff:read with 403', async () => {
    const employee = await service.tokenOf('EMPLOYEE');
    expect((await staffOf(sales.oid, employee)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown department and 400 naming departmentOID for a malformed one', async () => {
    expect((await staffOf('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    const malformed = await staffOf('not-an-oid', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().validationErrors[0].field).toBe('departmentOID');
  });
});
