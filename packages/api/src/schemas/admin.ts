import { z } from 'zod';
import { menuTypes, type RoleCode } from '../permissions';
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

/**
 * A role with what it grants now and the menus it sees (GET /api/admin/roles): a product role or a
 * custom authority-role record, disabled ones included.
 */
export const adminRoleSchema = z.object({
  /** One of `roleCodes`, or the code of a custom authority-role record. */
  code: z.string().min(1),
  /** Its record's name; null for a product role without a record (named by the translation of its code). */
  name: z.string().nullable(),
  /** False for a disabled record: it grants nothing, and only an account already holding it keeps it. */
  enabled: z.boolean(),
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
  /** A role code: one of `roleCodes` or the code of an authority-role record. */
  readonly role?: RoleCode | (string & {}) | undefined;
  readonly enabled?: boolean | undefined;
  readonly page?: number | undefined;
  readonly size?: number | undefined;
}

/** What an account is saved with (PUT); the login only when it is created. */
export interface AdminAccountFields {
  readonly name: string;
  readonly email?: string | undefined;
  readonly mobile?: string | undefined;
  /**
   * Role codes: those of `roleCodes` and of enabled authority-role records. A code newly given must
   * grant (an enabled record, or a product role without one), else 400 naming `roles`; a code the
   * account already holds may stay whatever it is, so send every code it holds that is to remain.
   */
  readonly roles: readonly (RoleCode | (string & {}))[];
  readonly tenantId?: number | undefined;
  readonly companyId?: number | undefined;
  readonly enabled: boolean;
}

/** A new account (POST): its login and initial password besides its fields. */
export interface NewAdminAccount extends AdminAccountFields {
  readonly login: string;
  readonly password: string;
}
