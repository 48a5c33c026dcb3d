import type { LoggedInUser } from '@opsdesk/api';
import { createHttpClient, createMemoryTokenStore, type PasswordCredentials } from '@opsdesk/http';
import type { LoginResult, SessionSnapshot, SessionStatus, SessionStore } from '../../types';
import { signedOutSnapshot } from '../../session/store';

/** An account the in-memory store lets in: its password and who it is once signed in. */
export interface MemoryAccount {
  readonly username: string;
  readonly password: string;
  readonly user: LoggedInUser;
  readonly tenantProfile?: Readonly<Record<string, unknown>> | null;
}

export interface MemorySessionStoreOptions {
  readonly accounts?: readonly MemoryAccount[];
  /** How the store starts: signed out (default), loading, or signed in as `user`. */
  readonly status?: SessionStatus;
  /** The signed-in user of a store that starts signed in, or that finishes loading as it. */
  readonly user?: LoggedInUser | null;
  readonly tenantProfile?: Readonly<Record<string, unknown>> | null;
}

/** The extra handle tests and stories have on the in-memory store. */
export interface MemorySessionStore extends SessionStore {
  /** Ends a loading state as `user` (or signed out when null), as the account call answering would. */
  finishLoading(user: LoggedInUser | null): void;
}

/**
 * A real `SessionStore` that keeps its accounts in memory instead of calling the operation-service:
 * for the React layer's tests and stories, which are about what the components render for a
 * session, not about how the session is loaded. Logins check the given accounts' passwords.
 */
export function createMemorySessionStore(options: MemorySessionStoreOptions = {}): MemorySessionStore {
  const accounts = options.accounts ?? [];
  const tokenStore = createMemoryTokenStore();
  // A client that is never called here: the contract asks for one, and a tool reads tokens off it.
  const http = createHttpClient({
    baseURL: '',
    oauthClient: { clientId: 'memory', clientSecret: 'memory' },
    tokenStore,
    navigateToRoot: () => undefined,
  });
  const listeners = new Set<() => void>();
  const status = options.status ?? (options.user ? 'signed-in' : 'signed-out');
  let snapshot: SessionSnapshot = {
    ...signedOutSnapshot,
    status,
    user: status === 'signed-in' ? (options.user ?? null) : null,
    tenantProfile: status === 'signed-in' ? (options.tenantProfile ?? null) : null,
  };
  let pendingUser: LoggedInUser | null = options.user ?? null;
  let pendingTenantProfile = options.tenantProfile ?? null;

  const update = (next: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  const finishLoading = (user: LoggedInUser | null) => {
    update(
      user
        ? { status: 'signed-in', user, tenantProfile: pendingTenantProfile, error: null }
        : { ...signedOutSnapshot, tenantMode: snapshot.tenantMode },
    );
  };

  const signIn = async (account: MemoryAccount | undefined): Promise<LoginResult> => {
    if (!account) {
      return {
        ok: false,
        failure: {
          code: 'BAD_CREDENTIALS',
          message: 'Wrong username or password',
          suggestPasswordReset: false,
        },
      };
    }
    tokenStore.set({
      access_token: `memory-${account.username}`,
      expires_in: 3600,
      expires_at: Date.now() + 3_600_000,
    });
    pendingUser = account.user;
    pendingTenantProfile = account.tenantProfile ?? null;
    update({ status: 'loading' });
    // The account loads after the token, as it does over the network: observers see "loading" first.
    await Promise.resolve();
    finishLoading(account.user);
    return { ok: true };
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login: (credentials: PasswordCredentials) =>
      signIn(
        accounts.find(
          (account) => account.username === credentials.username && account.password === credentials.password,
        ),
      ),
    loginWith: (fields) => signIn(accounts.find((account) => account.username === fields.username)),
    async logout() {
      tokenStore.clear();
      pendingUser = null;
      update({ ...signedOutSnapshot });
    },
    async reload() {
      update({ status: 'loading' });
      await Promise.resolve();
      finishLoading(pendingUser);
    },
    setTenantMode: (on) => update({ tenantMode: on }),
    setAdminMode: (on) => update({ adminMode: on }),
    finishLoading,
    http,
  };
}
