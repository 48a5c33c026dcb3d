/** What a failed call comes to on screen: a text, and the span id of the answer when there is one. */
export interface DescribedFailure {
  readonly message: string;
  readonly spanId?: string | undefined;
}

/**
 * Turns an error into the text to show. `@opsdesk/http`'s `describeError` fits as it is (it returns
 * `{ message, spanId, ... }`); bind the language first: `(error) => describeError(error, { language })`.
 * Returning `undefined` leaves the dialog's own text.
 */
export type DescribeFailure = (error: unknown) => DescribedFailure | undefined;

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The span id an error carries itself (`HttpError.spanId`, or a described error's). */
export function spanIdOf(error: unknown): string | undefined {
  return error !== null && typeof error === 'object'
    ? nonEmpty((error as { spanId?: unknown }).spanId)
    : undefined;
}

/**
 * The text and span id of `error`: the injected `describe` first, then, when `useErrorMessage`, the
 * error's own message; `undefined` as message when neither says anything (the caller shows its own
 * translated text).
 */
export function describeFailure(
  error: unknown,
  describe: DescribeFailure | undefined,
  useErrorMessage: boolean,
): { readonly message: string | undefined; readonly spanId: string | undefined } {
  let described: DescribedFailure | undefined;
  try {
    described = describe?.(error);
  } catch {
    described = undefined;
  }
  const ownMessage =
    useErrorMessage && error !== null && typeof error === 'object'
      ? nonEmpty((error as { message?: unknown }).message)
      : useErrorMessage
        ? nonEmpty(error)
        : undefined;
  return {
    message: nonEmpty(described?.message) ?? ownMessage,
    spanId: nonEmpty(described?.spanId) ?? spanIdOf(error),
  };
}
