import { roleCodes, roles, type RoleCode } from '@opsdesk/api';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, DeclaredRoute } from '../src/http/route';
import { resources } from '../src/resources/setup';
import { startTestService, type TestService } from './harness';

/**
 * Every route against every role: a role the route's access allows gets an answer (anything but
 * 401, 403 FORBIDDEN and 5xx: bad input here answers 400 or 404, which is fine), a role it does
 * not allow gets 403, and a caller without a token gets 401. Routes added later are covered
 * without touching this file.
 */

let service: TestService;
const tokens = new Map<RoleCode, string>();

beforeAll(async () => {
  service = await startTestService();
  for (const role of roleCodes) tokens.set(role, await service.tokenOf(role));
});

afterAll(() => service.close());

interface Case {
  readonly method: string;
  readonly url: string;
  readonly access: Access;
}

const sampleUuid = '00000000-0000-4000-8000-000000000000';

/** Concrete requests for a declared route: one per resource for `:resource`, placeholders for ids. */
function casesOf(route: DeclaredRoute): Case[] {
  const names = route.url.includes(':resource') ? resources.map((resource) => resource.name) : [undefined];
  return names.map((resource) => {
    const params: Record<string, string> = {};
    const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
      const value = name === 'resource' ? (resource ?? '') : /oid/i.test(name) ? sampleUuid : '999999';
      params[name] = value;
      return value;
    });
    const access =
      typeof route.access === 'function'
        ? route.access({ params, query: {} } as unknown as FastifyRequest)
        : route.access;
    return { method: route.method, url, access };
  });
}

function allows(access: Access, role: RoleCode): boolean {
  if (access.kind !== 'authority') return true;
  const definition = roles[role];
  return definition.permitAll || access.anyOf.some((authority) => definition.authorities.includes(authority));
}

describe('role × route matrix', () => {
  it('declares the access of every route of the service', () => {
    const declared = new Set(service.app.declaredRoutes.map((route) => `${route.method} ${route.url}`));
    expect(declared).toContain('POST /oauth/token');
    expect(declared).toContain('GET /api/resources/:resource');
    for (const route of [
      'GET /api/preferences/saved-filters/:tableKey',
      'POST /api/preferences/saved-filters/:tableKey',
      'PUT /api/preferences/saved-filters/:tableKey/default',
      'PUT /api/preferences/saved-filters/:tableKey/:id',
      'DELETE /api/preferences/saved-filters/:tableKey/:id',
      'GET /api/workbench/pending',
      'GET /api/workbench/items',
      'POST /api/workbench/items/:id/done',
      'GET /api/departments/:departmentOID/staff',
      'GET /api/dashboard/summary',
      'GET /api/dashboard/admin',
      'POST /api/password/forgot/code',
      'POST /api/password/forgot/verify',
      'POST /api/password/reset',
      'POST /api/account/password',
    ]) {
      expect(declared).toContain(route);
    }
  });

  it('answers 401 to every non-public route called without a token', async () => {
    const failures: string[] = [];
    for (const route of service.app.declaredRoutes) {
      for (const { method, url, access } of casesOf(route)) {
        if (access.kind === 'public') continue;
        const response = await service.call({ method: method as 'GET', url });
        if (response.statusCode !== 401) failures.push(`${method} ${url}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(roleCodes)('lets %s call exactly the routes its authorities allow', async (role) => {
    const token = tokens.get(role);
    const failures: string[] = [];
    for (const route of service.app.declaredRoutes) {
      for (const { method, url, access } of casesOf(route)) {
        if (access.kind === 'public') continue;
        const response = await service.call({
          method: method as 'GET',
          url,
          token,
          payload: method === 'GET' ? undefined : {},
        });
        const forbidden = response.statusCode === 403 && response.json().errorCode === 'FORBIDDEN';
        if (allows(access, role)) {
          if (forbidden || response.statusCode === 401 || response.statusCode >= 500) {
            failures.push(
              `${method} ${url}: allowed, answered ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        } else if (!forbidden) {
          failures.push(`${method} ${url}: not allowed, answered ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
