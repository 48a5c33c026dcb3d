import type { LoginDecision, LoginErrorCounts, LoggedInUser, TenantInfo } from '@opsdesk/api';
import {
  createHttpClient,
  createWebTokenStore,
  describeError,
  formatHttpMessage,
  type HttpClient,
  type HttpClientOptions,
  type RequestOptions,
  type StorageLike,
  type TokenStore,
} from '@opsdesk/http';
import type { LoginOptions, LoginResult, SessionSnapshot, SessionStore } from '../types';
import {
  createRefreshCoordination,
  defaultRefreshLock,
  defaultSessionChannel,
  type RefreshCoordination,
  type RefreshLock,
  type SessionChannel,
} from './coordination';
import { loginFailureOf } from './login';
import type { LoginTranslate } from './messages';
import {
  clearSessionTraces,
  clearTabSession,
  readAdminMode,
  readCachedTenantText,
  readOldCompanyFlag,
  readTenantMode,
  removeItem,
  resolveStorages,
  sessionStorageKeys,
  writeCachedTenant,
  writeItem,
  type SessionStorages,
} from './storage';

/** The contract's calls, loaded the first time the session needs one (see calls.ts). */
const calls = () => import('./calls');

/** The client options the store fills in itself: the token store, the modes and the refresh. */
type OwnedClientOption =
  'tokenStore' | 'tenantMode' | 'coordinateRefresh' | 'language' | 'pagePath' | 'navigateToRoot';

export interface SessionStoreCommonOptions {
  /** Session and local storage. Default: the browser's. */
  readonly storage?: { readonly session?: StorageLike | undefined; readonly local?: StorageLike | undefined };
  /**
   * The current language code (`zh_cn`, `en`...): sent as `language` and used for the login
   * messages. Default: the signed-in account's language, else Chinese for a `zh-CN` browser and
   * English otherwise.
   */
  readonly language?: (() => string | undefined) | undefined;
  /** The current page path, for the `key` parameter. Default: `location.pathname`. */
  readonly pagePath?: (() => string | undefined) | undefined;
  /** Called once when the session is lost for good. Default: `location.assign('/')`. */
  readonly navigateToRoot?: (() => void) | undefined;
  /** The app's translation of the login messages; the built-in texts otherwise. */
  readonly translate?: LoginTranslate | undefined;
  /** The channel to the other tabs; `null` for none. Default: `BroadcastChannel('opsdesk.session')`. The store closes it. */
  readonly channel?: SessionChannel | null | undefined;
  /** The lock that lets one tab refresh at a time. Default: the Web Locks API, else an in-process lock. */
  readonly lock?: RefreshLock | undefined;
  /** How long a tab waits for a token another tab obtained with the refresh token it holds. Default 5 s. */
  readonly handoffTimeoutMs?: number | undefined;
}

/**
 * The options of `createSessionStore`: either the options of the client it builds (everything of
 * `createHttpClient` but what the store provides itself), or a client to use as it is.
 */
export type SessionStoreOptions = SessionStoreCommonOptions &
  (
    | (Omit<HttpClientOptions, OwnedClientOption> & { readonly http?: undefined })
    | {
        /**
         * A client built elsewhere, used as it is: its own token store, language and tenant-mode
         * providers apply, refreshes are not coordinated across tabs unless it was built with
         * `coordinateRefresh`, and a session it loses is seen at the next load, not at once.
         */
        readonly http: HttpClient;
      }
  );

/** The session store, with what the login page needs besides the `SessionStore` contract. */
export interface WebSessionStore extends SessionStore {
  /** How the login page of a host logs in: the password form, or single sign-on with its `client_name`. */
  decideLogin(
    domainName: string,
    options?: RequestOptions & { readonly ssoBase?: string },
  ): Promise<LoginDecision>;
  /** The failed-password count of a username, to warn before the account locks. */
  loginErrorCounts(username: string, options?: RequestOptions): Promise<LoginErrorCounts>;
  /** Settles when the session load in progress (if any) has finished. */
  ready(): Promise<void>;
  /** Stops listening to the other tabs. The store keeps working within this tab. */
  dispose(): void;
}

/** A session nobody is signed in to. Not frozen here: the store freezes every snapshot it publishes. */
export const signedOutSnapshot: SessionSnapshot = {
  status: 'signed-out',
  user: null,
  tenantProfile: null,
  languages: [],
  companies: [],
  tenant: null,
  companyConfiguration: null,
  isOldCompany: false,
  tenantMode: false,
  adminMode: false,
  error: null,
};

/** Structural equality of JSON-like values: a reload with the same answers keeps the same objects. */
function sameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  const rightKeys = Object.keys(right);
  if (leftKeys.length !== rightKeys.length) return false;
  return leftKeys.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(right, key) &&
      sameValue((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]),
  );
}

function browserLanguage(): string {
  const language = (globalThis as { navigator?: { language?: string } }).navigator?.language ?? '';
  // The spec's default: Chinese for a zh-CN browser, English otherwise.
  return language.toLowerCase() === 'zh-cn' ? 'zh_cn' : 'en';
}

/**
 * The session of the console: login, the data loaded once after it, the modes, logout, and the
 * token refreshed in one tab at a time for all of them. Framework-free: the React layer subscribes
 * with `useSyncExternalStore(store.subscribe, store.getSnapshot)`.
 */
export function createSessionStore(options: SessionStoreOptions): WebSessionStore {
  const storages: SessionStorages = resolveStorages(options.storage);
  // The modes and the flag of this tab's session survive a page reload.
  let snapshot: SessionSnapshot = Object.freeze({
    ...signedOutSnapshot,
    tenantMode: readTenantMode(storages.session),
    adminMode: readAdminMode(storages.session),
    isOldCompany: readOldCompanyFlag(storages.session) ?? false,
  });
  const listeners = new Set<() => void>();
  /** Bumped by every load, login and end of session: a stale load never writes. */
  let generation = 0;
  let loading: Promise<void> = Promise.resolve();
  /** True while the store itself removes the token, so that it is not taken for a lost session. */
  let endingOnPurpose = false;

  const language = (): string => options.language?.() ?? snapshot.user?.language ?? browserLanguage();
  const messageOptions = () => ({ language: language(), translate: options.translate });

  const publish = (changes: Partial<SessionSnapshot>) => {
    let next: SessionSnapshot | undefined;
    for (const [key, value] of Object.entries(changes) as [keyof SessionSnapshot, unknown][]) {
      if (sameValue(snapshot[key], value)) continue;
      next ??= { ...snapshot };
      (next as Record<keyof SessionSnapshot, unknown>)[key] = value;
    }
    if (!next) return;
    snapshot = Object.freeze(next);
    for (const listener of [...listeners]) listener();
  };

  /** Ends the session in this tab: every key of ours goes, and the snapshot reads signed out. */
  const endLocally = (error: string | null, { everywhere }: { everywhere: boolean }) => {
    generation += 1;
    endingOnPurpose = true;
    try {
      http.logout();
    } finally {
      endingOnPurpose = false;
    }
    // A logout ends every tab's session, so the shared ledger goes too; a session lost in this tab
    // alone leaves it to the tabs that may still hold the family's newest token.
    if (everywhere) clearSessionTraces(storages);
    else clearTabSession(storages);
    coordination?.reset();
    publish({ ...signedOutSnapshot, error });
  };

  let coordination: RefreshCoordination | undefined;
  let http: HttpClient;
  if (options.http) {
    http = options.http;
  } else {
    const {
      storage: _storage,
      language: _language,
      pagePath,
      navigateToRoot,
      translate: _translate,
      channel: _channel,
      lock: _lock,
      handoffTimeoutMs: _handoffTimeoutMs,
      http: _http,
      ...clientOptions
    } = options;
    const webTokenStore = createWebTokenStore({ session: storages.session, local: storages.local });
    const tokenStore: TokenStore = {
      get: () => webTokenStore.get(),
      set: (record, writeOptions) => webTokenStore.set(record, writeOptions),
      clear() {
        webTokenStore.clear();
        // The client removes the token when the session is lost for good (a failed refresh).
        if (!endingOnPurpose && snapshot.status !== 'signed-out') {
          endLocally(formatHttpMessage('http.error.sessionExpired', { language: language() }), {
            everywhere: false,
          });
        }
      },
    };
    coordination = createRefreshCoordination({
      tokenStore,
      channel: options.channel === undefined ? defaultSessionChannel() : options.channel,
      lock: options.lock ?? defaultRefreshLock(),
      ledger: storages.local,
      handoffTimeoutMs: options.handoffTimeoutMs,
      onRemoteLogout: () => endLocally(null, { everywhere: true }),
    });
    http = createHttpClient({
      ...clientOptions,
      tokenStore,
      language,
      pagePath,
      navigateToRoot,
      tenantMode: () => snapshot.tenantMode,
      coordinateRefresh: coordination.coordinateRefresh,
    });
  }

  const cachedTenant = async (tenantId: number): Promise<TenantInfo | null> => {
    const text = readCachedTenantText(storages.session);
    if (text === null) return null;
    const { tenantInfoSchema } = await calls();
    const result = tenantInfoSchema.safeParse(text);
    return result.success && result.data.id === tenantId ? result.data : null;
  };

  /**
   * Loads the session: the account first, and with it (in parallel) the languages, the companies,
   * the company configuration, the tenant-role profile and the old-company flag; the tenant after
   * the account names it. The tenant and the flag come from session storage once known.
   */
  const load = (): Promise<void> => {
    const mine = ++generation;
    const current = () => mine === generation;
    publish({ status: snapshot.user ? snapshot.status : 'loading', error: null });
    const run = async () => {
      const api = await calls();
      const { checkHistoricCompanies, getAccount, getCompanyConfiguration, getFunctionProfile } = api;
      const { getTenantById, listLanguages, listMyCompanies } = api;
      const accountCall = getAccount(http);
      const others = Promise.allSettled([
        listLanguages(http),
        listMyCompanies(http),
        getCompanyConfiguration(http),
        getFunctionProfile(http, 'TENANT'),
        (async () =>
          readOldCompanyFlag(storages.session) ??
          (await checkHistoricCompanies(http)).hasHistoricCompanies)(),
      ]);
      let user: LoggedInUser;
      try {
        user = await accountCall;
      } catch (error) {
        await others;
        if (!current()) return;
        // Without the account there is no session to show; the token stays, so `reload` can retry.
        publish({
          ...signedOutSnapshot,
          tenantMode: snapshot.tenantMode,
          adminMode: snapshot.adminMode,
          error: describeError(error, { language: language() }).message,
        });
        throw error;
      }
      const tenantId = user.tenantId;
      const tenantCall: Promise<TenantInfo | null> =
        tenantId === null
          ? Promise.resolve(null)
          : cachedTenant(tenantId).then((cached) => cached ?? getTenantById(http, tenantId));
      const [settled, tenant] = await Promise.all([others, Promise.allSettled([tenantCall])]);
      if (!current()) return;
      const [languages, companies, configuration, profile, oldCompany] = settled;
      const [tenantResult] = tenant;
      const failures = [...settled, tenantResult].filter(
        (result): result is PromiseRejectedResult => result?.status === 'rejected',
      );
      if (tenantResult?.status === 'fulfilled' && tenantResult.value)
        writeCachedTenant(storages.session, tenantResult.value);
      if (oldCompany.status === 'fulfilled')
        writeItem(storages.session, sessionStorageKeys.isOldCompany, String(oldCompany.value));
      publish({
        status: 'signed-in',
        user,
        languages: languages.status === 'fulfilled' ? languages.value : snapshot.languages,
        companies: companies.status === 'fulfilled' ? companies.value : snapshot.companies,
        companyConfiguration:
          configuration.status === 'fulfilled' ? configuration.value : snapshot.companyConfiguration,
        tenantProfile: profile.status === 'fulfilled' ? profile.value.profile : snapshot.tenantProfile,
        tenant: tenantResult?.status === 'fulfilled' ? tenantResult.value : snapshot.tenant,
        isOldCompany: oldCompany.status === 'fulfilled' ? oldCompany.value : snapshot.isOldCompany,
        // A part that failed is shown as it was; the first failure says why.
        error: failures[0] ? describeError(failures[0].reason, { language: language() }).message : null,
      });
    };
    const done = run();
    loading = done.then(
      () => undefined,
      () => undefined,
    );
    return done;
  };

  const startAfterLogin = async (grant: () => Promise<unknown>): Promise<LoginResult> => {
    try {
      await grant();
    } catch (error) {
      return { ok: false, failure: loginFailureOf(error, messageOptions()) };
    }
    // A new login is a new session: nothing of a previous one carries over.
    clearTabSession(storages);
    coordination?.reset();
    publish({ ...signedOutSnapshot, status: 'loading' });
    let loadError: unknown;
    await load().catch((error: unknown) => {
      loadError = error;
    });
    // A reload started meanwhile finishes the load; the session may also have been lost or ended.
    await loading;
    if (snapshot.status === 'signed-in') return { ok: true };
    // Half a session is none: without the account the login did not succeed.
    const failure = loginFailureOf(loadError, messageOptions());
    if (http.tokenStore.get()) endLocally(null, { everywhere: false });
    return { ok: false, failure };
  };

  const store: WebSessionStore = {
    http,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    login: (credentials, loginOptions: LoginOptions = {}) =>
      startAfterLogin(() => http.login(credentials, { remember: loginOptions.remember ?? false })),
    loginWith: (fields, loginOptions: LoginOptions = {}) =>
      startAfterLogin(() => http.loginWith(fields, { remember: loginOptions.remember ?? false })),
    logout() {
      // No call to the server: the spec has no logout call, and the operation-service has none.
      coordination?.announceLogout();
      endLocally(null, { everywhere: true });
      return Promise.resolve();
    },
    async reload() {
      if (!http.tokenStore.get()) {
        publish({ ...signedOutSnapshot, tenantMode: snapshot.tenantMode, adminMode: snapshot.adminMode });
        return;
      }
      await load().catch(() => undefined);
    },
    setTenantMode(on) {
      writeItem(storages.session, sessionStorageKeys.roleType, on ? 'TENANT' : 'COMPANY');
      publish({ tenantMode: on });
    },
    setAdminMode(on) {
      if (on) writeItem(storages.session, sessionStorageKeys.adminMode, 'true');
      else removeItem(storages.session, sessionStorageKeys.adminMode);
      publish({ adminMode: on });
    },
    decideLogin: async (domainName, requestOptions) =>
      (await calls()).loginDecide(http, domainName, requestOptions),
    loginErrorCounts: async (username, requestOptions) =>
      (await calls()).getLoginErrorCounts(http, username, requestOptions),
    ready: () => loading,
    dispose: () => coordination?.close(),
  };

  // A token kept from earlier in this tab (a reload) or remembered: the session is loaded at once.
  if (http.tokenStore.get()) void store.reload();
  return store;
}
