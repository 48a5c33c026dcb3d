import type { HttpClient, RequestOptions } from '@opsdesk/http';
import type { Page } from '../schemas/common';
import {
  adminAccountPageSchema,
  adminAccountSchema,
  adminRoleListSchema,
  type AdminAccount,
  type AdminAccountFields,
  type AdminAccountQuery,
  type AdminRole,
  type NewAdminAccount,
} from '../schemas/admin';
import { getChecked, postChecked, putChecked } from './call';

/** A page of the console accounts (admin:read); a tenant's administrator sees its tenant's only. */
export function listAdminAccounts(
  http: HttpClient,
  query: AdminAccountQuery = {},
  options?: RequestOptions,
): Promise<Page<AdminAccount>> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  return getChecked(
    http,
    'listAdminAccounts',
    '/api/admin/accounts',
    adminAccountPageSchema,
    params,
    options,
  );
}

/**
 * Every role with what it grants now and the menus it sees (admin:read): the product's roles in the
 * order of `roleCodes`, then the custom authority-role records by code, disabled ones included
 * (`enabled` false: they grant nothing and cannot be given to another account).
 */
export function listAdminRoles(http: HttpClient, options?: RequestOptions): Promise<AdminRole[]> {
  return getChecked(http, 'listAdminRoles', '/api/admin/roles', adminRoleListSchema, undefined, options);
}

/**
 * Creates an account (admin:write; assigning roles needs role:manage). A login or e-mail address
 * already taken fails with a 409 naming `login`; bad fields with a 400 naming each.
 */
export function createAdminAccount(
  http: HttpClient,
  account: NewAdminAccount,
  options?: RequestOptions,
): Promise<AdminAccount> {
  return postChecked(http, 'createAdminAccount', '/api/admin/accounts', adminAccountSchema, account, options);
}

/**
 * Saves an account's fields, enabled included (admin:write; changing roles needs role:manage). The
 * last enabled super administrator cannot lose SUPER_ADMIN nor be disabled: a 400
 * SUPER_ADMIN_ROLE_MANAGEMENT naming `roles`. Disabling it or changing its roles ends its sessions.
 */
export function updateAdminAccount(
  http: HttpClient,
  id: number,
  fields: AdminAccountFields,
  options?: RequestOptions,
): Promise<AdminAccount> {
  return putChecked(
    http,
    'updateAdminAccount',
    `/api/admin/accounts/${id}`,
    adminAccountSchema,
    fields,
    options,
  );
}

/** Unlocks an account locked by failed logins (admin:write). */
export async function unlockAdminAccount(
  http: HttpClient,
  id: number,
  options?: RequestOptions,
): Promise<void> {
  await http.post(`/api/admin/accounts/${id}/unlock`, undefined, options);
}

/**
 * Sets a new password for an account (admin:write): the password rules apply (a 400 naming
 * `newPassword` per rule failed); also unlocks the account and ends its sessions.
 */
export async function setAdminAccountPassword(
  http: HttpClient,
  id: number,
  newPassword: string,
  options?: RequestOptions,
): Promise<void> {
  await http.put(`/api/admin/accounts/${id}/password`, { newPassword }, options);
}
