import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Queryable } from '../src/db';
import { must } from '../src/must';
import { createLookupFixtures, type LookupFixtures } from '../src/routes/lookups/further/fixtures';
import { startTestService, type TestService } from './harness';

/** Helpers the lookup tests share: requests as demo accounts, and what their answers hold. */

/** The query of a lookup request: a parameter sent more than once as an array. */
export type Query = Record<string, string | string[]>;

/** A page of a paged lookup. */
export interface Page<T = Record<string, unknown>> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/** The id of a seeded record of a resource, found by the value of one of its fields. */
export async function seededId(
  db: Queryable,
  resource: string,
  field: string,
  value: string,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'select id from resource_record where resource = $1 and data->>$2 = $3',
    [resource, field, value],
  );
  return must(rows[0], `${resource} ${value}`).id;
}

/** The values of one field of each item. */
export const valuesOf = (items: readonly Record<string, unknown>[], field: string) =>
  items.map((item) => item[field]);

/** The fields a 400 answer names. */
export const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { validationErrors: { field?: string }[] }).validationErrors.map(
    (error) => error.field,
  );

export interface LookupService {
  /** This file's service, once `beforeAll` has started it. */
  service(): TestService;
  /** A GET as a demo account (admin unless named). */
  get(url: string, query?: Query, login?: string): Promise<LightMyRequestResponse>;
  /** The body of a 200 answer (fails the test on any other status, showing the body). */
  ok<T = Record<string, unknown>>(url: string, query?: Query, login?: string): Promise<T>;
}

/**
 * For a file of lookup tests: starts the service in `beforeAll` and hands it to `seed` for the
 * file's records, closes it in `afterAll`; `get` and `ok` request it.
 */
export function useLookupService(seed: (service: TestService) => Promise<void>): LookupService {
  let current: TestService | undefined;
  beforeAll(async () => {
    current = await startTestService();
    await seed(current);
  });
  afterAll(() => current?.close());
  const service = () => must(current, 'the service (useLookupService starts it in beforeAll)');
  const get = async (url: string, query: Query = {}, login = 'admin') =>
    service().call({ method: 'GET', url, query, token: await service().login(login) });
  return {
    service,
    get,
    async ok<T = Record<string, unknown>>(url: string, query: Query = {}, login = 'admin'): Promise<T> {
      const response = await get(url, query, login);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    },
  };
}

export interface FurtherLookups {
  /** This file's service, once `beforeAll` has started it. */
  service(): TestService;
  /** The further-lookup fixtures, once `beforeAll` has created them. */
  data(): LookupFixtures;
  /** A GET as a demo account, its query's values sent as strings. */
  get(
    login: string,
    url: string,
    query?: Record<string, string | number | boolean>,
  ): Promise<LightMyRequestResponse>;
}

/**
 * For a file of further-lookup tests: the service of `useLookupService`, with the further-lookup
 * fixtures created in `beforeAll`.
 */
export function useFurtherLookups(): FurtherLookups {
  let data: LookupFixtures | undefined;
  const { service } = useLookupService(async ({ db }) => {
    data = await createLookupFixtures(db);
  });
  return {
    service,
    data: () => must(data, 'the fixtures (useFurtherLookups creates them in beforeAll)'),
    async get(login, url, query = {}) {
      const current = service();
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      return current.call({
        method: 'GET',
        url: `${url}${search.size > 0 ? `?${search}` : ''}`,
        token: await current.login(login),
      });
    },
  };
}
