import type { DownloadedFile, DownloadOptions, HttpClient, RequestOptions } from '@opsdesk/http';
import { z } from 'zod';
import { tenantResource } from '../resources/areas/tenant';
import { recordMetaSchema } from '../schemas/common';
import { postChecked } from './call';

// The button-level tenant operations of spec §6: create sandbox, delete (a sandbox), sync, and the
// two exports of the business tenant view. Each is its own server operation with its own
// authority, not a write through the generic resource API.

/** A tenant as stored: its fields, identity and audit columns. */
export const storedTenantSchema = recordMetaSchema.extend(tenantResource.shape);
export type StoredTenant = z.infer<typeof storedTenantSchema>;

/** The licence to-renew export: tenants whose licence ends within this many days from today. */
export const LICENCE_RENEWAL_DAYS = { default: 30, max: 365 } as const;
/** The expired-trial export: trials that ended within this many days before today. */
export const EXPIRED_TRIAL_DAYS = { default: 90, max: 730 } as const;

export const licenceRenewalExportQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(LICENCE_RENEWAL_DAYS.max).default(LICENCE_RENEWAL_DAYS.default),
});
export type LicenceRenewalExportQuery = z.input<typeof licenceRenewalExportQuerySchema>;

export const expiredTrialExportQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(EXPIRED_TRIAL_DAYS.max).default(EXPIRED_TRIAL_DAYS.default),
});
export type ExpiredTrialExportQuery = z.input<typeof expiredTrialExportQuerySchema>;

/** The tenant fields a sync derives from the tenant's orders and licence authorizations. */
export const tenantSyncedFields = ['licensed', 'licenceExpireDate'] as const;

/**
 * What a sync answers: the tenant (changed or not), the fields it changed (none when it was in
 * step already), and how many records it read of each source.
 */
export const tenantSyncResultSchema = z.object({
  tenant: storedTenantSchema,
  changedFields: z.array(z.enum(tenantSyncedFields)),
  sources: z.object({
    /** Contract orders marked paid. */
    paidOrders: z.number().int().nonnegative(),
    /** Marketplace orders (DingTalk, WeCom, Lark) paid. */
    paidPlatformOrders: z.number().int().nonnegative(),
    /** Licence authorizations granted (approved, or approved and since expired). */
    grantedAuthorizations: z.number().int().nonnegative(),
  }),
});
export type TenantSyncResult = z.infer<typeof tenantSyncResultSchema>;

const tenantPath = (id: number, action?: string) =>
  `/api/tenants/${encodeURIComponent(String(id))}${action ? `/${action}` : ''}`;

export const LICENCE_RENEWAL_EXPORT_PATH = '/api/tenants/licence-renewals/export';
export const EXPIRED_TRIAL_EXPORT_PATH = '/api/tenants/expired-trials/export';

/**
 * POST /api/tenants/:id/sandbox (`tenant:sandbox`): creates the sandbox of a production tenant, a
 * free copy named after it ("X（沙箱）", code `X-SB1`), linked to it. A 400 names the field when the
 * tenant is itself a sandbox or its enabled sandboxes fill its quota.
 */
export function createSandboxTenant(
  http: HttpClient,
  id: number,
  options?: RequestOptions,
): Promise<StoredTenant> {
  return postChecked(http, 'createSandboxTenant', tenantPath(id, 'sandbox'), storedTenantSchema, {}, options);
}

/**
 * DELETE /api/tenants/:id (`tenant:sandbox`): deletes a sandbox tenant and the records it holds. A
 * production tenant is refused with 400.
 */
export async function deleteSandboxTenant(
  http: HttpClient,
  id: number,
  options?: RequestOptions,
): Promise<void> {
  await http.delete(tenantPath(id), undefined, options);
}

/**
 * POST /api/tenants/:id/sync (`tenant:write`): sets the tenant's paid state and licence end from its
 * paid orders, paid marketplace orders and granted licence authorizations. Idempotent: a tenant in
 * step is answered unchanged.
 */
export function syncTenant(
  http: HttpClient,
  id: number,
  options?: RequestOptions,
): Promise<TenantSyncResult> {
  return postChecked(http, 'syncTenant', tenantPath(id, 'sync'), tenantSyncResultSchema, {}, options);
}

/**
 * The licence to-renew list as an .xlsx (`tenant:export`, identity verification first): paid,
 * enabled production tenants whose licence ends within `days` (default 30) from today.
 */
export function exportLicenceRenewals(
  http: HttpClient,
  query: LicenceRenewalExportQuery = {},
  options?: DownloadOptions,
): Promise<DownloadedFile> {
  return http.download(LICENCE_RENEWAL_EXPORT_PATH, query, { fileName: 'licence-renewals.xlsx', ...options });
}

/**
 * The expired-trial tenant activity list as an .xlsx (`tenant:export`, identity verification
 * first): free production tenants whose trial ended within `days` (default 90) before today, with
 * what they did during it.
 */
export function exportExpiredTrials(
  http: HttpClient,
  query: ExpiredTrialExportQuery = {},
  options?: DownloadOptions,
): Promise<DownloadedFile> {
  return http.download(EXPIRED_TRIAL_EXPORT_PATH, query, { fileName: 'expired-trials.xlsx', ...options });
}
