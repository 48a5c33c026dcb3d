import { loginFailureCodes, type LoginFailureCode } from '@opsdesk/api';
import { isHttpError } from '@opsdesk/http';
import type { LoginFailure, LoginResult } from '../types';
import { formatLoginMessage, loginFailureMessageIds, type LoginMessageOptions } from './messages';

function isLoginFailureCode(value: unknown): value is LoginFailureCode {
  return typeof value === 'string' && (loginFailureCodes as readonly string[]).includes(value);
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function nonNegativeInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : undefined;
}

/** The wait a rate-limited answer asks for: `Retry-After` in seconds (an HTTP date is not used here). */
function retryAfterSeconds(headers: Readonly<Record<string, string>> | undefined): number | undefined {
  return nonNegativeInteger(headers?.['retry-after']);
}

/**
 * What a failed login means for the person at the login page: the stable code of the answer's
 * `errorCode`, its message from the spec's catalogue in the current language, the attempts left,
 * and whether to point to "forgot password" (a locked account, an expired password). A failure
 * without an answer (network, timeout) and an answer without a known code get their own texts.
 *
 * The message comes from this package's catalogue, not from the answer's `message`: the code is the
 * contract, so the page reads the same whichever server answered and in whichever language it did.
 */
export function loginFailureOf(error: unknown, options: LoginMessageOptions = {}): LoginFailure {
  if (!isHttpError(error)) {
    return {
      code: 'UNKNOWN',
      message: formatLoginMessage('auth.login.failed', options),
      suggestPasswordReset: false,
    };
  }
  const spanId = error.spanId ?? stringField(asRecord(error.body), 'spanId');
  if (error.kind === 'network' || error.kind === 'timeout') {
    return {
      code: 'NETWORK',
      message: formatLoginMessage('auth.login.network', options),
      suggestPasswordReset: false,
      spanId,
    };
  }
  const body = asRecord(error.body);
  const code = body?.errorCode;
  if (!isLoginFailureCode(code)) {
    return {
      code: 'UNKNOWN',
      message: formatLoginMessage('auth.login.failed', options),
      suggestPasswordReset: false,
      spanId,
    };
  }
  const seconds = code === 'RATE_LIMITED' ? retryAfterSeconds(error.response?.headers) : undefined;
  const message =
    seconds !== undefined
      ? formatLoginMessage('auth.login.rateLimitedSeconds', { ...options, values: { seconds } })
      : formatLoginMessage(loginFailureMessageIds[code], options);
  return {
    code,
    message,
    remainingAttempts: nonNegativeInteger(body?.remainingAttempts),
    suggestPasswordReset: code === 'ACCOUNT_LOCKED' || code === 'PASSWORD_EXPIRED',
    spanId,
  };
}

function stringField(record: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = record?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Runs a token grant and tells its outcome as a `LoginResult`, never rejecting. */
export async function loginResultOf(
  grant: () => Promise<unknown>,
  options: LoginMessageOptions = {},
): Promise<LoginResult> {
  try {
    await grant();
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: loginFailureOf(error, options) };
  }
}

/** "Attempts left before the account locks: 3." in the current language. */
export function formatRemainingAttempts(count: number, options: LoginMessageOptions = {}): string {
  return formatLoginMessage('auth.login.remainingAttempts', { ...options, values: { count } });
}
