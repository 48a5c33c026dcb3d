import {
  authSourceResource,
  checkHistoricCompanies,
  cloudEnvResource,
  companyResource,
  currencyResource,
  downloadAttachment,
  enumerationItemResource,
  getAccount,
  getBackendUser,
  getCompanyConfiguration,
  getFunctionProfile,
  getTenantById,
  listCloudEnvironments,
  listEnumerationCodes,
  listEnumerationItems,
  listEnumerationTemplatesByType,
  listLanguages,
  listMyCompanies,
  listStandardCurrencies,
  listSystemEnumerationsByType,
  loginDecide,
  searchAttachment,
  switchLanguage,
  tenantResource,
  uploadAttachment,
} from '@opsdesk/api';
import { describeError, type HttpClient } from '@opsdesk/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '../../src/must';
import { insertRecords } from '../../src/seed/insert';
import { listen, startTestService, type TestService } from '../harness';

/**
 * The account, shell and enumeration calls of @opsdesk/api against the listening service, through
 * a logged-in @opsdesk/http client as the console makes them: each answer passes its schema (the
 * typed call rejects with a ContractError otherwise) and carries what the data says.
 */

let service: TestService;
let baseURL: string;
let employee: HttpClient;
let admin: HttpClient;
let anonymous: HttpClient;
let demoTenantId: number;
let otherTenantId: number;

beforeAll(async () => {
  service = await startTestService();
  const { db } = service;
  const tenantIdOf = async (code: string) => {
    const { rows } = await db.query<{ id: number }>(
      "select id from resource_record where resource = 'tenant' and data->>'tenantCode' = $1",
      [code],
    );
    return must(rows[0], code).id;
  };
  demoTenantId = await tenantIdOf('T0001');
  const [tenantId] = await insertRecords(db, tenantResource, [
    { tenantName: 'ZZC Contract', tenantCode: 'TZ801', region: 'CN', cloudEnv: 'ZZC_ENV', licensed: 1 },
  ]);
  otherTenantId = must(tenantId, 'TZ801');
  await insertRecords(db, companyResource, [
    { tenantId: demoTenantId, name: 'ZZC Retired Branch', companyCode: 'TZ-ZZC-OLD', enabled: false },
  ]);
  await insertRecords(db, cloudEnvResource, [{ code: 'ZZC_ENV', name: 'ZZC Cloud', region: 'CN' }]);
  await insertRecords(db, enumerationItemResource, [
    {
      customEnumerationCode: 'ZZC_KIND',
      value: 'ZZC_ONE',
      code: 'ONE',
      name: '一',
      nameEn: 'One',
      sequence: 1,
    },
    { customEnumerationCode: 'ZZC_TPL', value: 'ZZC_T1', code: 'T1', name: '模板', type: 2201 },
    { customEnumerationCode: 'ZZC_SYS', value: 'ZZC_S1', code: 'S1', name: '系统', type: 1888 },
  ]);
  await insertRecords(db, currencyResource, [
    { currencyCode: 'XTS', currencyName: 'Test currency', chineseName: '测试货币' },
  ]);
  await insertRecords(db, authSourceResource, [
    {
      sourceType: 'WECHAT',
      name: 'ZZC WeCom',
      clientName: 'zzcwecom',
      domainName: 'sso.zzc.example',
      authUrl: 'https://wecom.example/authorize',
    },
  ]);
  await db.query(
    `insert into function_profile (role_type, tenant_id, profile) values ('TENANT', $1, $2)
     on conflict (role_type, tenant_id) do update set profile = excluded.profile`,
    [demoTenantId, JSON.stringify({ 'expense.mileage': { enabled: true } })],
  );

  const server = await listen(service);
  baseURL = server.baseURL;
  employee = await server.clientFor('employee');
  admin = await server.clientFor('admin');
  anonymous = server.anonymous();
});

afterAll(() => service.close());

describe('account and shell calls', () => {
  it('getAccount answers the logged-in user with its authorities, page roles and views', async () => {
    const user = await getAccount(employee);
    expect(user).toMatchObject({
      login: 'employee',
      enableNewPermission: true,
      tenantBound: true,
      tenantId: demoTenantId,
    });
    expect(user.views).toContainEqual({ key: 'data-maintain', menuType: 'M', operateType: 2 });
    expect(user.pageRoles).toContainEqual({ pageName: 'data-maintain', action: 1 });
  });

  it('listLanguages answers the five interface languages', async () => {
    const languages = await listLanguages(anonymous);
    expect(languages.filter((language) => language.enabled).map((language) => language.code)).toEqual([
      'zh_cn',
      'en',
      'ja',
    ]);
  });

  it("switchLanguage keeps the account's language; an unknown one fails naming language", async () => {
    expect(await switchLanguage(admin, 'ja')).toEqual({ language: 'ja' });
    expect((await getAccount(admin)).language).toBe('ja');
    const failure = await switchLanguage(admin, 'xx' as 'ja').catch((error: unknown) => error);
    expect(describeError(failure)).toMatchObject({ status: 400, field: 'language', source: 'validation' });
  });

  it("listMyCompanies answers the companies of the account's tenant", async () => {
    const companies = await listMyCompanies(employee);
    expect(companies.map((company) => company.companyCode)).toEqual(
      expect.arrayContaining(['T0001-HQ', 'TZ-ZZC-OLD']),
    );
    expect(companies.every((company) => company.tenantId === demoTenantId)).toBe(true);
  });

  it('getTenantById answers the tenant picker shape; another tenant fails with 403 for a tenant-bound account', async () => {
    const tenant = await getTenantById(admin, otherTenantId);
    expect(tenant).toMatchObject({ tenantCode: 'TZ801', cloudEnvLabelsName: 'ZZC Cloud', licensed: 1 });
    const failure = await getTenantById(employee, otherTenantId).catch((error: unknown) => error);
    expect(describeError(failure)).toMatchObject({ status: 403, source: 'message' });
  });

  it("getCompanyConfiguration answers the account's company configuration with defaults", async () => {
    const configuration = await getCompanyConfiguration(employee);
    expect(configuration.configuration.uploadMaxSizeMb).toBeGreaterThan(0);
  });

  it('getFunctionProfile answers the general profile, and the tenant-role one with TENANT', async () => {
    expect(await getFunctionProfile(employee)).toMatchObject({ roleType: 'GENERAL', tenantId: null });
    expect(await getFunctionProfile(employee, 'TENANT')).toMatchObject({
      roleType: 'TENANT',
      tenantId: demoTenantId,
      profile: { 'expense.mileage': { enabled: true } },
    });
  });

  it('checkHistoricCompanies tells the tenant with a retired company that it has historic companies', async () => {
    expect(await checkHistoricCompanies(employee)).toMatchObject({
      tenantId: demoTenantId,
      hasHistoricCompanies: true,
    });
  });

  it('getBackendUser answers an account in the Backend user shape', async () => {
    const self = await getAccount(employee);
    expect(await getBackendUser(employee, self.id)).toMatchObject({
      login: 'employee',
      telephone: '13800000006',
      rolesName: 'Employee',
      enabled: true,
    });
  });

  it('uploadAttachment, searchAttachment and downloadAttachment round-trip a file', async () => {
    const bytes = new TextEncoder().encode('attachment body ✓');
    const uploaded = await uploadAttachment(employee, new Blob([bytes], { type: 'text/plain' }), {
      fileName: 'note ✓.txt',
    });
    expect(uploaded).toMatchObject({ fileName: 'note ✓.txt', size: bytes.length, tenantId: demoTenantId });
    expect(await searchAttachment(employee, uploaded.attachmentOID)).toEqual(uploaded);
    // The signed link gives the bytes to a request without the token (an <img>, a PDF frame).
    const shown = await fetch(`${baseURL}${uploaded.link?.url}`);
    expect(shown.status).toBe(200);
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(bytes);
    const file = await downloadAttachment(employee, uploaded.attachmentOID, { save: false });
    expect(file.fileName).toBe('note ✓.txt');
    expect(file.contentType).toBe('text/plain');
    expect(new Uint8Array(file.data)).toEqual(bytes);
  });

  it('loginDecide answers single sign-on for a host with a source and password login otherwise, without a token', async () => {
    expect(await loginDecide(anonymous, 'sso.zzc.example', { ssoBase: baseURL })).toEqual({
      loginMode: 'SSO',
      domainName: 'sso.zzc.example',
      clientName: 'zzcwecom',
      authUrl: 'https://wecom.example/authorize',
      sourceType: 'WECHAT',
      sourceName: 'ZZC WeCom',
    });
    expect(await loginDecide(anonymous, 'console.zzc.example')).toEqual({
      loginMode: 'PASSWORD',
      domainName: 'console.zzc.example',
    });
  });
});

describe('enumeration and environment calls', () => {
  it('listEnumerationItems answers the items in the request language', async () => {
    expect(await listEnumerationItems(employee, 'ZZC_KIND')).toEqual([
      expect.objectContaining({ value: 'ZZC_ONE', code: 'ONE', name: 'One', enabled: true }),
    ]);
  });

  it('listEnumerationCodes answers the codes that exist', async () => {
    expect(await listEnumerationCodes(employee)).toEqual(expect.arrayContaining(['ZZC_KIND', 'ZZC_TPL']));
  });

  it('listCloudEnvironments answers name and code', async () => {
    expect(await listCloudEnvironments(employee, true)).toContainEqual(
      expect.objectContaining({ code: 'ZZC_ENV', name: 'ZZC Cloud' }),
    );
  });

  it('listEnumerationTemplatesByType answers the templates of a type above 2000', async () => {
    const templates = await listEnumerationTemplatesByType(employee, 2201);
    expect(templates.map((template) => template.customEnumerationCode)).toEqual(['ZZC_TPL']);
  });

  it('listSystemEnumerationsByType answers the system enumerations of a type', async () => {
    const enumerations = await listSystemEnumerationsByType(employee, 1888);
    expect(enumerations[0]?.items.map((item) => item.value)).toEqual(['ZZC_S1']);
  });

  it('listStandardCurrencies answers currencyCode and currencyName, Chinese with chineseName', async () => {
    expect(await listStandardCurrencies(employee)).toContainEqual(
      expect.objectContaining({ currencyCode: 'XTS', currencyName: 'Test currency' }),
    );
    expect(await listStandardCurrencies(employee, 'chineseName')).toContainEqual(
      expect.objectContaining({ currencyCode: 'XTS', currencyName: '测试货币' }),
    );
  });
});
