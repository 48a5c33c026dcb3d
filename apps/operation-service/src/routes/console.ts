import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { publicRoute } from '../http/route';

/**
 * The policy of the console's pages: its own scripts only, inline styles (styled-components
 * injects them), images and fonts from itself or data/blob URLs, calls to its own origin, never
 * framed. API answers keep the service's `default-src 'none'`.
 */
export const CONSOLE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Vite's hashed build output: a changed file gets a new name, so it may be kept for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and any unhashed file): revalidated on every load, so a deploy shows at once. */
const REVALIDATE_CACHE = 'no-cache';

const ASSETS_DIR = 'assets/';

/** The path prefixes the service answers itself, whatever other routes declare. */
const SERVICE_PREFIXES = ['/api', '/oauth', '/sso'] as const;

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const routeNotFound = () => new ApiError(404, 'ROUTE_NOT_FOUND', 'ROUTE_NOT_FOUND');
const pathInvalid = () => new ApiError(400, 'PATH_INVALID', 'CONSOLE_PATH_INVALID');

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The decoded path of a request, or a 400 for one that does not decode. */
function decodedPath(url: string): string {
  try {
    return decodeURIComponent(url.split('?', 1)[0] ?? '/');
  } catch {
    throw pathInvalid();
  }
}

/**
 * A decoded path as the segments of a file below the console directory, or a 400 for anything
 * that could step outside it: `..` (also percent-encoded), backslashes, NUL, hidden files.
 */
function segmentsOf(path: string): string[] {
  if (path.includes('\0') || path.includes('\\')) throw pathInvalid();
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) throw pathInvalid();
  return segments;
}

/** A regular file at `path` inside `root` (symbolic links followed and checked), or undefined. */
async function fileInside(root: string, path: string): Promise<StoredFile | undefined> {
  try {
    const real = await realpath(path);
    if (!real.startsWith(`${root}${sep}`)) return undefined;
    const stats = await stat(real);
    return stats.isFile() ? { path: real, size: stats.size, modified: stats.mtime } : undefined;
  } catch {
    return undefined;
  }
}

interface StoredFile {
  readonly path: string;
  readonly size: number;
  readonly modified: Date;
}

/** The encodings the build writes beside a file (`.br`, `.gz`), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Whether an Accept-Encoding header accepts an encoding (by name or `*`, with a q above 0). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const accepted = quality === undefined || Number(quality.slice(2)) > 0;
    if (name === encoding) return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

/**
 * The copy of a file to send: its precompressed brotli or gzip copy when the browser accepts it and
 * the build wrote one (the build alone decides which files get copies), else the file itself.
 */
async function variantOf(
  root: string,
  request: FastifyRequest,
  file: StoredFile,
): Promise<{ file: StoredFile; encoding: string | undefined }> {
  for (const encoding of ENCODINGS) {
    if (!acceptsEncoding(request.headers['accept-encoding'], encoding.name)) continue;
    const compressed = await fileInside(root, `${file.path}${encoding.suffix}`);
    if (compressed) return { file: compressed, encoding: encoding.name };
  }
  return { file, encoding: undefined };
}

async function send(
  root: string,
  request: FastifyRequest,
  reply: FastifyReply,
  original: StoredFile,
  cacheControl: string,
) {
  const { file, encoding } = await variantOf(root, request, original);
  const version = `${file.size.toString(16)}-${Math.floor(file.modified.getTime()).toString(16)}`;
  const etag = `W/"${version}${encoding ? `-${encoding}` : ''}"`;
  reply
    .header('Content-Security-Policy', CONSOLE_CONTENT_SECURITY_POLICY)
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('Last-Modified', original.modified.toUTCString());
  // A cache keeps one copy per encoding: the same address may answer differently by Accept-Encoding.
  reply.header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply
    .type(contentTypeOf(original.path))
    .header('Content-Length', String(file.size))
    .send(createReadStream(file.path));
}

/**
 * Serves the built console (`consoleDir`) on the service's own port: its files, and index.html for
 * every other GET outside the service's prefixes, so that a reload of `/main/dashboard` opens the
 * single-page app there. Unknown `/api/...` paths keep the service's JSON 404; a missing file
 * under `assets/` is a 404 too, not a page of HTML where a script was expected.
 */
export async function registerConsoleRoutes(app: FastifyInstance): Promise<void> {
  const { consoleDir } = app.services.config;
  if (!consoleDir) return;
  const root = await realpath(resolve(consoleDir)).catch(() => {
    throw new Error(`The console directory ${consoleDir} (CONSOLE_DIR) does not exist.`);
  });
  const index = await fileInside(root, join(root, 'index.html'));
  if (!index) throw new Error(`The console directory ${consoleDir} (CONSOLE_DIR) holds no index.html.`);
  const indexPath = index.path;

  // The first segment of every route the service declares, read once every route is registered.
  let prefixes: readonly string[] | undefined;
  const servicePrefixes = () => {
    prefixes ??= [
      ...new Set([
        ...SERVICE_PREFIXES,
        ...app.declaredRoutes
          .map((declared) => `/${declared.url.split('/')[1] ?? ''}`)
          .filter((prefix) => /^\/[\w.-]+$/.test(prefix)),
      ]),
    ];
    return prefixes;
  };

  publicRoute(app, {
    method: 'GET',
    url: '/*',
    summary: 'The built console: its files, and index.html for the paths of its routes.',
    handler: async ({ request, reply }) => {
      const path = decodedPath(request.url);
      if (servicePrefixes().some((prefix) => isUnder(path, prefix))) throw routeNotFound();
      const relative = segmentsOf(path).join('/');
      const inAssets = relative.startsWith(ASSETS_DIR);
      if (relative !== '') {
        const file = await fileInside(root, resolve(root, relative));
        if (file) return send(root, request, reply, file, inAssets ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
        if (inAssets) throw routeNotFound();
      }
      // index.html may have been replaced by a new build since the start.
      const current = await fileInside(root, indexPath);
      if (!current) throw routeNotFound();
      return send(root, request, reply, current, REVALIDATE_CACHE);
    },
  });
}
