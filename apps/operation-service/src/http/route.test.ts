import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access, installAccessControl, route, validate } from './route';

describe('access control', () => {
  it('refuses to start a server with a route that declares no access', async () => {
    const app = Fastify({ exposeHeadRoutes: false });
    installAccessControl(app, () => Promise.resolve(null));
    await expect(async () => {
      app.get('/api/undeclared', () => 'open to anyone');
      await app.ready();
    }).rejects.toThrow(/declares no access/);
  });

  it('starts with routes that declare their access', async () => {
    const app = Fastify({ exposeHeadRoutes: false });
    installAccessControl(app, () => Promise.resolve(null));
    route(app, { method: 'GET', url: '/api/declared', access: access.authenticated, handler: () => 'ok' });
    await expect(app.ready()).resolves.toBeDefined();
    expect(app.declaredRoutes).toEqual([
      { method: 'GET', url: '/api/declared', access: access.authenticated },
    ]);
    await app.close();
  });
});

describe('validate', () => {
  it('answers 400 naming the field, with zod’s message in the language asked for', () => {
    const schema = z.object({ size: z.number().int().max(2000) });
    expect(() => validate(schema, { size: 5000 }, 'ja')).toThrow(
      expect.objectContaining({
        status: 400,
        options: { validationErrors: [{ field: 'size', message: expect.stringMatching(/2000/) }] },
      }),
    );
  });

  it('translates the message ids of @opsdesk/api schemas', () => {
    const schema = z.object({ signDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date') });
    expect(() => validate(schema, { signDate: 'tomorrow' }, 'en')).toThrow(
      expect.objectContaining({
        options: {
          validationErrors: [{ field: 'signDate', message: expect.not.stringContaining('validation.') }],
        },
      }),
    );
  });
});
