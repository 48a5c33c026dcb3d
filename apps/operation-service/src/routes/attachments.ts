import { ATTACHMENT_UPLOAD_MAX_MB, attachmentUploadKinds, type Attachment } from '@opsdesk/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db';
import { ApiError, badRequest, crossTenant } from '../http/errors';
import { readUpload, UploadError } from '../http/upload';
import type { Principal } from '../http/principal';
import { access, publicRoute, route } from '../http/route';
import { attachmentLinkSigner, type AttachmentLinkSigner } from '../resources/attachmentLinks';
import { companyConfigurationOf } from '../resources/companyConfiguration';
import { ownAccount } from './account';

// Attachments: upload, metadata, download with the token in the header, and the signed links that
// let an <img>, a PDF frame or an office viewer show a file without the token.

const MEGABYTE = 1024 * 1024;

interface AttachmentRow {
  attachment_oid: string;
  tenant_id: number | null;
  file_name: string;
  content_type: string;
  size: number;
  created_by: string | null;
  created_at: Date;
}

const attachmentColumns = 'attachment_oid, tenant_id, file_name, content_type, size, created_by, created_at';

function attachmentOf(row: AttachmentRow): Attachment {
  return {
    attachmentOID: row.attachment_oid,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    tenantId: row.tenant_id,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    downloadPath: `/api/attachment/download/${row.attachment_oid}`,
  };
}

const attachmentNotFound = () => new ApiError(404, 'ATTACHMENT_NOT_FOUND', 'ATTACHMENT_NOT_FOUND');

/** An attachment the principal may see: a tenant-bound account sees only its own tenant's. */
async function readableAttachment<Row extends AttachmentRow>(
  db: Queryable,
  principal: Principal,
  attachmentOID: string,
  columns: string,
): Promise<Row> {
  const { rows } = await db.query<Row>(`select ${columns} from attachment where attachment_oid = $1`, [
    attachmentOID,
  ]);
  const row = rows[0];
  if (!row) throw attachmentNotFound();
  if (principal.tenantId !== null && row.tenant_id !== principal.tenantId) throw crossTenant();
  return row;
}

/** A file name that is only a name: no folders, no control characters, at most 255 characters. */
function cleanFileName(name: string): string {
  const base =
    name
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .split(/[\\/]/)
      .pop()
      ?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? 'attachment' : base.slice(0, 255);
}

const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

/**
 * RFC 6266: a plain ASCII name for old clients and the exact name in `filename*`; `inline` shows the
 * file in the browser (an image, a PDF) and still names it for "Save as".
 */
function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Reads the one file of a multipart upload; 400 naming `file` when there is none, it is too large or cut off. */
async function uploadedFile(
  request: FastifyRequest,
  limit: { readonly mb: number; readonly messageId: 'ATTACHMENT_TOO_LARGE' | 'IMAGE_TOO_LARGE' },
): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  try {
    const file = await readUpload(request, limit.mb * MEGABYTE);
    return {
      fileName: cleanFileName(file.fileName),
      contentType: CONTENT_TYPE.test(file.mimeType)
        ? file.mimeType.toLowerCase()
        : 'application/octet-stream',
      content: file.content,
    };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    if (error.problem === 'tooLarge')
      throw badRequest([{ field: 'file', messageId: limit.messageId, values: { limit: limit.mb } }]);
    throw badRequest([
      {
        field: 'file',
        messageId: error.problem === 'missing' ? 'ATTACHMENT_FILE_MISSING' : 'UPLOAD_INCOMPLETE',
      },
    ]);
  }
}

const attachmentOIDSchema = z.string().trim().uuid();

/** The types a browser may show in place from a signed link; anything else is saved as a file. */
const SHOWN_IN_PLACE = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/avif',
  'application/pdf',
]);

/** The signer of the service's attachment links: its key, lifetime and clock. */
export function attachmentLinksOf(app: FastifyInstance): AttachmentLinkSigner {
  const { config, now } = app.services;
  return attachmentLinkSigner({
    secret: config.attachmentLinkSecret,
    seconds: config.attachmentLinkSeconds,
    now,
  });
}

export async function registerAttachmentRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.services;
  const links = attachmentLinksOf(app);

  route(app, {
    method: 'GET',
    url: '/api/attachment/search',
    access: access.authenticated,
    query: z.object({ attachmentOID: attachmentOIDSchema }),
    summary: "An attachment's metadata, download path and a signed, short-lived link to preview it.",
    handler: async ({ query, principal }): Promise<Attachment> => {
      const row = await readableAttachment(db, principal, query.attachmentOID, attachmentColumns);
      return { ...attachmentOf(row), link: links.link(row.attachment_oid) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/upload/attachment',
    access: access.authenticated,
    consumes: ['multipart'],
    query: z.object({ kind: z.enum(attachmentUploadKinds).default('attachment') }),
    summary:
      "Uploads one file as an attachment of the caller's tenant (at most 10 MB; kind=image: the company's upload limit); answers it with a signed link.",
    handler: async ({ request, reply, query, principal }) => {
      const account = await ownAccount(db, principal);
      const limit =
        query.kind === 'image'
          ? {
              mb: Math.min(
                (await companyConfigurationOf(db, account.company_id)).configuration.uploadMaxSizeMb,
                ATTACHMENT_UPLOAD_MAX_MB,
              ),
              messageId: 'IMAGE_TOO_LARGE' as const,
            }
          : { mb: ATTACHMENT_UPLOAD_MAX_MB, messageId: 'ATTACHMENT_TOO_LARGE' as const };
      const file = await uploadedFile(request, limit);
      const { rows } = await db.query<AttachmentRow>(
        `insert into attachment (tenant_id, file_name, content_type, size, content, created_by)
         values ($1, $2, $3, $4, $5, $6) returning ${attachmentColumns}`,
        [
          account.tenant_id,
          file.fileName,
          file.contentType,
          file.content.length,
          file.content,
          principal.login,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('the inserted attachment is missing');
      return reply.code(201).send({ ...attachmentOf(row), link: links.link(row.attachment_oid) });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/attachment/download/:attachmentOID',
    access: access.authenticated,
    // Not an export: the token is never accepted in the URL here (fetch it with the header).
    params: z.object({ attachmentOID: attachmentOIDSchema }),
    summary: "An attachment's bytes, under its own name.",
    handler: async ({ params, principal, reply }) => {
      const row = await readableAttachment<AttachmentRow & { content: Uint8Array }>(
        db,
        principal,
        params.attachmentOID,
        `${attachmentColumns}, content`,
      );
      const bytes = Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
      return reply
        .header('Content-Type', row.content_type)
        .header('Content-Length', String(bytes.length))
        .header('Content-Disposition', contentDisposition(row.file_name))
        .send(bytes);
    },
  });

  // Public, by design: the signature is the permission, for one file until the link expires.
  publicRoute(app, {
    method: 'GET',
    url: '/api/attachment/file/:attachmentOID',
    params: z.object({ attachmentOID: attachmentOIDSchema }),
    query: z.object({
      expires: z.coerce.number().int().positive(),
      signature: z.string().regex(/^[\w-]{43}$/),
    }),
    summary: "An attachment's bytes from a signed, short-lived link (see /api/attachment/search).",
    handler: async ({ params, query, reply }) => {
      if (!links.verify(params.attachmentOID, query.expires, query.signature))
        throw new ApiError(403, 'ATTACHMENT_LINK_INVALID', 'ATTACHMENT_LINK_INVALID');
      const remaining = query.expires - Math.floor(now().getTime() / 1000);
      if (remaining <= 0) throw new ApiError(410, 'ATTACHMENT_LINK_EXPIRED', 'ATTACHMENT_NOT_FOUND');
      const { rows } = await db.query<AttachmentRow & { content: Uint8Array }>(
        `select ${attachmentColumns}, content from attachment where attachment_oid = $1`,
        [params.attachmentOID],
      );
      const row = rows[0];
      if (!row) throw attachmentNotFound();
      const bytes = Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
      const inPlace = SHOWN_IN_PLACE.has(row.content_type);
      reply
        .header('Content-Type', row.content_type)
        .header('Content-Length', String(bytes.length))
        .header('Content-Disposition', contentDisposition(row.file_name, inPlace ? 'inline' : 'attachment'))
        .header('Cache-Control', `private, max-age=${remaining}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer');
      // The console shows a PDF in a frame of its own pages; nobody else may frame a file. A file
      // opened on its own runs nothing (an SVG's or an HTML file's scripts); Chrome's PDF viewer
      // does not open in a sandboxed document, and runs no script of the page.
      reply
        .header('X-Frame-Options', 'SAMEORIGIN')
        .header(
          'Content-Security-Policy',
          row.content_type === 'application/pdf'
            ? "frame-ancestors 'self'"
            : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
        );
      return reply.send(bytes);
    },
  });
}
