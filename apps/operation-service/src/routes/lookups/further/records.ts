import {
  furtherLookupCalls,
  type FurtherLookupCall,
  type ResourceDescriptor,
  type ResourceRecord,
} from '@opsdesk/api';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../db';
import { notFound } from '../../../http/errors';
import type { ServiceLocale } from '../../../http/messages';
import type { Principal } from '../../../http/principal';
import { access, type SignedInAccess } from '../../../http/route';
import { applyScope, orderBy, toRecord, Where, type ListQuery } from '../../../resources/engine';
import { LIST_LIMIT, listLookup, optionalParam } from '../tenant/shared';

/** The method, path and access of a further lookup, as @opsdesk/api's call catalogue declares them. */
export function lookupRoute(call: FurtherLookupCall): {
  method: 'GET';
  url: string;
  access: SignedInAccess;
  summary: string;
} {
  const { method, path, authority } = furtherLookupCalls[call];
  return { method, url: path, access: access.anyOf(authority), summary: call };
}

export const companyIdParam = optionalParam(z.coerce.number().int().positive());
export const oidParam = z.string().uuid();

/**
 * The records of an unpaged lookup: at most `LIST_LIMIT` in the given order, with the whole count
 * in `X-Total-Count` so that a client can tell a cut list from a whole one.
 */
export async function listUnpaged<D extends ResourceDescriptor>(
  db: Queryable,
  reply: FastifyReply,
  resource: D,
  principal: Principal,
  query: Omit<ListQuery, 'page' | 'size'>,
): Promise<{ records: ResourceRecord<D>[]; total: number }> {
  const page = await listLookup(db, resource, principal, { ...query, page: 0, size: LIST_LIMIT });
  reply.header('X-Total-Count', String(page.totalElements));
  return { records: page.content, total: page.totalElements };
}

/**
 * Records the principal may see that match clauses the declared filters cannot say (a missing
 * parent, an OID), in the order of a `field,direction` sort: at most `LIST_LIMIT`, and how many
 * match in all. `principal` null reads unscoped, to find out which tenant a named record is of.
 */
export async function selectRecords<D extends ResourceDescriptor>(
  db: Queryable,
  resource: D,
  principal: Principal | null,
  refine: (where: Where) => void,
  sort?: string,
): Promise<{ records: ResourceRecord<D>[]; total: number }> {
  const where = new Where();
  where.add(`r.resource = ${where.param(resource.name)}`);
  if (principal) applyScope(where, resource, principal);
  refine(where);
  const { rows } = await db.query<Parameters<typeof toRecord>[0] & { total: number }>(
    `select r.*, count(*) over () as total from resource_record r ${where} ${orderBy(resource, sort)}
      limit ${where.param(LIST_LIMIT)}`,
    where.params,
  );
  return {
    // Every stored record passed the resource's schema on its way in.
    records: rows.map(toRecord) as unknown as ResourceRecord<D>[],
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The record of an OID the principal may see, or 404 (also for another tenant's: its existence is not told). */
export async function recordByOid<D extends ResourceDescriptor>(
  db: Queryable,
  resource: D,
  principal: Principal,
  oid: string,
): Promise<ResourceRecord<D>> {
  const {
    records: [record],
  } = await selectRecords(db, resource, principal, (where) => where.add(`r.oid = ${where.param(oid)}::uuid`));
  if (!record) throw notFound();
  return record;
}

/** A record's name in the request's language: the Chinese `name` in Chinese, `nameEn` (when it has one) otherwise. */
export function nameIn(locale: ServiceLocale, name: string, nameEn: string | undefined): string {
  return locale === 'zh-CN' || locale === 'zh-TW' ? name : nameEn || name;
}
