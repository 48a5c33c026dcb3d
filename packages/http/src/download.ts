/** The content type of the spreadsheets the exports produce. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A downloaded file, as the client hands it to `saveFile` and back to the caller. */
export interface DownloadedFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly data: ArrayBuffer;
  /** `url` when the server answered with a download-URL header and the file came from there. */
  readonly source: 'body' | 'url';
}

/** Saves a file for the user. The default saves through a link in the browser, and does nothing elsewhere. */
export type SaveFile = (file: DownloadedFile) => void | Promise<void>;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Keeps a name a file can have: no folders, no control characters. */
function sanitizeFileName(name: string): string | undefined {
  const cleaned =
    name
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .split(/[\\/]/)
      .pop()
      ?.trim() ?? '';
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? undefined : cleaned;
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8 percent-encoded)
 * first, then `filename` (quoted or not, percent-decoded as many servers encode it).
 */
export function fileNameFromContentDisposition(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const [, encoded] = /^[\w-]*'[\w-]*'(.*)$/.exec(extended.replace(/^"|"$/g, '')) ?? [];
    const name = sanitizeFileName(safeDecode(encoded ?? extended));
    if (name) return name;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header)?.[1]?.trim();
  if (!plain) return undefined;
  const unquoted = plain.startsWith('"') ? plain.slice(1, -1).replace(/\\(.)/g, '$1') : plain;
  return sanitizeFileName(safeDecode(unquoted));
}

/** The last path segment of a download URL, when it looks like a file name. */
export function fileNameFromUrl(url: string): string | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const last = sanitizeFileName(safeDecode(path.split('/').pop() ?? ''));
  return last && /\.[a-z0-9]{1,8}$/i.test(last) ? last : undefined;
}

/** `export` gives `export.xlsx`; a name with an extension is kept. */
export function withDefaultExtension(name: string): string {
  return /\.[a-z0-9]{1,8}$/i.test(name) ? name : `${name}.xlsx`;
}

/** Saves through a temporary object URL and a link click; outside a browser it does nothing. */
export const saveFileInBrowser: SaveFile = (file) => {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([file.data], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next task: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
