import { apiLocales, type ResourceDescriptor, type Words } from '@opsdesk/api';
import type { MessageId, MessageValue } from './messages';

/** A field's problem: a message already in the request's language, or a message id to translate. */
export type FieldError =
  | {
      readonly field?: string | undefined;
      /** The field's label, for the error toast ("field name plus message"): in the request's language or in all. */
      readonly label?: string | Words;
      readonly message: string;
    }
  | {
      readonly field?: string | undefined;
      readonly label?: string | Words;
      readonly messageId: MessageId;
      readonly values?: Readonly<Record<string, MessageValue>>;
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
      readonly values?: Readonly<Record<string, MessageValue>>;
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
/** 429: too many attempts; try again in `seconds` (said in the message and in `Retry-After`). */
export const rateLimited = (seconds: number, extra?: Record<string, unknown>) =>
  new ApiError(429, 'RATE_LIMITED', 'RATE_LIMITED', {
    values: { seconds },
    headers: { 'Retry-After': String(seconds) },
    ...(extra && { extra }),
  });
export const crossTenant = () => new ApiError(403, 'CROSS_TENANT', 'CROSS_TENANT');
export const notFound = () => new ApiError(404, 'NOT_FOUND', 'NOT_FOUND');
export const unauthorized = () => new ApiError(401, 'TOKEN_INVALID', 'TOKEN_INVALID');
export const versionConflict = (currentVersion: number) =>
  new ApiError(409, 'VERSION_CONFLICT', 'VERSION_CONFLICT', { extra: { currentVersion } });
/** The label of a resource's field in every language; the field's name where it has none. */
function labelWords(resource: Pick<ResourceDescriptor, 'fields'> | undefined, field: string): Words {
  const label = resource?.fields[field]?.label;
  return label ?? (Object.fromEntries(apiLocales.map((locale) => [locale, field])) as unknown as Words);
}

/** Words of several fields joined in each language. */
function joinedLabels(
  resource: Pick<ResourceDescriptor, 'fields'> | undefined,
  fields: readonly string[],
): Words {
  return Object.fromEntries(
    apiLocales.map((locale) => [
      locale,
      fields
        .map((field) => labelWords(resource, field)[locale])
        .join(locale === 'en' || locale === 'it' ? ', ' : '、'),
    ]),
  ) as unknown as Words;
}

/** 409: a record with the same values of a unique set exists; the fields named by their labels. */
export const duplicate = (fields: readonly string[], resource?: Pick<ResourceDescriptor, 'fields'>) =>
  new ApiError(409, 'DUPLICATE', 'DUPLICATE', {
    values: { fields: joinedLabels(resource, fields) },
    validationErrors: fields.map((field) => ({
      field,
      label: labelWords(resource, field),
      messageId: 'DUPLICATE',
      values: { fields: labelWords(resource, field) },
    })),
  });
