import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertOutranks } from '../auth/accountManagement';
import { hashPassword } from '../auth/crypto';
import { assertPasswordPolicy } from '../auth/passwordPolicy';
import type { AccountRow } from '../auth/principal';
import type { Queryable } from '../db';
import { notFound } from '../http/errors';
import type { Principal } from '../http/principal';
import { access, route } from '../http/route';

/*
 * What an administrator does to a console account besides editing it (admin.ts): unlocking it after
 * too many failed logins, and setting a new password for it.
 */

/** A password set now stays valid this long, as password.ts sets them; an account without expiry keeps none. */
const PASSWORD_VALID_DAYS = 365;

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The policy is checked after parsing, so that every rule it fails names `newPassword`. */
const passwordBody = z.object({ newPassword: z.string().max(256) });

/** The account, locked for the update; 404 when there is none or it belongs to another tenant than the caller's. */
async function accountFor(tx: Queryable, principal: Principal, id: number) {
  const { rows } = await tx.query<Pick<AccountRow, 'id' | 'tenant_id' | 'password_expires_at' | 'roles'>>(
    'select id, tenant_id, password_expires_at, roles from account where id = $1 for update',
    [id],
  );
  const account = rows[0];
  if (!account || (principal.tenantId !== null && account.tenant_id !== principal.tenantId)) throw notFound();
  await assertOutranks(tx, principal, account.roles);
  return account;
}

export async function registerAdminAccountActionRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/admin/accounts/:id/unlock',
    access: access.anyOf('admin:write'),
    params: idParams,
    summary: 'Unlocks an account locked by failed logins: its failure count starts again.',
    handler: ({ params, principal }): Promise<void> =>
      db.transaction(async (tx) => {
        const account = await accountFor(tx, principal, params.id);
        await tx.query(
          `update account set failed_attempts = 0, last_failed_at = null, locked_until = null, updated_at = $2
            where id = $1`,
          [account.id, now()],
        );
      }),
  });

  route(app, {
    method: 'PUT',
    url: '/api/admin/accounts/:id/password',
    access: access.anyOf('admin:write'),
    params: idParams,
    body: passwordBody,
    summary:
      'An administrator sets a new password for an account (by the password rules); unlocks it and ends its sessions.',
    handler: async ({ params, body, principal }): Promise<void> => {
      assertPasswordPolicy(body.newPassword, 'newPassword');
      const passwordHash = await hashPassword(body.newPassword);
      const at = now();
      await db.transaction(async (tx) => {
        const account = await accountFor(tx, principal, params.id);
        const expiry =
          account.password_expires_at === null
            ? null
            : new Date(at.getTime() + PASSWORD_VALID_DAYS * 24 * 3600 * 1000);
        await tx.query(
          `update account set password_hash = $2, password_expires_at = $3, failed_attempts = 0,
             last_failed_at = null, locked_until = null, updated_at = $4 where id = $1`,
          [account.id, passwordHash, expiry, at],
        );
        // Whoever held a session held it with the old password: every session ends.
        await tx.query('delete from access_token where account_id = $1', [account.id]);
        await tx.query(
          'update refresh_token set revoked_at = $2 where account_id = $1 and revoked_at is null',
          [account.id, at],
        );
        // A reset under way would set the password back to something else: it is void now.
        await tx.query(
          'update password_reset_token set used_at = $2 where account_id = $1 and used_at is null',
          [account.id, at],
        );
      });
    },
  });
}
