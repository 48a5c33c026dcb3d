import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TestClock } from '../test/harness';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db';
import { access, route } from './http/route';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(() => db.close());

async function appWith(overrides: Partial<ReturnType<typeof loadConfig>> = {}) {
  const app = await buildApp({
    db,
    config: { ...loadConfig({ NODE_ENV: 'test' }), ...overrides },
    now: new TestClock().now,
  });
  route(app, {
    method: 'GET',
    url: '/api/test/boom',
    access: access.authenticated,
    handler: () => {
      throw new Error('database exploded');
    },
  });
  await app.ready();
  return app;
}

async function adminToken(app: Awaited<ReturnType<typeof appWith>>) {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from('opsdesk-console:opsdesk-console-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=password&username=admin&password=OpsDesk%232026',
  });
  return (response.json() as { access_token: string }).access_token;
}

describe('every answer', () => {
  it('carries a span id and the security headers', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: '/api/resources' });
    expect(response.headers['x-span-id']).toMatch(/^[0-9a-f]{16}$/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().spanId).toBe(response.headers['x-span-id']);
    await app.close();
  });

  it('answers an unknown error with 500, a generic translated message and the span id, without the details', async () => {
    const app = await appWith();
    const token = await adminToken(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/boom?language=zh_cn',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      errorCode: 'SERVER_ERROR',
      message: '服务器出现问题，请联系管理员或稍后重试',
      spanId: response.headers['x-span-id'],
    });
    expect(response.body).not.toContain('exploded');
    await app.close();
  });

  it('answers an unknown path with 404 ROUTE_NOT_FOUND', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('ROUTE_NOT_FOUND');
    await app.close();
  });
});

describe('CORS', () => {
  it('is closed by default: no origin is allowed', async () => {
    const app = await appWith();
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/resources',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  it('allows the configured origins and exposes the span id and file headers', async () => {
    const app = await appWith({ corsOrigins: ['https://console.example.com'] });
    const response = await app.inject({
      method: 'GET',
      url: '/api/resources',
      headers: { origin: 'https://console.example.com' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://console.example.com');
    expect(response.headers['access-control-expose-headers']).toContain('X-Span-Id');
    expect(response.headers['access-control-expose-headers']).toContain('Download-Url');
    const other = await app.inject({
      method: 'GET',
      url: '/api/resources',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });
});
