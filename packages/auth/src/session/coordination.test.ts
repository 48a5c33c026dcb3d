import { getAccount } from '@opsdesk/api';
import { TOKEN_STORAGE_KEY } from '@opsdesk/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createInProcessLock,
  defaultRefreshLock,
  parseSessionMessage,
  SESSION_MESSAGE_VERSION,
  tokenFingerprint,
  type SessionChannel,
} from './coordination';
import { sessionStorageKeys } from './storage';
import { PASSWORD, startSessionTestServer, type SessionTestServer } from './test/server';
import { createTestOrigin, type TestOrigin, type TestTab } from './test/tab';

let server: SessionTestServer;
let origin: TestOrigin;

beforeEach(async () => {
  server = await startSessionTestServer();
  origin = createTestOrigin(server);
});

afterEach(async () => {
  origin.close();
  await server.close();
});

/** A signed-in tab, and a second tab opened from it: a copy of its session storage. */
async function twoTabs(options: { remember?: boolean } = {}): Promise<[TestTab, TestTab]> {
  const first = origin.open();
  await first.store.login({ username: 'ops', password: PASSWORD }, options);
  const second = origin.open({ session: first.session.copy() });
  await second.store.ready();
  expect(second.store.getSnapshot().status).toBe('signed-in');
  return [first, second];
}

/** A BroadcastChannel whose messages reach this tab `delayMs` late, as a busy tab's might. */
function slowChannel(name: string, delayMs: number): SessionChannel {
  const channel = new BroadcastChannel(name);
  const wrapped = new Map<SessionChannelListener, SessionChannelListener>();
  return {
    postMessage: (message) => channel.postMessage(message),
    addEventListener(type, listener) {
      const late: SessionChannelListener = (event) => {
        setTimeout(() => listener(event), delayMs);
      };
      wrapped.set(listener, late);
      channel.addEventListener(type, late);
    },
    removeEventListener(type, listener) {
      const late = wrapped.get(listener);
      if (late) channel.removeEventListener(type, late);
    },
    close: () => channel.close(),
  };
}

type SessionChannelListener = Parameters<SessionChannel['addEventListener']>[1];

const accessTokenOf = (tab: TestTab) => tab.store.http.tokenStore.get()?.access_token;

describe('refresh across tabs', () => {
  it('makes one refresh call when two tabs holding the same refresh token both get 401', async () => {
    const [first, second] = await twoTabs();
    server.expireAccessTokens();

    const users = await Promise.all([getAccount(first.store.http), getAccount(second.store.http)]);

    expect(users.map((user) => user.login)).toEqual(['ops', 'ops']);
    expect(server.refreshCalls).toHaveLength(1);
    expect(server.reuses).toEqual([]);
  });

  it('hands the new token record to the other tab, whose session storage holds it', async () => {
    const [first, second] = await twoTabs();
    server.expireAccessTokens();

    await getAccount(first.store.http);
    await vi.waitFor(() => expect(accessTokenOf(second)).toBe(accessTokenOf(first)));

    expect(JSON.parse(second.session.getItem(TOKEN_STORAGE_KEY) ?? 'null')).toMatchObject({
      access_token: accessTokenOf(first),
    });
  });

  it('lets the other tab use the handed-over token without refreshing', async () => {
    const [first, second] = await twoTabs();
    server.expireAccessTokens();
    await getAccount(first.store.http);
    await vi.waitFor(() => expect(accessTokenOf(second)).toBe(accessTokenOf(first)));

    await getAccount(second.store.http);

    expect(server.refreshCalls).toHaveLength(1);
  });

  it('makes one refresh call for parallel requests of many tabs', async () => {
    const [first] = await twoTabs();
    const others = [
      origin.open({ session: first.session.copy() }),
      origin.open({ session: first.session.copy() }),
    ];
    await Promise.all(others.map((tab) => tab.store.ready()));
    server.expireAccessTokens();

    await Promise.all(origin.tabs.flatMap((tab) => [getAccount(tab.store.http), getAccount(tab.store.http)]));

    expect(server.refreshCalls).toHaveLength(1);
    expect(server.reuses).toEqual([]);
  });

  it('makes one refresh call for a remembered token in local storage', async () => {
    const [first, second] = await twoTabs({ remember: true });
    server.expireAccessTokens();

    await Promise.all([getAccount(first.store.http), getAccount(second.store.http)]);

    expect(server.refreshCalls).toHaveLength(1);
    expect(first.local.getItem(TOKEN_STORAGE_KEY)).toContain(accessTokenOf(second));
  });

  it('keeps refreshing one at a time round after round', async () => {
    const [first, second] = await twoTabs();

    for (let round = 0; round < 3; round += 1) {
      server.expireAccessTokens();
      await Promise.all([getAccount(first.store.http), getAccount(second.store.http)]);
    }

    expect(server.refreshCalls).toHaveLength(3);
    expect(server.reuses).toEqual([]);
  });

  it('waits for a handoff still on its way when the lock reaches it first', async () => {
    const first = origin.open();
    await first.store.login({ username: 'ops', password: PASSWORD });
    const second = origin.open({
      session: first.session.copy(),
      channel: slowChannel(origin.channelName, 100),
    });
    await second.store.ready();
    server.expireAccessTokens();

    const firstAccount = getAccount(first.store.http);
    await vi.waitFor(() => expect(server.refreshCalls).toHaveLength(1));
    await Promise.all([firstAccount, getAccount(second.store.http)]);

    expect(server.refreshCalls).toHaveLength(1);
    expect(server.reuses).toEqual([]);
  });

  it('asks for the successor of a token another tab spent, instead of presenting it again', async () => {
    const [first] = await twoTabs();
    // A tab restored from before the refresh (discarded, then reloaded): it missed the handoff.
    const stale = first.session.copy();
    server.expireAccessTokens();
    await getAccount(first.store.http);
    const restored = origin.open({ session: stale });

    await restored.store.ready();

    expect(restored.store.getSnapshot().status).toBe('signed-in');
    expect(accessTokenOf(restored)).toBe(accessTokenOf(first));
    expect(server.refreshCalls).toHaveLength(1);
    expect(server.reuses).toEqual([]);
  });

  it('gives its session up rather than present a spent token nobody hands over', async () => {
    const [first, second] = await twoTabs();
    const stale = first.session.copy();
    server.expireAccessTokens();
    await getAccount(first.store.http);
    // Every tab that holds the new token is gone.
    first.store.dispose();
    second.store.dispose();
    const restored = origin.open({ session: stale, handoffTimeoutMs: 50 });

    await restored.store.ready();

    expect(restored.store.getSnapshot().status).toBe('signed-out');
    expect(restored.navigateToRoot.calls).toBe(1);
    expect(server.refreshCalls).toHaveLength(1);
    expect(server.reuses).toEqual([]);
  });

  it('records the spent refresh token by its fingerprint only', async () => {
    const [first] = await twoTabs();
    const spent = first.store.http.tokenStore.get()?.refresh_token ?? '';
    server.expireAccessTokens();

    await getAccount(first.store.http);

    const ledger = first.local.getItem(sessionStorageKeys.spentRefreshTokens) ?? '';
    expect(JSON.parse(ledger)).toEqual([tokenFingerprint(spent)]);
    expect(ledger).not.toContain(spent);
  });
});

describe('logout across tabs', () => {
  it('logs every other tab out', async () => {
    const [first, second] = await twoTabs();
    const third = origin.open({ session: first.session.copy() });
    await third.store.ready();

    await first.store.logout();

    await vi.waitFor(() => {
      expect(second.store.getSnapshot().status).toBe('signed-out');
      expect(third.store.getSnapshot().status).toBe('signed-out');
    });
  });

  it("clears every trace in the other tab's session storage", async () => {
    const [first, second] = await twoTabs();
    second.store.setTenantMode(true);
    second.store.setAdminMode(true);

    await first.store.logout();

    await vi.waitFor(() => expect([...second.session.items.keys()]).toEqual([]));
  });

  it('does not reach a tab that was disposed', async () => {
    const [first, second] = await twoTabs();
    second.store.dispose();

    await first.store.logout();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(second.store.getSnapshot().status).toBe('signed-in');
  });
});

describe('session messages', () => {
  it('reads a message of its version', () => {
    expect(parseSessionMessage({ v: SESSION_MESSAGE_VERSION, type: 'logout' })).toEqual({
      v: SESSION_MESSAGE_VERSION,
      type: 'logout',
    });
  });

  it.each([
    ['another version', { v: 2, type: 'logout' }],
    ['an unknown type', { v: 1, type: 'reboot' }],
    [
      'a token message without a token',
      { v: 1, type: 'token', replaces: 'ab', record: { refresh_token: 'x' } },
    ],
    ['no object', 'logout'],
  ])('ignores %s', (_, data) => {
    expect(parseSessionMessage(data)).toBeNull();
  });

  it('ignores a logout of another version on the channel', async () => {
    const [, second] = await twoTabs();
    const channel = new BroadcastChannel(origin.channelName);

    channel.postMessage({ v: SESSION_MESSAGE_VERSION + 1, type: 'logout' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    channel.close();

    expect(second.store.getSnapshot().status).toBe('signed-in');
  });
});

describe('defaults', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('locks with the Web Locks API where the platform has it', async () => {
    const requested: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: <T>(name: string, callback: () => Promise<T>) => {
          requested.push(name);
          return callback();
        },
      },
    });

    await expect(
      defaultRefreshLock().run('opsdesk.session.refresh', () => Promise.resolve('ran')),
    ).resolves.toBe('ran');
    expect(requested).toEqual(['opsdesk.session.refresh']);
  });

  it('talks to the other tabs on the opsdesk.session channel unless told otherwise', async () => {
    const first = origin.open({ channel: undefined });
    await first.store.login({ username: 'ops', password: PASSWORD });
    const second = origin.open({ session: first.session.copy(), channel: undefined });
    await second.store.ready();

    await first.store.logout();

    await vi.waitFor(() => expect(second.store.getSnapshot().status).toBe('signed-out'));
  });
});

describe('createInProcessLock', () => {
  it('runs the tasks of one name one at a time, in order', async () => {
    const lock = createInProcessLock();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 10));
      events.push(`${name} end`);
    };

    await Promise.all([lock.run('x', task('a')), lock.run('x', task('b'))]);

    expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('goes on with the next task after one fails', async () => {
    const lock = createInProcessLock();

    const failed = lock.run('x', () => Promise.reject(new Error('no')));
    const next = lock.run('x', () => Promise.resolve('ran'));

    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('ran');
  });
});

describe('tokenFingerprint', () => {
  it('is stable for a token and differs between tokens', () => {
    expect(tokenFingerprint('R1')).toBe(tokenFingerprint('R1'));
    expect(tokenFingerprint('R1')).not.toBe(tokenFingerprint('R2'));
  });
});
