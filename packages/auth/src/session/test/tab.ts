import { createInProcessLock, type RefreshLock } from '../coordination';
import { createSessionStore, type SessionStoreCommonOptions, type WebSessionStore } from '../store';
import { MemoryStorage, uniqueChannelName, type SessionTestServer } from './server';

/** One browser tab in a test: its own session storage, the origin's local storage, and its store. */
export interface TestTab {
  readonly store: WebSessionStore;
  readonly session: MemoryStorage;
  readonly local: MemoryStorage;
  readonly navigateToRoot: { calls: number };
}

/** What the tabs of one origin share: local storage, the channel's name and the lock. */
export interface TestOrigin {
  readonly local: MemoryStorage;
  readonly channelName: string;
  readonly lock: RefreshLock;
  readonly tabs: TestTab[];
  /** Opens a tab; `session` is a copy of the opener's when the tab was opened from another. */
  open(options?: { session?: MemoryStorage } & SessionStoreCommonOptions): TestTab;
  /** Disposes every tab's store. */
  close(): void;
}

export function createTestOrigin(server: SessionTestServer): TestOrigin {
  const local = new MemoryStorage();
  const channelName = uniqueChannelName();
  const lock = createInProcessLock();
  const tabs: TestTab[] = [];
  return {
    local,
    channelName,
    lock,
    tabs,
    open({ session = new MemoryStorage(), ...overrides } = {}) {
      const navigateToRoot = { calls: 0 };
      const store = createSessionStore({
        baseURL: server.url,
        oauthClient: { clientId: 'opsdesk-console', clientSecret: 'secret' },
        storage: { session, local },
        lock,
        language: () => 'en',
        pagePath: () => '/main/tenant-manage/tenant-maintenance',
        navigateToRoot: () => {
          navigateToRoot.calls += 1;
        },
        ...overrides,
        // A channel of this test's own, unless the test gives one (or asks for the default).
        channel: 'channel' in overrides ? overrides.channel : new BroadcastChannel(channelName),
      });
      const tab = { store, session, local, navigateToRoot };
      tabs.push(tab);
      return tab;
    },
    close() {
      for (const tab of tabs) tab.store.dispose();
    },
  };
}
