import type {
  AccountCompany,
  CompanyConfiguration,
  InterfaceLanguage,
  LoggedInUser,
  LoginFailureCode,
  TenantInfo,
} from '@opsdesk/api';
import type { HttpClient, PasswordCredentials } from '@opsdesk/http';

/**
 * What the permission checks read of a user. `LoggedInUser` of @opsdesk/api fits it; another
 * internal tool may pass its own user shape with these fields.
 */
export interface PermissionSubject {
  readonly authorities: readonly string[];
  /** The super administrator: every check passes. */
  readonly permitAll: boolean;
  /** The new permission model: page-role checks become menu checks. */
  readonly enableNewPermission: boolean;
  readonly pageRoles: readonly { readonly pageName: string; readonly action: number }[];
  readonly views: readonly {
    readonly key: string;
    readonly menuType: string;
    readonly operateType: number;
  }[];
  /**
   * Permission menu entries (key, operationType; `R` is read-only), when the server gives them.
   * Without them they are read from the views: operateType 2 is read-only.
   */
  readonly menuEntries?: readonly { readonly key: string; readonly operationType: string }[];
  /** The general profile. */
  readonly profile?: Readonly<Record<string, unknown>>;
}

/** The rule that decided a check. */
export type DecisionRule =
  | 'permit-all'
  | 'authority'
  | 'all-authorities'
  | 'any-authority'
  | 'page-role'
  | 'menu'
  | 'read-only-menu'
  | 'profile'
  | 'signed-out';

/** The outcome of a check, with why: for a clear 403 page and for "view as". */
export interface Decision {
  readonly allowed: boolean;
  readonly rule: DecisionRule;
  /** What the rule looked at: the authority, page name, menu key or profile path. */
  readonly key: string;
  /** For a denial, what was missing: authorities, the action, the expected profile values. */
  readonly missing?: readonly string[];
}

export type SessionStatus = 'signed-out' | 'loading' | 'signed-in';

/** Everything the console knows about the signed-in person, loaded once after login. */
export interface SessionSnapshot {
  readonly status: SessionStatus;
  readonly user: LoggedInUser | null;
  /** The tenant-role profile (`/api/function/profiles?roleType=TENANT`). */
  readonly tenantProfile: Readonly<Record<string, unknown>> | null;
  readonly languages: readonly InterfaceLanguage[];
  readonly companies: readonly AccountCompany[];
  /** The tenant of the account, cached in session storage. */
  readonly tenant: TenantInfo | null;
  readonly companyConfiguration: CompanyConfiguration | null;
  /** The old-company flag, kept in session storage. */
  readonly isOldCompany: boolean;
  /** Tenant mode (role type TENANT) or company mode, kept in session storage; requests carry it. */
  readonly tenantMode: boolean;
  readonly adminMode: boolean;
  /** The last failure to load the session, described for display. */
  readonly error: string | null;
}

/** A login that did not succeed: a stable code and the spec's message in the current language. */
export interface LoginFailure {
  readonly code: LoginFailureCode | 'NETWORK' | 'UNKNOWN';
  readonly message: string;
  /** Wrong passwords left before the account locks, when the server said. */
  readonly remainingAttempts?: number | undefined;
  /** A locked or expired password: point the user to "forgot password". */
  readonly suggestPasswordReset: boolean;
  readonly spanId?: string | undefined;
}

export type LoginResult = { readonly ok: true } | { readonly ok: false; readonly failure: LoginFailure };

export interface LoginOptions {
  /** Keep the token in local storage ("remember me"). */
  readonly remember?: boolean;
}

/** The session store: a framework-free core the React layer subscribes to (`useSyncExternalStore`). */
export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  login(credentials: PasswordCredentials, options?: LoginOptions): Promise<LoginResult>;
  /** A third-party login (workplace messaging): its own fields, sent as they are. */
  loginWith(fields: Readonly<Record<string, string>>, options?: LoginOptions): Promise<LoginResult>;
  /** Ends the session in this tab and every other: every client-side trace goes. */
  logout(): Promise<void>;
  /** Loads the session again (after switching company or language). */
  reload(): Promise<void>;
  setTenantMode(on: boolean): void;
  setAdminMode(on: boolean): void;
  readonly http: HttpClient;
}
