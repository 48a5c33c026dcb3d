import type { Authority, RoleCode } from '@opsdesk/api';

/** Who is calling: the signed-in account, its roles and what they allow. */
export interface Principal {
  readonly accountId: number;
  readonly login: string;
  readonly name: string;
  readonly roles: readonly RoleCode[];
  readonly authorities: ReadonlySet<Authority>;
  /** The super administrator: every authority. */
  readonly permitAll: boolean;
  /** Set for tenant-bound accounts, which see only their own tenant's records. */
  readonly tenantId: number | null;
  readonly companyId: number | null;
  /** The request asked for tenant mode (`roleType=TENANT`): a tenant-bound account sees its whole tenant. */
  readonly tenantMode: boolean;
  readonly language: string;
}

export function hasAuthority(principal: Principal, authority: Authority): boolean {
  return principal.permitAll || principal.authorities.has(authority);
}
