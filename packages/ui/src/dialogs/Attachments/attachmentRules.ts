/**
 * The rules of attachments and image uploads (spec §5, §8, §9), pure and without React: sizes,
 * counts, formats by extension and MIME type, HEIC detection and conversion quality, and what kind
 * of preview a file gets.
 */

/** An uploaded file as the server describes it. */
export interface Attachment {
  readonly id: string;
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** The MIME type; may be empty when the server does not know it (the name's extension decides). */
  readonly type: string;
  /** Where the file can be read, when the server gave an address with the list. */
  readonly url?: string | undefined;
}

/** What the field takes: any attachment (10 MB each), or images (format and size checked, 3 MB). */
export type AttachmentKind = 'attachment' | 'image';

export const MEGABYTE = 1024 * 1024;
/** Uploads in general: at most 3 MB (spec §9 "General upload limit"). */
export const GENERAL_UPLOAD_LIMIT_BYTES = 3 * MEGABYTE;
/** Attachments: at most 10 MB each (spec §9 "Attachment limit"). */
export const ATTACHMENT_LIMIT_BYTES = 10 * MEGABYTE;
/** HEIC images over this many bytes are converted with the lower JPEG quality (spec §5). */
export const HEIC_QUALITY_THRESHOLD_BYTES = 1_024_000;

/** The JPEG quality of a converted HEIC image: 0.3 when the file is over 1,024,000 bytes, else 0.7. */
export function heicQuality(size: number): number {
  return size > HEIC_QUALITY_THRESHOLD_BYTES ? 0.3 : 0.7;
}

/**
 * The largest file the field takes. An attachment is at most 10 MB whatever `maxSizeBytes` says
 * (a smaller configured size wins); an image or other upload is 3 MB unless configured.
 */
export function attachmentSizeLimit(kind: AttachmentKind, maxSizeBytes?: number): number {
  const configured = maxSizeBytes !== undefined && maxSizeBytes > 0 ? maxSizeBytes : undefined;
  if (kind === 'attachment') return Math.min(configured ?? ATTACHMENT_LIMIT_BYTES, ATTACHMENT_LIMIT_BYTES);
  return configured ?? GENERAL_UPLOAD_LIMIT_BYTES;
}

/** True when `size` bytes is over `limit`. */
export function isTooLarge(size: number, limit: number): boolean {
  return size > limit;
}

/**
 * How many files of `incoming` still fit when `occupied` are attached or on their way: the first
 * `accepted`, the rest `overflow`. No `maxCount` means no limit.
 */
export function splitByCount<T>(
  incoming: readonly T[],
  occupied: number,
  maxCount?: number,
): { accepted: T[]; overflow: T[] } {
  if (maxCount === undefined || !Number.isFinite(maxCount)) return { accepted: [...incoming], overflow: [] };
  const room = Math.max(0, Math.floor(maxCount) - occupied);
  return { accepted: incoming.slice(0, room), overflow: incoming.slice(room) };
}

/** True when no further file fits. */
export function isFull(occupied: number, maxCount?: number): boolean {
  return maxCount !== undefined && occupied >= maxCount;
}

/**
 * The MIME types each known extension may arrive with (browsers and systems differ: a CSV is
 * `application/vnd.ms-excel` on Windows, a JPEG may be `image/pjpeg`).
 */
const mimeTypesByExtension: Readonly<Record<string, readonly string[]>> = {
  jpg: ['image/jpeg', 'image/pjpeg', 'image/jpg'],
  jpeg: ['image/jpeg', 'image/pjpeg', 'image/jpg'],
  png: ['image/png', 'image/x-png', 'image/apng'],
  gif: ['image/gif'],
  bmp: ['image/bmp', 'image/x-bmp', 'image/x-ms-bmp'],
  webp: ['image/webp'],
  heic: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
  heif: ['image/heif', 'image/heic', 'image/heif-sequence', 'image/heic-sequence'],
  pdf: ['application/pdf', 'application/x-pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  txt: ['text/plain'],
  csv: ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain'],
  zip: ['application/zip', 'application/x-zip-compressed', 'application/x-zip'],
  rar: ['application/vnd.rar', 'application/x-rar-compressed', 'application/x-rar'],
  ofd: ['application/ofd'],
};

/** Formats an image field takes unless told otherwise. */
export const IMAGE_UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp,.webp,.heic,.heif';

/** What says nothing about a file's content. */
function isGenericMime(mime: string): boolean {
  return mime === '' || mime === 'application/octet-stream' || mime === 'binary/octet-stream';
}

/** The lower-case extension of a file name, without the dot; '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export type AcceptToken =
  | { readonly kind: 'extension'; readonly value: string }
  | { readonly kind: 'mime'; readonly value: string }
  | { readonly kind: 'wildcard'; readonly value: string };

/** `'.pdf, image/*,application/zip'` to its tokens, lower case. */
export function parseAccept(accept: string | undefined): AcceptToken[] {
  return (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '')
    .map((token): AcceptToken => {
      if (token.startsWith('.')) return { kind: 'extension', value: token.slice(1) };
      if (token.endsWith('/*')) return { kind: 'wildcard', value: token.slice(0, -2) };
      return { kind: 'mime', value: token };
    });
}

/** Extensions people know by another name of the same format. */
const sameFormatAs: Readonly<Record<string, string>> = { jpeg: 'jpg', heif: 'heic', tif: 'tiff' };

/** The formats of an accept list for people: `.jpg,.jpeg,image/png,.heif` → `JPG, PNG, HEIC`. */
export function describeAccept(accept: string | undefined): string {
  const labels = parseAccept(accept).map((token) => {
    if (token.kind === 'extension') return (sameFormatAs[token.value] ?? token.value).toUpperCase();
    if (token.kind === 'wildcard') return `${token.value}/*`;
    const extension = Object.entries(mimeTypesByExtension).find(([, types]) => types[0] === token.value)?.[0];
    return extension ? extension.toUpperCase() : token.value;
  });
  return [...new Set(labels)].join(', ');
}

/** Why a file's format is refused: not in the accepted list, or its type contradicts its name. */
export type AttachmentFormatProblem = 'not-accepted' | 'mismatch';

/**
 * Checks a file's format by extension and MIME type: a known extension whose file reports another
 * specific type is refused (`invoice.pdf` sent as `image/png`); then the extension or the type must
 * match the accept list (`.pdf`, `application/pdf`, `image/*`). No accept list takes every format.
 */
export function checkAttachmentFormat(
  file: { readonly name: string; readonly type: string },
  accept: string | undefined,
): AttachmentFormatProblem | undefined {
  const extension = fileExtension(file.name);
  const mime = file.type.toLowerCase();
  const known = mimeTypesByExtension[extension];
  if (known && !isGenericMime(mime) && !known.includes(mime)) return 'mismatch';
  const tokens = parseAccept(accept);
  if (tokens.length === 0) return undefined;
  const types = isGenericMime(mime) ? (known ?? []) : [mime];
  const accepted = tokens.some((token) => {
    if (token.kind === 'extension') return extension !== '' && token.value === extension;
    if (token.kind === 'wildcard') return types.some((type) => type.startsWith(`${token.value}/`));
    return types.includes(token.value);
  });
  return accepted ? undefined : 'not-accepted';
}

/** The accept list a field uses: its own, or the image formats for an image field. */
export function acceptFor(kind: AttachmentKind, accept?: string): string | undefined {
  if (accept !== undefined && accept.trim() !== '') return accept;
  return kind === 'image' ? IMAGE_UPLOAD_ACCEPT : undefined;
}

/** True for a HEIC or HEIF image, by extension or MIME type. */
export function isHeicFile(file: { readonly name: string; readonly type: string }): boolean {
  const extension = fileExtension(file.name);
  if (extension === 'heic' || extension === 'heif') return true;
  return /^image\/hei[cf](-sequence)?$/.test(file.type.toLowerCase());
}

/** The name of the JPEG made from a HEIC file: `IMG_0001.HEIC` → `IMG_0001.jpg`. */
export function jpegNameFor(name: string): string {
  const extension = fileExtension(name);
  const stem = extension === '' ? name : name.slice(0, -(extension.length + 1));
  return `${stem}.jpg`;
}

/** How a file is previewed: shown as an image, in the browser's PDF viewer, through the office viewer, or not. */
export type AttachmentPreviewKind = 'image' | 'pdf' | 'office' | 'none';

const previewableImages = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);
const officeDocuments = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']);

/** The preview a file gets, by extension, else by MIME type. HEIC is not shown by browsers: none. */
export function attachmentPreviewKind(file: {
  readonly name: string;
  readonly type: string;
}): AttachmentPreviewKind {
  const extension = fileExtension(file.name);
  if (previewableImages.has(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  if (officeDocuments.has(extension)) return 'office';
  if (extension !== '' && mimeTypesByExtension[extension]) return 'none';
  const mime = file.type.toLowerCase();
  for (const candidate of previewableImages) {
    if (mimeTypesByExtension[candidate]?.includes(mime)) return 'image';
  }
  if (mimeTypesByExtension.pdf?.includes(mime)) return 'pdf';
  for (const candidate of officeDocuments) {
    if (mimeTypesByExtension[candidate]?.includes(mime)) return 'office';
  }
  return 'none';
}

/** The short label of a file's type for its badge: `PDF`, `DOCX`, `FILE`. */
export function fileBadgeLabel(name: string): string {
  const extension = fileExtension(name);
  return extension === '' || extension.length > 4 ? 'FILE' : extension.toUpperCase();
}

/** The colour family of a file's badge. */
export type FileTone = 'image' | 'pdf' | 'word' | 'sheet' | 'slides' | 'other';

export function fileToneOf(name: string): FileTone {
  const extension = fileExtension(name);
  if (previewableImages.has(extension) || extension === 'heic' || extension === 'heif') return 'image';
  if (extension === 'pdf' || extension === 'ofd') return 'pdf';
  if (extension === 'doc' || extension === 'docx' || extension === 'txt') return 'word';
  if (extension === 'xls' || extension === 'xlsx' || extension === 'csv') return 'sheet';
  if (extension === 'ppt' || extension === 'pptx') return 'slides';
  return 'other';
}
