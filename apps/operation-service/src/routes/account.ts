import {
  authorities as allAuthorities,
  authSourceTypes,
  interfaceLanguageCodes,
  interfaceLanguageOf,
  interfaceLanguages,
  OperateType,
  PageAction,
  type AccountCompany,
  type BackendUser,
  type CompanyConfiguration,
  type FunctionProfile,
  type HistoricCompanies,
  type InterfaceLanguage,
  type InterfaceLanguageCode,
  type LoggedInUser,
  type LoginDecision,
  type PageRole,
  type TenantInfo,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  grantedViews,
  loadRoleGrants,
  roleNamesOf,
  type AccountRow,
  type RoleGrant,
} from '../auth/principal';
import type { Queryable } from '../db';
import { ApiError, badRequest, crossTenant, forbidden, notFound } from '../http/errors';
import { localeOf, type ServiceLocale } from '../http/messages';
import { hasAuthority, type Principal } from '../http/principal';
import { access, publicRoute, route } from '../http/route';
import { companyConfigurationOf } from '../resources/companyConfiguration';

/** The columns of an account these calls read: never its password hash or lockout state. */
type AccountFields = Pick<
  AccountRow,
  | 'id'
  | 'login'
  | 'name'
  | 'email'
  | 'mobile'
  | 'roles'
  | 'tenant_id'
  | 'company_id'
  | 'language'
  | 'enabled'
  | 'status'
  | 'profile'
>;

const accountColumns =
  'id, login, name, email, mobile, roles, tenant_id, company_id, language, enabled, status, profile';

async function findAccount(db: Queryable, id: number): Promise<AccountFields | undefined> {
  const { rows } = await db.query<AccountFields>(`select ${accountColumns} from account where id = $1`, [id]);
  return rows[0];
}

/** The caller's own account row; its token was just checked, so it exists. */
export async function ownAccount(db: Queryable, principal: Principal): Promise<AccountFields> {
  const account = await findAccount(db, principal.accountId);
  if (!account) throw new ApiError(401, 'TOKEN_INVALID', 'TOKEN_INVALID');
  return account;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored language as an interface language; accounts created elsewhere may spell it differently. */
function languageOfAccount(account: Pick<AccountFields, 'language'>): InterfaceLanguageCode {
  return interfaceLanguageOf(account.language) ?? 'zh_cn';
}

/**
 * The signed-in user as the console's shell reads it. Authorities and `permitAll` are the principal's
 * (its roles' authority-role records, read with the token); the menus follow the same records'
 * `menuKeys`, so that a role edit shows in the menu at the next reload.
 */
function loggedInUser(
  account: AccountFields,
  principal: Principal,
  grants: readonly RoleGrant[],
): LoggedInUser {
  const views = grantedViews(grants);
  const pageRoles: PageRole[] = views.map((view) => ({
    pageName: view.key,
    action: view.operateType === OperateType.EDIT ? PageAction.WRITE : PageAction.READ,
  }));
  return {
    id: account.id,
    login: account.login,
    name: account.name,
    email: account.email,
    mobile: account.mobile,
    language: languageOfAccount(account),
    // The roles that grant (custom ones included), the codes of the grants the principal came from.
    roles: grants.filter((grant) => grant.enabled).map((grant) => grant.code),
    authorities: allAuthorities.filter((authority) => hasAuthority(principal, authority)),
    permitAll: principal.permitAll,
    enableNewPermission: true,
    pageRoles,
    views,
    profile: isPlainObject(account.profile) ? account.profile : {},
    tenantId: account.tenant_id,
    companyId: account.company_id,
    tenantBound: principal.tenantId !== null,
  };
}

interface RecordRow {
  id: number;
  oid: string;
  tenant_id: number | null;
  data: Record<string, unknown>;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function companyOf(row: RecordRow, tenantId: number): AccountCompany {
  return {
    id: row.id,
    oid: row.oid,
    tenantId,
    name: text(row.data.name) ?? '',
    companyCode: text(row.data.companyCode) ?? '',
    enabled: row.data.enabled !== false,
    companyTypeName: text(row.data.companyTypeName),
  };
}

function tenantOf(row: RecordRow, cloudEnvName: string | null): TenantInfo {
  const { data } = row;
  return {
    id: row.id,
    tenantId: row.id,
    oid: row.oid,
    tenantName: text(data.tenantName) ?? '',
    tenantCode: text(data.tenantCode) ?? '',
    cloudEnv: text(data.cloudEnv) ?? '',
    cloudEnvLabelsName: cloudEnvName,
    region: text(data.region) ?? '',
    licensed: data.licensed === 1 ? 1 : 0,
    sandbox: data.sandbox === true,
    enabled: data.enabled !== false,
    tenantGroupCode: text(data.tenantGroupCode),
    licenceExpireDate: text(data.licenceExpireDate),
  };
}

/** `over` on top of `base`, objects merged key by key at every depth, anything else replaced. */
function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = isPlainObject(below) && isPlainObject(value) ? deepMerge(below, value) : value;
  }
  return merged;
}

function backendUserOf(
  account: AccountFields,
  locale: ServiceLocale,
  grants: readonly RoleGrant[],
): BackendUser {
  return {
    id: account.id,
    login: account.login,
    name: account.name,
    email: account.email,
    telephone: account.mobile,
    rolesName: roleNamesOf(account.roles, grants, locale),
    // Every code the account holds, custom, disabled and unknown ones too: an editor keeps them.
    roles: account.roles,
    enabled: account.enabled,
    status: account.status,
    tenantId: account.tenant_id,
    companyId: account.company_id,
    language: languageOfAccount(account),
  };
}

/** A host name as the login page sends it; a port, when sent, is not part of the domain. */
const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((host) => host.replace(/:\d{1,5}$/, ''))
  .pipe(
    z
      .string()
      .min(1)
      .max(253)
      .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/),
  );

const roleTypeSchema = z.enum(['TENANT', 'COMPANY']);

export async function registerAccountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/account',
    access: access.authenticated,
    summary: 'The logged-in user: roles, authorities, page roles, views and profile.',
    handler: async ({ principal }) => {
      const account = await ownAccount(db, principal);
      return loggedInUser(account, principal, await loadRoleGrants(db, account.roles));
    },
  });

  // Public: the login page offers the language switch before anyone has signed in.
  publicRoute(app, {
    method: 'GET',
    url: '/api/language/list',
    summary: 'The interface languages; enabled marks those the shell offers.',
    handler: (): InterfaceLanguage[] =>
      interfaceLanguages.map(({ code, name, locale, shell }) => ({ code, name, locale, enabled: shell })),
  });

  route(app, {
    method: 'POST',
    url: '/api/switch/user/language',
    access: access.authenticated,
    summary: "Keeps the account's interface language.",
    handler: async ({ request, principal }) => {
      // `language` here is the language asked for, not the one to answer in: a refusal comes in
      // the account's current language.
      request.locale = localeOf(principal.language);
      const raw = (request.query as Record<string, unknown>).language;
      const language = typeof raw === 'string' ? interfaceLanguageOf(raw) : undefined;
      if (!language) {
        throw badRequest([
          {
            field: 'language',
            messageId: 'LANGUAGE_UNSUPPORTED',
            values: {
              language: typeof raw === 'string' ? raw.slice(0, 20) : '',
              languages: interfaceLanguageCodes.join(', '),
            },
          },
        ]);
      }
      await db.query('update account set language = $2, updated_at = now() where id = $1', [
        principal.accountId,
        language,
      ]);
      return { language };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/switch/company',
    access: access.authenticated,
    query: z.object({ companyId: z.coerce.number().int().positive() }),
    summary: "Makes an enabled company of the account's own tenant the account's current company.",
    handler: async ({ principal, query }): Promise<AccountCompany> => {
      const account = await ownAccount(db, principal);
      const tenantId = account.tenant_id;
      const { rows } = await db.query<RecordRow>(
        `select id, oid, tenant_id, data from resource_record
          where resource = 'company' and id = $1 and tenant_id = $2`,
        [query.companyId, tenantId],
      );
      const row = rows[0];
      // Another tenant's company, or a retired one, cannot become the current company.
      if (tenantId === null || !row || row.data.enabled === false)
        throw badRequest([{ field: 'companyId', messageId: 'LOOKUP_COMPANY_REQUIRED' }]);
      await db.query('update account set company_id = $2, updated_at = now() where id = $1', [
        principal.accountId,
        row.id,
      ]);
      return companyOf(row, tenantId);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/my/companies',
    access: access.authenticated,
    summary: "The companies of the account's tenant, enabled first.",
    handler: async ({ principal }): Promise<AccountCompany[]> => {
      const account = await ownAccount(db, principal);
      const tenantId = account.tenant_id;
      if (tenantId === null) return [];
      const { rows } = await db.query<RecordRow>(
        `select id, oid, tenant_id, data from resource_record
          where resource = 'company' and tenant_id = $1
          order by coalesce((data->>'enabled')::boolean, true) desc, data->>'companyCode', id`,
        [tenantId],
      );
      return rows.map((row) => companyOf(row, tenantId));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tenant/getById',
    // Anyone may read their own tenant (the shell caches it); reading others needs tenant:read,
    // and a tenant-bound account never reads another tenant.
    access: access.authenticated,
    query: z.object({ tenantId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    summary: 'A tenant with the name of its cloud environment.',
    handler: async ({ query, principal }): Promise<TenantInfo> => {
      if (principal.tenantId !== null && principal.tenantId !== query.tenantId) throw crossTenant();
      if (principal.tenantId === null && !hasAuthority(principal, 'tenant:read')) {
        const account = await ownAccount(db, principal);
        if (account.tenant_id !== query.tenantId) throw forbidden();
      }
      const { rows } = await db.query<RecordRow & { cloud_env_name: string | null }>(
        `select t.id, t.oid, t.tenant_id, t.data,
                (select e.data->>'name' from resource_record e
                  where e.resource = 'cloud-env' and e.data->>'code' = t.data->>'cloudEnv'
                  order by e.id limit 1) as cloud_env_name
           from resource_record t where t.resource = 'tenant' and t.id = $1`,
        [query.tenantId],
      );
      const row = rows[0];
      if (!row) throw notFound();
      return tenantOf(row, row.cloud_env_name);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/configurations/user',
    access: access.authenticated,
    summary: "The configuration of the account's company, over the defaults.",
    handler: async ({ principal }): Promise<CompanyConfiguration> => {
      const account = await ownAccount(db, principal);
      return companyConfigurationOf(db, account.company_id);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/function/profiles',
    access: access.authenticated,
    query: z.object({ roleType: roleTypeSchema.optional() }),
    summary: "The general function profile, or with roleType=TENANT the tenant's role profile over it.",
    handler: async ({ query, principal }): Promise<FunctionProfile> => {
      const { rows: general } = await db.query<{ profile: unknown }>(
        "select profile from function_profile where role_type = 'GENERAL' and tenant_id is null order by id limit 1",
      );
      const generalProfile = isPlainObject(general[0]?.profile) ? general[0].profile : {};
      if (query.roleType !== 'TENANT')
        return { roleType: 'GENERAL', tenantId: null, profile: generalProfile };
      const account = await ownAccount(db, principal);
      const { rows: tenant } = await db.query<{ profile: unknown }>(
        "select profile from function_profile where role_type = 'TENANT' and tenant_id = $1",
        [account.tenant_id],
      );
      // A tenant's role profile says only where the tenant differs from the general one.
      const tenantProfile = isPlainObject(tenant[0]?.profile) ? tenant[0].profile : {};
      return {
        roleType: 'TENANT',
        tenantId: account.tenant_id,
        profile: deepMerge(generalProfile, tenantProfile),
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tenant/check/exsit/company/his',
    access: access.authenticated,
    summary: "Whether the account's tenant has historic (retired, that is disabled) companies.",
    handler: async ({ principal }): Promise<HistoricCompanies> => {
      const account = await ownAccount(db, principal);
      if (account.tenant_id === null)
        return { tenantId: null, hasHistoricCompanies: false, historicCompanyCount: 0 };
      const { rows } = await db.query<{ count: number }>(
        `select count(*)::int as count from resource_record
          where resource = 'company' and tenant_id = $1 and (data->>'enabled')::boolean = false`,
        [account.tenant_id],
      );
      const count = rows[0]?.count ?? 0;
      return { tenantId: account.tenant_id, hasHistoricCompanies: count > 0, historicCompanyCount: count };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/users/v2/:id',
    // Anyone reads their own account; reading another needs admin:read, within one's tenant for a
    // tenant-bound account. A missing id answers 404 before either check.
    access: access.authenticated,
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    summary: 'An account in the Backend user shape.',
    handler: async ({ params, principal, locale }): Promise<BackendUser> => {
      const account = await findAccount(db, params.id);
      if (!account) throw notFound();
      if (account.id !== principal.accountId) {
        if (principal.tenantId !== null && account.tenant_id !== principal.tenantId) throw crossTenant();
        if (!hasAuthority(principal, 'admin:read')) throw forbidden();
      }
      return backendUserOf(account, locale, await loadRoleGrants(db, account.roles));
    },
  });

  // Public: the login page asks before anyone has signed in.
  publicRoute(app, {
    method: 'GET',
    url: '/sso/loginDecide',
    query: z.object({ domainName: domainNameSchema }),
    summary: "Whether a host's login page hands over to single sign-on, and to which source.",
    handler: async ({ query }): Promise<LoginDecision> => {
      const { rows } = await db.query<{ data: Record<string, unknown> }>(
        `select data from resource_record
          where resource = 'auth-source' and data->>'domainName' = $1
            and coalesce((data->>'enabled')::boolean, true)
          order by id limit 1`,
        [query.domainName],
      );
      const source = rows[0]?.data;
      const clientName = text(source?.clientName);
      const sourceType = z.enum(authSourceTypes).safeParse(source?.sourceType);
      // A source that cannot hand over (no client, an unknown kind) leaves the password form in place.
      if (!source || !clientName || !sourceType.success)
        return { loginMode: 'PASSWORD', domainName: query.domainName };
      return {
        loginMode: 'SSO',
        domainName: query.domainName,
        clientName,
        authUrl: text(source.authUrl),
        sourceType: sourceType.data,
        sourceName: text(source.name) ?? clientName,
      };
    },
  });
}
