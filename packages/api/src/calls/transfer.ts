import type {
  DownloadedFile,
  DownloadOptions,
  HttpClient,
  RequestOptions,
  TransferProgress,
} from '@opsdesk/http';
import { IDEMPOTENCY_KEY_HEADER, VERIFICATION_TOKEN_PARAM } from '../constants/transfer';
import type { ResourceName } from '../resources/catalogue';
import type {
  ImportErrorRow,
  ImportJob,
  ImportResult,
  MailboxMessage,
  VerificationChannel,
  VerificationCodeSent,
  VerificationToken,
} from '../schemas/transfer';
import type { Page } from '../schemas/common';
import { checkAnswer, getChecked, postChecked } from './call';
import { resourceQueryOf } from './resources';

/** The answers' schemas, and zod with them: loaded with the first request, not with this module. */
const schemas = () => import('../schemas/transfer');

/** The list filters of an export: the same parameters as the resource's list (filters, keyword, sort). */
export type ExportFilters = Readonly<Record<string, unknown>>;

const exportPath = (resource: ResourceName) => `/api/resources/${resource}/export`;

/** Sends a six-digit code to the account's mobile number or e-mail address. */
export function requestVerificationCode(
  http: HttpClient,
  channel: VerificationChannel,
  options?: RequestOptions,
): Promise<VerificationCodeSent> {
  return postChecked(
    http,
    'requestVerificationCode',
    '/api/security/verification/code',
    async () => (await schemas()).verificationCodeSentSchema,
    { channel },
    options,
  );
}

/** Exchanges the code for the verification token that opens exports for a few minutes. */
export function exchangeVerificationCode(
  http: HttpClient,
  code: string,
  options?: RequestOptions,
): Promise<VerificationToken> {
  return postChecked(
    http,
    'exchangeVerificationCode',
    '/api/security/verification/token',
    async () => (await schemas()).verificationTokenSchema,
    { code },
    options,
  );
}

/**
 * Exports the records the filters select as an .xlsx. The client's `verifyIdentity` is asked for
 * the verification token first (spec §6), unless `options.verify` is false.
 */
export function exportResource(
  http: HttpClient,
  resource: ResourceName,
  filters: ExportFilters = {},
  options?: DownloadOptions,
): Promise<DownloadedFile> {
  return http.download(exportPath(resource), resourceQueryOf(filters), {
    fileName: `${resource}.xlsx`,
    ...options,
  });
}

/** The address of an export for a plain link: `access_token`, the filters and the verification token. */
export function resourceExportUrl(
  http: HttpClient,
  resource: ResourceName,
  filters: ExportFilters,
  verificationToken: string,
): string {
  return http.exportUrl(exportPath(resource), {
    ...resourceQueryOf(filters),
    [VERIFICATION_TOKEN_PARAM]: verificationToken,
  });
}

/** The import template of a resource: the header row of its fields and a row of their rules. */
export function downloadImportTemplate(
  http: HttpClient,
  resource: ResourceName,
  options?: DownloadOptions,
): Promise<DownloadedFile> {
  return http.download(
    `/api/resources/${resource}/import/template`,
    {},
    { fileName: `${resource}-template.xlsx`, ...options, verify: false },
  );
}

/**
 * Imports an .xlsx of the resource's template. The same `idempotencyKey` makes a retry answer the
 * first import's result instead of importing twice.
 *
 * The service commits the rows in short batches, so that other users' requests go on meanwhile.
 * By default this answers when the import has ended; with `respondAsync` it answers as soon as the
 * file is checked and the job started (status RUNNING): follow it with `getImportJob`
 * (`processedRows` of `totalRows`) and stop it with `cancelImportJob`.
 */
export async function importResource(
  http: HttpClient,
  resource: ResourceName,
  file: Blob,
  idempotencyKey: string,
  onProgress?: (progress: TransferProgress) => void,
  options: Pick<RequestOptions, 'signal' | 'timeoutMs'> & { readonly respondAsync?: boolean } = {},
): Promise<ImportResult> {
  const { respondAsync, ...requestOptions } = options;
  const answer = http.upload(`/api/resources/${resource}/import`, file, {
    fileName: (file as Partial<File>).name || `${resource}.xlsx`,
    headers: {
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      ...(respondAsync && { Prefer: 'respond-async' }),
    },
    onProgress,
    ...requestOptions,
  });
  return checkAnswer('importResource', async () => (await schemas()).importResultSchema, answer);
}

/**
 * Cancels a running import of the caller's: the batch being committed finishes, the rows not reached
 * are not imported (they go to the error file). Answers the job as it stands; an import that has
 * already ended is answered unchanged.
 */
export function cancelImportJob(http: HttpClient, id: number, options?: RequestOptions): Promise<ImportJob> {
  return postChecked(
    http,
    'cancelImportJob',
    `/api/import/jobs/${id}/cancel`,
    async () => (await schemas()).importJobSchema,
    undefined,
    options,
  );
}

/** An import job of the caller's. */
export function getImportJob(http: HttpClient, id: number, options?: RequestOptions): Promise<ImportJob> {
  return getChecked(
    http,
    'getImportJob',
    `/api/import/jobs/${id}`,
    async () => (await schemas()).importJobSchema,
    undefined,
    options,
  );
}

/** A page of an import job's failing rows, `{ lineNumber, errorMessage }`, by line. */
export function listImportErrors(
  http: HttpClient,
  id: number,
  page: { page?: number; size?: number } = {},
  options?: RequestOptions,
): Promise<Page<ImportErrorRow>> {
  return getChecked(
    http,
    'listImportErrors',
    `/api/import/jobs/${id}/errors`,
    async () => (await schemas()).importErrorPageSchema,
    page,
    options,
  );
}

/** The error file of an import job: line number, message and the row's original cells. */
export function downloadImportErrors(
  http: HttpClient,
  id: number,
  options?: DownloadOptions,
): Promise<DownloadedFile> {
  return http.download(
    `/api/import/jobs/${id}/errors/export`,
    {},
    { fileName: `import-${id}-errors.xlsx`, ...options, verify: false },
  );
}

/** The messages kept for the caller by a development service instead of SMS or e-mail, newest first. */
export function listDevMailbox(http: HttpClient, options?: RequestOptions): Promise<MailboxMessage[]> {
  return getChecked(
    http,
    'listDevMailbox',
    '/api/dev/mailbox',
    async () => (await schemas()).mailboxMessageListSchema,
    undefined,
    options,
  );
}
