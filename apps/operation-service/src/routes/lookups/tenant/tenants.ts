import {
  cloudEnvResource,
  companyResource,
  tenantExpenseTypeResource,
  tenantGroupResource,
  tenantNoticeRuleResource,
  tenantResource,
  type CompanyLookup,
  type ResourceDescriptor,
  type ResourceRecord,
  type TenantExpenseTypeLookup,
  type TenantGroupLookup,
  type TenantLookup,
  type TenantNoticeRange,
  type TenantNoticeRuleLookup,
  type TenantNoticeSendObject,
  type TenantNoticeType,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../db';
import { badRequest } from '../../../http/errors';
import { translate, type MessageId, type ServiceLocale } from '../../../http/messages';
import { access, queryArray, queryBoolean, route } from '../../../http/route';
import { getRecord } from '../../../resources/engine';
import {
  describeCode,
  fieldByKey,
  joinDescriptions,
  keywordParam,
  listAll,
  listLookup,
  lookupPageQuery,
  lookupTenant,
  mapPage,
  optionalParam,
  orNull,
  requiredLookupTenant,
  tenantIdParam,
} from './shared';

type TenantRecord = ResourceRecord<typeof tenantResource>;

/**
 * The tenant resource as the tenant pickers read it: it may also filter on the record's id, which is
 * the `tenantId` of every other record and of the picker's filter. The resource is global, so the
 * engine's scope does not bind it: the pickers filter a tenant-bound account to its own tenant here.
 */
const tenantsById: ResourceDescriptor = {
  ...tenantResource,
  filters: { ...tenantResource.filters, id: 'eq' },
  shape: { ...tenantResource.shape, id: z.number().int() },
};

async function toTenantLookups(db: Queryable, tenants: TenantRecord[]): Promise<TenantLookup[]> {
  const cloudEnvNames = await fieldByKey(
    db,
    cloudEnvResource,
    'code',
    'name',
    tenants.map((tenant) => tenant.cloudEnv),
  );
  return tenants.map((tenant) => ({
    id: tenant.id,
    tenantId: tenant.id,
    tenantName: tenant.tenantName,
    tenantCode: tenant.tenantCode,
    cloudEnv: tenant.cloudEnv,
    cloudEnvLabelsName: cloudEnvNames.get(tenant.cloudEnv) ?? tenant.cloudEnv,
    sandbox: tenant.sandbox,
    licensed: tenant.licensed,
    region: tenant.region,
    enabled: tenant.enabled,
  }));
}

const codeParam = z.string().trim().min(1).max(64);

const tenantSearchQuery = lookupPageQuery.extend({
  tenantName: optionalParam(z.string().trim().max(100)),
  tenantId: optionalParam(tenantIdParam),
  /** Paid 1, free 0. */
  licensed: optionalParam(z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]))),
  region: optionalParam(queryArray(codeParam)),
  /** Cloud environment codes. */
  cloud: optionalParam(queryArray(codeParam)),
  sandbox: optionalParam(queryBoolean),
  isAll: optionalParam(queryBoolean),
});

/** Pickers list tenants by code unless told otherwise: T0001 before T0002, as the provider numbers them. */
const TENANT_ORDER = 'tenantCode,asc';

const tenantRangeMessages = {
  ALL: 'LOOKUP_TENANT_RANGE_ALL',
  LICENSED: 'LOOKUP_TENANT_RANGE_LICENSED',
  FREE: 'LOOKUP_TENANT_RANGE_FREE',
} as const satisfies Record<TenantNoticeRange, MessageId>;

const noticeTypeMessages = {
  LICENCE_EXPIRY: 'LOOKUP_NOTICE_TYPE_LICENCE_EXPIRY',
  TRIAL_EXPIRY: 'LOOKUP_NOTICE_TYPE_TRIAL_EXPIRY',
  USAGE: 'LOOKUP_NOTICE_TYPE_USAGE',
  RELEASE: 'LOOKUP_NOTICE_TYPE_RELEASE',
} as const satisfies Record<TenantNoticeType, MessageId>;

const sendObjectMessages = {
  ADMINS: 'LOOKUP_SEND_OBJECT_ADMINS',
  ALL_STAFF: 'LOOKUP_SEND_OBJECT_ALL_STAFF',
  CONTACT: 'LOOKUP_SEND_OBJECT_CONTACT',
} as const satisfies Record<TenantNoticeSendObject, MessageId>;

type NoticeRuleRecord = ResourceRecord<typeof tenantNoticeRuleResource>;
type NoticeWay = NoticeRuleRecord['noticeWays'][number];

const noticeWayMessages = {
  EMAIL: 'LOOKUP_NOTICE_WAY_EMAIL',
  SMS: 'LOOKUP_NOTICE_WAY_SMS',
  APP: 'LOOKUP_NOTICE_WAY_APP',
  MESSAGING: 'LOOKUP_NOTICE_WAY_MESSAGING',
} as const satisfies Record<NoticeWay, MessageId>;

function toNoticeRuleLookup(rule: NoticeRuleRecord, locale: ServiceLocale): TenantNoticeRuleLookup {
  return {
    id: rule.id,
    noticeName: rule.noticeName,
    noticeType: rule.noticeType,
    noticeTypeDesc: describeCode(locale, noticeTypeMessages, rule.noticeType),
    sendTime: rule.sendTime,
    noticeWays: rule.noticeWays,
    noticeWaysDesc: joinDescriptions(
      locale,
      rule.noticeWays.map((way) => describeCode(locale, noticeWayMessages, way)),
    ),
    tenantRange: rule.tenantRange,
    tenantRangeDesc: describeCode(locale, tenantRangeMessages, rule.tenantRange),
    sendObject: rule.sendObject,
    sendObjectDesc: describeCode(locale, sendObjectMessages, rule.sendObject),
    sendCondition: rule.sendCondition,
    sendConditionDesc:
      rule.sendCondition === 0
        ? translate(locale, 'LOOKUP_SEND_CONDITION_SAME_DAY')
        : translate(locale, 'LOOKUP_SEND_CONDITION_DAYS_BEFORE', { days: rule.sendCondition }),
    enabled: rule.enabled,
  };
}

const toCompanyLookup = (company: ResourceRecord<typeof companyResource>): CompanyLookup => ({
  id: company.id,
  tenantId: company.tenantId,
  name: company.name,
  companyCode: company.companyCode,
  enabled: company.enabled,
  companyTypeName: orNull(company.companyTypeName),
});

const toExpenseTypeLookup = (
  expenseType: ResourceRecord<typeof tenantExpenseTypeResource>,
): TenantExpenseTypeLookup => ({
  id: expenseType.id,
  tenantId: expenseType.tenantId,
  name: expenseType.name,
  code: expenseType.code,
  category: orNull(expenseType.category),
  enabled: expenseType.enabled,
});

const toTenantGroupLookup = (group: ResourceRecord<typeof tenantGroupResource>): TenantGroupLookup => ({
  id: group.id,
  tenantGroupName: group.tenantGroupName,
  tenantGroupCode: group.tenantGroupCode,
  enabled: group.enabled,
});

/** The tenant pickers, and the lookups of a tenant's companies, groups, notice rules and expense types. */
export async function registerTenantPickerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/tenant/object/list/page',
    access: access.anyOf(tenantResource.permissions.read),
    query: tenantSearchQuery,
    summary: 'The tenant picker: tenants by name, id, licence, region, cloud environment and sandbox.',
    handler: async ({ query, principal }) => {
      // Spec §5: an unset sandbox filter covers every tenant. `isAll=true` says the same explicitly,
      // so it cannot come with a sandbox value that would say otherwise.
      if (query.isAll === true && query.sandbox !== undefined) {
        throw badRequest([{ field: 'isAll', messageId: 'LOOKUP_SANDBOX_WITH_IS_ALL' }]);
      }
      const page = await listLookup(
        db,
        tenantResource,
        principal,
        {
          page: query.page,
          size: query.size,
          sort: query.sort ?? TENANT_ORDER,
          keyword: query.keyword,
          filters: {
            id: lookupTenant(principal, query.tenantId),
            tenantName: query.tenantName,
            licensed: query.licensed,
            region: query.region,
            cloudEnv: query.cloud,
            sandbox: query.sandbox,
          },
        },
        tenantsById,
      );
      return mapPage(page, (tenants) => toTenantLookups(db, tenants));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tenant/list/page',
    access: access.anyOf(tenantResource.permissions.read),
    query: lookupPageQuery,
    summary: 'Every tenant, a page at a time.',
    handler: async ({ query, principal }) => {
      const page = await listLookup(
        db,
        tenantResource,
        principal,
        { ...query, sort: query.sort ?? TENANT_ORDER, filters: { id: lookupTenant(principal, undefined) } },
        tenantsById,
      );
      return mapPage(page, (tenants) => toTenantLookups(db, tenants));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/by/tenant/page',
    access: access.anyOf(companyResource.permissions.read),
    query: lookupPageQuery.extend({
      tenantId: optionalParam(tenantIdParam),
      enabled: optionalParam(queryBoolean),
    }),
    summary: 'The companies of a tenant, enabled or not.',
    handler: async ({ query, principal }) => {
      const tenantId = requiredLookupTenant(principal, query.tenantId);
      const page = await listLookup(db, companyResource, principal, {
        ...query,
        sort: query.sort ?? 'companyCode,asc',
        filters: { tenantId, enabled: query.enabled },
      });
      return mapPage(page, (companies) => companies.map(toCompanyLookup));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/available',
    access: access.anyOf(companyResource.permissions.read),
    query: z.object({ tenantId: optionalParam(tenantIdParam), keyword: keywordParam }),
    summary: 'The enabled companies of a tenant: what a form may choose.',
    handler: async ({ query, principal }) => {
      const tenantId = requiredLookupTenant(principal, query.tenantId);
      const companies = await listAll(db, companyResource, principal, {
        sort: 'name,asc',
        keyword: query.keyword,
        filters: { tenantId, enabled: true },
      });
      return companies.map(toCompanyLookup);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tenant/expense/type/statistic/list/page',
    access: access.anyOf(tenantExpenseTypeResource.permissions.read),
    query: lookupPageQuery.extend({
      tenantId: optionalParam(tenantIdParam),
      category: optionalParam(z.string().trim().max(40)),
      enabled: optionalParam(queryBoolean),
    }),
    summary: 'The expense types of the tenants, by name or code.',
    handler: async ({ query, principal }) => {
      const page = await listLookup(db, tenantExpenseTypeResource, principal, {
        ...query,
        sort: query.sort ?? 'code,asc',
        filters: {
          tenantId: lookupTenant(principal, query.tenantId),
          category: query.category,
          enabled: query.enabled,
        },
      });
      return mapPage(page, (expenseTypes) => expenseTypes.map(toExpenseTypeLookup));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tenantGroup',
    access: access.anyOf(tenantGroupResource.permissions.read),
    query: z.object({ isEnabled: optionalParam(queryBoolean), keyword: keywordParam }),
    summary: 'The tenant groups; `isEnabled=true` for the enabled ones only.',
    handler: async ({ query, principal }) => {
      const groups = await listAll(db, tenantGroupResource, principal, {
        sort: 'tenantGroupCode,asc',
        keyword: query.keyword,
        filters: { enabled: query.isEnabled },
      });
      return groups.map(toTenantGroupLookup);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tenant/notice/rule/list/license/by/tenant',
    access: access.anyOf(tenantNoticeRuleResource.permissions.read),
    query: z.object({
      tenantId: optionalParam(tenantIdParam),
      noticeType: optionalParam(queryArray(tenantNoticeRuleResource.shape.noticeType)),
      enabled: optionalParam(queryBoolean),
    }),
    summary: "The notice rules that apply to a tenant's licence: every tenant's, and the paid or free ones'.",
    handler: async ({ query, principal, locale }) => {
      const tenantId = requiredLookupTenant(principal, query.tenantId);
      const tenant = (await getRecord(db, tenantResource, principal, tenantId)) as TenantRecord;
      const rules = await listAll(db, tenantNoticeRuleResource, principal, {
        sort: 'sendTime,asc',
        filters: {
          tenantRange: ['ALL', tenant.licensed === 1 ? 'LICENSED' : 'FREE'],
          noticeType: query.noticeType,
          enabled: query.enabled,
        },
      });
      return rules.map((rule) => toNoticeRuleLookup(rule, locale));
    },
  });
}
