import { z } from 'zod';
import { DocumentStatus } from '../../constants/documentStatus';
import { translationLanguages, type TranslationLanguage } from '../../constants/languages';
import { bookingStatuses, employeeStatuses, labelDocumentCategories } from '../../constants/statuses';
import { ValidationMessage } from '../../constants/validation';
import { authorities, menuAuthorities, roleCodes, type MenuKey } from '../../permissions';
import { defineResource, type ResourceDescriptor } from '../define';
import {
  code,
  countryCode,
  currencyCode,
  date,
  email,
  enabled,
  mobile,
  money,
  optionalText,
  tenantId,
  text,
} from '../fields';

/*
 * The resources of the console's reference area: languages and translations, admin roles and login
 * ways, customer service, reference data, location service and travel bookings.
 */

/** An instant, ISO 8601 with its offset (as the API answers audit times). */
const instant = z.iso.datetime({ offset: true });
const url = z.string().trim().url().max(500);
/** The userOID of an employee: the oid of its staff record. */
const userOid = z.string().uuid();
/** An IPv4 address: four dotted numbers, each 0 to 255 (§5). */
const ipAddress = z
  .string()
  .trim()
  .regex(
    /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ValidationMessage.IP_ADDRESS,
  );
const sequence = z.number().int().min(0).max(100_000).default(0);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
/** A city's code as the city picker hands it on: a GB/T 2260 code or a UN/LOCODE abroad. */
const cityAdCode = code(12);

// ---------------------------------------------------------------------------------------------
// Languages and translations (i18n-language, minority-language)

const i18n = { read: 'i18n:read', write: 'i18n:write' } as const;

/** The languages whose texts every translation entry carries: the interface languages of the apps. */
export const mainTranslationLanguages = [
  'zh-cn',
  'en-us',
  'ja',
  'zh-tw',
  'it',
] as const satisfies readonly TranslationLanguage[];
/** The other translation-management languages: translated per entry and language ("minority" languages). */
export const minorityTranslationLanguages = [
  'zh-hk',
  'pt',
  'vi',
  'es',
  'ko',
  'id',
  'ar',
  'de',
  'th',
  'ms',
  'ru',
  'fr',
] as const satisfies readonly TranslationLanguage[];
const minorityLanguage = z.enum(minorityTranslationLanguages);

/**
 * The applications a translation belongs to: the front-end services of §9 and the server messages.
 */
export const translationModules = [
  'CENTRAL_CONTROL',
  'MOBILE_WEB',
  'WEB_APP',
  'OPERATION_PLATFORM',
  'ANALYSIS_PLATFORM',
  'ONLINE_APPS',
  'TRAVEL_WEB',
  'TRAVEL_MOBILE_WEB',
  'DEVELOPER_PLATFORM',
  'SERVER_MESSAGES',
] as const;

/** The 17 languages of translation management, with how far each is translated and who maintains it. */
export const translationLanguageResource = defineResource({
  name: 'translation-language',
  scope: 'global',
  schema: z.object({
    languageCode: z.enum(translationLanguages),
    name: text(40),
    nameEn: text(60),
    /** The language's own name for itself: 日本語, Tiếng Việt... */
    nativeName: text(60),
    /** MAIN languages are columns of every entry; MINORITY ones are translated per entry. */
    languageType: z.enum(['MAIN', 'MINORITY']),
    /** Right-to-left script (Arabic). */
    rightToLeft: z.boolean().default(false),
    /** The language a missing text falls back to. */
    fallbackLanguage: z.enum(translationLanguages).optional(),
    /** Share of entries translated and reviewed, in percent. */
    completionPercent: z.number().min(0).max(100).default(0),
    /** The translation agency or team that maintains it. */
    maintainer: optionalText(60),
    sequence,
    enabled,
  }),
  permissions: i18n,
  title: 'name',
  keyword: ['name', 'nameEn', 'nativeName', 'languageCode'],
  filters: { languageCode: 'eq', languageType: 'eq', enabled: 'eq' },
  sortable: ['sequence', 'languageCode', 'completionPercent'],
  unique: [['languageCode']],
  defaultSort: { field: 'sequence', direction: 'asc' },
  importable: true,
});

export const translationStatuses = ['NEW', 'TRANSLATED', 'REVIEWED', 'RELEASED'] as const;

/** A message key of an application with its texts in the main languages. */
export const translationEntryResource = defineResource({
  name: 'translation-entry',
  scope: 'global',
  schema: z.object({
    messageKey: code(160),
    module: z.enum(translationModules),
    zhCn: text(2000),
    enUs: optionalText(2000),
    ja: optionalText(2000),
    zhTw: optionalText(2000),
    it: optionalText(2000),
    /** Where the text shows and any limit on its length, for translators. */
    context: optionalText(500),
    maxLength: z.number().int().min(1).max(2000).optional(),
    status: z.enum(translationStatuses).default('NEW'),
    lastTranslator: optionalText(60),
  }),
  permissions: i18n,
  title: 'messageKey',
  keyword: ['messageKey', 'zhCn', 'enUs', 'ja'],
  filters: { module: 'in', status: 'in', messageKey: 'contains' },
  sortable: ['messageKey', 'module'],
  unique: [['module', 'messageKey']],
  importable: true,
});

export const minorityTranslationStatuses = [
  'UNTRANSLATED',
  'MACHINE_TRANSLATED',
  'TRANSLATED',
  'REVIEWED',
] as const;

/** The text of a message key in one minority language. */
export const minorityTranslationResource = defineResource({
  name: 'minority-translation',
  scope: 'global',
  schema: z.object({
    messageKey: code(160),
    module: z.enum(translationModules),
    languageCode: minorityLanguage,
    /** The Chinese (or English) text it is translated from. */
    sourceText: text(2000),
    translation: optionalText(2000),
    status: z.enum(minorityTranslationStatuses).default('UNTRANSLATED'),
    translator: optionalText(60),
    reviewer: optionalText(60),
    reviewedDate: date.optional(),
  }),
  permissions: i18n,
  title: 'messageKey',
  keyword: ['messageKey', 'sourceText', 'translation'],
  filters: { module: 'in', languageCode: 'in', status: 'in', reviewedDate: 'range' },
  sortable: ['messageKey', 'languageCode', 'reviewedDate'],
  unique: [['module', 'messageKey', 'languageCode']],
  importable: true,
});

export const translationReleaseStatuses = [
  'DRAFT',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'RELEASED',
  'FAILED',
] as const;

/** A request to push reviewed translations to production. */
export const translationReleaseResource = defineResource({
  name: 'translation-release',
  scope: 'global',
  schema: z.object({
    releaseNo: code(32),
    title: text(100),
    modules: z.array(z.enum(translationModules)).min(1),
    languageCodes: z.array(z.enum(translationLanguages)).min(1),
    entryCount: z.number().int().min(0).max(1_000_000),
    /** The environment the reviewed texts are taken from. */
    sourceEnv: z.enum(['UAT', 'STAGE']),
    requester: text(60),
    reviewer: optionalText(60),
    plannedAt: instant.optional(),
    releasedAt: instant.optional(),
    status: z.enum(translationReleaseStatuses).default('DRAFT'),
    remark: optionalText(500),
  }),
  permissions: i18n,
  title: 'releaseNo',
  keyword: ['releaseNo', 'title', 'requester'],
  filters: { status: 'in', sourceEnv: 'eq', plannedAt: 'range' },
  sortable: ['releaseNo', 'plannedAt', 'releasedAt'],
  unique: [['releaseNo']],
  defaultSort: { field: 'releaseNo', direction: 'desc' },
});

/** The printed documents whose templates carry translated labels. */
export const printTemplates = [
  'EXPENSE_REPORT',
  'REQUISITION',
  'TRAVEL_APPLICATION',
  'LOAN',
  'CORPORATE_PAYMENT',
  'PAYMENT_VOUCHER',
  'CONTRACT',
] as const;

/** A label printed on a document template, in the main languages. */
export const printTranslationResource = defineResource({
  name: 'print-translation',
  scope: 'global',
  schema: z.object({
    messageKey: code(160),
    printTemplate: z.enum(printTemplates),
    zhCn: text(500),
    enUs: optionalText(500),
    ja: optionalText(500),
    zhTw: optionalText(500),
    it: optionalText(500),
    /** Printed labels sit in fixed boxes: the most characters the box holds. */
    maxLength: z.number().int().min(1).max(500).optional(),
    remark: optionalText(200),
    enabled,
  }),
  permissions: i18n,
  title: 'messageKey',
  keyword: ['messageKey', 'zhCn', 'enUs'],
  filters: { printTemplate: 'in', enabled: 'eq' },
  sortable: ['messageKey', 'printTemplate'],
  unique: [['printTemplate', 'messageKey']],
  importable: true,
});

// ---------------------------------------------------------------------------------------------
// Admin and authentication (admin-page-platform, login-way)

const menuKeys = Object.keys(menuAuthorities) as [MenuKey, ...MenuKey[]];

/**
 * An authority role: a bundle of authorities and the menus it shows. The operation-service grants an
 * account the authorities of the enabled records of its role codes (a disabled record grants
 * nothing); a code without a record falls back to the role of the same code in `roles`. The built-in
 * records are seeded from those roles; the super administrator keeps role management (§6).
 */
export const authorityRoleResource = defineResource({
  name: 'authority-role',
  scope: 'global',
  schema: z
    .object({
      roleCode: code(40),
      roleName: text(60),
      description: optionalText(300),
      authorities: z.array(z.enum(authorities)).default([]),
      menuKeys: z.array(z.enum(menuKeys)).default([]),
      /** Every function, whatever the lists say (the super administrator). */
      permitAll: z.boolean().default(false),
      /** Sees only the records of its own tenant. */
      tenantBound: z.boolean().default(false),
      /**
       * One of the roles of the product (`roleCodes`): the server refuses to delete it or change its
       * code. Only those codes can be built in.
       */
      builtIn: z.boolean().default(false),
      enabled,
    })
    .superRefine((role, context) => {
      if (role.builtIn && !(roleCodes as readonly string[]).includes(role.roleCode))
        context.addIssue({ code: 'custom', path: ['builtIn'], message: ValidationMessage.BUILT_IN_ROLE });
      // The super administrator cannot remove role management and its sub-menus.
      if (role.roleCode !== 'SUPER_ADMIN') return;
      for (const authority of ['role:manage', 'admin:read', 'admin:write'] as const) {
        if (!role.authorities.includes(authority))
          context.addIssue({
            code: 'custom',
            path: ['authorities'],
            message: ValidationMessage.SUPER_ADMIN_ROLE_MANAGEMENT,
          });
      }
      if (!role.menuKeys.includes('admin-page-platform'))
        context.addIssue({
          code: 'custom',
          path: ['menuKeys'],
          message: ValidationMessage.SUPER_ADMIN_ROLE_MANAGEMENT,
        });
      if (!role.enabled)
        context.addIssue({
          code: 'custom',
          path: ['enabled'],
          message: ValidationMessage.SUPER_ADMIN_ROLE_MANAGEMENT,
        });
    }),
  permissions: { read: 'admin:read', write: 'role:manage' },
  title: 'roleName',
  keyword: ['roleName', 'roleCode'],
  filters: { builtIn: 'eq', permitAll: 'eq', tenantBound: 'eq', enabled: 'eq' },
  sortable: ['roleCode', 'roleName'],
  unique: [['roleCode']],
  defaultSort: { field: 'roleCode', direction: 'asc' },
});

export const loginMethods = [
  'PASSWORD',
  'SMS_CODE',
  'EMAIL_CODE',
  'SSO',
  'SSO_DIRECT',
  'FEISHU',
  'WECHAT',
  'DINGTALK',
  'YUNZHIJIA',
  'QR_CODE',
] as const;

/** How users of a console domain (and the tenant behind it) log in. */
export const loginWayResource = defineResource({
  name: 'login-way',
  scope: 'global',
  schema: z.object({
    name: text(60),
    /** The host name whose login page this applies to (`loginDecide?domainName=`). */
    domainName: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, ValidationMessage.DOMAIN_NAME)
      .max(253),
    tenantId: tenantId.optional(),
    loginMethods: z.array(z.enum(loginMethods)).min(1),
    defaultMethod: z.enum(loginMethods),
    /** The `client_name` of the auth source the sso methods hand over to. */
    authSourceClientName: code(40).optional(),
    passwordMinLength: z.number().int().min(6).max(32).default(8),
    passwordMaxLength: z.number().int().min(8).max(128).default(32),
    /** Failed logins before the account is locked (then: forgot password or reset). */
    lockAfterFailures: z.number().int().min(1).max(20).default(5),
    lockMinutes: z.number().int().min(1).max(1440).default(30),
    /** Hint shown to users without an account. */
    supportHint: optionalText(200),
    enabled,
  }),
  permissions: { read: 'admin:read', write: 'admin:write' },
  title: 'name',
  keyword: ['name', 'domainName'],
  filters: { domainName: 'eq', tenantId: 'eq', defaultMethod: 'in', enabled: 'eq' },
  sortable: ['name', 'domainName'],
  unique: [['domainName']],
});

// ---------------------------------------------------------------------------------------------
// Customer service

const customerService = { read: 'customer-service:read', write: 'customer-service:write' } as const;

/** What kind of document of an employee the customer-service data query shows. */
export const csDocumentKinds = [
  'REQUISITION',
  'EXPENSE_REPORT',
  'CORPORATE_PAYMENT',
  'LOAN',
  'CONTRACT',
  'APPROVAL_TASK',
  'BUDGET_OCCUPANCY',
] as const;

const documentStatusCodes = Object.values(DocumentStatus);
const documentStatus = z.union(
  documentStatusCodes.map((value) => z.literal(value)) as unknown as readonly [
    z.ZodLiteral<DocumentStatus>,
    ...z.ZodLiteral<DocumentStatus>[],
  ],
);

/** An employee's document as customer service looks it up (query-data tabs). */
export const csDocumentResource = defineResource({
  name: 'cs-document',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    userOID: userOid,
    employeeName: text(60),
    kind: z.enum(csDocumentKinds),
    documentCode: code(40),
    formName: text(60),
    title: text(200),
    amount: money.optional(),
    currencyCode: currencyCode.optional(),
    documentStatus,
    /** The employee's company name and department when the document was made. */
    companyName: optionalText(100),
    departmentName: optionalText(100),
    /** Whoever holds the document now (approver, auditor, cashier). */
    currentHandler: optionalText(60),
    /** For budget occupancy: the budget item it occupies. */
    budgetItem: optionalText(100),
    submittedAt: instant.optional(),
  }),
  permissions: customerService,
  title: 'documentCode',
  keyword: ['documentCode', 'title', 'employeeName'],
  filters: {
    tenantId: 'eq',
    userOID: 'eq',
    kind: 'in',
    documentStatus: 'in',
    submittedAt: 'range',
    documentCode: 'eq',
  },
  sortable: ['documentCode', 'submittedAt', 'amount'],
  unique: [['tenantId', 'kind', 'documentCode']],
  defaultSort: { field: 'submittedAt', direction: 'desc' },
});

/** A label message an employee received on a document (the query-data label-message deletion tab). */
export const csLabelMessageResource = defineResource({
  name: 'cs-label-message',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    userOID: userOid,
    employeeName: text(60),
    labelName: text(30),
    labelType: code(),
    documentCategory: z.union(labelDocumentCategories.map((value) => z.literal(value))),
    documentCode: code(40),
    content: text(500),
    sentAt: instant,
    read: z.boolean().default(false),
  }),
  permissions: customerService,
  title: 'labelName',
  keyword: ['labelName', 'documentCode', 'content'],
  filters: { tenantId: 'eq', userOID: 'eq', documentCategory: 'eq', read: 'eq', sentAt: 'range' },
  sortable: ['sentAt', 'labelName'],
  defaultSort: { field: 'sentAt', direction: 'desc' },
});

export const aiFeatures = [
  'INVOICE_RECOGNITION',
  'SMART_FILL',
  'AUDIT_ASSISTANT',
  'TRAVEL_ASSISTANT',
  'CHAT',
] as const;

/** A use of an AI feature by an employee (the query-data AI tab). */
export const csAiRecordResource = defineResource({
  name: 'cs-ai-record',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    userOID: userOid,
    employeeName: text(60),
    feature: z.enum(aiFeatures),
    /** What the employee asked or uploaded, shortened. */
    inputSummary: text(300),
    resultSummary: optionalText(500),
    outcome: z.enum(['SUCCESS', 'PARTIAL', 'FAILED']),
    tokens: z.number().int().min(0).max(10_000_000).default(0),
    durationMs: z.number().int().min(0).max(600_000),
    documentCode: code(40).optional(),
    occurredAt: instant,
  }),
  permissions: customerService,
  title: 'inputSummary',
  keyword: ['inputSummary', 'documentCode'],
  filters: { tenantId: 'eq', userOID: 'eq', feature: 'in', outcome: 'in', occurredAt: 'range' },
  sortable: ['occurredAt', 'tokens', 'durationMs'],
  defaultSort: { field: 'occurredAt', direction: 'desc' },
});

export const callbackEvents = [
  'DOCUMENT_SUBMITTED',
  'DOCUMENT_APPROVED',
  'DOCUMENT_REJECTED',
  'AUDIT_PASSED',
  'PAYMENT_COMPLETED',
  'EMPLOYEE_CHANGED',
  'TRAVEL_ORDER_CREATED',
  'INVOICE_VERIFIED',
] as const;

/** A tenant's callback: the platform calls the tenant's system when an event happens. */
export const csApiCallbackResource = defineResource({
  name: 'cs-api-callback',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    callbackName: text(60),
    eventType: z.enum(callbackEvents),
    callbackUrl: url,
    httpMethod: z.enum(['POST', 'PUT']).default('POST'),
    authType: z.enum(['NONE', 'BASIC', 'TOKEN', 'SIGNATURE']),
    timeoutSeconds: z.number().int().min(1).max(60).default(10),
    retryTimes: z.number().int().min(0).max(10).default(3),
    lastCallAt: instant.optional(),
    lastCallResult: z.enum(['NEVER', 'SUCCESS', 'FAILED']).default('NEVER'),
    contactEmail: email.optional(),
    description: optionalText(300),
    enabled,
  }),
  permissions: customerService,
  title: 'callbackName',
  keyword: ['callbackName', 'callbackUrl'],
  filters: { tenantId: 'eq', eventType: 'in', lastCallResult: 'in', enabled: 'eq' },
  sortable: ['callbackName', 'lastCallAt'],
  unique: [['tenantId', 'eventType', 'callbackUrl']],
});

export const feedbackStatuses = ['NEW', 'PROCESSING', 'RESOLVED', 'CLOSED'] as const;

/** A user's feedback from the apps, handled by customer service. */
export const csFeedbackResource = defineResource({
  name: 'cs-feedback',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    feedbackNo: code(32),
    submitterName: text(60),
    submitterUserOID: userOid.optional(),
    contactMobile: mobile.optional(),
    contactEmail: email.optional(),
    channel: z.enum(['WEB', 'APP', 'MINI_PROGRAM', 'EMAIL', 'HOTLINE']),
    category: z.enum(['BUG', 'SUGGESTION', 'CONSULTATION', 'COMPLAINT', 'SURVEY']),
    /** The product module it is about. */
    module: text(40),
    content: text(2000),
    /** A feedback event's answer: the event code and the score given. */
    eventCode: code(40).optional(),
    score: z.number().int().min(0).max(10).optional(),
    submittedAt: instant,
    handler: optionalText(60),
    reply: optionalText(1000),
    status: z.enum(feedbackStatuses).default('NEW'),
  }),
  permissions: customerService,
  title: 'feedbackNo',
  keyword: ['feedbackNo', 'submitterName', 'content'],
  filters: {
    tenantId: 'eq',
    channel: 'in',
    category: 'in',
    status: 'in',
    eventCode: 'eq',
    submittedAt: 'range',
    handler: 'contains',
  },
  sortable: ['feedbackNo', 'submittedAt'],
  unique: [['feedbackNo']],
  defaultSort: { field: 'submittedAt', direction: 'desc' },
});

/** A moment in the apps where users are asked for feedback (a score and a comment). */
export const csFeedbackEventResource = defineResource({
  name: 'cs-feedback-event',
  scope: 'global',
  schema: z.object({
    eventCode: code(40),
    eventName: text(60),
    module: text(40),
    trigger: z.enum([
      'AFTER_SUBMIT',
      'AFTER_APPROVAL',
      'AFTER_PAYMENT',
      'AFTER_BOOKING',
      'ON_LOGIN',
      'MANUAL',
    ]),
    question: text(200),
    scoreType: z.enum(['NPS', 'STAR', 'THUMBS']),
    /** Share of users asked, in percent. */
    samplePercent: z.number().int().min(1).max(100).default(10),
    /** Days before the same user is asked again. */
    quietDays: z.number().int().min(0).max(365).default(30),
    startDate: date,
    endDate: date.optional(),
    owner: optionalText(60),
    enabled,
  }),
  permissions: customerService,
  title: 'eventName',
  keyword: ['eventName', 'eventCode'],
  filters: { trigger: 'in', scoreType: 'eq', enabled: 'eq', startDate: 'range' },
  sortable: ['eventCode', 'eventName', 'startDate'],
  unique: [['eventCode']],
});

export const developerScopes = [
  'API_DEBUG',
  'LOG_VIEW',
  'SCRIPT_CONSOLE',
  'MOCK_PAYMENT',
  'WEBHOOK_TEST',
] as const;

/** A tenant's developer mode: debugging tools switched on for its integration work, for a while. */
export const csDeveloperModeResource = defineResource({
  name: 'cs-developer-mode',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Developer mode on for the tenant. */
    developerMode: z.boolean().default(false),
    scopes: z.array(z.enum(developerScopes)).default([]),
    /** The support ticket that asked for it. */
    ticketNo: code(32).optional(),
    reason: optionalText(300),
    openedBy: optionalText(60),
    expiresAt: instant.optional(),
    ipWhitelist: z.array(ipAddress).max(20).default([]),
    lastUsedAt: instant.optional(),
  }),
  permissions: customerService,
  title: 'ticketNo',
  keyword: ['ticketNo', 'openedBy', 'reason'],
  filters: { tenantId: 'eq', developerMode: 'eq', expiresAt: 'range' },
  sortable: ['expiresAt', 'lastUsedAt'],
  unique: [['tenantId']],
});

export const diagnosisServices = [
  'OPERATION',
  'AUTH',
  'EXPENSE',
  'TRAVEL',
  'BUDGET',
  'PAYMENT',
  'PUSH',
  'WORKFLOW',
  'INVOICE',
  'REPORT',
] as const;

/** A traced request: what a span id in an error toast points at. */
export const csDiagnosisLogResource = defineResource({
  name: 'cs-diagnosis-log',
  scope: 'global',
  schema: z.object({
    /** The span id of the request (16 hex digits), shown in error toasts. */
    spanId: z.string().regex(/^[0-9a-f]{16}$/),
    traceId: z.string().regex(/^[0-9a-f]{32}$/),
    service: z.enum(diagnosisServices),
    level: z.enum(['INFO', 'WARN', 'ERROR']),
    httpMethod: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    path: text(500),
    httpStatus: z.number().int().min(100).max(599),
    requestAt: instant,
    durationMs: z.number().int().min(0).max(3_600_000),
    /** Of the duration: database and calls to other services. */
    dbMs: z.number().int().min(0).max(3_600_000).optional(),
    upstreamMs: z.number().int().min(0).max(3_600_000).optional(),
    userLogin: optionalText(60),
    tenantId: tenantId.optional(),
    clientIp: ipAddress.optional(),
    errorCode: optionalText(80),
    errorMessage: optionalText(1000),
    requestBody: optionalText(20_000),
    responseBody: optionalText(20_000),
    stackTrace: optionalText(20_000),
  }),
  permissions: customerService,
  title: 'spanId',
  keyword: ['spanId', 'traceId', 'path', 'errorMessage', 'userLogin'],
  filters: {
    spanId: 'eq',
    traceId: 'eq',
    service: 'in',
    level: 'in',
    httpStatus: 'eq',
    tenantId: 'eq',
    userLogin: 'eq',
    requestAt: 'range',
    durationMs: 'range',
  },
  sortable: ['requestAt', 'durationMs', 'httpStatus'],
  unique: [['spanId']],
  defaultSort: { field: 'requestAt', direction: 'desc' },
});

export const diagnosisRequestStatuses = [
  'SUBMITTED',
  'ANALYSING',
  'WAITING_CUSTOMER',
  'RESOLVED',
  'CLOSED',
] as const;

/** A customer's problem handed to the engineers for diagnosis, with the spans that show it. */
export const csDiagnosisRequestResource = defineResource({
  name: 'cs-diagnosis-request',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    requestNo: code(32),
    title: text(100),
    description: text(2000),
    severity: z.enum(['P1', 'P2', 'P3', 'P4']),
    service: z.enum(diagnosisServices).optional(),
    spanIds: z
      .array(z.string().regex(/^[0-9a-f]{16}$/))
      .max(20)
      .default([]),
    reporter: text(60),
    assignee: optionalText(60),
    submittedAt: instant,
    resolvedAt: instant.optional(),
    conclusion: optionalText(2000),
    status: z.enum(diagnosisRequestStatuses).default('SUBMITTED'),
  }),
  permissions: customerService,
  title: 'requestNo',
  keyword: ['requestNo', 'title', 'reporter', 'assignee'],
  filters: { tenantId: 'eq', severity: 'in', status: 'in', service: 'in', submittedAt: 'range' },
  sortable: ['requestNo', 'submittedAt', 'severity'],
  unique: [['requestNo']],
  defaultSort: { field: 'submittedAt', direction: 'desc' },
});

/** Training material customer service hands to customers' administrators, finance and staff. */
export const csTrainingTemplateResource = defineResource({
  name: 'cs-training-template',
  scope: 'global',
  schema: z.object({
    templateCode: code(32),
    name: text(100),
    category: z.enum(['ONBOARDING', 'EXPENSE', 'TRAVEL', 'FINANCE', 'BUDGET', 'ADMIN']),
    audience: z.array(z.enum(['ADMIN', 'FINANCE', 'APPROVER', 'EMPLOYEE'])).min(1),
    format: z.enum(['VIDEO', 'DOCUMENT', 'SLIDES', 'LIVE']),
    language: z.enum(translationLanguages).default('zh-cn'),
    /** The material: a link, or an uploaded file. */
    materialUrl: url.optional(),
    attachmentOID: z.string().uuid().optional(),
    durationMinutes: z.number().int().min(1).max(600).optional(),
    templateVersion: z.string().regex(/^\d+\.\d+(\.\d+)?$/),
    owner: text(60),
    publishedDate: date.optional(),
    description: optionalText(1000),
    status: z.enum(['DRAFT', 'PUBLISHED', 'ARCHIVED']).default('DRAFT'),
  }),
  permissions: customerService,
  title: 'name',
  keyword: ['name', 'templateCode', 'owner'],
  filters: { category: 'in', format: 'in', language: 'eq', status: 'in', publishedDate: 'range' },
  sortable: ['templateCode', 'name', 'publishedDate'],
  unique: [['templateCode']],
});

// ---------------------------------------------------------------------------------------------
// Reference data (data-maintain)

const referenceData = { read: 'reference:read', write: 'reference:write' } as const;

/** The travel and expense suppliers whose codes the platform maps. */
export const travelVendors = [
  'CTRIP',
  'TONGCHENG',
  'MEITUAN',
  'FLIGGY',
  'DIDI',
  'CAOCAO',
  'RAILWAY_12306',
  'AMADEUS',
  'HUAZHU',
  'JINJIANG',
] as const;

export const travelServiceTypes = ['FLIGHT', 'HOTEL', 'TRAIN', 'CAR', 'MEAL'] as const;

/** A supplier's city code mapped to the platform's city. */
export const vendorCityMappingResource = defineResource({
  name: 'vendor-city-mapping',
  scope: 'global',
  schema: z.object({
    vendor: z.enum(travelVendors),
    serviceType: z.enum(travelServiceTypes),
    vendorCityCode: code(32),
    vendorCityName: text(60),
    /** The platform's city (city picker). */
    cityAdCode: cityAdCode.optional(),
    cityName: optionalText(60),
    countryCode,
    mappingStatus: z.enum(['MAPPED', 'UNMAPPED', 'CONFLICT']),
    lastSyncedAt: instant.optional(),
    enabled,
  }),
  permissions: referenceData,
  title: 'vendorCityName',
  keyword: ['vendorCityName', 'vendorCityCode', 'cityName'],
  filters: {
    vendor: 'in',
    serviceType: 'in',
    mappingStatus: 'in',
    countryCode: 'eq',
    cityAdCode: 'eq',
    enabled: 'eq',
  },
  sortable: ['vendor', 'vendorCityCode', 'cityAdCode'],
  unique: [['vendor', 'serviceType', 'vendorCityCode']],
  importable: true,
});

export const bankTypes = [
  'POLICY',
  'STATE_OWNED',
  'JOINT_STOCK',
  'CITY_COMMERCIAL',
  'RURAL',
  'FOREIGN',
  'OVERSEAS',
] as const;

/** A bank employees and companies are paid through: its codes for domestic and international transfers. */
export const commonBankResource = defineResource({
  name: 'common-bank',
  scope: 'global',
  schema: z.object({
    bankCode: code(12),
    bankName: text(60),
    bankNameEn: optionalText(120),
    shortName: optionalText(20),
    /** SWIFT/BIC: 8 or 11 characters. */
    swiftCode: z
      .string()
      .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/)
      .optional(),
    /** The head office's CNAPS clearing number (12 digits), for Chinese banks. */
    cnapsCode: z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
    countryCode,
    bankType: z.enum(bankTypes),
    hotline: optionalText(30),
    website: url.optional(),
    enabled,
  }),
  permissions: referenceData,
  title: 'bankName',
  keyword: ['bankName', 'bankNameEn', 'shortName', 'bankCode', 'swiftCode'],
  filters: { countryCode: 'eq', bankType: 'in', enabled: 'eq', swiftCode: 'eq' },
  sortable: ['bankCode', 'bankName'],
  unique: [['bankCode'], ['swiftCode']],
  defaultSort: { field: 'bankCode', direction: 'asc' },
  importable: true,
});

export const sensitiveWordScopes = [
  'FEEDBACK',
  'COMMENT',
  'ANNOUNCEMENT',
  'EXPENSE_REMARK',
  'NICKNAME',
  'AI_CHAT',
] as const;

/** A word the platform blocks, holds for review or masks in user texts. */
export const sensitiveWordResource = defineResource({
  name: 'sensitive-word',
  scope: 'global',
  schema: z.object({
    word: text(50),
    category: z.enum([
      'POLITICS',
      'PORNOGRAPHY',
      'VIOLENCE',
      'GAMBLING',
      'ADVERTISING',
      'ABUSE',
      'FRAUD',
      'OTHER',
    ]),
    handling: z.enum(['BLOCK', 'REVIEW', 'REPLACE']),
    /** What REPLACE puts instead; *** when empty. */
    replacement: optionalText(50),
    scopes: z.array(z.enum(sensitiveWordScopes)).min(1),
    language: z.enum(translationLanguages).default('zh-cn'),
    remark: optionalText(200),
    enabled,
  }),
  permissions: referenceData,
  title: 'word',
  keyword: ['word', 'remark'],
  filters: { category: 'in', handling: 'in', language: 'eq', enabled: 'eq' },
  sortable: ['word', 'category'],
  unique: [['language', 'word']],
  importable: true,
});

// ---------------------------------------------------------------------------------------------
// Location service

const location = { read: 'location:read', write: 'location:write' } as const;

export const locationLevels = ['COUNTRY', 'STATE', 'CITY', 'DISTRICT', 'TOWN'] as const;

/** A place of the location tree: a country, a state or province, a city, a district. */
export const locationResource = defineResource({
  name: 'location',
  scope: 'global',
  schema: z.object({
    locationCode: code(20),
    name: text(60),
    nameEn: optionalText(100),
    /** Pinyin initials, for the quick search of Chinese names. */
    shortPinyin: z
      .string()
      .regex(/^[A-Z]{1,20}$/)
      .optional(),
    level: z.enum(locationLevels),
    /** The location code of the place above it; none for a country. */
    parentCode: code(20).optional(),
    countryCode,
    /** The location type's code (location-type). */
    typeCode: code(32).optional(),
    /** IANA time zone, e.g. Asia/Shanghai. */
    timeZone: z
      .string()
      .regex(/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/)
      .optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    enabled,
  }),
  permissions: location,
  title: 'name',
  keyword: ['name', 'nameEn', 'shortPinyin', 'locationCode'],
  filters: { level: 'eq', countryCode: 'eq', parentCode: 'eq', typeCode: 'eq', enabled: 'eq' },
  sortable: ['locationCode', 'name', 'level'],
  unique: [['locationCode']],
  defaultSort: { field: 'locationCode', direction: 'asc' },
  importable: true,
});

/** A travel supplier the platform connects to, and how its data is synchronised. */
export const locationVendorResource = defineResource({
  name: 'location-vendor',
  scope: 'global',
  schema: z.object({
    vendorCode: z.enum(travelVendors),
    vendorName: text(60),
    serviceTypes: z.array(z.enum(travelServiceTypes)).min(1),
    apiBaseUrl: url,
    /** How often location and product data are pulled from it. */
    syncFrequency: z.enum(['HOURLY', 'DAILY', 'WEEKLY', 'MANUAL']),
    lastSyncAt: instant.optional(),
    lastSyncResult: z.enum(['NEVER', 'SUCCESS', 'PARTIAL', 'FAILED']).default('NEVER'),
    contactName: optionalText(60),
    contactMobile: mobile.optional(),
    contactEmail: email.optional(),
    contractEndDate: date.optional(),
    enabled,
  }),
  permissions: location,
  title: 'vendorName',
  keyword: ['vendorName', 'vendorCode', 'contactName'],
  filters: { vendorCode: 'eq', syncFrequency: 'in', lastSyncResult: 'in', enabled: 'eq' },
  sortable: ['vendorCode', 'vendorName', 'lastSyncAt'],
  unique: [['vendorCode']],
});

/** A tenant's use of one travel service: its supplier, channel, fees and settlement. */
export const travelServiceSettingResource = defineResource({
  name: 'travel-service-setting',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    serviceType: z.enum(travelServiceTypes),
    vendorCode: z.enum(travelVendors),
    channel: z.enum(['ONLINE', 'OFFLINE', 'API']),
    /** The tenant's corporate agreement number with the supplier, for agreement prices. */
    agreementCode: code(40).optional(),
    settlementMode: z.enum(['MONTHLY', 'PREPAID', 'PERSONAL_PAY']),
    serviceFee: money.default(0),
    feeMode: z.enum(['PER_ORDER', 'PER_TICKET', 'PERCENT']).default('PER_ORDER'),
    /** Whether bookings need an approved travel requisition. */
    requisitionRequired: z.boolean().default(true),
    /** Booking this many days ahead at least; 0 for no rule. */
    advanceDays: z.number().int().min(0).max(60).default(0),
    effectiveDate: date,
    expireDate: date.optional(),
    contactName: optionalText(60),
    remark: optionalText(300),
    enabled,
  }),
  permissions: location,
  title: 'vendorCode',
  keyword: ['agreementCode', 'contactName'],
  filters: {
    tenantId: 'eq',
    serviceType: 'eq',
    vendorCode: 'in',
    channel: 'in',
    settlementMode: 'in',
    enabled: 'eq',
    effectiveDate: 'range',
  },
  sortable: ['vendorCode', 'effectiveDate'],
  unique: [['tenantId', 'serviceType', 'vendorCode']],
});

/** A railway station, by its telegraph code. */
export const railwayStationResource = defineResource({
  name: 'railway-station',
  scope: 'global',
  schema: z.object({
    /** The three-letter telegraph code 12306 uses (BJP, SHH...). */
    stationCode: z.string().regex(/^[A-Z]{3}$/),
    name: text(30),
    pinyin: z
      .string()
      .regex(/^[a-z]{1,40}$/)
      .optional(),
    cityAdCode,
    cityName: text(60),
    railwayBureau: optionalText(30),
    highSpeed: z.boolean().default(false),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    enabled,
  }),
  permissions: location,
  title: 'name',
  keyword: ['name', 'pinyin', 'stationCode', 'cityName'],
  filters: { cityAdCode: 'eq', highSpeed: 'eq', railwayBureau: 'eq', enabled: 'eq' },
  sortable: ['stationCode', 'name', 'cityAdCode'],
  unique: [['stationCode']],
  defaultSort: { field: 'stationCode', direction: 'asc' },
  importable: true,
});

/** A station offered for a city without one, or beside its own (a county served by the next city's station). */
export const nearRailwayStationResource = defineResource({
  name: 'near-railway-station',
  scope: 'global',
  schema: z.object({
    cityAdCode,
    cityName: text(60),
    stationCode: z.string().regex(/^[A-Z]{3}$/),
    stationName: text(30),
    distanceKm: z.number().min(0).max(1000),
    /** Typical travel time from the city centre. */
    travelMinutes: z.number().int().min(0).max(1440).optional(),
    sequence,
    enabled,
  }),
  permissions: location,
  title: 'stationName',
  keyword: ['cityName', 'stationName', 'stationCode'],
  filters: { cityAdCode: 'eq', stationCode: 'eq', enabled: 'eq' },
  sortable: ['cityAdCode', 'distanceKm', 'sequence'],
  unique: [['cityAdCode', 'stationCode']],
  importable: true,
});

/** A kind of place searched for: city, airport, station, business district, scenic spot... */
export const locationTypeResource = defineResource({
  name: 'location-type',
  scope: 'global',
  schema: z.object({
    typeCode: code(32),
    name: text(30),
    nameEn: text(60),
    /** The services whose searches offer places of this type. */
    serviceTypes: z.array(z.enum(travelServiceTypes)).default([]),
    description: optionalText(200),
    sequence,
    enabled,
  }),
  permissions: location,
  title: 'name',
  keyword: ['name', 'nameEn', 'typeCode'],
  filters: { enabled: 'eq' },
  sortable: ['sequence', 'typeCode'],
  unique: [['typeCode']],
  defaultSort: { field: 'sequence', direction: 'asc' },
  importable: true,
});

/** An airport: IATA and ICAO codes, city, terminals. */
export const airportResource = defineResource({
  name: 'airport',
  scope: 'global',
  schema: z.object({
    iataCode: z.string().regex(/^[A-Z]{3}$/),
    icaoCode: z
      .string()
      .regex(/^[A-Z]{4}$/)
      .optional(),
    name: text(60),
    nameEn: optionalText(120),
    cityAdCode,
    cityName: text(60),
    countryCode,
    terminals: z.array(text(10)).max(10).default([]),
    international: z.boolean().default(false),
    timeZone: z
      .string()
      .regex(/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/)
      .optional(),
    enabled,
  }),
  permissions: location,
  title: 'name',
  keyword: ['name', 'nameEn', 'iataCode', 'icaoCode', 'cityName'],
  filters: { countryCode: 'eq', cityAdCode: 'eq', international: 'eq', enabled: 'eq' },
  sortable: ['iataCode', 'name', 'cityAdCode'],
  unique: [['iataCode']],
  defaultSort: { field: 'iataCode', direction: 'asc' },
  importable: true,
});

/** An airport offered for a city without one, or beside its own. */
export const nearAirportResource = defineResource({
  name: 'near-airport',
  scope: 'global',
  schema: z.object({
    cityAdCode,
    cityName: text(60),
    iataCode: z.string().regex(/^[A-Z]{3}$/),
    airportName: text(60),
    distanceKm: z.number().min(0).max(1000),
    travelMinutes: z.number().int().min(0).max(1440).optional(),
    sequence,
    enabled,
  }),
  permissions: location,
  title: 'airportName',
  keyword: ['cityName', 'airportName', 'iataCode'],
  filters: { cityAdCode: 'eq', iataCode: 'eq', enabled: 'eq' },
  sortable: ['cityAdCode', 'distanceKm', 'sequence'],
  unique: [['cityAdCode', 'iataCode']],
  importable: true,
});

export const cabinClasses = ['FIRST', 'BUSINESS', 'PREMIUM_ECONOMY', 'ECONOMY'] as const;

/** What an airline's booking class letter means: its cabin, and the discount it sells at. */
export const airlineCabinMappingResource = defineResource({
  name: 'airline-cabin-mapping',
  scope: 'global',
  schema: z.object({
    airlineCode: z.string().regex(/^[A-Z0-9]{2,3}$/, ValidationMessage.AIRLINE_CODE),
    /** The booking class letter (Y, B, M...). */
    cabinCode: z.string().regex(/^[A-Z]$/),
    cabinClass: z.enum(cabinClasses),
    cabinName: text(30),
    /** Percent of the full economy fare. */
    discountPercent: z.number().min(0).max(1000).optional(),
    domestic: z.boolean().default(true),
    effectiveDate: date,
    expireDate: date.optional(),
    enabled,
  }),
  permissions: location,
  title: 'cabinName',
  keyword: ['airlineCode', 'cabinCode', 'cabinName'],
  filters: { airlineCode: 'eq', cabinClass: 'in', domestic: 'eq', enabled: 'eq', effectiveDate: 'range' },
  sortable: ['airlineCode', 'cabinCode', 'effectiveDate'],
  unique: [['airlineCode', 'cabinCode', 'domestic', 'effectiveDate']],
  importable: true,
});

/** A city's epidemic risk and the travel rule it set for bookings there. */
export const covid19CityResource = defineResource({
  name: 'covid-19-city',
  scope: 'global',
  schema: z.object({
    cityAdCode,
    cityName: text(60),
    riskLevel: z.enum(['LOW', 'MEDIUM', 'HIGH']),
    travelPolicy: z.enum(['NORMAL', 'REMIND', 'APPROVAL_REQUIRED', 'BLOCKED']),
    quarantineDays: z.number().int().min(0).max(28).default(0),
    effectiveDate: date,
    expireDate: date.optional(),
    /** Where the rule comes from: the health commission notice. */
    source: optionalText(200),
    remark: optionalText(300),
    enabled,
  }),
  permissions: location,
  title: 'cityName',
  keyword: ['cityName', 'cityAdCode'],
  filters: { riskLevel: 'in', travelPolicy: 'in', cityAdCode: 'eq', enabled: 'eq', effectiveDate: 'range' },
  sortable: ['cityAdCode', 'effectiveDate', 'riskLevel'],
  unique: [['cityAdCode', 'effectiveDate']],
  importable: true,
});

export const trainTypes = ['G', 'D', 'C', 'Z', 'T', 'K', 'OTHER'] as const;

/** A train that booking must not offer, for all tenants or one. */
export const trainBlacklistResource = defineResource({
  name: 'train-blacklist',
  scope: 'global',
  schema: z.object({
    trainNo: z.string().regex(/^[A-Z]?\d{1,5}$/),
    trainType: z.enum(trainTypes),
    fromStationCode: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    toStationCode: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    reason: z.enum(['VENDOR_UNSUPPORTED', 'FREQUENT_CANCELLATION', 'PRICE_ERROR', 'POLICY', 'COMPLAINT']),
    /** Only this tenant; every tenant when empty. */
    tenantId: tenantId.optional(),
    startDate: date,
    endDate: date.optional(),
    remark: optionalText(300),
    enabled,
  }),
  permissions: location,
  title: 'trainNo',
  keyword: ['trainNo', 'remark'],
  filters: { trainType: 'in', reason: 'in', tenantId: 'eq', enabled: 'eq', startDate: 'range' },
  sortable: ['trainNo', 'startDate'],
  unique: [['trainNo', 'startDate']],
});

/** A search word shown as a quick pick in a travel service's place search. */
export const locationHotKeywordResource = defineResource({
  name: 'location-hot-keyword',
  scope: 'global',
  schema: z.object({
    keyword: text(30),
    serviceType: z.enum(travelServiceTypes),
    /** The city it is offered in; every city when empty. */
    cityAdCode: cityAdCode.optional(),
    cityName: optionalText(60),
    /** The place it selects (location, airport or station code). */
    targetCode: code(20).optional(),
    sequence,
    searchCount: z.number().int().min(0).max(100_000_000).default(0),
    startDate: date.optional(),
    endDate: date.optional(),
    enabled,
  }),
  permissions: location,
  title: 'keyword',
  keyword: ['keyword', 'cityName'],
  filters: { serviceType: 'in', cityAdCode: 'eq', enabled: 'eq' },
  sortable: ['sequence', 'searchCount', 'keyword'],
  unique: [['serviceType', 'cityAdCode', 'keyword']],
  defaultSort: { field: 'sequence', direction: 'asc' },
  importable: true,
});

/** A change to location data, from a supplier's sync, an import or a person, with its review. */
export const locationRecordResource = defineResource({
  name: 'location-record',
  scope: 'global',
  schema: z.object({
    locationCode: code(20),
    locationName: text(60),
    operation: z.enum(['CREATE', 'UPDATE', 'DISABLE', 'MERGE']),
    source: z.enum(['MANUAL', 'VENDOR_SYNC', 'IMPORT']),
    vendorCode: z.enum(travelVendors).optional(),
    field: optionalText(40),
    oldValue: optionalText(500),
    newValue: optionalText(500),
    operator: text(60),
    operatedAt: instant,
    reviewStatus: z.enum(['PENDING_REVIEW', 'APPLIED', 'REJECTED']).default('PENDING_REVIEW'),
    reviewRemark: optionalText(300),
  }),
  permissions: location,
  title: 'locationName',
  keyword: ['locationName', 'locationCode', 'operator'],
  filters: {
    locationCode: 'eq',
    operation: 'in',
    source: 'in',
    vendorCode: 'in',
    reviewStatus: 'in',
    operatedAt: 'range',
  },
  sortable: ['operatedAt', 'locationCode'],
  defaultSort: { field: 'operatedAt', direction: 'desc' },
});

// ---------------------------------------------------------------------------------------------
// Travel booking (/index-zhenxuan)

/** A travel booking handled by the booking agents: one trip segment, with its booking status. */
export const travelBookingResource = defineResource({
  name: 'travel-booking',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    bookingNo: code(32),
    serviceType: z.enum(travelServiceTypes),
    travellerName: text(60),
    travellerUserOID: userOid.optional(),
    travellerMobile: mobile.optional(),
    travellerStatus: z.enum(employeeStatuses).default('ACTIVE'),
    bookerName: text(60),
    /** The approved travel requisition it books against. */
    requisitionCode: code(40).optional(),
    /** Departure and arrival cities; the hotel's city only for a hotel. */
    fromCity: text(60),
    toCity: optionalText(60),
    /** Flight or train number, hotel name, car type. */
    product: text(100),
    startDate: date,
    endDate: date.optional(),
    vendorCode: z.enum(travelVendors),
    amount: money,
    currencyCode: currencyCode.default('CNY'),
    bookingStatus: z.enum(bookingStatuses).default('TO_BOOK'),
    remark: optionalText(500),
  }),
  permissions: { read: 'booking:read', write: 'booking:write' },
  title: 'bookingNo',
  keyword: ['bookingNo', 'travellerName', 'requisitionCode', 'product'],
  filters: {
    tenantId: 'eq',
    serviceType: 'in',
    bookingStatus: 'in',
    vendorCode: 'in',
    startDate: 'range',
    amount: 'range',
    travellerName: 'contains',
  },
  sortable: ['bookingNo', 'startDate', 'amount'],
  unique: [['bookingNo']],
  defaultSort: { field: 'startDate', direction: 'desc' },
});

/** The resources of this area of the console, by name. */
export const referenceAreaResources = {
  'translation-language': translationLanguageResource,
  'translation-entry': translationEntryResource,
  'minority-translation': minorityTranslationResource,
  'translation-release': translationReleaseResource,
  'print-translation': printTranslationResource,
  'authority-role': authorityRoleResource,
  'login-way': loginWayResource,
  'cs-document': csDocumentResource,
  'cs-label-message': csLabelMessageResource,
  'cs-ai-record': csAiRecordResource,
  'cs-api-callback': csApiCallbackResource,
  'cs-feedback': csFeedbackResource,
  'cs-feedback-event': csFeedbackEventResource,
  'cs-developer-mode': csDeveloperModeResource,
  'cs-diagnosis-log': csDiagnosisLogResource,
  'cs-diagnosis-request': csDiagnosisRequestResource,
  'cs-training-template': csTrainingTemplateResource,
  'vendor-city-mapping': vendorCityMappingResource,
  'common-bank': commonBankResource,
  'sensitive-word': sensitiveWordResource,
  location: locationResource,
  'location-vendor': locationVendorResource,
  'travel-service-setting': travelServiceSettingResource,
  'railway-station': railwayStationResource,
  'near-railway-station': nearRailwayStationResource,
  'location-type': locationTypeResource,
  airport: airportResource,
  'near-airport': nearAirportResource,
  'airline-cabin-mapping': airlineCabinMappingResource,
  'covid-19-city': covid19CityResource,
  'train-blacklist': trainBlacklistResource,
  'location-hot-keyword': locationHotKeywordResource,
  'location-record': locationRecordResource,
  'travel-booking': travelBookingResource,
} as const satisfies Record<string, ResourceDescriptor>;
