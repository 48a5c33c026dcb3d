import { z } from 'zod';
import { ValidationMessage } from '../constants/validation';

/** The longest name of a saved filter, in characters as a person counts them (an emoji is one). */
export const SAVED_FILTER_NAME_MAX_LENGTH = 50;

/** The most saved filters one account keeps for one list. */
export const SAVED_FILTERS_PER_TABLE_MAX = 50;

/** The largest filters object of a saved filter, as UTF-8 JSON. */
export const SAVED_FILTER_FILTERS_MAX_BYTES = 8 * 1024;

/**
 * The key of a list whose filters are saved: the console's route or table key
 * (`tenant-manage.tenant-list`): letters, digits, dash, underscore and dot, at most 100.
 */
export const savedFilterTableKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, ValidationMessage.CODE);

/** A list's filter conditions as saved: a JSON object of the list's own shape. */
export const savedFilterConditionsSchema = z.record(z.string(), z.unknown());
export type SavedFilterConditions = z.infer<typeof savedFilterConditionsSchema>;

/** A saved filter as the operation-service keeps it, per account and list. */
export const savedFilterRecordSchema = z.object({
  id: z.string().uuid(),
  tableKey: z.string(),
  name: z.string(),
  filters: savedFilterConditionsSchema,
  /** Applied when the list opens; at most one of a list's saved filters is the default. */
  isDefault: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601: when it was saved, renamed or changed last. */
  updatedAt: z.string(),
});
export type SavedFilterRecord = z.infer<typeof savedFilterRecordSchema>;

/**
 * A new saved filter. The name is trimmed; it must hold 1 to 50 characters and differ from the
 * list's other names (case, width and runs of spaces aside); the filters at most 8 KB of JSON.
 */
export const savedFilterCreateSchema = z.object({
  name: z.string(),
  filters: savedFilterConditionsSchema,
  isDefault: z.boolean().optional(),
});
export type SavedFilterCreate = z.input<typeof savedFilterCreateSchema>;

/** A rename, new filters, or both. */
export const savedFilterUpdateSchema = z.object({
  name: z.string().optional(),
  filters: savedFilterConditionsSchema.optional(),
});
export type SavedFilterUpdate = z.input<typeof savedFilterUpdateSchema>;

/** Makes one saved filter the list's default, or (null) leaves the list without one. */
export const savedFilterDefaultSchema = z.object({ id: z.string().uuid().nullable() });
export type SavedFilterDefault = z.input<typeof savedFilterDefaultSchema>;

/**
 * The form two names are compared in: case, full-width and half-width forms and runs of spaces do
 * not make a name different ("Open  Tenants" and "open tenants" are one name). The console's
 * SavedFiltersDialog compares the same way.
 */
export function savedFilterNameKey(name: string): string {
  return name.trim().normalize('NFKC').replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** The length of a name as a person counts it, after trimming. */
export function savedFilterNameLength(name: string): number {
  return Array.from(name.trim()).length;
}
