import {
  resourceWording,
  translateValidationMessage,
  validationErrorMap,
  type Authority,
  type IssueWording,
  type ResourceDescriptor,
} from '@opsdesk/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { ApiError, badRequest, forbidden, unauthorized } from './errors';
import { localeOf, type ServiceLocale } from './messages';
import { hasAuthority, type Principal } from './principal';

/**
 * What a route requires. Every route declares one; the server refuses to start with a route that
 * does not (deny by default).
 * - `public`: anyone (the token endpoint, login helpers);
 * - `authenticated`: any signed-in account (its own account, enumerations for its forms);
 * - `authority`: an account with one of the authorities (or the super administrator).
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'authenticated' }
  | { readonly kind: 'authority'; readonly anyOf: readonly Authority[] };

/** The access of a route that needs a signed-in account. */
export type SignedInAccess = Exclude<Access, { kind: 'public' }>;

export const access = {
  public: { kind: 'public' } as const satisfies Access,
  authenticated: { kind: 'authenticated' } as const satisfies SignedInAccess,
  anyOf: (...anyOf: Authority[]): SignedInAccess => ({ kind: 'authority', anyOf }),
};

/** Resolves the access of a route whose requirement depends on the request (the generic resources). */
export type AccessResolver = (request: FastifyRequest) => Access;

/** A registered route and the access it declared: the role × route matrix test reads them all. */
export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: Access | AccessResolver;
}

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyContextConfig {
    access?: Access | AccessResolver;
    /** Accepts `access_token` in the query: export downloads, which the browser opens as plain links. */
    allowQueryToken?: boolean;
    /** The kinds of body the route reads (JSON when undefined). */
    consumes?: readonly BodyKind[];
  }
  interface FastifyRequest {
    principal: Principal | null;
    locale: ServiceLocale;
  }
}

export interface RouteContext<Query, Body, Params, P extends Principal | null> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly query: Query;
  readonly body: Body;
  readonly params: Params;
  readonly principal: P;
  readonly locale: ServiceLocale;
}

interface RouteSpecBase<Query, Body, Params> {
  readonly method: HTTPMethods;
  readonly url: string;
  readonly query?: z.ZodType<Query>;
  readonly body?: z.ZodType<Body>;
  readonly params?: z.ZodType<Params>;
  readonly allowQueryToken?: boolean;
  /**
   * The kinds of body it reads (JSON unless it says otherwise): a body of another type answers 415
   * before anything is read, so that a form post cannot stand in for a JSON write.
   */
  readonly consumes?: readonly BodyKind[];
  /** Fastify's body limit for this route, in bytes. */
  readonly bodyLimit?: number;
  readonly summary?: string;
}

export interface RouteSpec<Query, Body, Params> extends RouteSpecBase<Query, Body, Params> {
  readonly access: SignedInAccess | AccessResolver;
  readonly handler: (context: RouteContext<Query, Body, Params, Principal>) => unknown;
}

export interface PublicRouteSpec<Query, Body, Params> extends RouteSpecBase<Query, Body, Params> {
  readonly handler: (context: RouteContext<Query, Body, Params, Principal | null>) => unknown;
}

/** The kinds of request body a route may read. */
export type BodyKind = 'json' | 'form' | 'multipart';

/** Whether a request carries a body: an empty one is none, whatever Content-Type a client set. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * The kind of a request's body from its Content-Type; undefined when it sends none (axios posts an
 * empty body as a form: that is no body of the wrong kind).
 */
export function bodyKindOf(request: FastifyRequest): BodyKind | 'other' | undefined {
  if (!hasBody(request)) return undefined;
  const type = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
  if (!type) return undefined;
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data') return 'multipart';
  return 'other';
}

/** The 415 of a route: the body kinds it reads, by their media types. */
export function unsupportedMediaType(consumes: readonly BodyKind[] = ['json']): ApiError {
  return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_MEDIA_TYPE', {
    values: { types: consumes.map((consumed) => MEDIA_TYPES[consumed]).join(', ') },
  });
}

/** 415 for a body of a kind the route does not read. */
function checkBodyKind(request: FastifyRequest, consumes: readonly BodyKind[]): void {
  const kind = bodyKindOf(request);
  if (kind === undefined || (kind !== 'other' && consumes.includes(kind))) return;
  throw unsupportedMediaType(consumes);
}

const MEDIA_TYPES: Readonly<Record<BodyKind, string>> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** Half of a surrogate pair, with no other half: text JSON cannot carry faithfully. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A NUL (PostgreSQL stores no such text) or a lone surrogate. */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path of the first string in `value` (a key or a value) that cannot be stored; undefined when none. */
export function unstorableTextAt(value: unknown, path: readonly string[] = []): string[] | undefined {
  if (typeof value === 'string') return unstorable(value) ? [...path] : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextAt(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (unstorable(key)) return [...path, key];
      const found = unstorableTextAt(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** 400 naming the field when the query, the path or the body carries text that cannot be stored. */
function checkStorableText(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const path = unstorableTextAt(part);
    if (path)
      throw badRequest([
        { field: path.length > 0 ? path.join('.') : undefined, messageId: 'TEXT_UNSTORABLE' },
      ]);
  }
}

/** Resolves the bearer token of a request into its principal; null when the token is unknown or expired. */
export type Authenticate = (token: string, request: FastifyRequest) => Promise<Principal | null>;

/**
 * Validates a part of the request; on failure answers 400 naming each field. Every issue is a
 * sentence in the request's language (`@opsdesk/api`'s `validationErrorMap`: never zod's own text);
 * with the resource whose record it is, the sentence names the field by its label and an enum's
 * values by their words, and each error carries the label for the error toast.
 */
export function validate<T>(
  schema: z.ZodType<T>,
  value: unknown,
  locale: ServiceLocale,
  resource?: Pick<ResourceDescriptor, 'fields'>,
): T {
  const wording = resource ? resourceWording(resource, locale) : {};
  const result = schema.safeParse(value, { error: validationErrorMap(locale, wording) });
  if (result.success) return result.data;
  throw badRequest(issueErrors(result.error.issues, locale, wording));
}

/** The field errors of a failed parse, worded in a locale: each with its field, its label, its sentence. */
export function issueErrors(
  issues: readonly z.core.$ZodIssue[],
  locale: ServiceLocale,
  wording: IssueWording = {},
): { readonly field: string | undefined; readonly label?: string; readonly message: string }[] {
  return issues.map((issue) => {
    const label = wording.labelOf?.(issue.path);
    return {
      field: issue.path.length > 0 ? issue.path.map(String).join('.') : undefined,
      ...(label && { label }),
      message: translateValidationMessage(issue.message, locale),
    };
  });
}

function bearerOf(request: FastifyRequest, allowQueryToken: boolean): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  if (allowQueryToken) {
    const token = (request.query as Record<string, unknown> | undefined)?.access_token;
    if (typeof token === 'string' && token !== '') return token;
  }
  return undefined;
}

function resolveAccess(config: Access | AccessResolver, request: FastifyRequest): Access {
  return typeof config === 'function' ? config(request) : config;
}

/**
 * Installs the checks every route runs before its handler: the span id, the request's language,
 * the principal from the bearer token, and the route's declared access.
 */
export function installAccessControl(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('locale', 'en');

  app.decorate('declaredRoutes', []);
  app.addHook('onRoute', (options) => {
    if (!options.config?.access) {
      throw new Error(`Route ${String(options.method)} ${options.url} declares no access: every route must.`);
    }
    for (const method of [options.method].flat()) {
      app.declaredRoutes.push({ method: String(method), url: options.url, access: options.config.access });
    }
  });

  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    request.locale = localeOf((request.query as Record<string, unknown> | undefined)?.language);
    // No route matched: the not-found handler answers.
    if (request.is404) return;
    if (!config.access) throw forbidden();
    const required = resolveAccess(config.access, request);
    const token = bearerOf(request, config.allowQueryToken === true);
    if (token) {
      request.principal = await authenticate(token, request);
      if (!request.principal && required.kind !== 'public') throw unauthorized();
    }
    if (required.kind === 'public') return;
    const { principal } = request;
    if (!principal) throw unauthorized();
    if (
      required.kind === 'authority' &&
      !required.anyOf.some((authority) => hasAuthority(principal, authority))
    ) {
      throw forbidden();
    }
  });
}

function register<Query, Body, Params>(
  app: FastifyInstance,
  spec: RouteSpecBase<Query, Body, Params>,
  routeAccess: Access | AccessResolver,
  handler: (context: RouteContext<Query, Body, Params, Principal | null>) => unknown,
): void {
  const consumes = spec.consumes ?? ['json'];
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.bodyLimit && { bodyLimit: spec.bodyLimit }),
    config: { access: routeAccess, allowQueryToken: spec.allowQueryToken ?? false, consumes },
    handler: async (request, reply) => {
      const { locale } = request;
      checkBodyKind(request, consumes);
      checkStorableText(request);
      const context: RouteContext<Query, Body, Params, Principal | null> = {
        request,
        reply,
        query: spec.query ? validate(spec.query, request.query ?? {}, locale) : (undefined as Query),
        body: spec.body ? validate(spec.body, request.body ?? {}, locale) : (undefined as Body),
        params: spec.params ? validate(spec.params, request.params ?? {}, locale) : (undefined as Params),
        principal: request.principal,
        locale,
      };
      const result = await handler(context);
      if (reply.sent) return reply;
      return result === undefined ? reply.code(204).send() : result;
    },
  });
}

/** Registers a route that needs a signed-in account, and the access it declares. */
export function route<Query = undefined, Body = undefined, Params = undefined>(
  app: FastifyInstance,
  spec: RouteSpec<Query, Body, Params>,
): void {
  register(app, spec, spec.access, (context) => {
    if (!context.principal) throw new ApiError(401, 'TOKEN_INVALID', 'TOKEN_INVALID');
    return spec.handler({ ...context, principal: context.principal });
  });
}

/** Registers a route anyone may call. */
export function publicRoute<Query = undefined, Body = undefined, Params = undefined>(
  app: FastifyInstance,
  spec: PublicRouteSpec<Query, Body, Params>,
): void {
  register(app, spec, access.public, spec.handler);
}

// Query-string helpers: the query arrives as strings, and a repeated key as an array.

/** `true`/`false`/`1`/`0` as a boolean. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => (typeof value === 'boolean' ? value : value === 'true' || value === '1'));

/** One value or a repeated key, as an array. */
export const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
    z.array(item),
  );
