import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicClient, startTestService, type TestService } from '../../test/harness';
import { trustProxyOption } from '../app';
import { loadConfig } from '../config';

// The per-address login limit counts the address a request came from. A client that names its own
// address in X-Forwarded-For must not get a fresh allowance per name: the header is believed only
// from the proxies `TRUST_PROXY` names.

const limits = { perIp: 3, perUser: 100 };

function loginFrom(service: TestService, forwardedFor: string, remoteAddress = '203.0.113.7') {
  return service.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress,
    headers: {
      authorization: basicClient,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': forwardedFor,
    },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: `someone-${forwardedFor}`,
      password: 'not the password',
    }).toString(),
  });
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, and reads true, a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
  });
});

describe('trustProxyOption', () => {
  it('trusts a hop count of proxies nearest the service, and passes the other settings on', () => {
    const twoHops = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});

describe('the address a login is counted from, by default', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ loginRateLimit: limits });
  });
  afterAll(() => service.close());

  it('is the peer, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await loginFrom(service, `198.51.100.${attempt}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});

describe('the address a login is counted from, behind a trusted proxy', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ loginRateLimit: limits, trustProxy: ['203.0.113.7'] });
  });
  afterAll(() => service.close());

  it('is the client the proxy names, and a proxy not trusted is the client itself', async () => {
    const fromProxy: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      fromProxy.push((await loginFrom(service, `198.51.100.${attempt}`)).statusCode);
    expect(fromProxy).toEqual([400, 400, 400, 400, 400]);

    const untrusted: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      untrusted.push((await loginFrom(service, `192.0.2.${attempt}`, '203.0.113.99')).statusCode);
    expect(untrusted).toEqual([400, 400, 400, 429, 429]);
  });
});
