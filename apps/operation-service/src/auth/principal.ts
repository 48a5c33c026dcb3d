import { authoritiesOf, roleCodes, roles as roleDefinitions, type RoleCode } from '@opsdesk/api';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import type { Principal } from '../http/principal';
import { sha256 } from './crypto';

export interface AccountRow {
  id: number;
  login: string;
  name: string;
  email: string | null;
  mobile: string | null;
  roles: string[];
  tenant_id: number | null;
  company_id: number | null;
  language: string;
  enabled: boolean;
  activated: boolean;
  status: 'ACTIVE' | 'LEAVING' | 'LEFT';
  account_expires_at: Date | null;
  password_expires_at: Date | null;
  failed_attempts: number;
  last_failed_at: Date | null;
  locked_until: Date | null;
  password_hash: string;
  profile: Record<string, unknown>;
}

export function knownRoles(values: readonly string[]): RoleCode[] {
  return values.filter((value): value is RoleCode => (roleCodes as readonly string[]).includes(value));
}

/** True when the account may hold a session right now (enabled, not left, not expired). */
export function accountUsable(account: AccountRow, now: Date): boolean {
  // A tenant-bound account without a tenant would see nothing safely: it holds no session at all.
  const bound = knownRoles(account.roles).some((role) => roleDefinitions[role].tenantBound);
  return (
    (!bound || account.tenant_id !== null) &&
    account.enabled &&
    account.activated &&
    account.status !== 'LEFT' &&
    (account.account_expires_at === null || account.account_expires_at > now)
  );
}

export function principalOf(account: AccountRow, request: FastifyRequest | undefined): Principal {
  const roles = knownRoles(account.roles);
  const query = (request?.query ?? {}) as Record<string, unknown>;
  return {
    accountId: account.id,
    login: account.login,
    name: account.name,
    roles,
    authorities: new Set(authoritiesOf(roles)),
    permitAll: roles.some((role) => roleDefinitions[role].permitAll),
    tenantId: roles.some((role) => roleDefinitions[role].tenantBound) ? account.tenant_id : null,
    companyId: account.company_id,
    tenantMode: query.roleType === 'TENANT',
    language: account.language,
  };
}

/** The principal of a bearer token, or null when the token is unknown, expired or its account unusable. */
export async function authenticateToken(
  db: Queryable,
  token: string,
  request: FastifyRequest,
  now = new Date(),
) {
  const { rows } = await db.query<AccountRow>(
    `select a.* from access_token t join account a on a.id = t.account_id
      where t.token_hash = $1 and t.expires_at > $2`,
    [sha256(token), now],
  );
  const [account] = rows;
  return account && accountUsable(account, now) ? principalOf(account, request) : null;
}
