import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isListField,
  semanticOf,
  type AttachmentLink,
  type RecordAttachment,
  type ResourceDescriptor,
  type StoredRecord,
} from '@opsdesk/api';
import type { Queryable } from '../db';

/**
 * Signed, short-lived links to attachments. An `<img>`, a PDF frame or an office viewer cannot send
 * the bearer token, and tokens stay out of URLs; so the service hands out, to someone who may read
 * a file, an address of that one file that works without a token until it expires. The signature
 * is an HMAC of the attachment's OID and the expiry under the service's secret: a link cannot be
 * stretched in time or pointed at another file.
 */
export interface AttachmentLinkSigner {
  /** A link to `attachmentOID`, valid for the configured time from now. */
  link(attachmentOID: string): AttachmentLink;
  /** Whether `signature` is this service's for the OID and expiry (in Unix seconds). */
  verify(attachmentOID: string, expires: number, signature: string): boolean;
}

const signatureOf = (secret: string, attachmentOID: string, expires: number): string =>
  createHmac('sha256', secret).update(`${attachmentOID.toLowerCase()}.${expires}`).digest('base64url');

export function attachmentLinkSigner(options: {
  readonly secret: string;
  readonly seconds: number;
  readonly now: () => Date;
}): AttachmentLinkSigner {
  return {
    link(attachmentOID) {
      // Whole seconds, rounded up to the next minute: links made within one minute are the same
      // address, which lets the browser's cache serve a thumbnail shown on several pages.
      const expires = Math.ceil((options.now().getTime() / 1000 + options.seconds) / 60) * 60;
      const signature = signatureOf(options.secret, attachmentOID, expires);
      return {
        url: `/api/attachment/file/${attachmentOID}?expires=${expires}&signature=${signature}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    verify(attachmentOID, expires, signature) {
      const expected = Buffer.from(signatureOf(options.secret, attachmentOID, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oidsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && UUID.test(item),
  );

/** The fields of each resource that name files, and those that hold rich text: read once per resource. */
const fieldsByKind = new WeakMap<ResourceDescriptor, { files: string[]; richText: string[] }>();

function fieldKindsOf(resource: ResourceDescriptor): { files: string[]; richText: string[] } {
  let kinds = fieldsByKind.get(resource);
  if (!kinds) {
    const fields = Object.keys(resource.shape);
    kinds = {
      files: fields.filter((field) => ['image', 'attachment'].includes(semanticOf(resource, field))),
      richText: fields.filter((field) => semanticOf(resource, field) === 'richText'),
    };
    fieldsByKind.set(resource, kinds);
  }
  return kinds;
}

/** The fields of a resource that name attachments or images. */
const attachmentFieldsOf = (resource: ResourceDescriptor): readonly string[] => fieldKindsOf(resource).files;

/** The fields of a resource that hold rich text (HTML whose images may be attachments). */
const richTextFieldsOf = (resource: ResourceDescriptor): readonly string[] => fieldKindsOf(resource).richText;

/** An image of rich text that is an attachment: its path, and any signature a link carried. */
const RICH_TEXT_IMAGE =
  /(<img\b[^>]*?\bsrc=")\/api\/attachment\/file\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\?[^"]*)?"/gi;

/**
 * The record's rich text as it is stored: an attachment image by its stable path
 * (`/api/attachment/file/<oid>`), without the signature and expiry of the link the editor showed it
 * from, which would stop working.
 */
export function withStableImagePaths<T extends Record<string, unknown>>(
  resource: ResourceDescriptor,
  data: T,
): T {
  const fields = richTextFieldsOf(resource).filter((field) => typeof data[field] === 'string');
  if (fields.length === 0) return data;
  const stable: Record<string, unknown> = { ...data };
  for (const field of fields)
    stable[field] = (data[field] as string).replace(RICH_TEXT_IMAGE, '$1/api/attachment/file/$2"');
  return stable as T;
}

/** Rich text with each attachment image given a signed link, so that the browser can show it. */
function withSignedImages(html: string, signer: AttachmentLinkSigner): string {
  return html.replace(
    RICH_TEXT_IMAGE,
    (_match, start: string, oid: string) => `${start}${signer.link(oid).url.replace(/&/g, '&amp;')}"`,
  );
}

/**
 * The records with `attachments`: for each attachment and image field, the file it names (name,
 * type, size) and a signed link to show it from; one query for the whole page. The attachment
 * images of rich-text fields get signed links in place. A file is described to whoever may see the
 * record that names it, as a referenced record's name is: the record is the permission. A value
 * that names no stored file is left out (the screen shows it as missing). Every record of a resource
 * with file fields carries `attachments`, an empty object when it names no stored file, so that the
 * answer is the whole truth and a screen never looks a value up on its own.
 */
export async function withAttachments(
  db: Queryable,
  resource: ResourceDescriptor,
  records: readonly StoredRecord[],
  signer: AttachmentLinkSigner,
): Promise<StoredRecord[]> {
  const fields = attachmentFieldsOf(resource);
  const richText = richTextFieldsOf(resource);
  if (richText.length > 0)
    records = records.map((record) => {
      const signed: Record<string, unknown> = {};
      for (const field of richText) {
        const html = record[field];
        if (typeof html === 'string' && html.includes('/api/attachment/file/'))
          signed[field] = withSignedImages(html, signer);
      }
      return Object.keys(signed).length > 0 ? { ...record, ...signed } : record;
    });
  if (fields.length === 0) return [...records];
  const stored = await storedFiles(db, resource, records);
  const found = new Map<string, RecordAttachment>(
    [...stored].map(([oid, file]) => [oid, { ...file, link: signer.link(file.attachmentOID) }]),
  );
  return records.map((record) => {
    const attachments: Record<string, RecordAttachment | RecordAttachment[]> = {};
    for (const field of fields) {
      const named = oidsOf(record[field])
        .map((oid) => found.get(oid.toLowerCase()))
        .filter((attachment): attachment is RecordAttachment => attachment !== undefined);
      if (named.length === 0) continue;
      attachments[field] = isListField(resource, field) ? named : (named[0] as RecordAttachment);
    }
    return { ...record, attachments };
  });
}

/**
 * The stored files the attachment and image fields of `records` name, by lower-case OID (one
 * query); a value that is not an OID, or names no stored file, is not there.
 */
export async function storedFiles(
  db: Queryable,
  resource: ResourceDescriptor,
  records: readonly Record<string, unknown>[],
): Promise<Map<string, Omit<RecordAttachment, 'link'>>> {
  const fields = attachmentFieldsOf(resource);
  const oids = [...new Set(records.flatMap((record) => fields.flatMap((field) => oidsOf(record[field]))))];
  if (oids.length === 0) return new Map();
  const { rows } = await db.query<{
    attachment_oid: string;
    file_name: string;
    content_type: string;
    size: number;
  }>(
    `select attachment_oid::text as attachment_oid, file_name, content_type, size
       from attachment where attachment_oid = any($1::uuid[])`,
    [oids],
  );
  return new Map(
    rows.map((row) => [
      row.attachment_oid.toLowerCase(),
      {
        attachmentOID: row.attachment_oid,
        fileName: row.file_name,
        contentType: row.content_type,
        size: row.size,
      },
    ]),
  );
}
