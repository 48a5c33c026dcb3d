import {
  isAuthority,
  isRoleCode,
  menuAuthorities,
  roleCodes,
  roles as roleDefinitions,
  type Authority,
  type MenuKey,
  type RoleCode,
  type View,
} from '@opsdesk/api';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { translate, type ServiceLocale } from '../http/messages';
import type { Principal } from '../http/principal';
import { onRecordWrite } from '../resources/engine';
import { sha256 } from './crypto';
import { rolesNameOf, viewsFor } from './views';

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
  return values.filter(isRoleCode);
}

/**
 * What one of an account's role codes gives it: the code's `authority-role` record when there is
 * one, else the role of that code in @opsdesk/api's `roles`; a code with neither gives nothing.
 */
export interface RoleGrant {
  readonly code: string;
  /** False for a disabled record: it grants nothing, though its tenant binding still holds. */
  readonly enabled: boolean;
  readonly permitAll: boolean;
  readonly tenantBound: boolean;
  readonly authorities: readonly Authority[];
  /** The menus a record shows; null for a role without a record, which shows every menu it may read. */
  readonly menuKeys: readonly MenuKey[] | null;
  /** The record's name (null without a record): a role the product does not know is shown by it. */
  readonly name: string | null;
}

const isMenuKey = (value: string): value is MenuKey => Object.hasOwn(menuAuthorities, value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A stored authority-role record as a grant; the fields are read as the resource schema writes them. */
function grantOfRecord(code: string, data: Record<string, unknown>): RoleGrant {
  return {
    code,
    enabled: data.enabled !== false,
    permitAll: data.permitAll === true,
    tenantBound: data.tenantBound === true,
    authorities: strings(data.authorities).filter(isAuthority),
    menuKeys: strings(data.menuKeys).filter(isMenuKey),
    name: typeof data.roleName === 'string' ? data.roleName : null,
  };
}

/** The grants of an account's role codes, given the authority-role records by code. */
export function roleGrantsOf(
  codes: readonly string[],
  records: ReadonlyMap<string, Record<string, unknown>> = new Map(),
): RoleGrant[] {
  return [...new Set(codes)].flatMap((code): RoleGrant[] => {
    const record = records.get(code);
    if (record) return [grantOfRecord(code, record)];
    if (!isRoleCode(code)) return [];
    const role = roleDefinitions[code];
    return [
      {
        code,
        enabled: true,
        permitAll: role.permitAll,
        tenantBound: role.tenantBound,
        authorities: role.authorities,
        menuKeys: null,
        name: null,
      },
    ];
  });
}

/*
 * The authority-role records are few and read on every call, but a query of resource_record costs
 * far more to plan than to run (the table carries the indexes of every resource). So they are kept
 * in memory per database, with the id of the latest authority-role history entry they were read at:
 * every write through the resource engine adds one, so comparing that id (a cheap query of
 * resource_history, folded into the token's query) tells whether they are still current, on this
 * instance and on any other writing to the same database. A role edit counts from the next call.
 */

/** The version of the authority-role records: the id of their latest history entry ('0' for none). */
const roleVersionSql =
  "coalesce((select max(h.id) from resource_history h where h.resource = 'authority-role'), 0)::text";

interface RoleRecords {
  readonly version: string;
  readonly byCode: ReadonlyMap<string, Record<string, unknown>>;
}

/** Per database (or transaction, which reads its own): the records last read. */
const roleRecordCache = new WeakMap<Queryable, RoleRecords>();

/** The authority-role records by code, read again unless those held are of `version`. */
async function roleRecords(
  db: Queryable,
  version: string,
): Promise<ReadonlyMap<string, Record<string, unknown>>> {
  const held = roleRecordCache.get(db);
  if (held?.version === version) return held.byCode;
  // The records and their version in one statement, so that they belong together.
  const { rows } = await db.query<{ version: string; records: Record<string, unknown>[] | null }>(
    `select ${roleVersionSql} as version,
            (select json_agg(r.data) from resource_record r where r.resource = 'authority-role') as records`,
  );
  const read: RoleRecords = {
    version: rows[0]?.version ?? version,
    byCode: new Map((rows[0]?.records ?? []).map((data) => [String(data.roleCode), data])),
  };
  roleRecordCache.set(db, read);
  return read.byCode;
}

/** The authority-role records by code as they stand now. */
async function currentRoleRecords(db: Queryable): Promise<ReadonlyMap<string, Record<string, unknown>>> {
  const { rows } = await db.query<{ version: string }>(`select ${roleVersionSql} as version`);
  return roleRecords(db, rows[0]?.version ?? '0');
}

/** The grants of some role codes as the records stand now. */
export async function loadRoleGrants(db: Queryable, codes: readonly string[]): Promise<RoleGrant[]> {
  return roleGrantsOf(codes, await currentRoleRecords(db));
}

/**
 * The grants of every role there is, as the records stand now: the product's roles in the order of
 * `roleCodes`, then the codes of the other authority-role records (custom roles) in code order.
 * Disabled records are included (`enabled` false).
 */
export async function loadEveryRoleGrant(db: Queryable): Promise<RoleGrant[]> {
  const records = await currentRoleRecords(db);
  const custom = [...records.keys()].filter((code) => !isRoleCode(code)).sort();
  return roleGrantsOf([...roleCodes, ...custom], records);
}

/**
 * Whether some grants bind their account to its tenant: any of them tenant-bound, a disabled one
 * included (a disabled role takes nothing away). The rule of the token check and of the login.
 */
function bindsToTenant(grants: readonly RoleGrant[]): boolean {
  return grants.some((grant) => grant.tenantBound);
}

/**
 * True when the account may hold a session right now (enabled, not left, not expired, and a tenant
 * when a role binds it to one). `grants` are its roles' (`loadRoleGrants`); without them its codes
 * are read as the product's roles alone, which knows no custom role.
 */
export function accountUsable(
  account: AccountRow,
  now: Date,
  grants: readonly RoleGrant[] = roleGrantsOf(account.roles),
): boolean {
  // A tenant-bound account without a tenant would see nothing safely: it holds no session at all.
  return (
    (!bindsToTenant(grants) || account.tenant_id !== null) &&
    account.enabled &&
    account.activated &&
    account.status !== 'LEFT' &&
    (account.account_expires_at === null || account.account_expires_at > now)
  );
}

export function principalOf(
  account: AccountRow,
  request: FastifyRequest | undefined,
  grants: readonly RoleGrant[] = roleGrantsOf(account.roles),
): Principal {
  const granting = grants.filter((grant) => grant.enabled);
  const query = (request?.query ?? {}) as Record<string, unknown>;
  return {
    accountId: account.id,
    login: account.login,
    name: account.name,
    roles: knownRoles(granting.map((grant) => grant.code)),
    authorities: new Set(granting.flatMap((grant) => grant.authorities)),
    permitAll: granting.some((grant) => grant.permitAll),
    // A disabled role takes nothing away: its tenant binding still holds.
    tenantId: bindsToTenant(grants) ? account.tenant_id : null,
    companyId: account.company_id,
    tenantMode: query.roleType === 'TENANT',
    language: account.language,
  };
}

/**
 * The first-level menus of some grants. Each granting role shows the menus its own authorities may
 * read (`viewsFor`), and a role with a record only those of them its `menuKeys` list (every
 * function, `permitAll`, shows them all); a menu that needs no authority (the dashboard) always
 * shows. Whether a shown menu may be changed follows all the authorities together.
 */
export function grantedViews(grants: readonly RoleGrant[]): View[] {
  const granting = grants.filter((grant) => grant.enabled);
  const shown = new Set<string>();
  for (const grant of granting) {
    const listed = grant.permitAll || grant.menuKeys === null ? null : new Set<string>(grant.menuKeys);
    for (const view of viewsFor(new Set(grant.authorities), grant.permitAll)) {
      if (!listed || listed.has(view.key)) shown.add(view.key);
    }
  }
  const authorities = new Set(granting.flatMap((grant) => grant.authorities));
  return viewsFor(
    authorities,
    granting.some((grant) => grant.permitAll),
  ).filter((view) => shown.has(view.key) || menuAuthorities[view.key as MenuKey].read === null);
}

/**
 * The names of an account's roles in the request's language: the product's roles by their
 * translated names, another role by its record's name (its code when it has none).
 */
export function roleNamesOf(
  codes: readonly string[],
  grants: readonly RoleGrant[],
  locale: ServiceLocale,
): string {
  const names = new Map(grants.map((grant) => [grant.code, grant.name]));
  return codes
    .map((code) => (isRoleCode(code) ? rolesNameOf([code], locale) : (names.get(code) ?? code)))
    .join(translate(locale, 'LOOKUP_LIST_SEPARATOR'));
}

/** The principal of a bearer token, or null when the token is unknown, expired or its account unusable. */
export async function authenticateToken(
  db: Queryable,
  token: string,
  request: FastifyRequest,
  now = new Date(),
) {
  // One query: the account, and the version of the authority-role records to check those held.
  const { rows } = await db.query<AccountRow & { role_version: string }>(
    `select a.*, ${roleVersionSql} as role_version
       from access_token t join account a on a.id = t.account_id
      where t.token_hash = $1 and t.expires_at > $2`,
    [sha256(token), now],
  );
  const [account] = rows;
  if (!account) return null;
  const grants = roleGrantsOf(account.roles, await roleRecords(db, account.role_version));
  return accountUsable(account, now, grants) ? principalOf(account, request, grants) : null;
}

const builtInRoleError = (field: string) =>
  new ApiError(400, 'BUILT_IN_ROLE', 'BUILT_IN_ROLE', {
    validationErrors: [{ field, messageId: 'BUILT_IN_ROLE' }],
  });

/**
 * The product's own roles stay: a built-in authority-role record is not deleted, keeps its code and
 * stays built in (a 400 naming the field, the write undone). Attached to the resource engine's writes.
 */
export function guardBuiltInRoles(): void {
  onRecordWrite('authority-role', async (db, write) => {
    if (write.action === 'DELETE') {
      const before = write.changes as Record<string, unknown>;
      if (before.builtIn === true) throw builtInRoleError('builtIn');
      return;
    }
    if (write.action !== 'UPDATE') return;
    const changed = write.changes as Record<string, readonly [unknown, unknown] | undefined>;
    if (!changed.roleCode && !changed.builtIn) return;
    let wasBuiltIn = changed.builtIn?.[0] === true;
    if (!changed.builtIn) {
      // builtIn did not change: the stored value (after the update) is the one before.
      const { rows } = await db.query<{ built_in: boolean | null }>(
        "select (data->>'builtIn')::boolean as built_in from resource_record where resource = 'authority-role' and id = $1",
        [write.recordId],
      );
      wasBuiltIn = rows[0]?.built_in === true;
    }
    if (!wasBuiltIn) return;
    throw builtInRoleError(changed.roleCode ? 'roleCode' : 'builtIn');
  });
}
