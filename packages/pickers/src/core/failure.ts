import { describeError, isCancellation, isHttpError } from '@opsdesk/http';

/** Why a lookup failed, as a picker shows it. */
export type LookupFailure =
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'error'; readonly message: string; readonly spanId?: string | undefined };

/**
 * A failed lookup, classified: `undefined` for a cancellation (a newer search replaced it, nothing
 * to show), `forbidden` for a 403 (the user lacks the permission: retrying will not help), `error`
 * with the message of the spec's display rules otherwise.
 */
export function classifyFailure(error: unknown, language: string): LookupFailure | undefined {
  if (isCancellation(error) || (error instanceof Error && error.name === 'AbortError')) return undefined;
  if (isHttpError(error) && error.status === 403) return { kind: 'forbidden' };
  const described = describeError(error, { language });
  return { kind: 'error', message: described.message, spanId: described.spanId };
}
