import type { MessageId } from './messages';

/** A field's problem: a message already in the request's language, or a message id to translate. */
export type FieldError =
  | { readonly field?: string | undefined; readonly message: string }
  | {
      readonly field?: string | undefined;
      readonly messageId: MessageId;
      readonly values?: Record<string, string | number>;
    };

/**
 * An answer other than success, with a stable code and a message id translated into the request's
 * language by the error handler. Throw it from any handler.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly messageId: MessageId,
    readonly options: {
      readonly values?: Record<string, string | number>;
      readonly validationErrors?: readonly FieldError[];
      /** Extra fields of the body (OAuth's `error`, a remaining-attempts count...). */
      readonly extra?: Record<string, unknown>;
      readonly headers?: Record<string, string>;
    } = {},
  ) {
    super(`${status} ${errorCode}`);
  }
}

export const badRequest = (validationErrors: readonly FieldError[]) =>
  new ApiError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { validationErrors });

/** One field's problem, answered as 400 with that field named. */
export const invalidField = (field: string, message: string) => badRequest([{ field, message }]);

export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'FORBIDDEN');
export const crossTenant = () => new ApiError(403, 'CROSS_TENANT', 'CROSS_TENANT');
export const notFound = () => new ApiError(404, 'NOT_FOUND', 'NOT_FOUND');
export const unauthorized = () => new ApiError(401, 'TOKEN_INVALID', 'TOKEN_INVALID');
export const versionConflict = (currentVersion: number) =>
  new ApiError(409, 'VERSION_CONFLICT', 'VERSION_CONFLICT', { extra: { currentVersion } });
export const duplicate = (fields: readonly string[]) =>
  new ApiError(409, 'DUPLICATE', 'DUPLICATE', {
    values: { fields: fields.join(', ') },
    validationErrors: fields.map((field) => ({ field, messageId: 'DUPLICATE', values: { fields: field } })),
  });
