/** The messages between the service's thread and the PGlite worker thread (`pgliteThread.ts`). */
import type { SqlValue } from './types';

export type ThreadRequest = { readonly id: number } & (
  | {
      readonly kind: 'query';
      readonly sql: string;
      readonly params: readonly SqlValue[];
      readonly transaction?: number | undefined;
    }
  | { readonly kind: 'exec'; readonly sql: string }
  | { readonly kind: 'begin' }
  | { readonly kind: 'commit' | 'rollback'; readonly transaction: number }
  | { readonly kind: 'dump' | 'close' }
);

export type ThreadReply =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly error: SerializedError };

/** An error as it crosses threads: its message and its string and number fields (SQLSTATE code, constraint, detail...). */
export interface SerializedError {
  readonly name: string;
  readonly message: string;
  readonly fields: Readonly<Record<string, string | number>>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return { name: error.name, message: error.message, fields };
}

/** The error again on the service's thread, with the same fields, so that `error.code` checks keep working. */
export function deserializeError(error: SerializedError): Error {
  const revived = new Error(error.message);
  revived.name = error.name;
  return Object.assign(revived, error.fields);
}
