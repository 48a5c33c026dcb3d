import {
  pageQuerySchema,
  translateValidationMessage,
  ValidationMessage,
  words,
  type ResourceDescriptor,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertOutranks } from '../auth/accountManagement';
import { hashPassword } from '../auth/crypto';
import { assertPasswordPolicy } from '../auth/passwordPolicy';
import {
  grantedViews,
  guardBuiltInRoles,
  loadEveryRoleGrant,
  loadRoleGrants,
  roleNamesOf,
  type RoleGrant,
} from '../auth/principal';
import type { ServiceLocale } from '../http/messages';
import type { Queryable } from '../db';
import { ApiError, badRequest, duplicate, forbidden, notFound } from '../http/errors';
import { hasAuthority, type Principal } from '../http/principal';
import { access, route } from '../http/route';
import { must } from '../must';
import { assertBindingExists, pageOf, Where } from '../resources/engine';

/** The console accounts of the provider's staff and of tenants, as the admin screens show them. */
interface AdminAccountRow {
  id: number;
  login: string;
  name: string;
  email: string | null;
  mobile: string | null;
  roles: string[];
  tenant_id: number | null;
  company_id: number | null;
  enabled: boolean;
  status: string;
  locked_until: Date | null;
  created_at: Date;
  updated_at: Date;
  total?: number;
}

function toAccount(row: AdminAccountRow, now: Date, locale: ServiceLocale, grants: readonly RoleGrant[]) {
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    email: row.email,
    telephone: row.mobile,
    roles: row.roles,
    rolesName: roleNamesOf(row.roles, grants, locale),
    tenantId: row.tenant_id,
    companyId: row.company_id,
    enabled: row.enabled,
    status: row.status,
    locked: row.locked_until !== null && row.locked_until > now,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A role code as authority-role records spell them; which codes exist is checked against the records. */
const roleCode = z.string().trim().min(1).max(40);

const roleList = z
  .array(roleCode)
  .min(1)
  .max(20)
  .transform((codes) => [...new Set(codes)]);

const accountBody = z.object({
  login: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9._-]{1,39}$/),
  name: z.string().trim().min(1).max(60),
  email: z.string().trim().toLowerCase().email().max(254).optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{6,15}$/)
    .optional(),
  roles: roleList,
  tenantId: z.number().int().positive().optional(),
  companyId: z.number().int().positive().optional(),
  enabled: z.boolean().default(true),
});

/** The policy is checked after parsing, so that every rule it fails names `password`. */
const createBody = accountBody.extend({ password: z.string().max(256) });
const updateBody = accountBody.omit({ login: true });

/** Assigning or changing roles is role management: only those with role:manage may do it. */
function assertMayAssign(principal: Principal, before: readonly string[], after: readonly string[]): void {
  const changed = before.length !== after.length || after.some((role) => !before.includes(role));
  if (changed && !hasAuthority(principal, 'role:manage')) throw forbidden();
}

/**
 * A role newly given to an account must be one that grants: an enabled authority-role record, or a
 * role of the product without a record. A role the account already holds may stay (a disabled one
 * grants nothing meanwhile), so that editing its other fields does not fail.
 */
async function assertAssignable(
  db: Queryable,
  before: readonly string[],
  after: readonly string[],
  locale: ServiceLocale,
): Promise<void> {
  const added = after.filter((role) => !before.includes(role));
  if (added.length === 0) return;
  const grants = await loadRoleGrants(db, added);
  const granting = new Set(grants.filter((grant) => grant.enabled).map((grant) => grant.code));
  if (added.every((role) => granting.has(role))) return;
  throw badRequest([
    { field: 'roles', message: translateValidationMessage(ValidationMessage.ROLE_UNAVAILABLE, locale) },
  ]);
}

/** The super administrator keeps role management: the last enabled one cannot lose the role or be disabled. */
async function assertSuperAdminRemains(
  db: Queryable,
  accountId: number,
  roles: readonly string[],
  enabled: boolean,
) {
  if (roles.includes('SUPER_ADMIN') && enabled) return;
  const { rows } = await db.query<{ others: number }>(
    "select count(*)::int as others from account where 'SUPER_ADMIN' = any(roles) and enabled and status <> 'LEFT' and id <> $1",
    [accountId],
  );
  if ((rows[0]?.others ?? 0) === 0) {
    throw new ApiError(400, 'SUPER_ADMIN_ROLE_MANAGEMENT', 'SUPER_ADMIN_ROLE_MANAGEMENT', {
      validationErrors: [{ field: 'roles', messageId: 'SUPER_ADMIN_ROLE_MANAGEMENT' }],
    });
  }
}

/** The labels of an account's fields, for the 409 of a login, e-mail or mobile number another account holds. */
const accountFields = {
  fields: {
    login: { label: words('登录名', 'Login name', 'ログイン名', '登入名稱', 'Nome di accesso') },
    email: { label: words('邮箱', 'E-mail', 'メールアドレス', '電子郵件', 'E-mail') },
    mobile: { label: words('手机号', 'Mobile number', '携帯電話番号', '手機號碼', 'Numero di cellulare') },
  },
} satisfies Pick<ResourceDescriptor, 'fields'>;

/**
 * 409 naming the field when another account (not `exceptId`) has the login, e-mail or mobile
 * number: a login by any of them must find one account.
 */
async function assertUniqueNames(
  db: Queryable,
  names: {
    readonly login?: string;
    readonly email?: string | undefined;
    readonly mobile?: string | undefined;
  },
  exceptId: number | null,
): Promise<void> {
  const { rows } = await db.query<{ login: boolean; email: boolean; mobile: boolean }>(
    `select coalesce(bool_or(login = $1), false) as login,
            coalesce(bool_or(lower(email) = $2), false) as email,
            coalesce(bool_or(mobile = $3), false) as mobile
       from account
      where (login = $1 or lower(email) = $2 or mobile = $3) and ($4::bigint is null or id <> $4)`,
    [names.login ?? null, names.email ?? null, names.mobile ?? null, exceptId],
  );
  const taken = (['login', 'email', 'mobile'] as const).filter((field) => rows[0]?.[field]);
  if (taken.length > 0) throw duplicate(taken, accountFields);
}

/** A tenant-bound administrator creates and edits accounts of their own tenant only. */
function assertOwnTenant(principal: Principal, tenantId: number | undefined): void {
  if (principal.tenantId !== null && tenantId !== undefined && tenantId !== principal.tenantId)
    throw forbidden();
}

/** The grants of the roles of some accounts, read at once: the names of roles the product does not know. */
const grantsOfRows = (db: Queryable, rows: readonly AdminAccountRow[]) =>
  loadRoleGrants(db, [...new Set(rows.flatMap((row) => row.roles))]);

export async function registerAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  guardBuiltInRoles();

  route(app, {
    method: 'GET',
    url: '/api/admin/roles',
    access: access.anyOf('admin:read'),
    summary:
      "Every role with what it grants now and the menus it sees: the product's roles (their authority-role records where there are), then the custom records, disabled ones included.",
    handler: async () =>
      (await loadEveryRoleGrant(db)).map((grant) => ({
        code: grant.code,
        name: grant.name,
        enabled: grant.enabled,
        // A disabled role grants nothing (its tenant binding still holds).
        permitAll: grant.enabled && grant.permitAll,
        tenantBound: grant.tenantBound,
        authorities: grant.enabled ? [...grant.authorities] : [],
        views: grantedViews([grant]),
      })),
  });

  route(app, {
    method: 'GET',
    url: '/api/admin/accounts',
    access: access.anyOf('admin:read'),
    query: pageQuerySchema.extend({
      keyword: z.string().trim().max(60).optional(),
      role: roleCode.optional(),
      enabled: z.enum(['true', 'false']).optional(),
    }),
    handler: async ({ query, principal, locale }) => {
      const where = new Where();
      if (principal.tenantId !== null) where.add(`tenant_id = ${where.param(principal.tenantId)}`);
      if (query.keyword) {
        const pattern = where.param(`%${query.keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
        where.add(
          `(login ilike ${pattern} or name ilike ${pattern} or email ilike ${pattern} or mobile ilike ${pattern})`,
        );
      }
      if (query.role) where.add(`${where.param(query.role)} = any(roles)`);
      if (query.enabled) where.add(`enabled = ${where.param(query.enabled === 'true')}`);
      const limit = where.param(query.size);
      const offset = where.param(query.page * query.size);
      const { rows } = await db.query<AdminAccountRow>(
        `select *, count(*) over () as total from account ${where} order by id limit ${limit} offset ${offset}`,
        where.params,
      );
      const now = app.services.now();
      const grants = await grantsOfRows(db, rows);
      return pageOf(
        rows.map((row) => toAccount(row, now, locale, grants)),
        rows[0]?.total ?? 0,
        query.page,
        query.size,
      );
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/admin/accounts',
    access: access.anyOf('admin:write'),
    body: createBody,
    handler: async ({ body, principal, reply, locale }) => {
      assertMayAssign(principal, [], body.roles);
      await assertOutranks(db, principal, body.roles);
      await assertAssignable(db, [], body.roles, locale);
      assertPasswordPolicy(body.password, 'password');
      assertOwnTenant(principal, body.tenantId);
      await assertBindingExists(db, body.tenantId, body.companyId);
      await assertUniqueNames(db, body, null);
      const { rows } = await db.query<AdminAccountRow>(
        `insert into account (login, name, email, mobile, password_hash, roles, tenant_id, company_id, enabled)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
        [
          body.login,
          body.name,
          body.email ?? null,
          body.mobile ?? null,
          await hashPassword(body.password),
          body.roles,
          body.tenantId ?? principal.tenantId,
          body.companyId ?? null,
          body.enabled,
        ],
      );
      const account = must(rows[0], 'the new account');
      const grants = await grantsOfRows(db, [account]);
      return reply.code(201).send(toAccount(account, app.services.now(), locale, grants));
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/admin/accounts/:id',
    access: access.anyOf('admin:write'),
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: updateBody,
    handler: ({ params, body, principal, locale }) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<AdminAccountRow>('select * from account where id = $1 for update', [
          params.id,
        ]);
        const current = rows[0];
        if (!current || (principal.tenantId !== null && current.tenant_id !== principal.tenantId))
          throw notFound();
        assertMayAssign(principal, current.roles, body.roles);
        await assertOutranks(tx, principal, [...current.roles, ...body.roles]);
        await assertAssignable(tx, current.roles, body.roles, locale);
        assertOwnTenant(principal, body.tenantId);
        await assertBindingExists(tx, body.tenantId, body.companyId);
        await assertUniqueNames(tx, body, current.id);
        await assertSuperAdminRemains(tx, current.id, body.roles, body.enabled);
        const { rows: updated } = await tx.query<AdminAccountRow>(
          `update account set name = $2, email = $3, mobile = $4, roles = $5, tenant_id = $6, company_id = $7,
             enabled = $8, updated_at = now() where id = $1 returning *`,
          [
            current.id,
            body.name,
            body.email ?? null,
            body.mobile ?? null,
            body.roles,
            body.tenantId ?? current.tenant_id,
            body.companyId ?? current.company_id,
            body.enabled,
          ],
        );
        // A disabled account or a changed role set ends the sessions the old rights were given to.
        if (!body.enabled || body.roles.join() !== current.roles.join()) {
          await tx.query('delete from access_token where account_id = $1', [current.id]);
          await tx.query(
            'update refresh_token set revoked_at = now() where account_id = $1 and revoked_at is null',
            [current.id],
          );
        }
        const account = must(updated[0], 'the updated account');
        return toAccount(account, app.services.now(), locale, await grantsOfRows(tx, [account]));
      }),
  });
}
