import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AccountCompany,
  CompanyConfiguration,
  FunctionProfile,
  HistoricCompanies,
  InterfaceLanguage,
  LoggedInUser,
  TenantInfo,
} from '@opsdesk/api';
import type { StorageLike } from '@opsdesk/http';

/** A request as the loopback service received it. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** The form fields of a form body. */
  readonly form: URLSearchParams;
  readonly bearer: string | undefined;
}

export interface Reply {
  readonly status?: number;
  readonly headers?: Record<string, string>;
  readonly body?: unknown;
  readonly delayMs?: number;
}

export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

export const PASSWORD = 'Secret#1';

export const user: LoggedInUser = {
  id: 7,
  login: 'ops',
  name: 'Olga Ops',
  email: 'ops@opsdesk.example',
  mobile: null,
  language: 'en',
  roles: ['CUSTOMER_SERVICE'],
  authorities: ['tenant:read'],
  permitAll: false,
  enableNewPermission: true,
  pageRoles: [],
  views: [{ key: 'tenant-manage', menuType: 'M', operateType: 1 }],
  profile: { region: 'CN' },
  tenantId: 3,
  companyId: 31,
  tenantBound: false,
};

export const languages: InterfaceLanguage[] = [
  { code: 'zh_cn', name: '简体中文', locale: 'zh-CN', enabled: true },
  { code: 'en', name: 'English', locale: 'en', enabled: true },
];

export const companies: AccountCompany[] = [
  {
    id: 31,
    oid: '0b8e6f9c-4c1d-4a59-9a51-5d7d2b0e1f31',
    tenantId: 3,
    name: 'Provider Ltd',
    companyCode: 'C031',
    enabled: true,
    companyTypeName: null,
  },
];

export const tenant: TenantInfo = {
  id: 3,
  tenantId: 3,
  oid: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e03',
  tenantName: 'Provider',
  tenantCode: 'T0000',
  cloudEnv: 'CN1',
  cloudEnvLabelsName: 'China 1',
  region: 'CN',
  licensed: 1,
  sandbox: false,
  enabled: true,
  tenantGroupCode: null,
  licenceExpireDate: null,
};

export const configuration: CompanyConfiguration = {
  companyId: 31,
  customized: false,
  configuration: {
    baseCurrency: 'CNY',
    uploadMaxSizeMb: 3,
    attachmentMaxCount: 9,
    passwordMinLength: 8,
    passwordMaxLength: 32,
  },
};

export const tenantProfile: FunctionProfile = {
  roleType: 'TENANT',
  tenantId: 3,
  profile: { invoice: { enabled: true } },
};

export const historic: HistoricCompanies = {
  tenantId: 3,
  hasHistoricCompanies: true,
  historicCompanyCount: 2,
};

/**
 * The operation-service in miniature on loopback: the token endpoint with refresh-token families
 * (a used refresh token that comes back revokes its family, as the real service does), and the
 * account and shell calls the session loads. Each test can replace any route.
 */
export interface SessionTestServer {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  /** The refresh grants received. */
  readonly refreshCalls: ReceivedRequest[];
  /** Refresh tokens presented again after their use: each revoked a family. */
  readonly reuses: string[];
  route(method: string, path: string, handler: Handler): void;
  on(path: string): ReceivedRequest[];
  /** Makes every access token issued so far answer 401, as expired ones do. */
  expireAccessTokens(): void;
  close(): Promise<void>;
}

export async function startSessionTestServer(): Promise<SessionTestServer> {
  const routes = new Map<string, Handler>();
  const requests: ReceivedRequest[] = [];
  const refreshCalls: ReceivedRequest[] = [];
  const reuses: string[] = [];
  const accessTokens = new Set<string>();
  const refreshTokens = new Map<string, { family: number; used: boolean; revoked: boolean }>();
  let issued = 0;
  let families = 0;

  const issue = (family: number): Reply => {
    issued += 1;
    const access = `A${issued}`;
    const refresh = `R${issued}`;
    accessTokens.add(access);
    refreshTokens.set(refresh, { family, used: false, revoked: false });
    return {
      body: {
        access_token: access,
        refresh_token: refresh,
        expires_in: 7200,
        token_type: 'bearer',
        scope: 'read write',
      },
    };
  };

  const failure = (status: number, errorCode: string, extra: Record<string, unknown> = {}): Reply => ({
    status,
    headers: { 'x-span-id': `span-${errorCode.toLowerCase()}` },
    body: { status, errorCode, message: `server text for ${errorCode}`, error: 'invalid_grant', ...extra },
  });

  routes.set('POST /oauth/token', (request) => {
    const grant = new URLSearchParams([...request.query, ...request.form]);
    if (grant.get('grant_type') === 'refresh_token') {
      refreshCalls.push(request);
      const token = grant.get('refresh_token') ?? '';
      const stored = refreshTokens.get(token);
      if (!stored || stored.revoked) return failure(401, 'TOKEN_INVALID');
      if (stored.used) {
        reuses.push(token);
        for (const entry of refreshTokens.values()) if (entry.family === stored.family) entry.revoked = true;
        return failure(401, 'TOKEN_INVALID');
      }
      stored.used = true;
      return { ...issue(stored.family), delayMs: 30 };
    }
    // A third-party login in miniature: any grant that brings a code signs in.
    if (grant.get('grant_type') !== 'password') {
      if (!grant.get('code')) return failure(400, 'UNSUPPORTED_GRANT');
      families += 1;
      return issue(families);
    }
    if (grant.get('password') !== PASSWORD) return failure(400, 'BAD_CREDENTIALS', { remainingAttempts: 4 });
    families += 1;
    return issue(families);
  });

  const guarded =
    (body: unknown): Handler =>
    (request) =>
      request.bearer !== undefined && accessTokens.has(request.bearer)
        ? { body }
        : { status: 401, body: { errorCode: 'TOKEN_INVALID' } };
  routes.set('GET /api/account', guarded(user));
  routes.set('GET /api/language/list', () => ({ body: languages }));
  routes.set('GET /api/my/companies', guarded(companies));
  routes.set('GET /api/tenant/getById', guarded(tenant));
  routes.set('GET /api/company/configurations/user', guarded(configuration));
  routes.set('GET /api/function/profiles', guarded(tenantProfile));
  routes.set('GET /api/tenant/check/exsit/company/his', guarded(historic));

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const authorization = req.headers.authorization;
        const received: ReceivedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          form: new URLSearchParams(
            req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
              ? Buffer.concat(chunks).toString()
              : '',
          ),
          bearer: authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined,
        };
        requests.push(received);
        const handler = routes.get(`${received.method} ${received.path}`);
        const reply: Reply = handler
          ? await handler(received)
          : { status: 404, body: { errorCode: 'NOT_FOUND' } };
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (res.destroyed) return;
        const headers: Record<string, string> = { ...reply.headers };
        let body = '';
        if (typeof reply.body === 'string') body = reply.body;
        else if (reply.body !== undefined) {
          body = JSON.stringify(reply.body);
          headers['content-type'] ??= 'application/json';
        }
        res.writeHead(reply.status ?? 200, headers);
        res.end(body);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refreshCalls,
    reuses,
    route(method, path, handler) {
      routes.set(`${method.toUpperCase()} ${path}`, handler);
    },
    on: (path) => requests.filter((request) => request.path === path),
    expireAccessTokens: () => accessTokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Web Storage semantics over a Map: string values, null for a missing key. */
export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();

  constructor(entries: Iterable<readonly [string, string]> = []) {
    for (const [key, value] of entries) this.items.set(key, value);
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  /** A copy, as a tab opened from this one gets of its session storage. */
  copy(): MemoryStorage {
    return new MemoryStorage(this.items);
  }
}

let channels = 0;

/** A BroadcastChannel name no other test uses, for one test's tabs. */
export function uniqueChannelName(): string {
  channels += 1;
  return `opsdesk.session.test.${process.pid}.${channels}`;
}
