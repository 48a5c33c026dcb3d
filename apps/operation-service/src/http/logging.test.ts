import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicClient, DEMO_PASSWORD, startTestService, type TestService } from '../../test/harness';
import { REDACTED, redactedUrl } from './logging';

describe('redactedUrl', () => {
  it('replaces the value of every secret parameter and keeps the others', () => {
    expect(redactedUrl('/oauth/token?grant_type=refresh_token&refresh_token=abc&language=en')).toBe(
      `/oauth/token?grant_type=refresh_token&refresh_token=${encodeURIComponent(REDACTED)}&language=en`,
    );
    expect(redactedUrl('/api/attachment/file/x?expires=1&signature=s3cret')).not.toContain('s3cret');
  });

  it('leaves an address without secrets as it was', () => {
    expect(redactedUrl('/api/resources/city?page=0&size=20')).toBe('/api/resources/city?page=0&size=20');
    expect(redactedUrl('/api/account')).toBe('/api/account');
  });
});

describe('the service log', () => {
  const lines: string[] = [];
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(
      { logLevel: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(() => service.close());

  it('never holds a password, a token or a client secret, wherever the request carried it', async () => {
    const login = await service.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basicClient, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'admin',
        password: DEMO_PASSWORD,
      }).toString(),
    });
    const { access_token: accessToken, refresh_token: refreshToken } = login.json() as Record<string, string>;
    await service.app.inject({
      method: 'POST',
      url: `/oauth/token?grant_type=refresh_token&refresh_token=${refreshToken}`,
      headers: { authorization: basicClient },
    });
    await service.app.inject({
      method: 'POST',
      url: `/oauth/token?grant_type=password&username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      headers: { authorization: basicClient },
    });
    await service.app.inject({ method: 'GET', url: `/api/account?access_token=${accessToken}` });
    await service.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${accessToken}` },
    });

    const log = lines.join('');
    expect(log).toContain('/oauth/token');
    for (const secret of [
      DEMO_PASSWORD,
      encodeURIComponent(DEMO_PASSWORD),
      accessToken,
      refreshToken,
      basicClient.slice(6),
    ])
      expect(log).not.toContain(secret);
  });
});
