import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TestClock } from '../../test/harness';
import { buildApp } from '../app';
import { DEFAULT_CONSOLE_DIR, loadConfig, type ServiceConfig } from '../config';
import type { Database } from '../db';
import { acceptsEncoding, CONSOLE_CONTENT_SECURITY_POLICY } from './console';

let db: Database;
let base: string;
let consoleDir: string;
let app: FastifyInstance;

const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-3f9a1c.js"></script></body></html>';
const script = 'console.log("opsdesk");';
const secret = 'the secret outside the console';

async function appWith(overrides: Partial<ServiceConfig>): Promise<FastifyInstance> {
  const built = await buildApp({
    db,
    config: { ...loadConfig({ NODE_ENV: 'test' }), ...overrides },
    now: new TestClock().now,
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  db = await openTestDatabase();
  base = await mkdtemp(join(tmpdir(), 'opsdesk-console-'));
  consoleDir = join(base, 'dist');
  await mkdir(join(consoleDir, 'assets'), { recursive: true });
  await writeFile(join(consoleDir, 'index.html'), indexHtml);
  await writeFile(join(consoleDir, 'assets', 'app-3f9a1c.js'), script);
  await writeFile(join(consoleDir, 'assets', 'app-3f9a1c.js.br'), brotliCompressSync(script));
  await writeFile(join(consoleDir, 'assets', 'app-3f9a1c.js.gz'), gzipSync(script));
  await writeFile(join(consoleDir, 'index.html.gz'), gzipSync(indexHtml));
  await writeFile(join(consoleDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(base, 'secret.txt'), secret);
  await symlink(join(base, 'secret.txt'), join(consoleDir, 'assets', 'linked.txt'));
  app = await appWith({ consoleDir });
});

afterAll(async () => {
  await app.close();
  await db.close();
  await rm(base, { recursive: true, force: true });
});

/** A GET sent over a real socket, with the path exactly as written (no client-side normalising). */
async function rawGet(target: FastifyInstance, path: string): Promise<{ status: number; body: string }> {
  const address = target.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: address.port, path, method: 'GET' },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('the console served by the service', () => {
  it('serves index.html at the root, revalidated on every load, with the console’s policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(CONSOLE_CONTENT_SECURITY_POLICY);
  });

  it('serves a built asset with its content type, cached for a year as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(script);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(script)));
  });

  it('serves an unhashed file at the root with its type, revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers the paths of the console’s routes with index.html, so that a reload opens the app there', async () => {
    for (const url of ['/main/dashboard', '/main/tenant-manage/tenant-detail/42?tab=2', '/login']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps the service’s JSON 404 and API policy for unknown paths under its prefixes', async () => {
    for (const url of ['/api/nothing/here', '/api', '/oauth/nothing', '/sso/nothing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('ROUTE_NOT_FOUND');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps the API’s own answers and their policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/resources' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 404 for a missing asset instead of a page of HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-000000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('ROUTE_NOT_FOUND');
  });

  it('answers 304 to a revalidation with the same ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const etag = String(first.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('rejects paths that step outside the console directory, however they are written', async () => {
    const listening = await appWith({ consoleDir });
    await listening.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const path of [
        '/../secret.txt',
        '/assets/../../secret.txt',
        '/assets/..%2f..%2fsecret.txt',
        '/%2e%2e/secret.txt',
        '/assets/..%5c..%5csecret.txt',
        '/assets/%00.js',
        '/.env',
      ]) {
        const response = await rawGet(listening, path);
        expect(response.status, path).toBe(400);
        expect(response.body).not.toContain(secret);
      }
    } finally {
      await listening.close();
    }
  });

  it('does not follow a symbolic link out of the console directory', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/linked.txt' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(secret);
  });

  it('serves no console when none is configured: other paths answer the JSON 404', async () => {
    const bare = await appWith({ consoleDir: undefined });
    const response = await bare.inject({ method: 'GET', url: '/main/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('ROUTE_NOT_FOUND');
    await bare.close();
  });

  it('refuses to start with a console directory that holds no index.html', async () => {
    await expect(appWith({ consoleDir: join(base, 'missing') })).rejects.toThrow(/CONSOLE_DIR/);
    await expect(appWith({ consoleDir: join(consoleDir, 'assets') })).rejects.toThrow(/index\.html/);
  });
});

describe('consoleDir', () => {
  it('is CONSOLE_DIR when set, and none when it is empty', () => {
    expect(loadConfig({ CONSOLE_DIR: consoleDir }).consoleDir).toBe(consoleDir);
    expect(loadConfig({ CONSOLE_DIR: '' }).consoleDir).toBeUndefined();
  });

  it('defaults to the console’s build in the repository when it exists, and to none in tests', () => {
    expect(DEFAULT_CONSOLE_DIR).toMatch(/apps[/\\]console[/\\]dist$/);
    expect(loadConfig({ NODE_ENV: 'production' }).consoleDir).toBe(
      existsSync(DEFAULT_CONSOLE_DIR) ? DEFAULT_CONSOLE_DIR : undefined,
    );
    expect(loadConfig({ NODE_ENV: 'test' }).consoleDir).toBeUndefined();
  });
});

describe('the console compressed', () => {
  const get = (url: string, acceptEncoding?: string, etag?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
        ...(etag && { 'if-none-match': etag }),
      },
    });

  it('sends the brotli copy to a browser that takes it, with its length, type and Vary', async () => {
    const response = await get('/assets/app-3f9a1c.js', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when brotli is not taken, and the file itself when neither is', async () => {
    const gzipOnly = await get('/assets/app-3f9a1c.js', 'gzip, br;q=0');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-3f9a1c.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('sends the page compressed when the build left a copy, and as it is when it left none', async () => {
    const page = await get('/main/dashboard', 'br, gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toBe(indexHtml);
    const favicon = await get('/favicon.svg', 'br, gzip');
    expect(favicon.headers['content-encoding']).toBeUndefined();
  });

  it('revalidates each copy by its own ETag', async () => {
    const br = await get('/assets/app-3f9a1c.js', 'br');
    const plain = await get('/assets/app-3f9a1c.js');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect((await get('/assets/app-3f9a1c.js', 'br', String(br.headers.etag))).statusCode).toBe(304);
  });
});

describe('acceptsEncoding', () => {
  it('reads names, q-values and the wildcard', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=1.0, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('*;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
  });
});
