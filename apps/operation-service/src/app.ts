import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { authenticateToken } from './auth/principal';
import type { ServiceConfig } from './config';
import type { Database } from './db';
import { isDatabaseUnavailable, isStorageFull } from './db/unavailable';
import { ApiError } from './http/errors';
import { requestForLog } from './http/logging';
import { localeOf, translate, type ServiceLocale } from './http/messages';
import { installAccessControl, unsupportedMediaType } from './http/route';
import { registerRoutes } from './routes';

/** What every route module reaches through `app.services`. */
export interface Services {
  readonly db: Database;
  readonly config: ServiceConfig;
  /** The current time: tests move it. */
  readonly now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildAppOptions {
  readonly db: Database;
  readonly config: ServiceConfig;
  readonly now?: () => Date;
  /** Where the log goes (standard output by default); tests read it. */
  readonly logStream?: { write(line: string): void };
}

/** `TRUST_PROXY` as Fastify takes it: a hop count as a function of the hop (its types name no number). */
export function trustProxyOption(
  trust: ServiceConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}

/** A span id: 16 hex digits, as tracing systems write them. */
const newSpanId = () => randomBytes(8).toString('hex');

/** The headers exposed to a cross-origin console: span ids, file names, download URLs, totals. */
const exposedHeaders = ['X-Span-Id', 'Content-Disposition', 'Download-Url', 'X-Total-Count'];

function errorBody(error: ApiError, locale: ServiceLocale, spanId: string) {
  const validationErrors = error.options.validationErrors?.map((item) => {
    const label = typeof item.label === 'object' ? item.label[locale] : item.label;
    return {
      field: item.field,
      ...(label !== undefined && { label }),
      message: 'messageId' in item ? translate(locale, item.messageId, item.values) : item.message,
    };
  });
  return {
    status: error.status,
    errorCode: error.errorCode,
    message: translate(locale, error.messageId, error.options.values),
    ...(validationErrors && { validationErrors }),
    spanId,
    ...error.options.extra,
  };
}

/** Builds the service: routes, access control, errors, security headers. Listening is the caller's. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestForLog },
            ...(options.logStream && { stream: options.logStream }),
          },
    genReqId: newSpanId,
    logController: new LogController({ requestIdLogLabel: 'spanId' }),
    exposeHeadRoutes: false,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('services', { db, config, now: options.now ?? (() => new Date()) });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Span-Id', request.id);
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    // A route may allow its own frames (an attachment's PDF previewed in the console) and caching.
    if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    }
    const path = request.url.split('?', 1)[0] ?? '';
    if (
      (path.startsWith('/api') || path.startsWith('/oauth') || path.startsWith('/sso')) &&
      !reply.hasHeader('Cache-Control')
    ) {
      reply.header('Cache-Control', 'no-store');
    }
  });

  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? [...config.corsOrigins] : false,
    exposedHeaders,
    credentials: false,
  });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 20 } });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const locale =
      request.locale ?? localeOf((request.query as Record<string, unknown> | undefined)?.language);
    if (error instanceof ApiError) {
      if (error.options.headers) reply.headers(error.options.headers);
      return reply.code(error.status).send(errorBody(error, locale, request.id));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 415) {
      // A body type no parser reads: say which the route takes, as its own check does.
      const answer = unsupportedMediaType(request.routeOptions.config.consumes);
      return reply.code(415).send(errorBody(answer, locale, request.id));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: unreadable JSON, too large a body, a wrong content type.
      const answer = new ApiError(status, error.code ?? 'BAD_REQUEST', 'PAYLOAD_INVALID');
      return reply.code(status).send(errorBody(answer, locale, request.id));
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error, spanId: request.id }, "the database's disk is full");
      const answer = new ApiError(503, 'DATABASE_STORAGE_FULL', 'DATABASE_STORAGE_FULL');
      return reply.code(503).send(errorBody(answer, locale, request.id));
    }
    if (isDatabaseUnavailable(error)) {
      // The database cannot answer now: the request may be retried, and the pool reconnects.
      request.log.warn({ err: error, spanId: request.id }, 'database unavailable');
      const answer = new ApiError(503, 'DATABASE_UNAVAILABLE', 'DATABASE_UNAVAILABLE');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send(errorBody(answer, locale, request.id));
    }
    request.log.error({ err: error, spanId: request.id }, 'unhandled error');
    return reply
      .code(500)
      .send(errorBody(new ApiError(500, 'SERVER_ERROR', 'SERVER_ERROR'), locale, request.id));
  });

  app.setNotFoundHandler({}, (request, reply) => {
    const locale = localeOf((request.query as Record<string, unknown> | undefined)?.language);
    return reply
      .code(404)
      .send(errorBody(new ApiError(404, 'ROUTE_NOT_FOUND', 'ROUTE_NOT_FOUND'), locale, request.id));
  });

  installAccessControl(app, (token, request) => authenticateToken(db, token, request, app.services.now()));
  await registerRoutes(app);
  return app;
}
