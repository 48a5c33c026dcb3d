import * as z from 'zod/mini';

// The shared pieces of the answer schemas the console's signed-in shell loads with its first calls
// (account, workbench, dashboard), written with zod/mini: its functions tree-shake, where classic
// zod's methods bring the whole classic API (~25 KB gzip) with any one schema. Each piece builds the
// same checks, in the same order, as the classic zod it stands for (named in its comment), so the
// answers it accepts and rejects, the issues and the inferred types are those of `common.ts`.
// Keep classic zod out of this module and of the modules that import it. The pieces are marked free
// of side effects, as zod/mini's own functions are, so that a bundler drops the schemas nobody reads.

/** A whole number from 1 (ids): classic `z.number().int().positive()`. */
/* @__NO_SIDE_EFFECTS__ */
export function positiveInt() {
  return z.number().check(z.int(), z.positive());
}

/** A whole number from 0 (counts, sizes): classic `z.number().int().nonnegative()`. */
/* @__NO_SIDE_EFFECTS__ */
export function nonnegativeInt() {
  return z.number().check(z.int(), z.nonnegative());
}

/** A whole number from `minimum` to `maximum`: classic `z.number().int().min(minimum).max(maximum)`. */
/* @__NO_SIDE_EFFECTS__ */
export function intBetween(minimum: number, maximum: number) {
  return z.number().check(z.int(), z.gte(minimum), z.lte(maximum));
}

/** A string of at least `length` characters: classic `z.string().min(length)`. */
/* @__NO_SIDE_EFFECTS__ */
export function stringOfAtLeast(length: number) {
  return z.string().check(z.minLength(length));
}

/** A UUID (the spec's OIDs): classic `z.string().uuid()`. */
/* @__NO_SIDE_EFFECTS__ */
export function uuidString() {
  return z.string().check(z.uuid());
}

/**
 * The page of a paged list: Spring's page envelope. The zod/mini twin of `pageSchema` in
 * `common.ts` (a test holds the two to the same JSON Schema); it infers `Page<z.output<T>>`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: nonnegativeInt(),
    totalPages: nonnegativeInt(),
    /** The page number, from 0. */
    number: nonnegativeInt(),
    size: positiveInt(),
  });
}
