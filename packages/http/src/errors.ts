/**
 * What kind of failure an `HttpError` stands for:
 * - `status`: the server answered with a status outside 200–299;
 * - `network`: no answer (refused, reset, DNS);
 * - `timeout`: no answer in time;
 * - `canceled`: the caller aborted the request (or stopped waiting for a token refresh);
 * - `session-expired`: a 401 that refreshing could not cure; the token is gone and the app went to the root page;
 * - `verification`: the identity verification before an export was cancelled or failed (status 400, empty data).
 */
export type HttpErrorKind =
  'status' | 'network' | 'timeout' | 'canceled' | 'session-expired' | 'verification';

/** Header names are lower-case. */
export type HttpHeaders = Readonly<Record<string, string>>;

export interface HttpResponse<T = unknown> {
  readonly status: number;
  readonly statusText: string;
  readonly headers: HttpHeaders;
  readonly data: T;
}

export interface HttpErrorInit {
  kind: HttpErrorKind;
  method: string;
  url: string;
  response?: HttpResponse | undefined;
  /** The response body decoded: JSON when it parses, text otherwise, `undefined` when empty. */
  body?: unknown;
  cause?: unknown;
  message?: string;
}

/** The one error type the request layer rejects with. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  /** The response status, or 0 when there was no response. */
  readonly status: number;
  readonly method: string;
  readonly url: string;
  readonly response: HttpResponse | undefined;
  readonly body: unknown;

  constructor(init: HttpErrorInit) {
    const status = init.response?.status ?? 0;
    super(
      init.message ??
        `${init.method.toUpperCase()} ${init.url} failed: ${status ? `status ${status}` : init.kind}`,
      {
        cause: init.cause,
      },
    );
    this.kind = init.kind;
    this.status = status;
    this.method = init.method.toUpperCase();
    this.url = init.url;
    this.response = init.response;
    this.body = init.body;
  }

  /** The span or trace id the server sent with the answer, for the toast's `spanId: ...`. */
  get spanId(): string | undefined {
    return this.response ? spanIdFromHeaders(this.response.headers) : undefined;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** True for an error the user caused on purpose (aborting, cancelling verification): no toast is due. */
export function isCancellation(error: unknown): boolean {
  return isHttpError(error) && (error.kind === 'canceled' || error.kind === 'verification');
}

// Span id headers, most specific first. `traceparent` is W3C trace context: 00-<trace id>-<span id>-<flags>.
const spanIdHeaders = ['x-span-id', 'span-id', 'spanid', 'x-b3-spanid', 'x-trace-id', 'trace-id', 'traceid'];

export function spanIdFromHeaders(headers: HttpHeaders): string | undefined {
  for (const name of spanIdHeaders) {
    const value = headers[name]?.trim();
    if (value) return value;
  }
  const traceparent = headers.traceparent?.trim().split('-');
  if (traceparent?.length === 4 && traceparent[1]) return traceparent[1];
  return undefined;
}

const utf8 = new TextDecoder('utf-8');

function parseText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Decodes a response body for reading: binary bodies (ArrayBuffer, typed arrays) are UTF-8
 * text first; text that parses as JSON becomes the parsed value. Never throws.
 */
export function decodeBodySync(data: unknown): unknown {
  if (data instanceof ArrayBuffer) return parseText(utf8.decode(data));
  if (ArrayBuffer.isView(data)) return parseText(utf8.decode(data));
  if (typeof data === 'string') return parseText(data);
  return data;
}

/** Like `decodeBodySync`, and reads Blob bodies too. */
export async function decodeBody(data: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      return parseText(await data.text());
    } catch {
      return undefined;
    }
  }
  return decodeBodySync(data);
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export interface ValidationErrorItem {
  readonly field: string | undefined;
  /** The field's name as people read it, when the server sends one (`label`). */
  readonly label?: string | undefined;
  readonly message: string;
}

/**
 * The validation errors of an error body, in order. The operation-service answers
 * `{ validationErrors: [{ field, label, message }] }`; Spring-style `fieldErrors` with
 * `defaultMessage` / `objectName` are read too.
 */
export function validationErrorsOf(body: unknown): ValidationErrorItem[] {
  const record = asRecord(body);
  if (!record) return [];
  const list = [record.validationErrors, record.fieldErrors, record.errors].find(Array.isArray) as
    unknown[] | undefined;
  if (!list) return [];
  const items: ValidationErrorItem[] = [];
  for (const entry of list) {
    const item = asRecord(entry);
    const message = item && nonEmptyString(item.message ?? item.defaultMessage ?? item.errorMessage);
    if (!item || !message) continue;
    const field = nonEmptyString(item.field ?? item.fieldName ?? item.externalPropertyName);
    const label = nonEmptyString(item.label);
    items.push(label ? { field, label, message } : { field, message });
  }
  return items;
}
