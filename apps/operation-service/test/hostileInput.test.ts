import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicClient, startTestService, type TestService } from './harness';

/**
 * Input a client can send but the database cannot store (a NUL, a lone surrogate) and bodies cut
 * off on the way are the client's problem: each answers 400 naming the field and saying why in the
 * request's language, never 500. These are the inputs that answered 500 before.
 */

let service: TestService;
let admin: string;

beforeAll(async () => {
  service = await startTestService();
  admin = await service.login('admin');
});

afterAll(() => service.close());

function expectBadRequest(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { validationErrors: { field?: string; message: string }[] };
  expect(body.validationErrors[0]?.field).toBe(field);
  expect(body.validationErrors[0]?.message).toMatch(/cannot be stored|did not arrive/);
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('text the database cannot store', () => {
  it.each([
    ['a NUL', '{"tenantGroupName":"A\\u0000B","tenantGroupCode":"NUL-1"}'],
    ['a lone surrogate', '{"tenantGroupName":"A\\ud800B","tenantGroupCode":"SUR-1"}'],
  ])('in a JSON body: 400 naming the field (%s)', async (_what, payload) => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/tenant-group?language=en',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectBadRequest(response, 'tenantGroupName');
  });

  it.each([
    ['a keyword', '/api/resources/city?keyword=a%00b', 'keyword'],
    ['a filter value', '/api/resources/city?cityName=a%00b', 'cityName'],
    ['a lookup parameter', '/api/tenant/list/page?keyword=a%00b', 'keyword'],
  ])('in %s: 400 naming it', async (_what, url, field) => {
    const response = await service.call({ method: 'GET', url: `${url}&language=en`, token: admin });
    expectBadRequest(response, field);
  });

  it('in the username of a login, unauthenticated', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/oauth/token?language=en',
      headers: { authorization: basicClient, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ grant_type: 'password', username: 'ad\u0000min', password: 'x' }),
    });
    expectBadRequest(response, 'username');
  });

  it('in the username of loginErrorCounts and of the forgot-password code', async () => {
    const counts = await service.app.inject({
      method: 'POST',
      url: '/api/refactor/account/loginErrorCounts?username=ad%00min&language=en',
    });
    expectBadRequest(counts, 'username');
    const code = await service.app.inject({
      method: 'POST',
      url: '/api/password/forgot/code?language=en',
      payload: { username: 'ad\u0000min', channel: 'EMAIL' },
    });
    expectBadRequest(code, 'username');
  });
});

describe('an upload cut off on the way', () => {
  it('answers 400 naming the file, and stores nothing', async () => {
    const boundary = '----opsdesk-cut';
    const truncated = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="half.png"',
      'Content-Type: image/png',
      '',
      'PNG bytes that never end',
    ].join('\r\n');
    const before = await service.db.query<{ count: number }>('select count(*)::int as count from attachment');
    const response = await service.call({
      method: 'POST',
      url: '/api/upload/attachment?language=en',
      token: admin,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: truncated,
    });
    expectBadRequest(response, 'file');
    const after = await service.db.query<{ count: number }>('select count(*)::int as count from attachment');
    expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
  });
});
