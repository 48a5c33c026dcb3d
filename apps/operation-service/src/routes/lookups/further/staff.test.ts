import {
  departmentLookupSchema,
  departmentMatchLookupSchema,
  departmentPositionLookupSchema,
  pageSchema,
  userGroupLookupSchema,
  type DepartmentLookup,
  type UserGroupLookup,
} from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useFurtherLookups } from '../../../../test/lookups';

const { get, data } = useFurtherLookups();

const oidOf = (code: string) => data().departments[code] ?? '';
const codesOf = (items: readonly { code: string }[]) => items.map((item) => item.code);

describe('GET /api/departmentposition', () => {
  const url = '/api/departmentposition';
  const positionCodes = (positions: { positionCode: string }[]) =>
    positions.map((position) => position.positionCode);

  it("lists a tenant's enabled positions by code, with the department of each", async () => {
    const positions = z
      .array(departmentPositionLookupSchema)
      .parse((await get('finance', url, { tenantId: data().tenantA })).json());
    expect(positionCodes(positions)).toEqual(['P-ACCOUNTANT', 'P-CLERK', 'P-MANAGER']);
    expect(positions.map((position) => position.departmentOID)).toEqual([oidOf('D-FIN'), null, null]);
  });

  it('filters by company and by department', async () => {
    expect(
      positionCodes(
        (await get('finance', url, { tenantId: data().tenantA, companyId: data().companyABranch })).json(),
      ),
    ).toEqual(['P-CLERK']);
    expect(
      positionCodes(
        (await get('finance', url, { tenantId: data().tenantA, departmentOID: oidOf('D-FIN') })).json(),
      ),
    ).toEqual(['P-ACCOUNTANT']);
  });

  it('answers 400 naming departmentOID when it is not an OID', async () => {
    const response = await get('finance', url, { tenantId: data().tenantA, departmentOID: 'D-FIN' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('departmentOID');
  });

  it("gives a tenant-bound account only its own company's positions outside tenant mode", async () => {
    const own = (await get(data().tenantBoundLogin, url)).json();
    expect(positionCodes(own)).toEqual(['P-ACCOUNTANT', 'P-MANAGER']);
    const tenantMode = (await get(data().tenantBoundLogin, url, { roleType: 'TENANT' })).json();
    expect(positionCodes(tenantMode)).toEqual(['P-ACCOUNTANT', 'P-CLERK', 'P-MANAGER']);
  });
});

describe('the department tree', () => {
  it("lists a tenant's enabled root departments, each saying whether it has children", async () => {
    const response = await get('finance', '/api/departments/root/v2', { tenantId: data().tenantA });
    const roots = z.array(departmentLookupSchema).parse(response.json());
    expect(roots.map((root) => [root.code, root.hasChildren, root.parentDepartmentOID])).toEqual([
      ['D-HQ', true, null],
      ['D-BRANCH', false, null],
    ]);
    expect(roots[0]).toMatchObject({
      departmentOID: oidOf('D-HQ'),
      managerName: 'Ada',
      companyId: data().companyAHq,
    });
    expect(response.headers['x-total-count']).toBe('2');
  });

  it('lists the roots of one company', async () => {
    const roots = (
      await get('finance', '/api/departments/root/v2', {
        tenantId: data().tenantA,
        companyId: data().companyABranch,
      })
    ).json();
    expect(codesOf(roots)).toEqual(['D-BRANCH']);
  });

  it('lists the enabled children of a department by name', async () => {
    const children: DepartmentLookup[] = (
      await get('finance', `/api/departments/${oidOf('D-HQ')}/children`)
    ).json();
    expect(children.map((child) => [child.code, child.parentDepartmentOID, child.hasChildren])).toEqual([
      ['D-FIN', oidOf('D-HQ'), true],
      ['D-SALES', oidOf('D-HQ'), false],
    ]);
  });

  it('leaves a disabled child out of the children and of hasChildren', async () => {
    const children = (await get('finance', `/api/departments/${oidOf('D-FIN')}/children`)).json();
    expect(children.map((child: DepartmentLookup) => [child.code, child.hasChildren])).toEqual([
      ['D-AP', false],
    ]);
  });

  it('answers 404 for the children of a department that does not exist', async () => {
    const response = await get('finance', '/api/departments/00000000-0000-4000-8000-000000000000/children');
    expect(response.statusCode).toBe(404);
  });

  it('finds departments by part of their name, each with its path from the root', async () => {
    const response = await get('finance', '/api/departments/like', { tenantId: data().tenantA, name: 'pay' });
    const page = pageSchema(departmentMatchLookupSchema).parse(response.json());
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({
      code: 'D-AP',
      path: [
        { departmentOID: oidOf('D-HQ'), name: 'Acme headquarters' },
        { departmentOID: oidOf('D-FIN'), name: 'Finance' },
      ],
    });
  });

  it('gives a root found by name an empty path', async () => {
    const page = (
      await get('finance', '/api/departments/like', { tenantId: data().tenantA, name: 'headquarters' })
    ).json();
    expect(page.content.map((match: { code: string; path: unknown[] }) => [match.code, match.path])).toEqual([
      ['D-HQ', []],
    ]);
  });

  it('searches every tenant for the provider staff when no tenant is named', async () => {
    const page = (await get('finance', '/api/departments/like', { name: 'headquarters' })).json();
    expect(codesOf(page.content)).toEqual(expect.arrayContaining(['D-HQ', 'D-GLOBEX']));
  });

  it('answers 400 naming name when the search has none', async () => {
    const response = await get('finance', '/api/departments/like', { tenantId: data().tenantA, name: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('name');
  });

  it("keeps a tenant-bound account to its own company's tree outside tenant mode", async () => {
    const roots = (await get(data().tenantBoundLogin, '/api/departments/root/v2')).json();
    expect(codesOf(roots)).toEqual(['D-HQ']);
  });

  it("answers 404 to a tenant-bound account for another tenant's department", async () => {
    const response = await get(data().tenantBoundLogin, `/api/departments/${oidOf('D-GLOBEX')}/children`);
    expect(response.statusCode).toBe(404);
  });

  it('answers 403 CROSS_TENANT to a tenant-bound account naming another tenant', async () => {
    const roots = await get(data().tenantBoundLogin, '/api/departments/root/v2', {
      tenantId: data().tenantB,
    });
    const like = await get(data().tenantBoundLogin, '/api/departments/like', {
      tenantId: data().tenantB,
      name: 'a',
    });
    expect([roots.json().errorCode, like.json().errorCode]).toEqual(['CROSS_TENANT', 'CROSS_TENANT']);
  });
});

describe('user groups', () => {
  it('lists the enabled groups of a company by name', async () => {
    const groups = z
      .array(userGroupLookupSchema)
      .parse((await get('finance', '/api/user/groups/company', { companyId: data().companyAHq })).json());
    expect(codesOf(groups)).toEqual(['G-APPROVERS', 'G-AUDITORS']);
    expect(groups[1]?.description).toBe('Internal audit');
  });

  it("gives a tenant-bound account its own company's groups without naming it", async () => {
    const groups: UserGroupLookup[] = (await get(data().tenantBoundLogin, '/api/user/groups/company')).json();
    expect(codesOf(groups)).toEqual(['G-APPROVERS', 'G-AUDITORS']);
  });

  it('answers 400 naming companyId when the provider staff name no company', async () => {
    const response = await get('finance', '/api/user/groups/company');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'companyId', message: 'Choose a company.' }]);
  });

  it('answers 404 for a company that does not exist', async () => {
    expect((await get('finance', '/api/user/groups/company', { companyId: 999_999_999 })).statusCode).toBe(
      404,
    );
  });

  it("answers 403 CROSS_TENANT to a tenant-bound account naming another tenant's company", async () => {
    const response = await get(data().tenantBoundLogin, '/api/user/groups/company', {
      companyId: data().companyBHq,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('CROSS_TENANT');
  });

  it('pages the groups found by name or code', async () => {
    const response = await get('finance', '/api/user/groups/search', {
      tenantId: data().tenantA,
      keyword: 'approvers',
    });
    const page = pageSchema(userGroupLookupSchema).parse(response.json());
    expect(codesOf(page.content)).toEqual(['G-APPROVERS', 'G-BRANCH']);
    expect(page.totalElements).toBe(2);
  });

  it('keeps a tenant-bound search to its own tenant in tenant mode', async () => {
    const page = (
      await get(data().tenantBoundLogin, '/api/user/groups/search', {
        keyword: 'approvers',
        roleType: 'TENANT',
      })
    ).json();
    expect(codesOf(page.content)).toEqual(['G-APPROVERS', 'G-BRANCH']);
  });
});

describe('access', () => {
  it.each([
    ['/api/departmentposition'],
    ['/api/departments/root/v2'],
    ['/api/departments/like'],
    ['/api/user/groups/company'],
    ['/api/user/groups/search'],
  ])('refuses %s to a content editor, who lacks staff:read, with 403', async (url) => {
    const response = await get('content', url);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });

  it('lets a booking agent, who has staff:read, read its own tenant', async () => {
    const response = await get('agent', '/api/user/groups/search');
    expect(response.statusCode).toBe(200);
  });
});
