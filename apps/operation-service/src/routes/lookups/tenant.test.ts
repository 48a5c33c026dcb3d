import {
  cloudEnvResource,
  companyResource,
  tenantExpenseTypeResource,
  tenantGroupResource,
  tenantNoticeRuleResource,
  tenantResource,
} from '@opsdesk/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../test/harness';
import { fieldsOf, seededId, useLookupService, valuesOf, type Page } from '../../../test/lookups';
import { hashPassword } from '../../auth/crypto';
import { insertRecords } from '../../seed/insert';

/** Seeded tenants T0001 (of the employee and agent accounts) and T0002, and T0001's company. */
let t1: number;
let t2: number;
let t1Company: number;
/** This file's tenants: paid Alpha, free Beta, sandbox Sigma, disabled sandbox Delta. */
let alpha: number;
let beta: number;

/** A tenant-bound account of T0001 that also holds tenant:read and company:read (a deployment engineer's). */
const MIXED_LOGIN = 'tlk.mixed';

const { get, ok, service } = useLookupService(async ({ db }) => {
  t1 = await seededId(db, 'tenant', 'tenantCode', 'T0001');
  t2 = await seededId(db, 'tenant', 'tenantCode', 'T0002');
  t1Company = await seededId(db, 'company', 'companyCode', 'T0001-HQ');
  await insertRecords(db, cloudEnvResource, [{ code: 'TLK_CLOUD_A', name: 'Lookup Cloud A', region: 'CN' }]);
  [alpha, beta] = (await insertRecords(db, tenantResource, [
    {
      tenantName: 'LookupTest Alpha 阿尔法',
      tenantCode: 'TLK-A',
      region: 'CN',
      cloudEnv: 'TLK_CLOUD_A',
      licensed: 1,
    },
    {
      tenantName: 'LookupTest Beta',
      tenantCode: 'TLK-B',
      region: 'SG',
      cloudEnv: 'TLK_CLOUD_NONE',
      licensed: 0,
    },
    {
      tenantName: 'LookupTest Sigma',
      tenantCode: 'TLK-S',
      region: 'CN',
      cloudEnv: 'TLK_CLOUD_A',
      licensed: 0,
      sandbox: true,
    },
    {
      tenantName: 'LookupTest Delta',
      tenantCode: 'TLK-D',
      region: 'JP',
      cloudEnv: 'TLK_CLOUD_A',
      licensed: 1,
      sandbox: true,
      enabled: false,
    },
  ])) as [number, number];
  await insertRecords(db, companyResource, [
    { tenantId: alpha, name: 'Alpha Headquarters', companyCode: 'TLK-A-HQ', companyTypeName: 'Headquarters' },
    { tenantId: alpha, name: 'Alpha Branch', companyCode: 'TLK-A-BR', enabled: false },
    { tenantId: alpha, name: 'Alpha Works', companyCode: 'TLK-A-WK' },
    { tenantId: beta, name: 'Beta Headquarters', companyCode: 'TLK-B-HQ' },
  ]);
  await insertRecords(db, tenantGroupResource, [
    { tenantGroupName: 'Lookup group East', tenantGroupCode: 'TLK-G1' },
    { tenantGroupName: 'Lookup group West', tenantGroupCode: 'TLK-G2', enabled: false },
  ]);
  const rule = { sendTime: '09:30', noticeWays: ['EMAIL', 'SMS'], sendObject: 'ADMINS', sendCondition: 7 };
  await insertRecords(db, tenantNoticeRuleResource, [
    { ...rule, noticeName: 'TLK every tenant', noticeType: 'RELEASE', tenantRange: 'ALL', sendCondition: 0 },
    { ...rule, noticeName: 'TLK paid tenants', noticeType: 'LICENCE_EXPIRY', tenantRange: 'LICENSED' },
    { ...rule, noticeName: 'TLK free tenants', noticeType: 'TRIAL_EXPIRY', tenantRange: 'FREE' },
    {
      ...rule,
      noticeName: 'TLK paid, disabled',
      noticeType: 'USAGE',
      tenantRange: 'LICENSED',
      enabled: false,
    },
  ]);
  await insertRecords(db, tenantExpenseTypeResource, [
    { tenantId: alpha, name: 'Lookup taxi', code: 'TLK-TAXI', category: 'TRAVEL' },
    { tenantId: alpha, name: 'Lookup hotel', code: 'TLK-HOTEL', category: 'TRAVEL' },
    { tenantId: alpha, name: 'Lookup meals', code: 'TLK-MEAL', category: 'MEAL', enabled: false },
    { tenantId: beta, name: 'Lookup taxi', code: 'TLK-TAXI' },
    { tenantId: t1, name: 'Lookup train', code: 'TLK-TRAIN' },
  ]);
  await db.query(
    `insert into account (login, name, email, mobile, password_hash, roles, tenant_id, company_id)
     values ($1, 'Mixed Account', 'tlk.mixed@acme.example', '13900000199', $2, $3, $4, $5)`,
    [MIXED_LOGIN, await hashPassword(DEMO_PASSWORD), ['BOOKING_AGENT', 'DEPLOYMENT_ENGINEER'], t1, t1Company],
  );
});

const codesOf = (items: readonly Record<string, unknown>[], field = 'tenantCode') => valuesOf(items, field);

describe('GET /api/tenant/object/list/page', () => {
  const url = '/api/tenant/object/list/page';
  const mine = { tenantName: 'LookupTest' };

  it('answers the tenant picker shape, with the cloud environment named', async () => {
    const page = await ok<Page>(url, { ...mine, tenantId: String(alpha) });
    expect(page.content).toEqual([
      {
        id: alpha,
        tenantId: alpha,
        tenantName: 'LookupTest Alpha 阿尔法',
        tenantCode: 'TLK-A',
        cloudEnv: 'TLK_CLOUD_A',
        cloudEnvLabelsName: 'Lookup Cloud A',
        sandbox: false,
        licensed: 1,
        region: 'CN',
        enabled: true,
      },
    ]);
  });

  it('names an undescribed cloud environment by its code', async () => {
    const page = await ok<Page>(url, { tenantId: String(beta) });
    expect(page.content[0]).toMatchObject({
      cloudEnv: 'TLK_CLOUD_NONE',
      cloudEnvLabelsName: 'TLK_CLOUD_NONE',
    });
  });

  it('covers every tenant, sandbox or not, when the sandbox filter is unset', async () => {
    const page = await ok<Page>(url, mine);
    expect(codesOf(page.content)).toEqual(['TLK-A', 'TLK-B', 'TLK-D', 'TLK-S']);
  });

  it('treats an empty sandbox value as unset', async () => {
    const page = await ok<Page>(url, { ...mine, sandbox: '' });
    expect(page.totalElements).toBe(4);
  });

  it('keeps to non-sandbox tenants with sandbox=false, and to sandbox tenants with sandbox=true', async () => {
    expect(codesOf((await ok<Page>(url, { ...mine, sandbox: 'false' })).content)).toEqual(['TLK-A', 'TLK-B']);
    expect(codesOf((await ok<Page>(url, { ...mine, sandbox: 'true' })).content)).toEqual(['TLK-D', 'TLK-S']);
  });

  it('covers every tenant with isAll=true', async () => {
    const page = await ok<Page>(url, { ...mine, isAll: 'true' });
    expect(page.totalElements).toBe(4);
  });

  it('refuses isAll=true with a sandbox value, naming isAll', async () => {
    const response = await get(url, { ...mine, isAll: 'true', sandbox: 'false' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'isAll', message: 'isAll covers every tenant: leave the sandbox filter unset.' },
    ]);
  });

  it('filters by licence, region and cloud environment', async () => {
    expect(codesOf((await ok<Page>(url, { ...mine, licensed: '1' })).content)).toEqual(['TLK-A', 'TLK-D']);
    expect(codesOf((await ok<Page>(url, { ...mine, region: ['SG', 'JP'] })).content)).toEqual([
      'TLK-B',
      'TLK-D',
    ]);
    expect(codesOf((await ok<Page>(url, { ...mine, cloud: 'TLK_CLOUD_NONE' })).content)).toEqual(['TLK-B']);
  });

  it('searches the keyword in tenant names and codes', async () => {
    expect(codesOf((await ok<Page>(url, { keyword: '阿尔法' })).content)).toEqual(['TLK-A']);
    expect(codesOf((await ok<Page>(url, { keyword: 'tlk-s' })).content)).toEqual(['TLK-S']);
  });

  it('pages by tenant code', async () => {
    const page = await ok<Page>(url, { ...mine, page: '1', size: '3' });
    expect(page).toMatchObject({ totalElements: 4, totalPages: 2, number: 1, size: 3 });
    expect(codesOf(page.content)).toEqual(['TLK-S']);
  });

  it.each([
    ['page', { page: '-1' }],
    ['size', { size: '0' }],
    ['licensed', { licensed: '2' }],
    ['tenantId', { tenantId: 'abc' }],
    ['sandbox', { sandbox: 'maybe' }],
    ['sort', { sort: 'contactEmail,asc' }],
  ])('answers 400 naming %s for a bad value', async (field, query) => {
    const response = await get(url, query);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
  });

  it('refuses an account without tenant:read', async () => {
    const response = await get(url, {}, 'employee');
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });

  it("shows a tenant-bound account only its own tenant, and refuses another tenant's id", async () => {
    const page = await ok<Page>(url, {}, MIXED_LOGIN);
    expect(codesOf(page.content)).toEqual(['T0001']);
    const other = await get(url, { tenantId: String(t2) }, MIXED_LOGIN);
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('CROSS_TENANT');
  });
});

describe('GET /api/tenant/list/page', () => {
  const url = '/api/tenant/list/page';

  it('pages through every tenant, sandbox ones included', async () => {
    const first = await ok<Page>(url, { page: '0', size: '2' });
    expect(first.size).toBe(2);
    expect(first.content).toHaveLength(2);
    const all = await ok<Page>(url, { size: '2000' });
    expect(all.totalElements).toBe(first.totalElements);
    expect(codesOf(all.content)).toEqual(
      expect.arrayContaining(['T0001', 'T0002', 'TLK-A', 'TLK-S', 'TLK-D']),
    );
  });

  it('refuses a negative page, naming page', async () => {
    const response = await get(url, { page: '-2' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['page']);
  });

  it('shows a tenant-bound account only its own tenant', async () => {
    const page = await ok<Page>(url, {}, MIXED_LOGIN);
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({ tenantId: t1, tenantCode: 'T0001' });
  });

  it('refuses an account without tenant:read', async () => {
    expect((await get(url, {}, 'agent')).statusCode).toBe(403);
  });
});

describe('GET /api/company/by/tenant/page', () => {
  const url = '/api/company/by/tenant/page';

  it('answers the companies of a tenant in the company picker shape, disabled ones included', async () => {
    const page = await ok<Page>(url, { tenantId: String(alpha) });
    expect(codesOf(page.content, 'companyCode')).toEqual(['TLK-A-BR', 'TLK-A-HQ', 'TLK-A-WK']);
    expect(page.content[1]).toEqual({
      id: expect.any(Number),
      tenantId: alpha,
      name: 'Alpha Headquarters',
      companyCode: 'TLK-A-HQ',
      enabled: true,
      companyTypeName: 'Headquarters',
    });
    expect(page.content[0]).toMatchObject({ enabled: false, companyTypeName: null });
  });

  it('filters by enabled and keyword, and pages', async () => {
    const enabled = await ok<Page>(url, { tenantId: String(alpha), enabled: 'true', size: '1' });
    expect(enabled).toMatchObject({ totalElements: 2, totalPages: 2, size: 1 });
    const searched = await ok<Page>(url, { tenantId: String(alpha), keyword: 'works' });
    expect(codesOf(searched.content, 'companyCode')).toEqual(['TLK-A-WK']);
  });

  it("needs the provider's staff to name a tenant", async () => {
    const response = await get(url, {}, 'deploy');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'tenantId', message: 'Choose a tenant.' }]);
  });

  it("reads a tenant-bound account's own tenant, and refuses another", async () => {
    const own = await ok<Page>(url, {}, MIXED_LOGIN);
    expect(codesOf(own.content, 'companyCode')).toEqual(['T0001-HQ']);
    const other = await get(url, { tenantId: String(alpha) }, MIXED_LOGIN);
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('CROSS_TENANT');
  });

  it('refuses an account without company:read', async () => {
    expect((await get(url, { tenantId: String(alpha) }, 'content')).statusCode).toBe(403);
  });
});

describe('GET /api/company/available', () => {
  const url = '/api/company/available';

  it('lists the enabled companies of a tenant by name', async () => {
    const companies = await ok<Record<string, unknown>[]>(url, { tenantId: String(alpha) });
    expect(codesOf(companies, 'companyCode')).toEqual(['TLK-A-HQ', 'TLK-A-WK']);
  });

  it('searches the keyword in names and codes', async () => {
    const companies = await ok<Record<string, unknown>[]>(url, { tenantId: String(alpha), keyword: 'a-wk' });
    expect(codesOf(companies, 'companyCode')).toEqual(['TLK-A-WK']);
  });

  it("refuses another tenant's id to a tenant-bound account", async () => {
    const response = await get(url, { tenantId: String(beta) }, MIXED_LOGIN);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('CROSS_TENANT');
  });

  it("needs the provider's staff to name a tenant", async () => {
    const response = await get(url, { tenantId: '' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['tenantId']);
  });
});

describe('GET /api/tenantGroup', () => {
  const url = '/api/tenantGroup';

  it('lists the enabled groups with isEnabled=true', async () => {
    const groups = await ok<Record<string, unknown>[]>(url, { isEnabled: 'true', keyword: 'TLK-G' });
    expect(groups).toEqual([
      {
        id: expect.any(Number),
        tenantGroupName: 'Lookup group East',
        tenantGroupCode: 'TLK-G1',
        enabled: true,
      },
    ]);
  });

  it('lists every group without isEnabled', async () => {
    const groups = await ok<Record<string, unknown>[]>(url, { keyword: 'TLK-G' });
    expect(codesOf(groups, 'tenantGroupCode')).toEqual(['TLK-G1', 'TLK-G2']);
  });

  it('refuses an account without tenant:read', async () => {
    expect((await get(url, { isEnabled: 'true' }, 'employee')).statusCode).toBe(403);
  });
});

describe('GET /api/tenant/notice/rule/list/license/by/tenant', () => {
  const url = '/api/tenant/notice/rule/list/license/by/tenant';
  const names = (rules: Record<string, unknown>[]) =>
    rules.map((rule) => rule.noticeName).filter((name) => String(name).startsWith('TLK'));

  it("lists the rules of every tenant and those of a paid tenant's licence", async () => {
    const rules = await ok<Record<string, unknown>[]>(url, { tenantId: String(alpha) });
    expect(names(rules)).toEqual(['TLK every tenant', 'TLK paid tenants', 'TLK paid, disabled']);
  });

  it('lists the free tenants’ rules for a free tenant, and filters by enabled', async () => {
    const rules = await ok<Record<string, unknown>[]>(url, { tenantId: String(beta), enabled: 'true' });
    expect(names(rules)).toEqual(['TLK every tenant', 'TLK free tenants']);
  });

  it('describes the codes in the request’s language', async () => {
    // The seed has licence reminders of its own: pick this file's.
    const english = (
      await ok<Record<string, unknown>[]>(url, { tenantId: String(alpha), noticeType: 'LICENCE_EXPIRY' })
    ).find((rule) => String(rule.noticeName).startsWith('TLK'));
    expect(english).toMatchObject({
      noticeName: 'TLK paid tenants',
      noticeTypeDesc: 'Licence expiry',
      sendTime: '09:30',
      noticeWays: ['EMAIL', 'SMS'],
      noticeWaysDesc: 'E-mail, SMS',
      tenantRangeDesc: 'Paid tenants',
      sendObjectDesc: 'Tenant administrators',
      sendCondition: 7,
      sendConditionDesc: 'Sent 7 days before',
      enabled: true,
    });
    const chinese = (
      await ok<Record<string, unknown>[]>(url, {
        tenantId: String(alpha),
        noticeType: 'RELEASE',
        language: 'zh_cn',
      })
    ).find((rule) => String(rule.noticeName).startsWith('TLK'));
    expect(chinese).toMatchObject({
      noticeName: 'TLK every tenant',
      noticeTypeDesc: '版本发布通知',
      noticeWaysDesc: '邮件、短信',
      tenantRangeDesc: '全部租户',
      sendConditionDesc: '当天发送',
    });
  });

  it('answers 404 for a tenant that does not exist', async () => {
    expect((await get(url, { tenantId: '987654321' })).statusCode).toBe(404);
  });

  it('needs a tenant, and refuses a bad notice type, naming each field', async () => {
    const missing = await get(url);
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['tenantId']);
    const badType = await get(url, { tenantId: String(alpha), noticeType: 'BIRTHDAY' });
    expect(badType.statusCode).toBe(400);
    expect(fieldsOf(badType)).toEqual(['noticeType.0']);
  });

  it("refuses another tenant's rules to a tenant-bound account", async () => {
    const response = await get(url, { tenantId: String(alpha) }, MIXED_LOGIN);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('CROSS_TENANT');
  });
});

describe('GET /api/tenant/expense/type/statistic/list/page', () => {
  const url = '/api/tenant/expense/type/statistic/list/page';

  it('answers the expense types of a tenant by code, with name and code', async () => {
    const page = await ok<Page>(url, { tenantId: String(alpha) });
    expect(codesOf(page.content, 'code')).toEqual(['TLK-HOTEL', 'TLK-MEAL', 'TLK-TAXI']);
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      tenantId: alpha,
      name: 'Lookup hotel',
      code: 'TLK-HOTEL',
      category: 'TRAVEL',
      enabled: true,
    });
  });

  it('filters by keyword, category and enabled across tenants', async () => {
    const taxis = await ok<Page>(url, { keyword: 'TLK-TAXI' });
    expect(taxis.content.map((item) => item.tenantId).sort()).toEqual([alpha, beta].sort());
    const travel = await ok<Page>(url, { tenantId: String(alpha), category: 'TRAVEL', enabled: 'true' });
    expect(travel.totalElements).toBe(2);
  });

  it("shows a tenant-bound account only its own tenant's types", async () => {
    const page = await ok<Page>(url, { keyword: 'TLK' }, MIXED_LOGIN);
    expect(codesOf(page.content, 'code')).toEqual(['TLK-TRAIN']);
    expect((await get(url, { tenantId: String(beta) }, MIXED_LOGIN)).statusCode).toBe(403);
  });

  it('refuses a size above 2000, naming size', async () => {
    const response = await get(url, { size: '5000' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['size']);
  });
});

describe('the tenant lookups under random queries', () => {
  const urls = [
    '/api/tenant/object/list/page',
    '/api/tenant/list/page',
    '/api/company/by/tenant/page',
    '/api/company/available',
    '/api/tenantGroup',
    '/api/tenant/notice/rule/list/license/by/tenant',
    '/api/tenant/expense/type/statistic/list/page',
  ];
  const keys = [
    'page',
    'size',
    'sort',
    'keyword',
    'tenantId',
    'tenantName',
    'licensed',
    'region',
    'cloud',
    'sandbox',
    'isAll',
    'enabled',
    'isEnabled',
    'noticeType',
  ];

  it('never answers 500, and names a field on every 400', async () => {
    const token = await service().login('admin');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls),
        fc.dictionary(fc.constantFrom(...keys), fc.string({ maxLength: 12 }), { maxKeys: 4 }),
        async (url, params) => {
          const response = await service().call({
            method: 'GET',
            url: `${url}?${new URLSearchParams(params).toString()}`,
            token,
          });
          expect([200, 400, 404]).toContain(response.statusCode);
          if (response.statusCode === 400) expect(fieldsOf(response).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
