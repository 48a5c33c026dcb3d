import { pageQuerySchema, type ResourceDescriptor, type StoredRecord } from '@opsdesk/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import type { ServiceLocale } from '../http/messages';
import { hasAuthority } from '../http/principal';
import { access, route, validate, type SignedInAccess } from '../http/route';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  recordHistoryOf,
  updateRecord,
} from '../resources/engine';
import { withAttachments, withStableImagePaths } from '../resources/attachmentLinks';
import { withReferences, wordedChanges } from '../resources/references';
import { keepTranslationsInStep } from '../resources/translationSync';
import { attachmentLinksOf } from './attachments';
import { resourceNamed, resources } from '../resources/setup';

const routeNotFound = () => new ApiError(404, 'ROUTE_NOT_FOUND', 'ROUTE_NOT_FOUND');

function resourceOf(request: FastifyRequest): ResourceDescriptor | undefined {
  return resourceNamed((request.params as { resource?: string }).resource ?? '');
}

/** The access a resource route needs: the resource's own authority for the operation. */
export function resourceAccess(operation: keyof ResourceDescriptor['permissions']) {
  return (request: FastifyRequest): SignedInAccess => {
    const resource = resourceOf(request);
    // An unknown resource answers 404 to any signed-in account.
    return resource ? access.anyOf(resource.permissions[operation]) : access.authenticated;
  };
}

export function requireResource(request: FastifyRequest): ResourceDescriptor {
  const resource = resourceOf(request);
  if (!resource) throw routeNotFound();
  return resource;
}

const idParams = z.object({ resource: z.string(), id: z.coerce.number().int().positive() });
const listQuery = pageQuerySchema.extend({ keyword: z.string().max(100).optional() });

/**
 * The query parameters the request layer adds to every call (spec §7: `language`, `key`; tenant
 * mode's `roleType`): a filter on a field of that name is only read as `filter.<field>`.
 */
export const RESERVED_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['language', 'key', 'roleType']);

/**
 * The filters of a list request: `field=value` (repeated for `in`), and `fieldFrom` / `fieldTo`
 * for ranges; `filter.<field>` works for every field and is the only way for the reserved names.
 * Only the resource's declared filters are read.
 */
export function filtersOf(
  resource: ResourceDescriptor,
  query: Record<string, unknown>,
): Record<string, unknown> {
  const read = (name: string) =>
    query[`filter.${name}`] ?? (RESERVED_QUERY_PARAMETERS.has(name) ? undefined : query[name]);
  const filters: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(resource.filters)) {
    if (kind === 'range') {
      const from = read(`${field}From`);
      const to = read(`${field}To`);
      if (from !== undefined || to !== undefined) filters[field] = { from, to };
    } else if (read(field) !== undefined) {
      const value = read(field);
      filters[field] = kind === 'in' ? value : Array.isArray(value) ? value[0] : value;
    }
  }
  return filters;
}

export async function registerResourceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  const links = attachmentLinksOf(app);
  keepTranslationsInStep();
  /** Records as every answer gives them: the names they reference, their files with signed links. */
  const answered = async (
    resource: ResourceDescriptor,
    records: readonly StoredRecord[],
    locale: ServiceLocale,
  ): Promise<StoredRecord[]> =>
    withAttachments(db, resource, await withReferences(db, resource, records, locale), links);

  route(app, {
    method: 'GET',
    url: '/api/resources',
    access: access.authenticated,
    summary: 'The resources the caller may read, with their operations.',
    handler: ({ principal }) =>
      resources
        .filter((resource) => hasAuthority(principal, resource.permissions.read))
        .map((resource) => ({
          name: resource.name,
          scope: resource.scope,
          canWrite: hasAuthority(principal, resource.permissions.write),
          canDelete: hasAuthority(principal, resource.permissions.delete),
          canExport: resource.exportable && hasAuthority(principal, resource.permissions.export),
          canImport: resource.importable && hasAuthority(principal, resource.permissions.import),
        })),
  });

  route(app, {
    method: 'GET',
    url: '/api/resources/:resource',
    access: resourceAccess('read'),
    query: listQuery,
    handler: async ({ request, reply, query, principal, locale }) => {
      const resource = requireResource(request);
      const page = await listRecords(db, resource, principal, {
        ...query,
        filters: filtersOf(resource, request.query as Record<string, unknown>),
      });
      reply.header('X-Total-Count', String(page.totalElements));
      return { ...page, content: await answered(resource, page.content, locale) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/resources/:resource/:id',
    access: resourceAccess('read'),
    params: idParams,
    handler: async ({ request, params, principal, locale }) => {
      const resource = requireResource(request);
      const [record] = await answered(
        resource,
        [await getRecord(db, resource, principal, params.id)],
        locale,
      );
      return record;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/resources/:resource/:id/history',
    access: resourceAccess('read'),
    params: idParams,
    handler: async ({ request, params, principal, locale }) => {
      const resource = requireResource(request);
      const entries = await recordHistoryOf(db, resource, principal, params.id);
      const words = await wordedChanges(db, resource, entries, locale);
      return entries.map((entry, index) => ({ ...entry, words: words[index] ?? [] }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/resources/:resource',
    access: resourceAccess('write'),
    handler: async ({ request, reply, principal, locale }) => {
      const resource = requireResource(request);
      const data = withStableImagePaths(
        resource,
        validate(resource.schema, request.body ?? {}, locale, resource),
      );
      const record = await db.transaction((tx) =>
        createRecord(tx, resource, data, { principal, spanId: request.id }),
      );
      // Answered as a read is: names, files and signed links included.
      return reply.code(201).send((await answered(resource, [record], locale))[0]);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/resources/:resource/:id',
    access: resourceAccess('write'),
    params: idParams,
    handler: async ({ request, params, principal, locale }) => {
      const resource = requireResource(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { version } = validate(z.object({ version: z.number().int().positive() }), body, locale);
      const { version: _version, ...fields } = body;
      const data = withStableImagePaths(resource, validate(resource.schema, fields, locale, resource));
      const record = await db.transaction((tx) =>
        updateRecord(tx, resource, params.id, version, data, { principal, spanId: request.id }),
      );
      return (await answered(resource, [record], locale))[0];
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/resources/:resource/:id',
    access: resourceAccess('delete'),
    params: idParams,
    handler: async ({ request, params, principal }) => {
      const resource = requireResource(request);
      await db.transaction((tx) => deleteRecord(tx, resource, params.id, { principal, spanId: request.id }));
    },
  });
}
