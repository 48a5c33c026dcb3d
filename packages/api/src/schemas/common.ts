import { z } from 'zod';

/**
 * The page of a paged list: Spring's page envelope, which every list call answers. The shell's
 * schemas use its zod/mini twin in `miniPage.ts` (a test holds the two to the same JSON Schema).
 */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
    /** The page number, from 0. */
    number: z.number().int().nonnegative(),
    size: z.number().int().positive(),
  });
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/** Paging and sorting parameters of a list call. `sort` is `field,asc` or `field,desc`. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(2000).default(10),
  sort: z
    .string()
    .regex(/^[A-Za-z][\w.]*(,(asc|desc))?$/i)
    .optional(),
});

export type PageQuery = z.input<typeof pageQuerySchema>;

/** One entry of a validation failure: the field (a dotted path) and what is wrong with it. */
export const validationErrorSchema = z.object({ field: z.string().optional(), message: z.string() });

/**
 * The body of every failed call of the operation-service. `@opsdesk/http`'s `describeError` reads it:
 * the first validation error, then `message`, then `error_description`.
 */
export const errorBodySchema = z.object({
  status: z.number().int(),
  /** A stable code for programs: `VALIDATION_FAILED`, `FORBIDDEN`, `ACCOUNT_LOCKED`... */
  errorCode: z.string(),
  message: z.string(),
  validationErrors: z.array(validationErrorSchema).optional(),
  /** The span id of the answer, also in the `X-Span-Id` header. */
  spanId: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** What every stored record carries besides its own fields. */
export const recordMetaSchema = z.object({
  id: z.number().int().positive(),
  /** A stable public identifier (the spec's OIDs). */
  oid: z.string().uuid(),
  /** Optimistic concurrency: send it back with an update; a stale one answers 409. */
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

export type RecordMeta = z.infer<typeof recordMetaSchema>;
