import { expect, vi, type Mock } from 'vitest';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../client';
import { HttpError } from '../errors';
import { createMemoryTokenStore, type TokenStore } from '../tokens';
import type { TestServer } from './server';

/** A client of the loopback test server, holding token A1 with refresh token R1 unless told otherwise. */
export function createTestClient(
  server: TestServer,
  overrides: Partial<HttpClientOptions> = {},
): { client: HttpClient; tokenStore: TokenStore; navigateToRoot: Mock<() => void> } {
  const navigateToRoot = vi.fn<() => void>();
  const options: HttpClientOptions = {
    baseURL: server.url,
    oauthClient: { clientId: 'console', clientSecret: 'secret' },
    tokenStore: createMemoryTokenStore({ access_token: 'A1', refresh_token: 'R1' }),
    navigateToRoot,
    ...overrides,
  };
  return { client: createHttpClient(options), tokenStore: options.tokenStore, navigateToRoot };
}

/** The HttpError a promise rejects with; fails the test when it resolves or rejects with anything else. */
export async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}
