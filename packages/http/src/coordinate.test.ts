import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshCoordinator } from './client';
import { createTestClient, rejection } from './test/client';
import { startTestServer, TokenAuthority, type TestServer } from './test/server';
import type { TokenRecord } from './tokens';

let server: TestServer;
let authority: TokenAuthority;

beforeEach(async () => {
  server = await startTestServer();
  authority = new TokenAuthority(server);
  server.route('GET', '/api/data', (request) => authority.guard(request));
});

afterEach(() => server.close());

/** A token the authority accepts, as if another tab had refreshed it. */
function tokenFromElsewhere(): TokenRecord {
  authority.valid.add('B7');
  return { access_token: 'B7', refresh_token: 'S7', expires_in: 3600 };
}

describe('coordinateRefresh', () => {
  it('is called with the token that got the 401, and its refresh replays the request with the new token', async () => {
    const seen: TokenRecord[] = [];
    const coordinateRefresh: RefreshCoordinator = (current, refresh) => {
      seen.push(current);
      return refresh();
    };
    const { client, tokenStore } = createTestClient(server, { coordinateRefresh });

    await expect(client.get('/api/data')).resolves.toEqual({ token: 'A2' });

    expect(seen).toEqual([{ access_token: 'A1', refresh_token: 'R1' }]);
    expect(authority.refreshCalls).toHaveLength(1);
    expect(tokenStore.get()?.access_token).toBe('A2');
  });

  it('replays with a token the coordinator obtained elsewhere, without a refresh call, and stores it', async () => {
    const elsewhere = tokenFromElsewhere();
    const { client, tokenStore } = createTestClient(server, {
      coordinateRefresh: () => Promise.resolve(elsewhere),
    });

    await expect(client.get('/api/data')).resolves.toEqual({ token: 'B7' });

    expect(authority.refreshCalls).toHaveLength(0);
    expect(tokenStore.get()).toEqual(elsewhere);
  });

  it('is called once for parallel 401s', async () => {
    const coordinateRefresh = vi.fn<RefreshCoordinator>((_current, refresh) => refresh());
    const { client } = createTestClient(server, { coordinateRefresh });

    await Promise.all(Array.from({ length: 5 }, () => client.get('/api/data')));

    expect(coordinateRefresh).toHaveBeenCalledTimes(1);
    expect(authority.refreshCalls).toHaveLength(1);
  });

  it('spends the refresh token once when the coordinator calls refresh twice', async () => {
    const { client } = createTestClient(server, {
      coordinateRefresh: async (_current, refresh) => {
        await refresh();
        return refresh();
      },
    });

    await expect(client.get('/api/data')).resolves.toEqual({ token: 'A2' });
    expect(authority.refreshCalls).toHaveLength(1);
  });

  it('loses the session when the coordinator rejects: token removed, root page once, session-expired', async () => {
    const { client, tokenStore, navigateToRoot } = createTestClient(server, {
      coordinateRefresh: () => Promise.reject(new Error('no lock')),
    });

    const errors = await Promise.all([
      rejection(client.get('/api/data')),
      rejection(client.get('/api/data')),
    ]);

    expect(errors.map((error) => error.kind)).toEqual(['session-expired', 'session-expired']);
    expect(tokenStore.get()).toBeNull();
    expect(navigateToRoot).toHaveBeenCalledTimes(1);
  });

  it('does not write the token back when the store was cleared while the coordinator waited', async () => {
    const elsewhere = tokenFromElsewhere();
    const { client, tokenStore } = createTestClient(server, {
      coordinateRefresh: () => {
        // A logout in the meantime.
        tokenStore.clear();
        return Promise.resolve(elsewhere);
      },
    });

    const error = await rejection(client.get('/api/data'));

    expect(error.kind).toBe('session-expired');
    expect(tokenStore.get()).toBeNull();
  });

  it('also runs refreshSession', async () => {
    const coordinateRefresh = vi.fn<RefreshCoordinator>((_current, refresh) => refresh());
    const { client } = createTestClient(server, { coordinateRefresh });

    await expect(client.refreshSession()).resolves.toMatchObject({ access_token: 'A2' });
    expect(coordinateRefresh).toHaveBeenCalledTimes(1);
  });
});
