import { describe, expect, expectTypeOf, it } from 'vitest';
import { safeParseAnswer } from '../calls/call';
import type { AuthSourceType } from '../constants/statuses';
import type { MenuType, OperateType } from '../permissions';
import { adminRoleSchema } from './admin';
import {
  backendUserSchema,
  companyConfigurationSchema,
  loggedInUserSchema,
  loginDecisionSchema,
  tenantInfoSchema,
  type AccountCompany,
  type Attachment,
  type BackendUser,
  type CompanyConfiguration,
  type FunctionProfile,
  type HistoricCompanies,
  type InterfaceLanguage,
  type InterfaceLanguageCode,
  type LoggedInUser,
  type LoginDecision,
  type PageRole,
  type SwitchedLanguage,
  type TenantInfo,
  type View,
} from './account';
import { backendUserLookupSchema } from './lookups';

/** A custom authority-role record's code: no role of `roleCodes`. */
const custom = 'CONTRACT_REVIEWER';

const backendUser = {
  id: 7,
  login: 'reviewer',
  name: 'Reviewer',
  email: null,
  telephone: null,
  rolesName: '合同审阅员, Finance administrator',
  roles: [custom, 'FINANCE_ADMIN'],
  enabled: true,
  status: 'ACTIVE',
  tenantId: null,
  companyId: null,
  language: 'en',
};

const loggedInUser = {
  id: 7,
  login: 'reviewer',
  name: 'Reviewer',
  email: null,
  mobile: null,
  language: 'en',
  roles: [custom],
  authorities: ['contract:read'],
  permitAll: false,
  enableNewPermission: true,
  pageRoles: [],
  views: [],
  profile: {},
  tenantId: null,
  companyId: null,
  tenantBound: false,
};

const role = {
  code: custom,
  name: '合同审阅员',
  enabled: false,
  permitAll: false,
  tenantBound: false,
  authorities: [],
  views: [],
};

describe('role codes in answers', () => {
  it('keeps a custom role code in the account, backend-user and role answers', () => {
    expect([
      loggedInUserSchema.parse(loggedInUser).roles,
      backendUserSchema.parse(backendUser).roles,
      backendUserLookupSchema.parse(backendUser).roles,
      adminRoleSchema.parse(role).code,
    ]).toEqual([[custom], [custom, 'FINANCE_ADMIN'], [custom, 'FINANCE_ADMIN'], custom]);
  });

  it('refuses an empty role code', () => {
    expect([
      loggedInUserSchema.safeParse({ ...loggedInUser, roles: [''] }).success,
      backendUserSchema.safeParse({ ...backendUser, roles: [''] }).success,
      adminRoleSchema.safeParse({ ...role, code: '' }).success,
    ]).toEqual([false, false, false]);
  });

  it('names a role without a record by null, and says whether it is enabled', () => {
    expect(adminRoleSchema.safeParse({ ...role, name: undefined }).success).toBe(false);
    expect(adminRoleSchema.parse({ ...role, code: 'EMPLOYEE', name: null, enabled: true })).toMatchObject({
      name: null,
      enabled: true,
    });
  });
});

/** The paths of what `schema` finds wrong with `answer`, checked as the calls check answers. */
function wrongPaths(schema: Parameters<typeof safeParseAnswer>[0], answer: unknown): string[] {
  const result = safeParseAnswer(schema, answer);
  return result.success ? [] : result.issues.map((issue) => issue.path.join('.'));
}

const tenant = {
  id: 3,
  tenantId: 3,
  oid: '8c7d2f6e-3b1a-4c5d-9e8f-0a1b2c3d4e5f',
  tenantName: 'Acme',
  tenantCode: 'T0001',
  cloudEnv: 'CN',
  cloudEnvLabelsName: null,
  region: 'east',
  licensed: 1,
  sandbox: false,
  enabled: true,
  tenantGroupCode: null,
  licenceExpireDate: '2027-01-01',
};

const configuration = {
  companyId: 4,
  customized: true,
  configuration: {
    baseCurrency: 'EUR',
    uploadMaxSizeMb: 3,
    attachmentMaxCount: 9,
    passwordMinLength: 8,
    passwordMaxLength: 32,
    invoiceTitle: 'Acme S.p.A.',
  },
};

const sso = {
  loginMode: 'SSO',
  domainName: 'acme.example',
  clientName: 'acme-feishu',
  authUrl: null,
  sourceType: 'FEISHU',
  sourceName: 'Feishu',
};

// The account schemas are written with zod/mini (the shell loads them with its first calls): they
// accept and refuse what their classic zod versions did.
describe('account answers (zod/mini)', () => {
  it('read a logged-in user field for field', () => {
    expect(loggedInUserSchema.parse(loggedInUser)).toEqual(loggedInUser);
  });

  it('refuse a view of an unknown menu type at its path', () => {
    const views = [{ key: 'tenant', menuType: 'X', operateType: 1 }];
    expect(wrongPaths(loggedInUserSchema, { ...loggedInUser, views })).toEqual(['views.0.menuType']);
  });

  it('refuse a tenant id that is not a positive whole number', () => {
    expect(
      [0, 1.5, '3'].map((tenantId) => wrongPaths(loggedInUserSchema, { ...loggedInUser, tenantId })),
    ).toEqual([['tenantId'], ['tenantId'], ['tenantId']]);
  });

  it('refuse a tenant whose oid is no UUID or whose licence flag is neither 0 nor 1', () => {
    expect(wrongPaths(tenantInfoSchema, { ...tenant, oid: 'T0001', licensed: 2 })).toEqual([
      'oid',
      'licensed',
    ]);
  });

  it('keep the settings a company stores beyond the known ones', () => {
    expect(companyConfigurationSchema.parse(configuration).configuration).toMatchObject({
      invoiceTitle: 'Acme S.p.A.',
    });
  });

  it('refuse a base currency that is no ISO 4217 code', () => {
    const wrong = {
      ...configuration,
      configuration: { ...configuration.configuration, baseCurrency: 'eur' },
    };
    expect(wrongPaths(companyConfigurationSchema, wrong)).toEqual(['configuration.baseCurrency']);
  });

  it('read a single sign-on decision by its login mode and refuse one without its client name', () => {
    expect(loginDecisionSchema.parse(sso)).toEqual(sso);
    expect(wrongPaths(loginDecisionSchema, { ...sso, clientName: '' })).toEqual(['clientName']);
  });
});

// What classic zod inferred, written out: the zod/mini schemas must infer exactly these.
describe('account answer types', () => {
  it('are those classic zod inferred', () => {
    expectTypeOf<PageRole>().toEqualTypeOf<{ pageName: string; action: number }>();
    expectTypeOf<View>().toEqualTypeOf<{ key: string; menuType: MenuType; operateType: OperateType }>();
    expectTypeOf<LoggedInUser>().toEqualTypeOf<{
      id: number;
      login: string;
      name: string;
      email: string | null;
      mobile: string | null;
      language: InterfaceLanguageCode;
      roles: string[];
      authorities: string[];
      permitAll: boolean;
      enableNewPermission: boolean;
      pageRoles: PageRole[];
      views: View[];
      profile: Record<string, unknown>;
      tenantId: number | null;
      companyId: number | null;
      tenantBound: boolean;
    }>();
    expectTypeOf<InterfaceLanguage>().toEqualTypeOf<{
      code: InterfaceLanguageCode;
      name: string;
      locale: string;
      enabled: boolean;
    }>();
    expectTypeOf<SwitchedLanguage>().toEqualTypeOf<{ language: InterfaceLanguageCode }>();
    expectTypeOf<AccountCompany>().toEqualTypeOf<{
      id: number;
      oid: string;
      tenantId: number;
      name: string;
      companyCode: string;
      enabled: boolean;
      companyTypeName: string | null;
    }>();
    expectTypeOf<TenantInfo>().toEqualTypeOf<{
      id: number;
      tenantId: number;
      oid: string;
      tenantName: string;
      tenantCode: string;
      cloudEnv: string;
      cloudEnvLabelsName: string | null;
      region: string;
      licensed: 0 | 1;
      sandbox: boolean;
      enabled: boolean;
      tenantGroupCode: string | null;
      licenceExpireDate: string | null;
    }>();
    expectTypeOf<CompanyConfiguration>().toEqualTypeOf<{
      companyId: number | null;
      customized: boolean;
      configuration: {
        [key: string]: unknown;
        baseCurrency: string;
        uploadMaxSizeMb: number;
        attachmentMaxCount: number;
        passwordMinLength: number;
        passwordMaxLength: number;
      };
    }>();
    expectTypeOf<FunctionProfile>().toEqualTypeOf<{
      roleType: 'GENERAL' | 'TENANT';
      tenantId: number | null;
      profile: Record<string, unknown>;
    }>();
    expectTypeOf<HistoricCompanies>().toEqualTypeOf<{
      tenantId: number | null;
      hasHistoricCompanies: boolean;
      historicCompanyCount: number;
    }>();
    expectTypeOf<BackendUser>().toEqualTypeOf<{
      id: number;
      login: string;
      name: string;
      email: string | null;
      telephone: string | null;
      rolesName: string;
      roles: string[];
      enabled: boolean;
      status: 'ACTIVE' | 'LEAVING' | 'LEFT';
      tenantId: number | null;
      companyId: number | null;
      language: InterfaceLanguageCode;
    }>();
    expectTypeOf<Attachment>().toEqualTypeOf<{
      attachmentOID: string;
      fileName: string;
      contentType: string;
      size: number;
      tenantId: number | null;
      createdBy: string | null;
      createdAt: string;
      downloadPath: string;
      link?: { url: string; expiresAt: string } | undefined;
    }>();
    expectTypeOf<LoginDecision>().toEqualTypeOf<
      | { loginMode: 'PASSWORD'; domainName: string }
      | {
          loginMode: 'SSO';
          domainName: string;
          clientName: string;
          authUrl: string | null;
          sourceType: AuthSourceType;
          sourceName: string;
        }
    >();
  });
});
