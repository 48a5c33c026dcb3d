import { getLoginErrorCounts, loginFailureCodes } from '@opsdesk/api';
import { describeError, isHttpError } from '@opsdesk/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, listen, startTestService, type TestService } from '../harness';

let service: TestService;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  service = await startTestService();
  server = await listen(service);
});

afterAll(() => service.close());

async function failureOf(username: string, password = DEMO_PASSWORD) {
  const error: unknown = await server
    .anonymous()
    .login({ username, password })
    .then(
      () => undefined,
      (reason: unknown) => reason,
    );
  if (!isHttpError(error)) throw new Error(`login of ${username} did not fail with an HttpError`);
  return error;
}

describe('login through @opsdesk/http', () => {
  it('stores a token record with its expiry for the right password', async () => {
    const client = server.anonymous();
    const record = await client.login({ username: 'admin', password: DEMO_PASSWORD });
    expect(record.access_token).toMatch(/\S{40,}/);
    expect(record.expires_at).toBeGreaterThan(Date.now());
    expect(client.tokenStore.get()).toEqual(record);
  });

  it.each(['locked', 'expired', 'disabled', 'left', 'inactive', 'pwdexpired', 'nobody'])(
    'answers %s with a known failure code and a message describeError shows',
    async (username) => {
      const error = await failureOf(username);
      expect(loginFailureCodes).toContain((error.body as { errorCode: string }).errorCode);
      expect(describeError(error).source).toBe('message');
    },
  );

  it('counts failed passwords through getLoginErrorCounts', async () => {
    await failureOf('finance', 'wrong');
    const counts = await getLoginErrorCounts(server.anonymous(), 'finance');
    expect(counts).toEqual({ errorCounts: 1, maxErrorCounts: 5, locked: false });
  });
});
