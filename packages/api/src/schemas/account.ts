import * as z from 'zod/mini';
import { menuTypes, OperateType } from '../permissions';
import { authSourceTypes } from '../constants/statuses';
import { intBetween, nonnegativeInt, positiveInt, stringOfAtLeast, uuidString } from './miniPage';

/**
 * The interface languages: each code as the request layer sends it (`language`), its own name,
 * its BCP 47 locale, and whether the shell offers it (zh_cn, en and ja; zh_tw and it are
 * languages the packages and the service speak, not yet offered by the shell's switch).
 */
export const interfaceLanguages = [
  { code: 'zh_cn', name: '简体中文', locale: 'zh-CN', shell: true },
  { code: 'en', name: 'English', locale: 'en', shell: true },
  { code: 'ja', name: '日本語', locale: 'ja', shell: true },
  { code: 'zh_tw', name: '繁體中文', locale: 'zh-TW', shell: false },
  { code: 'it', name: 'Italiano', locale: 'it', shell: false },
] as const;

export type InterfaceLanguageCode = (typeof interfaceLanguages)[number]['code'];

export const interfaceLanguageCodes = interfaceLanguages.map((language) => language.code) as [
  InterfaceLanguageCode,
  ...InterfaceLanguageCode[],
];

/** A language code as the interface language it names (`zh-CN`, `ZH_CN` give `zh_cn`), or undefined. */
export function interfaceLanguageOf(value: string): InterfaceLanguageCode | undefined {
  const code = value.trim().toLowerCase().replace(/-/g, '_');
  return interfaceLanguageCodes.find((candidate) => candidate === code);
}

export { PageAction } from '../constants/pageActions';

export const pageRoleSchema = z.object({
  /** A first-level menu key. */
  pageName: stringOfAtLeast(1),
  action: nonnegativeInt(),
});

export type PageRole = z.infer<typeof pageRoleSchema>;

export const viewSchema = z.object({
  key: stringOfAtLeast(1),
  menuType: z.enum(menuTypes),
  operateType: z.union([z.literal(OperateType.EDIT), z.literal(OperateType.READ_ONLY)]),
});

export type View = z.infer<typeof viewSchema>;

/**
 * A role code in an answer: one of `roleCodes` (the product's roles, which the packages name in every
 * language) or the code of a custom `authority-role` record, which only its record names. Answers
 * carry such codes as they are, so that a client keeps a role it does not know.
 */
export const roleCodeSchema = stringOfAtLeast(1);

/** The logged-in user of `GET /api/account`. */
export const loggedInUserSchema = z.object({
  id: positiveInt(),
  login: stringOfAtLeast(1),
  name: z.string(),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  language: z.enum(interfaceLanguageCodes),
  /**
   * The roles that grant now (those with an enabled record, or of the product without one), custom
   * codes included. What the account may do is `authorities`, `permitAll` and `views`: a client
   * decides by those, never by the codes.
   */
  roles: z.array(roleCodeSchema),
  authorities: z.array(z.string()),
  /** The super administrator: every menu and every operation. */
  permitAll: z.boolean(),
  /** Always true here: menu checks (`views`) replace the old page-role checks. */
  enableNewPermission: z.boolean(),
  /** The old model: a first-level menu key with the action the account may take there. */
  pageRoles: z.array(pageRoleSchema),
  /** The first-level menus the account may read; operateType 1 may change, 2 read only. */
  views: z.array(viewSchema),
  profile: z.record(z.string(), z.unknown()),
  /** The account's own tenant (the provider's tenant for the provider's staff). */
  tenantId: z.nullable(positiveInt()),
  companyId: z.nullable(positiveInt()),
  /** True when the account sees only its own tenant's records. */
  tenantBound: z.boolean(),
});

export type LoggedInUser = z.infer<typeof loggedInUserSchema>;

export const interfaceLanguageSchema = z.object({
  code: z.enum(interfaceLanguageCodes),
  /** The language's name in itself. */
  name: stringOfAtLeast(1),
  locale: stringOfAtLeast(2),
  /** Offered by the shell's language switch. */
  enabled: z.boolean(),
});

export type InterfaceLanguage = z.infer<typeof interfaceLanguageSchema>;

/** The answer of `listLanguages`. */
export const interfaceLanguageListSchema = z.array(interfaceLanguageSchema);

export const switchedLanguageSchema = z.object({ language: z.enum(interfaceLanguageCodes) });

export type SwitchedLanguage = z.infer<typeof switchedLanguageSchema>;

/** A company of the account's tenant: the Company picker shape with its tenant. */
export const accountCompanySchema = z.object({
  id: positiveInt(),
  oid: uuidString(),
  tenantId: positiveInt(),
  name: z.string(),
  companyCode: z.string(),
  enabled: z.boolean(),
  companyTypeName: z.nullable(z.string()),
});

export type AccountCompany = z.infer<typeof accountCompanySchema>;

/** The answer of `listMyCompanies`. */
export const accountCompanyListSchema = z.array(accountCompanySchema);

/** A tenant in the Tenant picker shape, as `GET /api/tenant/getById` answers it. */
export const tenantInfoSchema = z.object({
  id: positiveInt(),
  /** The same as `id`, under the name the pickers use. */
  tenantId: positiveInt(),
  oid: uuidString(),
  tenantName: z.string(),
  tenantCode: z.string(),
  /** The code of the tenant's cloud environment. */
  cloudEnv: z.string(),
  /** The name of that cloud environment; null when no environment has that code. */
  cloudEnvLabelsName: z.nullable(z.string()),
  region: z.string(),
  /** Paid 1, free 0. */
  licensed: z.union([z.literal(0), z.literal(1)]),
  sandbox: z.boolean(),
  enabled: z.boolean(),
  tenantGroupCode: z.nullable(z.string()),
  licenceExpireDate: z.nullable(z.string()),
});

export type TenantInfo = z.infer<typeof tenantInfoSchema>;

/** The settings a company may change, with the value each takes when it has not. */
export const companyConfigurationFields = {
  /** The ISO 4217 code amounts are kept in. */
  baseCurrency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  /** The general upload limit in MB (the spec's 3 MB, configurable). */
  uploadMaxSizeMb: intBetween(1, 100),
  /** How many attachments one document may carry (each at most 10 MB). */
  attachmentMaxCount: intBetween(1, 100),
  passwordMinLength: intBetween(6, 64),
  passwordMaxLength: intBetween(8, 128),
} as const;

export const companyConfigurationDefaults = {
  baseCurrency: 'CNY',
  uploadMaxSizeMb: 3,
  attachmentMaxCount: 9,
  passwordMinLength: 8,
  passwordMaxLength: 32,
} as const satisfies {
  [K in keyof typeof companyConfigurationFields]: z.infer<(typeof companyConfigurationFields)[K]>;
};

export const companyConfigurationSchema = z.object({
  /** The account's company; null for an account without one (defaults only). */
  companyId: z.nullable(positiveInt()),
  /** True when the company has a configuration of its own; false when these are all defaults. */
  customized: z.boolean(),
  /** The settings above, plus any further setting the company stores. */
  configuration: z.looseObject(companyConfigurationFields),
});

export type CompanyConfiguration = z.infer<typeof companyConfigurationSchema>;

export const functionProfileRoleTypes = ['GENERAL', 'TENANT'] as const;

export const functionProfileSchema = z.object({
  roleType: z.enum(functionProfileRoleTypes),
  /** The tenant of a tenant-role profile; null for the general profile. */
  tenantId: z.nullable(positiveInt()),
  profile: z.record(z.string(), z.unknown()),
});

export type FunctionProfile = z.infer<typeof functionProfileSchema>;

/**
 * Whether the account's tenant has historic companies: companies that were retired (disabled)
 * and whose records stay reachable through the old console's home page.
 */
export const historicCompaniesSchema = z.object({
  tenantId: z.nullable(positiveInt()),
  hasHistoricCompanies: z.boolean(),
  historicCompanyCount: nonnegativeInt(),
});

export type HistoricCompanies = z.infer<typeof historicCompaniesSchema>;

export const accountStatuses = ['ACTIVE', 'LEAVING', 'LEFT'] as const;

/** An account as the admin screens show it: the Backend user shape of the spec. */
export const backendUserSchema = z.object({
  id: positiveInt(),
  login: stringOfAtLeast(1),
  name: z.string(),
  email: z.nullable(z.string()),
  telephone: z.nullable(z.string()),
  /** The names of the account's roles in the request's language, joined for display. */
  rolesName: z.string(),
  /** Every role code the account holds, custom, disabled and unknown ones included. */
  roles: z.array(roleCodeSchema),
  enabled: z.boolean(),
  status: z.enum(accountStatuses),
  tenantId: z.nullable(positiveInt()),
  companyId: z.nullable(positiveInt()),
  language: z.enum(interfaceLanguageCodes),
});

export type BackendUser = z.infer<typeof backendUserSchema>;

/** Attachments are limited to 10 MB each. */
export const ATTACHMENT_UPLOAD_MAX_MB = 10;
export const ATTACHMENT_UPLOAD_MAX_BYTES = ATTACHMENT_UPLOAD_MAX_MB * 1024 * 1024;

/**
 * A signed, short-lived address of an attachment's bytes: readable without the access token, so that
 * an `<img>`, an `<iframe>` or an office viewer can load it, and only until `expiresAt` (ask the
 * service for a new one after that). It names one file and grants nothing else.
 */
export const attachmentLinkSchema = z.object({
  /** A path under the operation-service base, with its expiry and signature in the query. */
  url: z.string().check(z.startsWith('/')),
  /** ISO 8601; the link answers 410 ATTACHMENT_LINK_EXPIRED after it. */
  expiresAt: z.string(),
});

export type AttachmentLink = z.infer<typeof attachmentLinkSchema>;

/**
 * What an upload is for: `image` is held to the company's upload limit (`uploadMaxSizeMb`, the
 * spec's 3 MB by default), `attachment` (the default) to 10 MB.
 */
export const attachmentUploadKinds = ['attachment', 'image'] as const;
export type AttachmentUploadKind = (typeof attachmentUploadKinds)[number];

export const attachmentSchema = z.object({
  attachmentOID: uuidString(),
  fileName: stringOfAtLeast(1),
  contentType: stringOfAtLeast(1),
  /** In bytes. */
  size: nonnegativeInt(),
  /** The tenant the attachment is bound to: the uploader's. */
  tenantId: z.nullable(positiveInt()),
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
  /** Where the bytes are: a path under the operation-service base. */
  downloadPath: z.string().check(z.startsWith('/')),
  /** The signed, short-lived address to preview it from (search and upload answers carry one). */
  link: z.optional(attachmentLinkSchema),
});

export type Attachment = z.infer<typeof attachmentSchema>;

/** How the login page of a host logs in: the host's single sign-on source, or the password form. */
export const loginDecisionSchema = z.discriminatedUnion('loginMode', [
  z.object({ loginMode: z.literal('PASSWORD'), domainName: z.string() }),
  z.object({
    loginMode: z.literal('SSO'),
    domainName: z.string(),
    /** The `client_name` of the sso / ssoDirect password grant. */
    clientName: stringOfAtLeast(1),
    /** Where the login page sends the browser; null when the source logs in through the grant alone. */
    authUrl: z.nullable(z.string()),
    sourceType: z.enum(authSourceTypes),
    sourceName: z.string(),
  }),
]);

export type LoginDecision = z.infer<typeof loginDecisionSchema>;
