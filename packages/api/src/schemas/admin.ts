import { z } from 'zod';
import { menuTypes, roleCodes, type RoleCode } from '../permissions';
import { pageSchema } from './common';

/**
 * A console account as the admin screens show it (GET /api/admin/accounts): the login account
 * itself, without its password hash.
 */
export const adminAccountSchema = z.object({
  id: z.number().int().positive(),
  login: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** The mobile number (the spec calls it telephone). */
  telephone: z.string().nullable(),
  /** Role codes; an account may carry a code this console does not know, kept as it is. */
  roles: z.array(z.string()),
  /** The role names in the request's language, comma-separated. */
  rolesName: z.string(),
  tenantId: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  enabled: z.boolean(),
  /** ACTIVE, LEAVING or LEFT. */
  status: z.string(),
  /** Locked by failed logins right now. */
  locked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountPageSchema = pageSchema(adminAccountSchema);

/** A role with its authorities and the menus it sees (GET /api/admin/roles). */
export const adminRoleSchema = z.object({
  code: z.enum(roleCodes),
  permitAll: z.boolean(),
  /** Its accounts see only their own tenant's records: such an account needs a tenant. */
  tenantBound: z.boolean(),
  authorities: z.array(z.string()),
  views: z.array(z.object({ key: z.string(), menuType: z.enum(menuTypes), operateType: z.number().int() })),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

export const adminRoleListSchema = z.array(adminRoleSchema);

/** The filters of the account list: a keyword (login, name, e-mail, mobile), a role, enabled or not; paged. */
export interface AdminAccountQuery {
  readonly keyword?: string | undefined;
  readonly role?: RoleCode | undefined;
  readonly enabled?: boolean | undefined;
  readonly page?: number | undefined;
  readonly size?: number | undefined;
}

/** What an account is saved with (PUT); the login only when it is created. */
export interface AdminAccountFields {
  readonly name: string;
  readonly email?: string | undefined;
  readonly mobile?: string | undefined;
  readonly roles: readonly RoleCode[];
  readonly tenantId?: number | undefined;
  readonly companyId?: number | undefined;
  readonly enabled: boolean;
}

/** A new account (POST): its login and initial password besides its fields. */
export interface NewAdminAccount extends AdminAccountFields {
  readonly login: string;
  readonly password: string;
}
