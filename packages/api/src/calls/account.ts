import type {
  DownloadedFile,
  DownloadOptions,
  HttpClient,
  RequestOptions,
  UploadOptions,
} from '@opsdesk/http';
import type {
  AccountCompany,
  Attachment,
  AttachmentUploadKind,
  BackendUser,
  CompanyConfiguration,
  FunctionProfile,
  HistoricCompanies,
  InterfaceLanguage,
  InterfaceLanguageCode,
  LoggedInUser,
  LoginDecision,
  SwitchedLanguage,
  TenantInfo,
} from '../schemas/account';
import { checkAnswer, getChecked, postChecked } from './call';

/** The answers' schemas, and zod with them: loaded with the first request, not with this module. */
const schemas = () => import('../schemas/account');

/** The logged-in user: roles, authorities, page roles, views and profile. */
export function getAccount(http: HttpClient, options?: RequestOptions): Promise<LoggedInUser> {
  return getChecked(
    http,
    'getAccount',
    '/api/account',
    async () => (await schemas()).loggedInUserSchema,
    undefined,
    options,
  );
}

/** The interface languages; `enabled` marks those the shell offers. */
export function listLanguages(http: HttpClient, options?: RequestOptions): Promise<InterfaceLanguage[]> {
  return getChecked(
    http,
    'listLanguages',
    '/api/language/list',
    async () => (await schemas()).interfaceLanguageListSchema,
    undefined,
    options,
  );
}

/** Keeps `language` as the account's language. */
export function switchLanguage(
  http: HttpClient,
  language: InterfaceLanguageCode,
  options?: RequestOptions,
): Promise<SwitchedLanguage> {
  return postChecked(
    http,
    'switchLanguage',
    '/api/switch/user/language',
    async () => (await schemas()).switchedLanguageSchema,
    undefined,
    {
      ...options,
      params: { ...options?.params, language },
    },
  );
}

/** The companies of the account's tenant. */
export function listMyCompanies(http: HttpClient, options?: RequestOptions): Promise<AccountCompany[]> {
  return getChecked(
    http,
    'listMyCompanies',
    '/api/my/companies',
    async () => (await schemas()).accountCompanyListSchema,
    undefined,
    options,
  );
}

/** A tenant with its cloud environment's name: the account's own, or any with `tenant:read`. */
export function getTenantById(
  http: HttpClient,
  tenantId: number,
  options?: RequestOptions,
): Promise<TenantInfo> {
  return getChecked(
    http,
    'getTenantById',
    '/api/tenant/getById',
    async () => (await schemas()).tenantInfoSchema,
    { tenantId },
    options,
  );
}

/** The configuration of the account's company, defaults filled in. */
export function getCompanyConfiguration(
  http: HttpClient,
  options?: RequestOptions,
): Promise<CompanyConfiguration> {
  return getChecked(
    http,
    'getCompanyConfiguration',
    '/api/company/configurations/user',
    async () => (await schemas()).companyConfigurationSchema,
    undefined,
    options,
  );
}

/**
 * The general function profile, or with `TENANT` the tenant-role profile of the account's tenant.
 * Without a role type the client's mode decides (tenant mode sends `roleType=TENANT` itself).
 */
export function getFunctionProfile(
  http: HttpClient,
  roleType?: 'TENANT' | 'COMPANY',
  options?: RequestOptions,
): Promise<FunctionProfile> {
  return getChecked(
    http,
    'getFunctionProfile',
    '/api/function/profiles',
    async () => (await schemas()).functionProfileSchema,
    roleType ? { roleType } : undefined,
    options,
  );
}

/** Whether the account's tenant has historic (retired) companies: the session's old-company flag. */
export function checkHistoricCompanies(
  http: HttpClient,
  options?: RequestOptions,
): Promise<HistoricCompanies> {
  return getChecked(
    http,
    'checkHistoricCompanies',
    '/api/tenant/check/exsit/company/his',
    async () => (await schemas()).historicCompaniesSchema,
    undefined,
    options,
  );
}

/** An account in the Backend user shape: one's own, or any of one's tenant with `admin:read`. */
export function getBackendUser(http: HttpClient, id: number, options?: RequestOptions): Promise<BackendUser> {
  return getChecked(
    http,
    'getBackendUser',
    `/api/users/v2/${encodeURIComponent(id)}`,
    async () => (await schemas()).backendUserSchema,
    undefined,
    options,
  );
}

/** Makes an enabled company of the account's tenant its current company; reload the session after. */
export function switchCompany(
  http: HttpClient,
  companyId: number,
  options?: RequestOptions,
): Promise<AccountCompany> {
  return postChecked(
    http,
    'switchCompany',
    '/api/switch/company',
    async () => (await schemas()).accountCompanySchema,
    undefined,
    {
      ...options,
      params: { ...options?.params, companyId },
    },
  );
}

/**
 * An attachment's metadata, download path and `link`: a signed, short-lived address to preview it
 * from (an `<img>`, a PDF frame, the office viewer), asked anew when the last one has expired.
 */
export function searchAttachment(
  http: HttpClient,
  attachmentOID: string,
  options?: RequestOptions,
): Promise<Attachment> {
  return getChecked(
    http,
    'searchAttachment',
    '/api/attachment/search',
    async () => (await schemas()).attachmentSchema,
    { attachmentOID },
    options,
  );
}

/**
 * Uploads one file as an attachment of the caller's tenant: at most 10 MB, or with `kind: 'image'`
 * at most the company's upload limit (`uploadMaxSizeMb`, 3 MB unless configured). The service
 * refuses a larger file with 400 naming `file`.
 */
export async function uploadAttachment(
  http: HttpClient,
  file: Blob,
  options?: UploadOptions & { readonly kind?: AttachmentUploadKind | undefined },
): Promise<Attachment> {
  const { kind, ...upload } = options ?? {};
  return checkAnswer(
    'uploadAttachment',
    async () => (await schemas()).attachmentSchema,
    http.upload('/api/upload/attachment', file, {
      ...upload,
      ...(kind === 'image' && { params: { ...upload.params, kind } }),
    }),
  );
}

/**
 * An attachment's bytes under its own name. Attachments need no identity verification; the file
 * is handed to the client's `saveFile` unless `save: false`.
 */
export function downloadAttachment(
  http: HttpClient,
  attachmentOID: string,
  options?: DownloadOptions,
): Promise<DownloadedFile> {
  return http.download(
    `/api/attachment/download/${encodeURIComponent(attachmentOID)}`,
    {},
    // An attachment is not an export: its token stays in the Authorization header.
    { verify: false, accessTokenInQuery: false, ...options },
  );
}

/**
 * How the login page of `domainName` logs in. `ssoBase` is the `{sso}` base address (absolute in
 * development builds); the client's own base otherwise.
 */
export function loginDecide(
  http: HttpClient,
  domainName: string,
  options?: RequestOptions & { readonly ssoBase?: string | undefined },
): Promise<LoginDecision> {
  const { ssoBase = '', ...requestOptions } = options ?? {};
  return getChecked(
    http,
    'loginDecide',
    `${ssoBase.replace(/\/+$/, '')}/sso/loginDecide`,
    async () => (await schemas()).loginDecisionSchema,
    { domainName },
    requestOptions,
  );
}
