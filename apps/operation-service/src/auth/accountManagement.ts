import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import type { Principal } from '../http/principal';
import { loadRoleGrants } from './principal';

/**
 * Nobody manages an account that may do what they may not: editing it, setting its password,
 * unlocking or disabling it, or giving it roles. Otherwise `admin:write` alone would reach every
 * right there is (set the super administrator's password, then sign in as them). The roles count
 * whether or not their record is enabled now: a disabled role may be enabled again.
 */
export async function assertOutranks(
  db: Queryable,
  principal: Principal,
  roles: readonly string[],
): Promise<void> {
  if (principal.permitAll || roles.length === 0) return;
  const grants = await loadRoleGrants(db, roles);
  const beyond = grants.some(
    (grant) =>
      grant.permitAll || grant.authorities.some((authority) => !principal.authorities.has(authority)),
  );
  if (beyond) throw new ApiError(403, 'ACCOUNT_OUTRANKS_CALLER', 'ACCOUNT_OUTRANKS_CALLER');
}
