import type { DescribedError } from '../../components/ToastProvider/useToast';

// The rules of an import that need no React: which file may be imported, when the error file is
// recommended, when an import counts as large. Spec §5 (Import), §8, §9.

/** Above this many failing rows the user is prompted to download the error file (spec §5, §9). */
export const IMPORT_ERROR_LISTING_THRESHOLD = 10;

/** The general upload limit of spec §9: 3 MB (binary, as a browser's `File.size` is compared with it). */
export const IMPORT_MAX_SIZE_BYTES = 3 * 1024 * 1024;

/** The formats an import takes unless told otherwise: the Excel workbooks of the templates. */
export const IMPORT_ACCEPT: readonly string[] = ['.xlsx', '.xls'];

/** How long a large import takes, as the spec tells the user (§9: "about 15 minutes"). */
export const IMPORT_DURATION_ESTIMATE_MINUTES = 15;

/**
 * From this many rows (as the template check counts them) an import is large and the dialog tells
 * the user it takes about 15 minutes. The spec gives no number: half of the service's 10,000-row cap.
 */
export const IMPORT_LARGE_ROWS = 5000;

/** What the rules read of a file: a browser `File` has all of it. */
export interface ImportFileLike {
  readonly name: string;
  readonly size: number;
  /** The MIME type the browser reports; often '' or `application/octet-stream` for a workbook. */
  readonly type: string;
}

/** Why a file cannot be imported. Each has a message; the names let the message say which file. */
export type ImportProblem =
  | { readonly code: 'missing' }
  | { readonly code: 'tooMany'; readonly count: number }
  | { readonly code: 'wrongFormat'; readonly fileName: string; readonly accept: readonly string[] }
  | {
      readonly code: 'tooLarge';
      readonly fileName: string;
      readonly size: number;
      readonly maxSizeBytes: number;
    }
  | { readonly code: 'empty'; readonly fileName: string }
  | { readonly code: 'wrongTemplate'; readonly fileName: string }
  | { readonly code: 'templateCheckFailed'; readonly fileName: string };

export type ImportProblemCode = ImportProblem['code'];

export interface ImportFileRules {
  /** Extensions (`.xlsx`) and MIME types (`text/csv`, `image/*`), as a list or as an `accept` string. */
  readonly accept?: string | readonly string[] | undefined;
  /** The largest file taken, in bytes; 3 MB by default. */
  readonly maxSizeBytes?: number | undefined;
}

/** `'.xlsx, XLS'` or `['.xlsx', 'xls']` → `['.xlsx', '.xls']`: lower case, extensions with their dot. */
export function normaliseAccept(accept: string | readonly string[] = IMPORT_ACCEPT): string[] {
  const entries = typeof accept === 'string' ? accept.split(',') : accept;
  const result: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    const normalised = entry.includes('/') || entry.startsWith('.') ? entry : `.${entry}`;
    if (!result.includes(normalised)) result.push(normalised);
  }
  return result;
}

/** The `accept` attribute of the file input. */
export function acceptAttribute(accept?: string | readonly string[]): string {
  return normaliseAccept(accept).join(',');
}

/** The extensions of an accept list, for the message that names them (`.xlsx`, `.xls`). */
export function acceptedExtensions(accept?: string | readonly string[]): string[] {
  return normaliseAccept(accept).filter((entry) => entry.startsWith('.'));
}

/** The MIME types a browser reports for each extension it knows; an extension not here takes any. */
const typesByExtension: Readonly<Record<string, readonly string[]>> = {
  '.xlsx': ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  '.xlsm': ['application/vnd.ms-excel.sheet.macroenabled.12'],
  '.xls': ['application/vnd.ms-excel'],
  // Windows with Excel installed reports a .csv as an Excel sheet.
  '.csv': ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
};

/** Types that say nothing about the content: a browser without a mapping for the extension sends these. */
const unspecificTypes = new Set(['', 'application/octet-stream']);

function typeMatches(type: string, entry: string): boolean {
  return entry.endsWith('/*') ? type.startsWith(entry.slice(0, -1)) : type === entry;
}

/**
 * Whether the file is of an accepted format, by extension and by MIME type. With extensions in the
 * list, the name must end with one of them and the reported type must agree with it (a `.xlsx`
 * reported as `image/png` is refused; no type, or `application/octet-stream`, says nothing and
 * passes). A list of MIME types only is matched by type.
 */
export function isAcceptedFormat(
  file: Pick<ImportFileLike, 'name' | 'type'>,
  accept?: string | readonly string[],
) {
  const entries = normaliseAccept(accept);
  const name = file.name.trim().toLowerCase();
  const type = file.type.trim().toLowerCase();
  const extensions = entries.filter((entry) => entry.startsWith('.'));
  const types = entries.filter((entry) => !entry.startsWith('.'));
  if (extensions.length === 0) return types.some((entry) => typeMatches(type, entry));
  return extensions.some((extension) => {
    if (!name.endsWith(extension) || name.length === extension.length) return false;
    const known = typesByExtension[extension];
    return (
      unspecificTypes.has(type) ||
      known === undefined ||
      known.includes(type) ||
      types.some((entry) => typeMatches(type, entry))
    );
  });
}

/**
 * Checks what the user chose before anything is sent: one file (`missing`, `tooMany`), of an
 * accepted format (`wrongFormat`), not over the size limit (`tooLarge`; exactly the limit passes),
 * not empty (`empty`). `null` when the file may be imported; the template is checked afterwards.
 */
export function validateImportFile(
  chosen: ImportFileLike | readonly ImportFileLike[] | null | undefined,
  rules: ImportFileRules = {},
): ImportProblem | null {
  const files = chosen == null ? [] : isFileList(chosen) ? chosen : [chosen];
  const [file] = files;
  if (file === undefined) return { code: 'missing' };
  if (files.length > 1) return { code: 'tooMany', count: files.length };
  const accept = normaliseAccept(rules.accept);
  if (!isAcceptedFormat(file, accept)) return { code: 'wrongFormat', fileName: file.name, accept };
  const maxSizeBytes = rules.maxSizeBytes ?? IMPORT_MAX_SIZE_BYTES;
  if (file.size > maxSizeBytes) {
    return { code: 'tooLarge', fileName: file.name, size: file.size, maxSizeBytes };
  }
  if (file.size === 0) return { code: 'empty', fileName: file.name };
  return null;
}

function isFileList(value: ImportFileLike | readonly ImportFileLike[]): value is readonly ImportFileLike[] {
  return Array.isArray(value);
}

/** Whether the result prompts to download the error file: more than 10 failing rows, 10 listed in full. */
export function shouldPromptErrorFile(failureCount: number): boolean {
  return failureCount > IMPORT_ERROR_LISTING_THRESHOLD;
}

/** One failing row of an import: its line in the file and what was wrong with it. */
export interface ImportRowError {
  readonly line: number;
  readonly message: string;
}

/** The rows the result lists (at most 10) and how many failing rows it leaves to the error file. */
export function listedRowErrors(
  errors: readonly ImportRowError[],
  failureCount: number,
): { readonly rows: readonly ImportRowError[]; readonly total: number; readonly unlisted: number } {
  const rows = errors.slice(0, IMPORT_ERROR_LISTING_THRESHOLD);
  const total = Math.max(failureCount, errors.length);
  return { rows, total, unlisted: total - rows.length };
}

/** What the template check may answer: whether the file is of the template, and how many rows it holds. */
export type ImportTemplateCheck = boolean | { readonly ok: boolean; readonly rows?: number | undefined };

export function templateCheckOk(check: ImportTemplateCheck): boolean {
  return typeof check === 'boolean' ? check : check.ok;
}

export function templateCheckRows(check: ImportTemplateCheck): number | undefined {
  return typeof check === 'boolean' ? undefined : check.rows;
}

export interface LargeImportRule<File extends ImportFileLike = ImportFileLike> {
  /** Decides for a file; wins over the row count. */
  readonly isLarge?: ((file: File, rows: number | undefined) => boolean) | undefined;
  /** From this many rows the import is large; 5,000 by default. */
  readonly largeImportRows?: number | undefined;
}

/**
 * Whether an import is large enough to tell the user it takes about 15 minutes: as `isLarge`
 * decides, else when the template check counted at least `largeImportRows` rows.
 */
export function isLargeImport<File extends ImportFileLike>(
  file: File,
  rows: number | undefined,
  rule: LargeImportRule<File> = {},
): boolean {
  if (rule.isLarge) return rule.isLarge(file, rows);
  return rows !== undefined && rows >= (rule.largeImportRows ?? IMPORT_LARGE_ROWS);
}

/** What an upload reports as it goes: `TransferProgress` of @opsdesk/http fits as it is. */
export interface ImportProgress {
  readonly loaded?: number | undefined;
  readonly total?: number | undefined;
  /** 0–100. */
  readonly percent?: number | undefined;
}

/** The whole percent (0–100) of a progress report, or undefined when the total is unknown. */
export function progressPercent(progress: ImportProgress | number): number | undefined {
  let percent: number | undefined;
  if (typeof progress === 'number') percent = progress;
  else if (progress.percent !== undefined) percent = progress.percent;
  else if (progress.total !== undefined && progress.total > 0 && progress.loaded !== undefined) {
    percent = (progress.loaded / progress.total) * 100;
  }
  if (percent === undefined || !Number.isFinite(percent)) return undefined;
  return Math.min(100, Math.max(0, Math.floor(percent)));
}

/**
 * A failed upload as the user reads it: `describe` (the console passes @opsdesk/http's
 * `describeError`) or, without one, an error already of the shape `{ message, spanId }`;
 * `undefined` leaves the generic text to the dialog.
 */
export function describeImportError(
  error: unknown,
  describe?: (error: unknown) => DescribedError,
): DescribedError | undefined {
  const described = describe ? describe(error) : error;
  if (typeof described !== 'object' || described === null) return undefined;
  const { message, spanId } = described as { message?: unknown; spanId?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return { message, spanId: typeof spanId === 'string' && spanId !== '' ? spanId : undefined };
}

/**
 * A new Idempotency-Key: the same for every attempt with one chosen file, so that a retry after a
 * lost answer imports once (apps/operation-service answers the first job again).
 */
export function newIdempotencyKey(): string {
  const cryptoApi = (globalThis as { crypto?: Crypto }).crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  return `import-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
