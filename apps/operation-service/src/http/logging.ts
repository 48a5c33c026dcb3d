import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: a password, a token (the refresh grant's and the export
 * links' `access_token` travel in the address because the spec says so), a verification token, a
 * code, an attachment link's signature. A log keeps that the parameter was there, never its value:
 * whoever reads logs must not be able to act as the user.
 */
export const SECRET_PARAMETERS: ReadonlySet<string> = new Set([
  'password',
  'newPassword',
  'oldPassword',
  'refresh_token',
  'access_token',
  'token',
  'verificationToken',
  'code',
  'signature',
  'client_secret',
]);

export const REDACTED = '[redacted]';

/** The address with the value of each secret parameter replaced; the rest as it was. */
export function redactedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (!SECRET_PARAMETERS.has(key)) continue;
    params.set(key, REDACTED);
    changed = true;
  }
  return changed ? `${url.slice(0, question)}?${params.toString()}` : url;
}

/**
 * How a request is written to the log: Fastify's usual fields, its address with secrets redacted.
 * Bodies and headers (the bearer token, Basic client credentials) are never logged.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
