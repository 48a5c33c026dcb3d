import {
  decodeBodySync,
  isHttpError,
  spanIdFromHeaders,
  validationErrorsOf,
  type HttpErrorKind,
  type HttpHeaders,
} from './errors';
import { formatHttpMessage, type HttpMessageId, type Translate } from './messages';

/** Which rule of the spec chose the message. */
export type ErrorMessageSource = 'validation' | 'message' | 'description' | 'transport' | 'generic';

export interface ErrorDescription {
  /** The text to show. */
  readonly message: string;
  readonly source: ErrorMessageSource;
  /** The field of the validation error that won, when it names one. */
  readonly field?: string | undefined;
  /** The span or trace id of the answer: show `spanId: ...` and copy it on click. */
  readonly spanId?: string | undefined;
  /** The response status, 0 when there was no response. */
  readonly status: number;
}

export interface DescribeErrorOptions {
  /** The current language code (`zh_cn`, `en`, `ja`...): picks the built-in texts. */
  readonly language?: string | undefined;
  /** The app's own translation function; the built-in texts are used where it has none. */
  readonly translate?: Translate | undefined;
}

const transportMessages: Partial<Record<HttpErrorKind, HttpMessageId>> = {
  network: 'http.error.network',
  timeout: 'http.error.timeout',
  canceled: 'http.error.canceled',
  'session-expired': 'http.error.sessionExpired',
  verification: 'http.error.verificationCancelled',
};

interface ErrorParts {
  body: unknown;
  headers: HttpHeaders;
  status: number;
  kind: HttpErrorKind | undefined;
}

/** Reads an `HttpError`, or an axios-shaped error (`{ response: { data, headers, status } }`). */
function partsOf(error: unknown): ErrorParts {
  if (isHttpError(error)) {
    return {
      body: error.body === undefined && error.response ? decodeBodySync(error.response.data) : error.body,
      headers: error.response?.headers ?? {},
      status: error.status,
      kind: error.kind,
    };
  }
  const response = (error as { response?: { data?: unknown; headers?: unknown; status?: unknown } } | null)
    ?.response;
  const headers: Record<string, string> = {};
  if (response?.headers && typeof response.headers === 'object') {
    for (const [name, value] of Object.entries(response.headers as Record<string, unknown>)) {
      if (value != null) headers[name.toLowerCase()] = String(value);
    }
  }
  return {
    body: decodeBodySync(response?.data),
    headers,
    status: typeof response?.status === 'number' ? response.status : 0,
    kind: undefined,
  };
}

function firstString(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/**
 * The display rules of a failed call: the first validation error wins, shown as field name (its
 * label when the server sends one) plus message when it names a field and the message does not; otherwise the response message, then the error description,
 * then the generic `common.error` text. Binary bodies are decoded as UTF-8 first, and the span or
 * trace id of the answer comes back with the text.
 */
export function describeError(error: unknown, options: DescribeErrorOptions = {}): ErrorDescription {
  const { body, headers, status, kind } = partsOf(error);
  const spanId = spanIdFromHeaders(headers);
  const text = (id: HttpMessageId, values?: Record<string, string>) =>
    formatHttpMessage(id, {
      language: options.language,
      translate: options.translate,
      ...(values && { values }),
    });

  // A session that could not be refreshed, or an export the user did not verify, says so plainly:
  // the body of the 401 or the empty 400 behind it means nothing to the user.
  if (kind === 'session-expired' || kind === 'verification') {
    return { message: text(transportMessages[kind] ?? 'common.error'), source: 'transport', spanId, status };
  }
  const [first] = validationErrorsOf(body);
  if (first) {
    // The field's name is its label where the server gives one; a message that already names the
    // field ("Bank name is required") is not prefixed again.
    const name = first.label ?? first.field;
    const message =
      name && !first.message.includes(name)
        ? text('http.error.field', { field: name, message: first.message })
        : first.message;
    return { message, source: 'validation', field: first.field, spanId, status };
  }
  const record =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  if (record) {
    const message = firstString(record, ['message']);
    if (message) return { message, source: 'message', spanId, status };
    const description = firstString(record, ['error_description', 'errorDescription']);
    if (description) return { message: description, source: 'description', spanId, status };
  }
  const transport = kind && transportMessages[kind];
  if (transport) return { message: text(transport), source: 'transport', spanId, status };
  return { message: text('common.error'), source: 'generic', spanId, status };
}
