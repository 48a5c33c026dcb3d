import { authorities, roles, type Authority } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';

/*
 * Authority-role records are the source of what a role grants: edited through the resource API by a
 * super administrator, they change what the tokens of the role's accounts may do from the next call.
 */

let service: TestService;
let admin: string;

beforeAll(async () => {
  service = await startTestService();
  admin = await service.tokenOf('SUPER_ADMIN');
});

afterAll(() => service.close());

interface RoleRow {
  id: number;
  version: number;
  data: Record<string, unknown>;
}

async function roleRecord(roleCode: string): Promise<RoleRow | undefined> {
  const { rows } = await service.db.query<RoleRow>(
    "select id, version, data from resource_record where resource = 'authority-role' and data->>'roleCode' = $1",
    [roleCode],
  );
  return rows[0];
}

/** Saves a role record through the resource API as the super administrator; its answer. */
async function saveRole(roleCode: string, changes: Record<string, unknown>, language = 'en') {
  const current = await roleRecord(roleCode);
  if (!current) throw new Error(`no authority-role record for ${roleCode}`);
  return service.call({
    method: 'PUT',
    url: `/api/resources/authority-role/${current.id}?language=${language}`,
    token: admin,
    payload: { ...current.data, ...changes, version: current.version },
  });
}

const tenantList = (token: string) =>
  service.call({ method: 'GET', url: '/api/resources/tenant?size=1', token });
const accountOf = (token: string) => service.call({ method: 'GET', url: '/api/account', token });

describe('a role with an authority-role record', () => {
  let serviceToken: string;
  let original: Record<string, unknown>;

  beforeAll(async () => {
    serviceToken = await service.tokenOf('CUSTOMER_SERVICE');
    const record = await roleRecord('CUSTOMER_SERVICE');
    if (!record) throw new Error('the test seed has a CUSTOMER_SERVICE record');
    original = record.data;
  });

  afterAll(async () => {
    await saveRole('CUSTOMER_SERVICE', original);
  });

  it('loses an authority taken from the record at the next call of the same token', async () => {
    expect((await tenantList(serviceToken)).statusCode).toBe(200);
    const without = (original.authorities as string[]).filter((authority) => authority !== 'tenant:read');
    expect((await saveRole('CUSTOMER_SERVICE', { authorities: without })).statusCode).toBe(200);
    expect((await tenantList(serviceToken)).statusCode).toBe(403);
  });

  it('gains an authority added to the record', async () => {
    const finance = () =>
      service.call({ method: 'GET', url: '/api/resources/finance-receivable?size=1', token: serviceToken });
    expect((await finance()).statusCode).toBe(403);
    const more = [...(original.authorities as string[]), 'finance:read'];
    expect((await saveRole('CUSTOMER_SERVICE', { authorities: more })).statusCode).toBe(200);
    expect((await finance()).statusCode).toBe(200);
  });

  it("answers the account's menus as the record's menuKeys narrow them", async () => {
    await saveRole('CUSTOMER_SERVICE', { authorities: original.authorities, menuKeys: ['customer-service'] });
    const account = (await accountOf(serviceToken)).json() as { views: { key: string }[] };
    expect(account.views.map((view) => view.key)).toEqual(['dashboard', 'customer-service']);
  });

  it('grants nothing while the record is disabled', async () => {
    await saveRole('CUSTOMER_SERVICE', { ...original, enabled: false });
    const account = (await accountOf(serviceToken)).json() as {
      authorities: string[];
      permitAll: boolean;
      roles: string[];
      views: { key: string }[];
    };
    expect([
      account.authorities,
      account.permitAll,
      account.roles,
      account.views.map((view) => view.key),
    ]).toEqual([[], false, [], ['dashboard']]);
    expect((await tenantList(serviceToken)).statusCode).toBe(403);
  });

  it('grants again once enabled', async () => {
    await saveRole('CUSTOMER_SERVICE', original);
    expect((await tenantList(serviceToken)).statusCode).toBe(200);
  });
});

describe('a role without an authority-role record', () => {
  it("grants the product's definition of its code", async () => {
    expect(await roleRecord('CONTENT_EDITOR')).toBeUndefined();
    const account = (await accountOf(await service.tokenOf('CONTENT_EDITOR'))).json() as {
      authorities: Authority[];
    };
    const expected = authorities.filter((authority) => roles.CONTENT_EDITOR.authorities.includes(authority));
    expect(account.authorities).toEqual(expected);
  });
});

describe('built-in roles', () => {
  it('cannot be deleted: 400 naming builtIn, the record kept', async () => {
    const record = await roleRecord('FINANCE_ADMIN');
    const response = await service.call({
      method: 'DELETE',
      url: `/api/resources/authority-role/${record?.id ?? 0}?language=en`,
      token: admin,
    });
    expect([response.statusCode, response.json()]).toMatchObject([
      400,
      {
        errorCode: 'BUILT_IN_ROLE',
        validationErrors: [
          {
            field: 'builtIn',
            message:
              'A built-in role is one of the product’s roles: it cannot be deleted and its code cannot change.',
          },
        ],
      },
    ]);
    expect(await roleRecord('FINANCE_ADMIN')).toEqual(record);
  });

  it('keep their code: 400 naming roleCode, the record unchanged', async () => {
    const before = await roleRecord('FINANCE_ADMIN');
    const response = await saveRole('FINANCE_ADMIN', { roleCode: 'FINANCE_CHIEF', builtIn: false });
    expect([response.statusCode, response.json().validationErrors]).toMatchObject([
      400,
      [{ field: 'roleCode' }],
    ]);
    expect(await roleRecord('FINANCE_ADMIN')).toEqual(before);
    expect(await roleRecord('FINANCE_CHIEF')).toBeUndefined();
  });

  it('stay built in: 400 naming builtIn', async () => {
    const response = await saveRole('FINANCE_ADMIN', { builtIn: false });
    expect([response.statusCode, response.json().validationErrors]).toMatchObject([
      400,
      [{ field: 'builtIn' }],
    ]);
  });

  it('still take edits of their authorities, name and menus', async () => {
    const response = await saveRole('FINANCE_ADMIN', { roleName: '财务管理员（总部）' });
    expect([response.statusCode, response.json().roleName]).toEqual([200, '财务管理员（总部）']);
  });

  it("are only the product's codes: another code cannot be created built in", async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/authority-role?language=zh_cn',
      token: admin,
      payload: { roleCode: 'NIGHT_SHIFT', roleName: '夜班', builtIn: true },
    });
    expect([response.statusCode, response.json().validationErrors]).toEqual([
      400,
      [
        {
          field: 'builtIn',
          label: '系统内置',
          message: '内置角色是产品自带的角色：不能删除，角色代码不能修改',
        },
      ],
    ]);
  });

  it('leave custom roles free to be deleted', async () => {
    const created = await service.call({
      method: 'POST',
      url: '/api/resources/authority-role',
      token: admin,
      payload: { roleCode: 'TEMP_ROLE', roleName: 'Temporary', authorities: ['reference:read'] },
    });
    expect(created.statusCode).toBe(201);
    const deleted = await service.call({
      method: 'DELETE',
      url: `/api/resources/authority-role/${created.json().id as number}`,
      token: admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await roleRecord('TEMP_ROLE')).toBeUndefined();
  });
});

describe("the super administrator's role", () => {
  it.each([
    [
      'en',
      'Authorities',
      'The super administrator keeps role management and its sub-menus, and stays enabled.',
    ],
    ['zh_cn', '权限', '超级管理员不能移除角色管理及其子菜单，也不能停用'],
  ])(
    'keeps role management: 400 on authorities in the request language (%s)',
    async (language, label, message) => {
      const record = await roleRecord('SUPER_ADMIN');
      const authoritiesLeft = (record?.data.authorities as string[]).filter(
        (authority) => authority !== 'role:manage',
      );
      const response = await saveRole('SUPER_ADMIN', { authorities: authoritiesLeft }, language);
      expect([response.statusCode, response.json().validationErrors]).toEqual([
        400,
        [{ field: 'authorities', label, message }],
      ]);
    },
  );
});

describe('dimission in query data (a staff record set to LEFT)', () => {
  async function activeStaff(): Promise<RoleRow> {
    const { rows } = await service.db.query<RoleRow>(
      `select id, version, data from resource_record
        where resource = 'staff' and data->>'status' = 'ACTIVE' order by id limit 1`,
    );
    if (!rows[0]) throw new Error('the test seed has an active staff record');
    return rows[0];
  }

  const dimission = async (token: string, staff: RoleRow) =>
    service.call({
      method: 'PUT',
      url: `/api/resources/staff/${staff.id}`,
      token,
      payload: { ...staff.data, status: 'LEFT', version: staff.version },
    });

  it('is refused to a content editor, who may not write staff: 403, the record unchanged', async () => {
    const staff = await activeStaff();
    expect((await dimission(await service.tokenOf('CONTENT_EDITOR'), staff)).statusCode).toBe(403);
    const { rows } = await service.db.query<{ status: string }>(
      "select data->>'status' as status from resource_record where id = $1",
      [staff.id],
    );
    expect(rows[0]?.status).toBe('ACTIVE');
  });

  it('is done by customer service', async () => {
    const staff = await activeStaff();
    const response = await dimission(await service.tokenOf('CUSTOMER_SERVICE'), staff);
    expect([response.statusCode, response.json().status]).toEqual([200, 'LEFT']);
  });
});
