import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../src/resources/setup';
import { startTestService, type TestService } from './harness';

/**
 * Bad input never answers 500: random bodies shaped like each resource (its field names with values
 * of any type) and random list queries get 2xx, 400, 404 or 409, with a field named on 400.
 */

let service: TestService;
let admin: string;

beforeAll(async () => {
  service = await startTestService();
  admin = await service.tokenOf('SUPER_ADMIN');
});

afterAll(() => service.close());

const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
);

const acceptable = new Set([200, 201, 204, 400, 404, 409]);

describe.each(resources.map((resource) => [resource.name, resource] as const))('%s', (name, resource) => {
  it('never answers 500 to a random body', async () => {
    const fields = Object.keys(resource.shape);
    const body = fc.record(Object.fromEntries(fields.map((field) => [field, anyValue])), {
      requiredKeys: [],
    });
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await service.call({
          method: 'POST',
          url: `/api/resources/${name}`,
          token: admin,
          payload,
        });
        expect(acceptable).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json().validationErrors.length).toBeGreaterThan(0);
      }),
      { numRuns: 20 },
    );
  });

  it('never answers 500 to a random list query', async () => {
    const keys = [
      'page',
      'size',
      'sort',
      'keyword',
      ...Object.keys(resource.filters),
      ...Object.keys(resource.filters).map((field) => `${field}From`),
    ];
    const query = fc.dictionary(fc.constantFrom(...keys), fc.string({ maxLength: 12 }), { maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const search = new URLSearchParams(params).toString();
        const response = await service.call({
          method: 'GET',
          url: `/api/resources/${name}?${search}`,
          token: admin,
        });
        expect(acceptable).toContain(response.statusCode);
      }),
      { numRuns: 15 },
    );
  });
});

describe('bodies that are not JSON', () => {
  it('answers 400 to unreadable JSON', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/tenant-group',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: '{"tenantGroupName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().spanId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('answers 415 to a content type it does not read', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/tenant-group',
      token: admin,
      headers: { 'content-type': 'application/xml' },
      payload: '<tenantGroup/>',
    });
    expect(response.statusCode).toBe(415);
  });
});
