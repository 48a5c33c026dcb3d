import { z } from 'zod';
import { shellLanguages } from '../../constants/languages';
import { defineResource, type ResourceDescriptor } from '../define';
import { code, date, email, enabled, mobile, optionalText, tenantId, text } from '../fields';

// The content area: announcements and ads, the help center, help and update-log content, product
// policies, system and welcome information, marketing and questionnaires.

const contentPermissions = { read: 'content:read', write: 'content:write' } as const;
const marketingPermissions = { read: 'marketing:read', write: 'marketing:write' } as const;

/** An uploaded file (an image): the attachment's OID. */
const attachmentOid = z.string().uuid();
/** An instant, ISO 8601 (a time zone offset may be left out: the console's pickers send local times). */
const dateTime = z.iso.datetime({ offset: true, local: true });
const url = z.string().trim().url().max(500);
const sortOrder = z.number().int().min(0).max(9_999).default(0);
const counter = z.number().int().min(0).max(1_000_000_000).default(0);
/** Tenants by code (the tenant selector with `valueField: 'tenantCode'`): seeds and imports can name them. */
const tenantCodes = z.array(code(32)).max(500).default([]);
const keywords = z.array(text(30)).max(20).default([]);

/** The lifecycle of published content: written, visible to users, taken down. */
export const contentStatuses = ['DRAFT', 'PUBLISHED', 'OFFLINE'] as const;
/** Where content shows: every client, the web console, the mobile app, the H5 pages. */
export const contentClients = ['ALL', 'WEB', 'APP', 'H5'] as const;
/** The language of a piece of content: the shell's languages. */
export const contentLanguages = shellLanguages;
/**
 * Who sees a piece of content: every tenant, paying tenants, trial tenants, the tenants of one
 * tenant group, or the tenants listed in `tenantCodes`.
 */
export const contentAudiences = ['ALL', 'LICENSED', 'TRIAL', 'TENANT_GROUP', 'SPECIFIED_TENANTS'] as const;
/** What clicking a banner or an ad opens. */
export const contentLinkTypes = ['NONE', 'URL', 'HELP_DOCUMENT', 'IN_APP_PAGE'] as const;

/** The audience fields every targeted piece of content carries. */
const audienceFields = {
  audience: z.enum(contentAudiences).default('ALL'),
  /** For TENANT_GROUP: the group's code. */
  tenantGroupCode: code(32).optional(),
  /** For SPECIFIED_TENANTS. */
  tenantCodes,
};

// §2.3 Announcements and advertising

export const carouselPositions = ['WEB_HOME', 'APP_HOME', 'LOGIN_PAGE', 'HELP_CENTER'] as const;

/** A banner of a carousel: its image, where it links, its place in the rotation and its validity. */
export const carouselResource = defineResource({
  name: 'carousel',
  scope: 'global',
  schema: z.object({
    title: text(60),
    position: z.enum(carouselPositions),
    imageOid: attachmentOid,
    linkType: z.enum(contentLinkTypes).default('NONE'),
    linkUrl: url.optional(),
    sortOrder,
    startDate: date,
    endDate: date,
    ...audienceFields,
    remark: optionalText(200),
    enabled,
  }),
  permissions: contentPermissions,
  title: 'title',
  filters: {
    position: 'in',
    audience: 'in',
    enabled: 'eq',
    startDate: 'range',
    endDate: 'range',
    title: 'contains',
  },
  sortable: ['sortOrder', 'title', 'startDate', 'endDate'],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
});

export const announcementTypes = ['NOTICE', 'MAINTENANCE', 'UPGRADE', 'POLICY', 'EVENT'] as const;
export const announcementDisplayModes = ['POPUP', 'BANNER', 'FULL_SCREEN'] as const;

/** An announcement users see when they open the product (after login), until it expires or they confirm it. */
export const initAnnouncementResource = defineResource({
  name: 'init-announcement',
  scope: 'global',
  schema: z.object({
    announcementCode: code(32),
    title: text(100),
    announcementType: z.enum(announcementTypes),
    displayMode: z.enum(announcementDisplayModes).default('POPUP'),
    content: text(20_000),
    client: z.enum(contentClients).default('ALL'),
    language: z.enum(contentLanguages).default('zh_cn'),
    ...audienceFields,
    startDate: date,
    endDate: date,
    /** Users must press "I have read it" before they go on. */
    mustConfirm: z.boolean().default(false),
    /** Shown once per user rather than at every login. */
    showOnce: z.boolean().default(true),
    /** Higher first when several announcements are due. */
    priority: z.number().int().min(0).max(99).default(0),
    status: z.enum(contentStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'announcementCode'],
  filters: {
    announcementType: 'in',
    displayMode: 'in',
    client: 'eq',
    language: 'eq',
    audience: 'in',
    status: 'in',
    startDate: 'range',
  },
  sortable: ['announcementCode', 'title', 'startDate', 'endDate', 'priority'],
  unique: [['announcementCode']],
});

export const financialCourseCategories = [
  'EXPENSE_CONTROL',
  'TAX',
  'INVOICE',
  'BUDGET',
  'TREASURY',
  'TRAVEL_POLICY',
  'PRODUCT_TRAINING',
] as const;

/** A finance course (video) promoted on the full-screen ad space of the app and the console. */
export const financialCourseResource = defineResource({
  name: 'financial-course',
  scope: 'global',
  schema: z.object({
    courseCode: code(32),
    title: text(100),
    category: z.enum(financialCourseCategories),
    lecturer: text(50),
    lecturerTitle: optionalText(100),
    coverImageOid: attachmentOid,
    videoUrl: url,
    durationMinutes: z.number().int().min(1).max(600),
    summary: optionalText(500),
    publishDate: date,
    /** Free to every user, or for paying tenants only. */
    free: z.boolean().default(true),
    ...audienceFields,
    sortOrder,
    viewCount: counter,
    status: z.enum(contentStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'courseCode', 'lecturer'],
  filters: {
    category: 'in',
    status: 'in',
    free: 'eq',
    lecturer: 'contains',
    publishDate: 'range',
  },
  sortable: ['sortOrder', 'title', 'publishDate', 'viewCount', 'durationMinutes'],
  unique: [['courseCode']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
});

export const adClients = ['ALL', 'WEB', 'APP'] as const;
export const adFrequencies = ['EVERY_LAUNCH', 'DAILY', 'ONCE'] as const;

/** A full-screen (splash) ad: shown for a few seconds when the app or the console starts. */
export const fullScreenAdResource = defineResource({
  name: 'full-screen-ad',
  scope: 'global',
  schema: z.object({
    adCode: code(32),
    name: text(60),
    client: z.enum(adClients).default('APP'),
    imageOid: attachmentOid,
    linkType: z.enum(contentLinkTypes).default('NONE'),
    linkUrl: url.optional(),
    displaySeconds: z.number().int().min(3).max(15).default(5),
    skippable: z.boolean().default(true),
    frequency: z.enum(adFrequencies).default('DAILY'),
    startDate: date,
    endDate: date,
    ...audienceFields,
    priority: z.number().int().min(0).max(99).default(0),
    impressionCount: counter,
    clickCount: counter,
    enabled,
  }),
  permissions: contentPermissions,
  title: 'name',
  keyword: ['name', 'adCode'],
  filters: {
    client: 'in',
    frequency: 'in',
    audience: 'in',
    enabled: 'eq',
    startDate: 'range',
    endDate: 'range',
  },
  sortable: ['adCode', 'name', 'startDate', 'endDate', 'priority', 'clickCount'],
  unique: [['adCode']],
});

// §2.5 Help center

/** A topic of the help center (expense, travel, invoices...), which documents and questions are filed under. */
export const helpDocThemeResource = defineResource({
  name: 'help-doc-theme',
  scope: 'global',
  schema: z.object({
    themeCode: code(32),
    themeName: text(30),
    themeNameEn: text(60),
    themeNameJa: optionalText(60),
    /** A sub-topic's parent topic. */
    parentThemeCode: code(32).optional(),
    iconOid: attachmentOid.optional(),
    description: optionalText(200),
    sortOrder,
    enabled,
  }),
  permissions: contentPermissions,
  title: 'themeName',
  keyword: ['themeName', 'themeNameEn', 'themeCode'],
  filters: { parentThemeCode: 'eq', enabled: 'eq' },
  sortable: ['sortOrder', 'themeCode', 'themeName'],
  unique: [['themeCode']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  importable: true,
});

export const separatePageTypes = ['HELP_HOME', 'TOPIC', 'PRODUCT_INTRO', 'LANDING', 'FAQ'] as const;

/** A stand-alone page of the help center (its home, a topic page, a landing page), at its own address. */
export const helpSeparatePageResource = defineResource({
  name: 'help-separate-page',
  scope: 'global',
  schema: z.object({
    pageCode: code(40),
    pageName: text(60),
    pageType: z.enum(separatePageTypes),
    /** The page's address under the help center: /help/<slug>. */
    slug: code(80),
    themeCode: code(32).optional(),
    client: z.enum(contentClients).default('ALL'),
    language: z.enum(contentLanguages).default('zh_cn'),
    seoTitle: optionalText(100),
    seoKeywords: keywords,
    content: text(50_000),
    ownerName: optionalText(50),
    publishedDate: date.optional(),
    status: z.enum(contentStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'pageName',
  keyword: ['pageName', 'pageCode', 'slug'],
  filters: {
    pageType: 'in',
    themeCode: 'eq',
    client: 'eq',
    language: 'eq',
    status: 'in',
    publishedDate: 'range',
  },
  sortable: ['pageCode', 'pageName', 'publishedDate'],
  unique: [['pageCode'], ['slug', 'language']],
});

export const separatePageOperations = [
  'CREATE',
  'UPDATE',
  'PUBLISH',
  'OFFLINE',
  'ROLLBACK',
  'DELETE',
] as const;

/** One change to a stand-alone page: who did what, when, to which version (kept by the help center). */
export const helpSeparatePageLogResource = defineResource({
  name: 'help-separate-page-log',
  scope: 'global',
  schema: z.object({
    pageCode: code(40),
    pageName: text(60),
    operation: z.enum(separatePageOperations),
    pageVersion: z.number().int().min(1).max(100_000),
    operatorName: text(50),
    operatorEmail: email.optional(),
    operatedAt: dateTime,
    summary: optionalText(500),
    /** The trace of the request that made the change, to look it up in the diagnosis log. */
    spanId: optionalText(64),
  }),
  permissions: contentPermissions,
  title: 'pageName',
  keyword: ['pageName', 'pageCode', 'operatorName'],
  filters: { pageCode: 'eq', operation: 'in', operatorName: 'contains', operatedAt: 'range' },
  sortable: ['operatedAt', 'pageCode', 'operatorName'],
  defaultSort: { field: 'operatedAt', direction: 'desc' },
});

export const suggestionModules = [
  'EXPENSE',
  'TRAVEL',
  'INVOICE',
  'APPROVAL',
  'BUDGET',
  'REPORT',
  'MOBILE_APP',
  'OTHER',
] as const;
export const suggestionStatuses = ['NEW', 'ACCEPTED', 'PLANNED', 'DONE', 'REJECTED'] as const;
export const suggestionPriorities = ['LOW', 'MEDIUM', 'HIGH'] as const;

/** A product suggestion a customer's user sent through the help center, and how the provider answers it. */
export const sysSuggestionResource = defineResource({
  name: 'sys-suggestion',
  scope: 'tenant',
  schema: z.object({
    suggestionNo: code(32),
    tenantId,
    submitterName: text(50),
    submitterEmail: email.optional(),
    submitterMobile: mobile.optional(),
    module: z.enum(suggestionModules),
    title: text(100),
    content: text(2_000),
    screenshotOid: attachmentOid.optional(),
    submittedDate: date,
    priority: z.enum(suggestionPriorities).default('MEDIUM'),
    status: z.enum(suggestionStatuses).default('NEW'),
    handlerName: optionalText(50),
    /** The release the accepted suggestion is planned for. */
    plannedVersion: code(20).optional(),
    reply: optionalText(1_000),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'suggestionNo', 'submitterName'],
  filters: {
    tenantId: 'eq',
    module: 'in',
    status: 'in',
    priority: 'in',
    handlerName: 'contains',
    submittedDate: 'range',
  },
  sortable: ['suggestionNo', 'submittedDate', 'priority'],
  unique: [['suggestionNo']],
  defaultSort: { field: 'submittedDate', direction: 'desc' },
});

export const helpRequestChannels = [
  'WEB_HELP_CENTER',
  'APP_HELP_CENTER',
  'SMART_ASSISTANT',
  'IN_PRODUCT_TIP',
] as const;
export const helpRequestTypes = ['SEARCH', 'QUESTION', 'DOCUMENT_VIEW', 'CONTACT_SERVICE'] as const;
export const helpRequestFeedbacks = ['NONE', 'HELPFUL', 'NOT_HELPFUL'] as const;

/** A request a user made to the help center (a search, a question to the assistant...), and what it found. */
export const helpRequestInfoResource = defineResource({
  name: 'help-request-info',
  scope: 'tenant',
  schema: z.object({
    requestId: code(64),
    tenantId,
    userName: text(50),
    /** The user's userOID (the staff selector). */
    userOid: z.string().uuid().optional(),
    channel: z.enum(helpRequestChannels),
    requestType: z.enum(helpRequestTypes),
    queryText: text(500),
    matchedTitle: optionalText(100),
    resultCount: z.number().int().min(0).max(10_000),
    resolved: z.boolean().default(false),
    feedback: z.enum(helpRequestFeedbacks).default('NONE'),
    requestedAt: dateTime,
    durationMs: z.number().int().min(0).max(600_000),
    clientVersion: optionalText(30),
    spanId: optionalText(64),
  }),
  permissions: contentPermissions,
  title: 'queryText',
  keyword: ['queryText', 'requestId', 'userName', 'spanId'],
  filters: {
    tenantId: 'eq',
    channel: 'in',
    requestType: 'in',
    feedback: 'in',
    resolved: 'eq',
    requestedAt: 'range',
    durationMs: 'range',
  },
  sortable: ['requestedAt', 'durationMs', 'resultCount'],
  unique: [['requestId']],
  defaultSort: { field: 'requestedAt', direction: 'desc' },
});

// §2.8 Information and help content

/**
 * The question lists of question maintenance: the stand-alone ("single") lists of the guide, the
 * general help, the travel-booking (zhenxuan), newcomer and website help, and the default,
 * newcomer and guide lists of help and feedback.
 */
export const helpQuestionVariants = [
  'GUIDE_SINGLE',
  'SINGLE',
  'ZHENXUAN_SINGLE',
  'NEWCOMER_SINGLE',
  'WEBSITE_SINGLE',
  'HELP_DEFAULT',
  'HELP_NEWCOMER',
  'HELP_GUIDE',
] as const;
export type HelpQuestionVariant = (typeof helpQuestionVariants)[number];

/** A frequently asked question and its answer, in one question list, filed under a help topic. */
export const helpQuestionResource = defineResource({
  name: 'help-question',
  scope: 'global',
  schema: z.object({
    variant: z.enum(helpQuestionVariants),
    questionCode: code(32),
    themeCode: code(32),
    question: text(200),
    answer: text(20_000),
    keywords,
    client: z.enum(contentClients).default('ALL'),
    language: z.enum(contentLanguages).default('zh_cn'),
    /** The order within its topic: the sort screen rewrites it. */
    sortOrder,
    /** Shown among the hot questions at the top of the list. */
    hot: z.boolean().default(false),
    relatedLink: url.optional(),
    status: z.enum(contentStatuses).default('DRAFT'),
    helpfulCount: counter,
    unhelpfulCount: counter,
  }),
  permissions: contentPermissions,
  title: 'question',
  keyword: ['question', 'questionCode'],
  filters: {
    variant: 'eq',
    themeCode: 'eq',
    client: 'eq',
    language: 'eq',
    hot: 'eq',
    status: 'in',
  },
  sortable: ['sortOrder', 'question', 'questionCode', 'helpfulCount'],
  unique: [['questionCode']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  importable: true,
});

/** The update-log lists: the stand-alone list, and the one in help and feedback. */
export const updateLogChannels = ['SINGLE', 'HELP_FEEDBACK'] as const;
/** The product an update log is about (the `type` of its routes). */
export const updateLogTypes = ['WEB', 'APP', 'MINI_PROGRAM', 'OPEN_API'] as const;

/** The release notes of one version of a product. */
export const updateLogResource = defineResource({
  name: 'update-log',
  scope: 'global',
  schema: z.object({
    channel: z.enum(updateLogChannels),
    type: z.enum(updateLogTypes),
    releaseVersion: code(20),
    title: text(100),
    releaseDate: date,
    summary: optionalText(300),
    content: text(50_000),
    highlights: z.array(text(60)).max(10).default([]),
    language: z.enum(contentLanguages).default('zh_cn'),
    /** Tell users of the new version with a red dot on the update-log entry. */
    notifyUsers: z.boolean().default(false),
    status: z.enum(contentStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'releaseVersion'],
  filters: { channel: 'eq', type: 'in', language: 'eq', status: 'in', releaseDate: 'range' },
  sortable: ['releaseDate', 'releaseVersion', 'title'],
  unique: [['channel', 'type', 'releaseVersion', 'language']],
  defaultSort: { field: 'releaseDate', direction: 'desc' },
});

export const helpDocumentStatuses = ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'OFFLINE'] as const;

/** A help document (an article of the help center), reviewed before it is published. */
export const helpDocumentResource = defineResource({
  name: 'help-document',
  scope: 'global',
  schema: z.object({
    docCode: code(32),
    title: text(100),
    themeCode: code(32),
    summary: optionalText(300),
    content: text(100_000),
    keywords,
    client: z.enum(contentClients).default('ALL'),
    language: z.enum(contentLanguages).default('zh_cn'),
    author: text(50),
    reviewerName: optionalText(50),
    /** The document's revision as readers see it ("updated to revision 4"). */
    revision: z.number().int().min(1).max(10_000).default(1),
    publishedDate: date.optional(),
    viewCount: counter,
    status: z.enum(helpDocumentStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'docCode', 'author'],
  filters: {
    themeCode: 'eq',
    client: 'eq',
    language: 'eq',
    status: 'in',
    author: 'contains',
    publishedDate: 'range',
  },
  sortable: ['docCode', 'title', 'publishedDate', 'viewCount'],
  unique: [['docCode', 'language']],
});

export const productPolicyTypes = [
  'PRIVACY_POLICY',
  'USER_AGREEMENT',
  'SERVICE_AGREEMENT',
  'DATA_PROCESSING_AGREEMENT',
  'COOKIE_POLICY',
  'CHILDREN_PRIVACY',
] as const;
/** A policy version is written, published, then superseded by the next published version. */
export const productPolicyStatuses = ['DRAFT', 'PUBLISHED', 'SUPERSEDED'] as const;

/** One version of a product policy (privacy policy, user agreement...) in one language. */
export const productPolicyResource = defineResource({
  name: 'product-policy',
  scope: 'global',
  schema: z.object({
    policyCode: code(40),
    policyType: z.enum(productPolicyTypes),
    title: text(100),
    policyVersion: code(20),
    language: z.enum(contentLanguages).default('zh_cn'),
    client: z.enum(contentClients).default('ALL'),
    content: text(200_000),
    changeSummary: optionalText(1_000),
    effectiveDate: date,
    /** Users (and tenant administrators) must accept the version again before going on. */
    requireReconsent: z.boolean().default(false),
    ownerName: optionalText(50),
    publishedDate: date.optional(),
    status: z.enum(productPolicyStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'policyCode', 'policyVersion'],
  filters: {
    policyType: 'in',
    language: 'eq',
    client: 'eq',
    status: 'in',
    effectiveDate: 'range',
  },
  sortable: ['policyCode', 'policyType', 'policyVersion', 'effectiveDate'],
  unique: [['policyCode'], ['policyType', 'language', 'policyVersion']],
  defaultSort: { field: 'effectiveDate', direction: 'desc' },
});

export const policyAcceptanceStatuses = ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export const policyAcceptanceChannels = [
  'ADMIN_CONSOLE',
  'MOBILE_APP',
  'SIGNED_CONTRACT',
  'OFFLINE',
] as const;

/** Whether a tenant accepted a product policy, which version, when, by whom, with its own clauses. */
export const productPolicyAcceptanceResource = defineResource({
  name: 'product-policy-acceptance',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    policyCode: code(40),
    policyType: z.enum(productPolicyTypes),
    policyVersion: code(20),
    acceptanceStatus: z.enum(policyAcceptanceStatuses).default('PENDING'),
    acceptedByName: optionalText(50),
    acceptedByEmail: email.optional(),
    acceptedAt: dateTime.optional(),
    channel: z.enum(policyAcceptanceChannels).optional(),
    /** Clauses negotiated with the tenant that replace or add to the standard text. */
    customTerms: optionalText(2_000),
    remark: optionalText(500),
  }),
  permissions: contentPermissions,
  title: 'policyCode',
  keyword: ['policyCode', 'acceptedByName', 'acceptedByEmail'],
  filters: {
    tenantId: 'eq',
    policyCode: 'eq',
    policyType: 'in',
    acceptanceStatus: 'in',
    channel: 'in',
    acceptedAt: 'range',
  },
  sortable: ['policyCode', 'policyVersion', 'acceptedAt'],
  unique: [['tenantId', 'policyCode']],
  defaultSort: { field: 'acceptedAt', direction: 'desc' },
});

export const systemInfoTypes = ['NOTICE', 'MAINTENANCE', 'RELEASE', 'SECURITY', 'BILLING'] as const;
export const systemInfoLevels = ['NORMAL', 'IMPORTANT', 'URGENT'] as const;
export const systemInfoChannels = ['IN_APP', 'EMAIL', 'SMS', 'PUSH'] as const;
/** A message is written, scheduled for a time, sent, or withdrawn after it was sent. */
export const systemInfoStatuses = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'WITHDRAWN'] as const;

/** A system message sent to users of customer tenants: maintenance windows, releases, security notes. */
export const systemInfoResource = defineResource({
  name: 'system-info',
  scope: 'global',
  schema: z.object({
    infoCode: code(32),
    title: text(100),
    infoType: z.enum(systemInfoTypes),
    level: z.enum(systemInfoLevels).default('NORMAL'),
    content: text(10_000),
    channels: z.array(z.enum(systemInfoChannels)).min(1),
    ...audienceFields,
    publishAt: dateTime,
    expireDate: date.optional(),
    senderName: optionalText(50),
    readCount: counter,
    status: z.enum(systemInfoStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'infoCode'],
  filters: {
    infoType: 'in',
    level: 'in',
    audience: 'in',
    status: 'in',
    publishAt: 'range',
  },
  sortable: ['infoCode', 'publishAt', 'level', 'readCount'],
  unique: [['infoCode']],
  defaultSort: { field: 'publishAt', direction: 'desc' },
});

export const welcomeInfoStatuses = ['DRAFT', 'ONLINE', 'OFFLINE'] as const;

/**
 * The welcome text (and background) users see on the home page. Replaced texts are archived: the
 * welcome-info history lists them.
 */
export const welcomeInfoResource = defineResource({
  name: 'welcome-info',
  scope: 'global',
  schema: z.object({
    welcomeCode: code(32),
    title: text(60),
    greeting: text(500),
    client: z.enum(contentClients).default('ALL'),
    language: z.enum(contentLanguages).default('zh_cn'),
    ...audienceFields,
    backgroundImageOid: attachmentOid.optional(),
    startDate: date,
    endDate: date.optional(),
    status: z.enum(welcomeInfoStatuses).default('DRAFT'),
    /** In the history: replaced by a newer welcome text. */
    archived: z.boolean().default(false),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'welcomeCode', 'greeting'],
  filters: {
    archived: 'eq',
    client: 'eq',
    language: 'eq',
    audience: 'in',
    status: 'in',
    startDate: 'range',
  },
  sortable: ['welcomeCode', 'startDate', 'endDate'],
  unique: [['welcomeCode']],
  defaultSort: { field: 'startDate', direction: 'desc' },
});

// §2.10 Marketing

export const marketingProductLines = ['EXPENSE', 'TRAVEL', 'INVOICE', 'E_ARCHIVE', 'PAYMENT'] as const;
export const marketingInfoTypes = ['POPUP', 'BANNER', 'IN_APP_MESSAGE', 'EMAIL', 'SMS'] as const;
export const marketingFrequencies = ['ONCE', 'DAILY', 'EVERY_LOGIN'] as const;
/** Marketing content is reviewed before it goes out. */
export const marketingInfoStatuses = ['DRAFT', 'PENDING_REVIEW', 'PUBLISHED', 'OFFLINE'] as const;

/** A marketing message (pop-up, banner, message, e-mail) promoting a product line to tenants' users. */
export const marketingInfoResource = defineResource({
  name: 'marketing-info',
  scope: 'global',
  schema: z.object({
    infoCode: code(32),
    title: text(100),
    productLine: z.enum(marketingProductLines),
    infoType: z.enum(marketingInfoTypes),
    content: text(20_000),
    imageOid: attachmentOid.optional(),
    linkUrl: url.optional(),
    buttonText: optionalText(20),
    ...audienceFields,
    startDate: date,
    endDate: date,
    frequency: z.enum(marketingFrequencies).default('ONCE'),
    ownerName: text(50),
    impressionCount: counter,
    clickCount: counter,
    status: z.enum(marketingInfoStatuses).default('DRAFT'),
  }),
  permissions: marketingPermissions,
  title: 'title',
  keyword: ['title', 'infoCode'],
  filters: {
    productLine: 'in',
    infoType: 'in',
    audience: 'in',
    status: 'in',
    ownerName: 'contains',
    startDate: 'range',
  },
  sortable: ['infoCode', 'startDate', 'endDate', 'clickCount'],
  unique: [['infoCode']],
});

export const blackListTargetTypes = ['TENANT', 'USER', 'MOBILE', 'EMAIL'] as const;

/** Who must not receive a marketing message: a whole tenant, a user, a mobile number or an e-mail address. */
export const marketingBlackListResource = defineResource({
  name: 'marketing-black-list',
  scope: 'global',
  schema: z.object({
    marketingInfoCode: code(32),
    targetType: z.enum(blackListTargetTypes),
    tenantId: tenantId.optional(),
    /** The user's userOID. */
    userOid: z.string().uuid().optional(),
    mobile: mobile.optional(),
    email: email.optional(),
    reason: optionalText(200),
    addedBy: text(50),
    addedDate: date,
  }),
  permissions: marketingPermissions,
  title: 'marketingInfoCode',
  keyword: ['marketingInfoCode', 'mobile', 'email'],
  filters: { marketingInfoCode: 'eq', targetType: 'in', tenantId: 'eq', addedDate: 'range' },
  sortable: ['addedDate', 'targetType'],
  defaultSort: { field: 'addedDate', direction: 'desc' },
  importable: true,
});

export const clueSources = [
  'WEBSITE',
  'MARKETING_INFO',
  'EXHIBITION',
  'REFERRAL',
  'TELEMARKETING',
  'FREE_TRIAL',
  'PARTNER',
] as const;
export const clueEmployeeScales = [
  'LT_100',
  'FROM_100_TO_499',
  'FROM_500_TO_999',
  'FROM_1000_TO_4999',
  'GTE_5000',
] as const;
/** A lead is assigned to a salesperson, followed up, then converted into a customer or closed as invalid. */
export const clueStatuses = ['NEW', 'ASSIGNED', 'FOLLOWING', 'CONVERTED', 'INVALID'] as const;

/** A sales lead: a company that showed interest, its contact, where it came from and how the follow-up goes. */
export const marketingClueResource = defineResource({
  name: 'marketing-clue',
  scope: 'global',
  schema: z.object({
    clueCode: code(32),
    companyName: text(100),
    contactName: text(50),
    contactMobile: mobile,
    contactEmail: email.optional(),
    contactPosition: optionalText(50),
    industry: optionalText(50),
    employeeScale: z.enum(clueEmployeeScales).optional(),
    /** The company's city (adCode). */
    cityAdCode: code(12).optional(),
    source: z.enum(clueSources),
    /** The marketing message the lead answered. */
    marketingInfoCode: code(32).optional(),
    interestedProducts: z.array(z.enum(marketingProductLines)).default([]),
    receivedDate: date,
    ownerName: optionalText(50),
    lastFollowDate: date.optional(),
    nextFollowDate: date.optional(),
    followUpNote: optionalText(1_000),
    /** The CRM customer the lead became. */
    crmCustomerCode: code(32).optional(),
    status: z.enum(clueStatuses).default('NEW'),
  }),
  permissions: marketingPermissions,
  title: 'companyName',
  keyword: ['companyName', 'clueCode', 'contactName', 'contactMobile'],
  filters: {
    source: 'in',
    status: 'in',
    employeeScale: 'in',
    cityAdCode: 'eq',
    marketingInfoCode: 'eq',
    ownerName: 'contains',
    receivedDate: 'range',
    nextFollowDate: 'range',
  },
  sortable: ['clueCode', 'companyName', 'receivedDate', 'nextFollowDate'],
  unique: [['clueCode']],
  defaultSort: { field: 'receivedDate', direction: 'desc' },
  importable: true,
});

// §2.13 Questionnaires

export const questionnaireTypes = [
  'NPS',
  'SATISFACTION',
  'PRODUCT_RESEARCH',
  'CANCELLATION',
  'EVENT_FEEDBACK',
] as const;
export const questionnaireStatuses = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;

/** A questionnaire sent to tenants' users, with its questions and the tally of its answers. */
export const questionnaireResource = defineResource({
  name: 'questionnaire',
  scope: 'global',
  schema: z.object({
    questionnaireCode: code(32),
    title: text(100),
    questionnaireType: z.enum(questionnaireTypes),
    description: optionalText(1_000),
    /** The questions, in the order they are asked. */
    questions: z.array(text(200)).min(1).max(50),
    client: z.enum(contentClients).default('ALL'),
    ...audienceFields,
    startDate: date,
    endDate: date,
    anonymous: z.boolean().default(false),
    ownerName: optionalText(50),
    responseCount: counter,
    /** The mean score of the scored questions (0–10; NPS questionnaires: the likelihood to recommend). */
    averageScore: z.number().min(0).max(10).optional(),
    status: z.enum(questionnaireStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'questionnaireCode'],
  filters: {
    questionnaireType: 'in',
    client: 'eq',
    audience: 'in',
    status: 'in',
    startDate: 'range',
  },
  sortable: ['questionnaireCode', 'startDate', 'endDate', 'responseCount', 'averageScore'],
  unique: [['questionnaireCode']],
});

/** The resources of this area of the console, by name. */
export const contentAreaResources = {
  carousel: carouselResource,
  'init-announcement': initAnnouncementResource,
  'financial-course': financialCourseResource,
  'full-screen-ad': fullScreenAdResource,
  'help-doc-theme': helpDocThemeResource,
  'help-separate-page': helpSeparatePageResource,
  'help-separate-page-log': helpSeparatePageLogResource,
  'sys-suggestion': sysSuggestionResource,
  'help-request-info': helpRequestInfoResource,
  'help-question': helpQuestionResource,
  'update-log': updateLogResource,
  'help-document': helpDocumentResource,
  'product-policy': productPolicyResource,
  'product-policy-acceptance': productPolicyAcceptanceResource,
  'system-info': systemInfoResource,
  'welcome-info': welcomeInfoResource,
  'marketing-info': marketingInfoResource,
  'marketing-black-list': marketingBlackListResource,
  'marketing-clue': marketingClueResource,
  questionnaire: questionnaireResource,
} as const satisfies Record<string, ResourceDescriptor>;
