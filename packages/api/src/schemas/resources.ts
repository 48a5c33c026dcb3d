import { z } from 'zod';
import { pageSchema, recordMetaSchema } from './common';

// The answers of the generic resource API. `calls/resources` re-exports the schemas and their types
// and imports this module with its first request, so a shell that only lists the resources the
// caller may read does not load zod before it asks.

/**
 * A stored record of any resource: its fields plus id, oid, version and audit times; in the
 * generic resource API's answers also `references`, the name of each referenced record by field
 * (a tenant's name for `tenantId`...), in the request's language, and `attachments`.
 */
/**
 * An attachment or image a record's field names, as the resource API's answers carry it: its name,
 * type and size, and a signed, short-lived link to show it from (a thumbnail, a preview).
 */
export const recordAttachmentSchema = z.object({
  attachmentOID: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  link: z.object({ url: z.string().startsWith('/'), expiresAt: z.string() }),
});
export type RecordAttachment = z.infer<typeof recordAttachmentSchema>;

export const storedRecordSchema = recordMetaSchema
  .extend({
    references: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
    /**
     * The attachments and images the record's attachment and image fields name, by field (a list
     * for a list field); a field whose file is gone is left out. Every record of a resource with
     * attachment or image fields carries it (`{}` when it names no stored file); a record without
     * it was not answered by the resource API (a bespoke screen's value), and is looked up.
     */
    attachments: z
      .record(z.string(), z.union([recordAttachmentSchema, z.array(recordAttachmentSchema)]))
      .optional(),
  })
  .catchall(z.unknown());
export type StoredRecord = z.infer<typeof storedRecordSchema>;

/** The answer of `listRecords`. */
export const storedRecordPageSchema = pageSchema(storedRecordSchema);

/** One change of a record's history: who did what, when, and each changed field's before and after. */
export const recordHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  at: z.string(),
  changes: z.unknown(),
  spanId: z.string().nullable(),
  /**
   * The changed fields of an update in the request's language: each by its label, its values
   * before and after in words (enum words, the names of referenced records). Empty for a create.
   */
  words: z
    .array(z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() }))
    .optional(),
});
export type RecordHistoryEntry = z.infer<typeof recordHistoryEntrySchema>;

/** The answer of `getRecordHistory`, newest first. */
export const recordHistorySchema = z.array(recordHistoryEntrySchema);

/** A resource the caller may read, with what else it may do there. */
export const resourceAccessSchema = z.object({
  name: z.string(),
  scope: z.enum(['global', 'tenant', 'company']),
  canWrite: z.boolean(),
  canDelete: z.boolean(),
  canExport: z.boolean(),
  canImport: z.boolean(),
});
export type ResourceAccess = z.infer<typeof resourceAccessSchema>;

/** The answer of `listResourceAccess`. */
export const resourceAccessListSchema = z.array(resourceAccessSchema);
