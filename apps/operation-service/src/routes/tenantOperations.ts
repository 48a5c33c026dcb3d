import {
  EXPIRED_TRIAL_EXPORT_PATH,
  expiredTrialExportQuerySchema,
  EXPORT_MAX_LINES,
  LICENCE_RENEWAL_EXPORT_PATH,
  licenceRenewalExportQuerySchema,
  tenantControlResource,
  tenantResource,
  VERIFICATION_TOKEN_HEADER,
  type TenantSyncResult,
} from '@opsdesk/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable, SqlValue } from '../db';
import { ApiError } from '../http/errors';
import type { ServiceLocale } from '../http/messages';
import type { Principal } from '../http/principal';
import { access, route, validate } from '../http/route';
import {
  assertTenantAccess,
  createRecord,
  deleteRecord,
  getRecord,
  onRecordWrite,
  updateRecord,
  type StoredRecord,
  type WriteContext,
} from '../resources/engine';
import { resourceNamed } from '../resources/setup';
import { writeWorkbook, XLSX_CONTENT_TYPE, type SheetCell } from '../xlsx/workbook';
import { contentDisposition } from './transfer';
import { isVerificationTokenValid } from './verification';
import { fieldsOf } from '../resources/recordFields';

/*
 * The button-level tenant operations of spec §6, each a server operation with its own authority:
 * - create sandbox (tenant maintenance, business tenant detail): `tenant:sandbox`;
 * - delete tenant (sandbox management), for sandboxes only: `tenant:sandbox`;
 * - sync (business tenant detail): the tenant's paid state and licence end from its paid orders,
 *   paid marketplace orders and granted licence authorizations: `tenant:write`;
 * - the licence to-renew list and the expired-trial tenant activity list (business tenant view),
 *   exported as .xlsx behind identity verification like every export: `tenant:export`.
 */

type Texts = Readonly<Record<ServiceLocale, string>>;

/** The sandbox suffixes of tenant names: "X（沙箱）", "X（沙箱 2）", "X (Sandbox)", "X（サンドボックス）". */
const SANDBOX_SUFFIX = /^\s*[（(]\s*(沙箱|Sandbox|サンドボックス)\s*(\d*)\s*[)）]\s*$/i;

/** Whether a tenant name is that of a sandbox of the named tenant (sandboxes made before the link). */
export function isSandboxNameOf(parentName: string, candidate: unknown): boolean {
  if (typeof candidate !== 'string' || !candidate.startsWith(parentName)) return false;
  return SANDBOX_SUFFIX.test(candidate.slice(parentName.length));
}

const TENANT_NAME_MAX = 100;
const TENANT_CODE_MAX = 32;

/** The n-th sandbox name of a tenant: "X（沙箱）", then "X（沙箱 2）"..., within the name's 100 characters. */
export function sandboxNameOf(parentName: string, n: number): string {
  const suffix = n === 1 ? '（沙箱）' : `（沙箱 ${n}）`;
  return `${parentName.slice(0, TENANT_NAME_MAX - suffix.length)}${suffix}`;
}

/** The n-th sandbox code of a tenant: `{code}-SB{n}`, within the code's 32 characters. */
export function sandboxCodeOf(parentCode: string, n: number): string {
  const suffix = `-SB${n}`;
  return `${parentCode.slice(0, TENANT_CODE_MAX - suffix.length)}${suffix}`;
}

/** A sandbox's quota when the tenant's controls were never set: the control schema's default. */
const DEFAULT_SANDBOX_QUOTA = tenantControlResource.shape.sandboxQuota.parse(undefined);

/** A calendar date `days` after another (negative: before), both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The tenant of the route, locked for the transaction; 404 when there is none, 403 for another tenant's account. */
async function lockedTenant(tx: Queryable, principal: Principal, id: number): Promise<StoredRecord> {
  assertTenantAccess(principal, id);
  return getRecord(tx, tenantResource, principal, id, true);
}

const refusal = (
  field: string,
  messageId: 'TENANT_SANDBOX_OF_SANDBOX' | 'TENANT_SANDBOX_QUOTA_REACHED' | 'TENANT_NOT_SANDBOX',
  values?: Record<string, string | number>,
) =>
  new ApiError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', {
    validationErrors: [{ field, messageId, ...(values && { values }) }],
  });

// ---- Sandboxes -------------------------------------------------------------------------------

interface TenantRow {
  id: number;
  data: Record<string, unknown>;
}

/**
 * The sandboxes of a tenant: those linked to it (`sourceTenantId`), and, for sandboxes made before
 * the link existed, those named after it with a sandbox suffix.
 */
async function sandboxesOf(tx: Queryable, parent: StoredRecord): Promise<TenantRow[]> {
  const parentName = String(parent.tenantName);
  const { rows } = await tx.query<TenantRow>(
    `select id, data from resource_record
      where resource = 'tenant' and (data->>'sandbox')::boolean is true
        and (data->>'sourceTenantId' = $1
             or (data->>'sourceTenantId' is null and left(data->>'tenantName', length($2)) = $2))`,
    [String(parent.id), parentName],
  );
  return rows.filter(
    (row) => row.data.sourceTenantId !== undefined || isSandboxNameOf(parentName, row.data.tenantName),
  );
}

/** The tenant's sandbox quota: its controls' `sandboxQuota`, else the schema's default. */
async function sandboxQuotaOf(tx: Queryable, tenantId: number): Promise<number> {
  const { rows } = await tx.query<{ quota: string | null }>(
    `select data->>'sandboxQuota' as quota from resource_record
      where resource = 'tenant-control' and tenant_id = $1 limit 1`,
    [tenantId],
  );
  const quota = Number(rows[0]?.quota ?? DEFAULT_SANDBOX_QUOTA);
  return Number.isFinite(quota) ? quota : DEFAULT_SANDBOX_QUOTA;
}

/** The first sandbox number, from `from` on, whose name and code no tenant has yet. */
async function freeSandboxNumber(tx: Queryable, parent: StoredRecord, from: number): Promise<number> {
  const parentName = String(parent.tenantName);
  const parentCode = String(parent.tenantCode);
  const { rows } = await tx.query<{ name: string | null; code: string | null }>(
    `select data->>'tenantName' as name, upper(data->>'tenantCode') as code from resource_record
      where resource = 'tenant'
        and (left(data->>'tenantName', length($1)) = $1 or left(upper(data->>'tenantCode'), length($2)) = $2)`,
    [parentName.slice(0, TENANT_NAME_MAX - 8), parentCode.toUpperCase().slice(0, TENANT_CODE_MAX - 5)],
  );
  const names = new Set(rows.map((row) => row.name));
  const codes = new Set(rows.map((row) => row.code));
  let n = from;
  while (names.has(sandboxNameOf(parentName, n)) || codes.has(sandboxCodeOf(parentCode, n).toUpperCase()))
    n += 1;
  return n;
}

/**
 * Creates the sandbox of a production tenant, in the caller's transaction: a free copy of its
 * fields (region, cloud, group, contact, licence end...), named and coded after it, linked to it
 * by `sourceTenantId`. Refuses a sandbox's sandbox and a tenant whose enabled sandboxes fill its
 * quota (its controls' `sandboxQuota`, 1 by default).
 */
async function createSandbox(
  tx: Queryable,
  parentId: number,
  context: WriteContext,
  locale: ServiceLocale,
): Promise<StoredRecord> {
  const parent = await lockedTenant(tx, context.principal, parentId);
  if (parent.sandbox === true) throw refusal('sandbox', 'TENANT_SANDBOX_OF_SANDBOX');
  const existing = await sandboxesOf(tx, parent);
  const enabled = existing.filter((row) => row.data.enabled !== false).length;
  const quota = await sandboxQuotaOf(tx, parent.id);
  if (enabled >= quota)
    throw refusal('sandboxQuota', 'TENANT_SANDBOX_QUOTA_REACHED', { count: enabled, quota });
  const n = await freeSandboxNumber(tx, parent, existing.length + 1);
  const data = validate(
    tenantResource.schema,
    {
      ...fieldsOf(parent),
      tenantName: sandboxNameOf(String(parent.tenantName), n),
      tenantCode: sandboxCodeOf(String(parent.tenantCode), n),
      licensed: 0,
      sandbox: true,
      enabled: true,
      sourceTenantId: parent.id,
    },
    locale,
  );
  return createRecord(tx, tenantResource, data, context);
}

/** Refuses the deletion of a production tenant (400 on `sandbox`): only sandboxes are deleted. */
export function assertSandboxDeletable(tenant: Readonly<Record<string, unknown>>): void {
  if (tenant.sandbox !== true) throw refusal('sandbox', 'TENANT_NOT_SANDBOX');
}

/**
 * Keeps production tenants on every deletion of a tenant record, the generic resource route's
 * (`tenant:delete`) too: the deletion of a non-sandbox tenant is refused and undone. A sandbox's
 * deletion, by either route, takes the records it holds with it (see `removeHeldRecords`).
 */
export function guardProductionTenants(): void {
  onRecordWrite('tenant', async (db, write) => {
    if (write.action !== 'DELETE') return;
    assertSandboxDeletable(write.changes as Record<string, unknown>);
    await removeHeldRecords(db, write.recordId, write.context);
  });
}

/**
 * Deletes the records a (deleted) sandbox tenant held: its tenant- and company-bound records of
 * every resource, each deletion in the history, and its function profile.
 */
async function removeHeldRecords(tx: Queryable, id: number, context: WriteContext): Promise<void> {
  const { rows } = await tx.query<{ id: number; resource: string }>(
    `select id, resource from resource_record where tenant_id = $1 and resource <> 'tenant' order by id desc`,
    [id],
  );
  for (const row of rows) {
    const resource = resourceNamed(row.resource);
    // Provider records that only name the tenant (a registration opened as it) are not its own.
    if (!resource || resource.scope === 'global') continue;
    await deleteRecord(tx, resource, row.id, context);
  }
  await tx.query(`delete from function_profile where role_type = 'TENANT' and tenant_id = $1`, [id]);
}

/**
 * Deletes a sandbox tenant and the records it holds (the tenant hook above removes them in the same
 * transaction). A production tenant is refused.
 */
async function deleteSandbox(tx: Queryable, id: number, context: WriteContext): Promise<void> {
  assertSandboxDeletable(await lockedTenant(tx, context.principal, id));
  await deleteRecord(tx, tenantResource, id, context);
}

// ---- Sync ------------------------------------------------------------------------------------

interface SyncSources {
  readonly paidOrders: number;
  readonly paidPlatformOrders: number;
  readonly grantedAuthorizations: number;
  /** A formal licence was granted (approved, possibly expired since). */
  readonly formalLicence: boolean;
  /** The latest end among the paid orders, paid marketplace orders and granted authorizations. */
  readonly latestEnd: string | null;
}

async function syncSourcesOf(tx: Queryable, tenantId: number): Promise<SyncSources> {
  const { rows } = await tx.query<{
    paid_orders: number;
    paid_platform_orders: number;
    granted: number;
    formal: boolean | null;
    latest_end: string | null;
  }>(
    `select
       count(*) filter (where resource = 'order') as paid_orders,
       count(*) filter (where resource = 'tenant-platform-order') as paid_platform_orders,
       count(*) filter (where resource = 'tenant-authorization') as granted,
       bool_or(resource = 'tenant-authorization' and data->>'authorizationType' = 'FORMAL') as formal,
       max(case resource
             when 'order' then data->>'expireDate'
             when 'tenant-platform-order' then data->>'serviceEnd'
             else data->>'endDate' end) as latest_end
     from resource_record
     where tenant_id = $1
       and ((resource in ('order', 'tenant-platform-order') and data->>'orderStatus' = 'PAID')
            or (resource = 'tenant-authorization' and data->>'status' in ('APPROVED', 'EXPIRED')))`,
    [tenantId],
  );
  const row = rows[0];
  return {
    paidOrders: Number(row?.paid_orders ?? 0),
    paidPlatformOrders: Number(row?.paid_platform_orders ?? 0),
    grantedAuthorizations: Number(row?.granted ?? 0),
    formalLicence: row?.formal === true,
    latestEnd: row?.latest_end ?? null,
  };
}

/**
 * The licence fields a tenant's sources give: paid (1) when anything was paid for or a formal
 * licence granted, else free (0); the licence ends at the latest end among them. A tenant without
 * any source keeps what it has (nothing to sync from).
 */
export function syncedLicence(sources: SyncSources): { licensed: 0 | 1; licenceExpireDate: string } | null {
  if (sources.latestEnd === null) return null;
  const paid = sources.paidOrders > 0 || sources.paidPlatformOrders > 0 || sources.formalLicence;
  return { licensed: paid ? 1 : 0, licenceExpireDate: sources.latestEnd };
}

async function syncTenant(tx: Queryable, id: number, context: WriteContext): Promise<TenantSyncResult> {
  const tenant = await lockedTenant(tx, context.principal, id);
  const sources = await syncSourcesOf(tx, id);
  const counts = {
    paidOrders: sources.paidOrders,
    paidPlatformOrders: sources.paidPlatformOrders,
    grantedAuthorizations: sources.grantedAuthorizations,
  };
  const licence = syncedLicence(sources);
  const changedFields = licence
    ? (['licensed', 'licenceExpireDate'] as const).filter((field) => tenant[field] !== licence[field])
    : [];
  if (!licence || changedFields.length === 0) {
    return { tenant: tenant as TenantSyncResult['tenant'], changedFields: [], sources: counts };
  }
  const updated = await updateRecord(
    tx,
    tenantResource,
    tenant.id,
    tenant.version,
    { ...fieldsOf(tenant), ...licence },
    context,
  );
  return {
    tenant: updated as TenantSyncResult['tenant'],
    changedFields: [...changedFields],
    sources: counts,
  };
}

// ---- Exports ---------------------------------------------------------------------------------

const texts = {
  licenceRenewalFile: {
    'zh-CN': '待续费授权清单',
    en: 'Licences to renew',
    ja: '更新予定ライセンス一覧',
    'zh-TW': '待續費授權清單',
    it: 'Licenze da rinnovare',
  },
  expiredTrialFile: {
    'zh-CN': '试用到期租户活跃清单',
    en: 'Expired trial tenant activity',
    ja: '試用期限切れテナントの利用状況',
    'zh-TW': '試用到期租戶活躍清單',
    it: 'Attività dei tenant con prova scaduta',
  },
  tenantCode: {
    'zh-CN': '租户编码',
    en: 'Tenant code',
    ja: 'テナントコード',
    'zh-TW': '租戶編碼',
    it: 'Codice tenant',
  },
  tenantName: {
    'zh-CN': '租户名称',
    en: 'Tenant name',
    ja: 'テナント名',
    'zh-TW': '租戶名稱',
    it: 'Nome tenant',
  },
  tenantGroupCode: {
    'zh-CN': '租户分组',
    en: 'Tenant group',
    ja: 'テナントグループ',
    'zh-TW': '租戶分組',
    it: 'Gruppo di tenant',
  },
  region: { 'zh-CN': '区域', en: 'Region', ja: 'リージョン', 'zh-TW': '區域', it: 'Regione' },
  cloudEnv: {
    'zh-CN': '云环境',
    en: 'Cloud environment',
    ja: 'クラウド環境',
    'zh-TW': '雲環境',
    it: 'Ambiente cloud',
  },
  licenceExpireDate: {
    'zh-CN': '授权到期日',
    en: 'Licence expires',
    ja: 'ライセンス期限',
    'zh-TW': '授權到期日',
    it: 'Scadenza licenza',
  },
  daysLeft: {
    'zh-CN': '剩余天数',
    en: 'Days left',
    ja: '残り日数',
    'zh-TW': '剩餘天數',
    it: 'Giorni rimanenti',
  },
  authorizedSeats: {
    'zh-CN': '授权席位',
    en: 'Licensed seats',
    ja: 'ライセンス席数',
    'zh-TW': '授權席位',
    it: 'Posti in licenza',
  },
  serviceLevel: {
    'zh-CN': '服务等级',
    en: 'Service level',
    ja: 'サービスレベル',
    'zh-TW': '服務等級',
    it: 'Livello di servizio',
  },
  salesOwner: {
    'zh-CN': '销售负责人',
    en: 'Sales owner',
    ja: '営業担当',
    'zh-TW': '銷售負責人',
    it: 'Commerciale',
  },
  customerSuccessManager: {
    'zh-CN': '客户成功经理',
    en: 'Customer success manager',
    ja: 'カスタマーサクセス担当',
    'zh-TW': '客戶成功經理',
    it: 'Customer success manager',
  },
  contactName: { 'zh-CN': '联系人', en: 'Contact', ja: '担当者', 'zh-TW': '聯絡人', it: 'Referente' },
  contactMobile: {
    'zh-CN': '联系人手机',
    en: 'Contact mobile',
    ja: '担当者携帯',
    'zh-TW': '聯絡人手機',
    it: 'Cellulare referente',
  },
  contactEmail: {
    'zh-CN': '联系人邮箱',
    en: 'Contact e-mail',
    ja: '担当者メール',
    'zh-TW': '聯絡人信箱',
    it: 'E-mail referente',
  },
  trialStart: {
    'zh-CN': '试用开始日',
    en: 'Trial started',
    ja: '試用開始日',
    'zh-TW': '試用開始日',
    it: 'Inizio prova',
  },
  trialEnd: {
    'zh-CN': '试用到期日',
    en: 'Trial ended',
    ja: '試用終了日',
    'zh-TW': '試用到期日',
    it: 'Fine prova',
  },
  daysSinceEnd: {
    'zh-CN': '到期天数',
    en: 'Days since it ended',
    ja: '終了からの日数',
    'zh-TW': '到期天數',
    it: 'Giorni dalla fine',
  },
  enabled: { 'zh-CN': '启用', en: 'Enabled', ja: '有効', 'zh-TW': '啟用', it: 'Abilitato' },
  staff: { 'zh-CN': '员工数', en: 'Staff', ja: '従業員数', 'zh-TW': '員工數', it: 'Dipendenti' },
  peakActiveUsers: {
    'zh-CN': '月活跃用户峰值',
    en: 'Peak monthly active users',
    ja: '月間アクティブユーザー最大',
    'zh-TW': '月活躍使用者峰值',
    it: 'Picco utenti attivi mensili',
  },
  logins: { 'zh-CN': '登录次数', en: 'Logins', ja: 'ログイン回数', 'zh-TW': '登入次數', it: 'Accessi' },
  expenseReports: {
    'zh-CN': '报销单数',
    en: 'Expense reports',
    ja: '経費精算書数',
    'zh-TW': '報銷單數',
    it: 'Note spese',
  },
  travelOrders: {
    'zh-CN': '差旅订单数',
    en: 'Travel orders',
    ja: '出張手配数',
    'zh-TW': '差旅訂單數',
    it: 'Ordini di viaggio',
  },
  lastActiveMonth: {
    'zh-CN': '最后活跃月份',
    en: 'Last active month',
    ja: '最終利用月',
    'zh-TW': '最後活躍月份',
    it: 'Ultimo mese attivo',
  },
  lastTouchDate: {
    'zh-CN': '最近触客日期',
    en: 'Last contact',
    ja: '最終接点日',
    'zh-TW': '最近觸客日期',
    it: 'Ultimo contatto',
  },
  lastTouchResult: {
    'zh-CN': '最近触客结果',
    en: 'Last contact result',
    ja: '最終接点の結果',
    'zh-TW': '最近觸客結果',
    it: 'Esito ultimo contatto',
  },
} as const satisfies Record<string, Texts>;

type Column = Exclude<keyof typeof texts, 'licenceRenewalFile' | 'expiredTrialFile'>;

const renewalColumns = [
  'tenantCode',
  'tenantName',
  'tenantGroupCode',
  'region',
  'cloudEnv',
  'licenceExpireDate',
  'daysLeft',
  'authorizedSeats',
  'serviceLevel',
  'salesOwner',
  'customerSuccessManager',
  'contactName',
  'contactMobile',
  'contactEmail',
] as const satisfies readonly Column[];

const expiredTrialColumns = [
  'tenantCode',
  'tenantName',
  'tenantGroupCode',
  'region',
  'trialStart',
  'trialEnd',
  'daysSinceEnd',
  'enabled',
  'staff',
  'peakActiveUsers',
  'logins',
  'expenseReports',
  'travelOrders',
  'lastActiveMonth',
  'lastTouchDate',
  'lastTouchResult',
  'contactName',
  'contactMobile',
  'contactEmail',
] as const satisfies readonly Column[];

type ExportRow<C extends readonly Column[]> = Record<C[number], SheetCell>;

const text = (value: unknown): SheetCell => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number => Number(value ?? 0) || 0;

interface RenewalRow extends TenantRow {
  seats: number | null;
  service: Record<string, unknown> | null;
}

interface ExpiredTrialRow extends TenantRow {
  created_at: Date;
  staff: number;
  peak: number | null;
  logins: string | null;
  reports: string | null;
  travel: string | null;
  last_month: string | null;
  trial_start: string | null;
  touch_date: string | null;
  touch_result: string | null;
}

/** The tenants a tenant-bound account may export: its own only. */
function scopeOf(principal: Principal, params: SqlValue[]): string {
  if (principal.tenantId === null) return '';
  params.push(principal.tenantId);
  return ` and t.id = $${params.length}`;
}

const capReached = (found: number) =>
  new ApiError(400, 'EXPORT_CAP_REACHED', 'EXPORT_CAP_REACHED', {
    values: { limit: EXPORT_MAX_LINES, count: found },
    extra: { limit: EXPORT_MAX_LINES, count: found },
  });

/** The tenants of an export, counted first: a list past the cap reads nothing more. */
async function exportTenants<Row>(
  db: Queryable,
  where: string,
  params: readonly SqlValue[],
  select: (where: string, limit: string) => string,
): Promise<Row[]> {
  const counted = await db.query<{ total: number }>(
    `select count(*) as total from resource_record t where ${where}`,
    params,
  );
  const total = Number(counted.rows[0]?.total ?? 0);
  if (total > EXPORT_MAX_LINES) throw capReached(total);
  const { rows } = await db.query<Row>(select(where, `$${params.length + 1}`), [
    ...params,
    EXPORT_MAX_LINES + 1,
  ]);
  // Tenants written since the count can push the list past the cap.
  if (rows.length > EXPORT_MAX_LINES) throw capReached(rows.length);
  return rows;
}

/**
 * Paid, enabled production tenants whose licence ends from today to `days` later, the soonest
 * first, with the seats of their latest formal licence and who serves them.
 */
async function licenceRenewalRows(
  db: Queryable,
  principal: Principal,
  today: string,
  days: number,
): Promise<ExportRow<typeof renewalColumns>[]> {
  const params: SqlValue[] = [today, addDays(today, days)];
  const where = `t.resource = 'tenant' and (t.data->>'sandbox')::boolean is not true
      and (t.data->>'licensed')::numeric = 1 and (t.data->>'enabled')::boolean is not false
      and t.data->>'licenceExpireDate' between $1 and $2${scopeOf(principal, params)}`;
  const rows = await exportTenants<RenewalRow>(
    db,
    where,
    params,
    (clause, limit) => `select t.id, t.data, a.seats, s.data as service
       from resource_record t
       left join lateral (
         select (data->>'authorizedSeats')::numeric as seats from resource_record
          where resource = 'tenant-authorization' and tenant_id = t.id
            and data->>'authorizationType' = 'FORMAL' and data->>'status' in ('APPROVED', 'EXPIRED')
          order by data->>'endDate' desc, id desc limit 1) a on true
       left join lateral (
         select data from resource_record
          where resource = 'tenant-service-info' and tenant_id = t.id limit 1) s on true
       where ${clause}
       order by t.data->>'licenceExpireDate' asc, t.data->>'tenantCode' asc
       limit ${limit}`,
  );
  return rows.map(({ data, seats, service }) => ({
    tenantCode: text(data.tenantCode),
    tenantName: text(data.tenantName),
    tenantGroupCode: text(data.tenantGroupCode),
    region: text(data.region),
    cloudEnv: text(data.cloudEnv),
    licenceExpireDate: text(data.licenceExpireDate),
    daysLeft: daysBetween(today, String(data.licenceExpireDate)),
    authorizedSeats: seats === null ? null : Number(seats),
    serviceLevel: text(service?.serviceLevel),
    salesOwner: text(service?.salesOwner),
    customerSuccessManager: text(service?.customerSuccessManager),
    contactName: text(data.contactName),
    contactMobile: text(data.contactMobile),
    contactEmail: text(data.contactEmail),
  }));
}

/**
 * Free production tenants whose trial (licence) ended within `days` before today, the latest
 * first, with what they did: staff on record, their usage over the trial's months, and the last
 * contact the provider's staff had with them.
 */
async function expiredTrialRows(
  db: Queryable,
  principal: Principal,
  today: string,
  days: number,
): Promise<ExportRow<typeof expiredTrialColumns>[]> {
  const params: SqlValue[] = [addDays(today, -days), today];
  const where = `t.resource = 'tenant' and (t.data->>'sandbox')::boolean is not true
      and (t.data->>'licensed')::numeric = 0
      and t.data->>'licenceExpireDate' >= $1 and t.data->>'licenceExpireDate' < $2${scopeOf(principal, params)}`;
  const rows = await exportTenants<ExpiredTrialRow>(
    db,
    where,
    params,
    (clause, limit) => `select t.id, t.data, t.created_at,
         (select count(*) from resource_record s
           where s.resource = 'staff' and s.tenant_id = t.id and s.data->>'status' <> 'LEFT') as staff,
         u.peak, u.logins, u.reports, u.travel, u.last_month, a.trial_start,
         c.touch_date, c.touch_result
       from resource_record t
       left join lateral (
         select max((data->>'activeUsers')::numeric) as peak,
                sum((data->>'loginCount')::numeric) as logins,
                sum((data->>'expenseReports')::numeric) as reports,
                sum((data->>'travelOrders')::numeric) as travel,
                max(data->>'statMonth') filter (where (data->>'activeUsers')::numeric > 0) as last_month
           from resource_record
          where resource = 'tenant-usage-snapshot' and tenant_id = t.id) u on true
       left join lateral (
         select min(data->>'startDate') as trial_start from resource_record
          where resource = 'tenant-authorization' and tenant_id = t.id
            and data->>'authorizationType' = 'TRIAL') a on true
       left join lateral (
         select data->>'touchDate' as touch_date, data->>'result' as touch_result from resource_record
          where resource = 'touch-customer-log' and tenant_id = t.id
          order by data->>'touchDate' desc, id desc limit 1) c on true
       where ${clause}
       order by t.data->>'licenceExpireDate' desc, t.data->>'tenantCode' asc
       limit ${limit}`,
  );
  return rows.map((row) => {
    const { data } = row;
    return {
      tenantCode: text(data.tenantCode),
      tenantName: text(data.tenantName),
      tenantGroupCode: text(data.tenantGroupCode),
      region: text(data.region),
      // A trial without its authorization on record started when the tenant was opened.
      trialStart: row.trial_start ?? row.created_at.toISOString().slice(0, 10),
      trialEnd: text(data.licenceExpireDate),
      daysSinceEnd: daysBetween(String(data.licenceExpireDate), today),
      enabled: data.enabled !== false,
      staff: count(row.staff),
      peakActiveUsers: count(row.peak),
      logins: count(row.logins),
      expenseReports: count(row.reports),
      travelOrders: count(row.travel),
      lastActiveMonth: row.last_month ? row.last_month.slice(0, 7) : null,
      lastTouchDate: text(row.touch_date),
      lastTouchResult: text(row.touch_result),
      contactName: text(data.contactName),
      contactMobile: text(data.contactMobile),
      contactEmail: text(data.contactEmail),
    };
  });
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/** Sends rows as an .xlsx named in the request's language (an English ASCII name beside it). */
async function sendExport<C extends readonly Column[]>(
  reply: FastifyReply,
  locale: ServiceLocale,
  file: Texts,
  today: string,
  columns: C,
  rows: readonly ExportRow<C>[],
): Promise<Buffer> {
  const header = columns.map((column) => texts[column][locale]);
  const data = await writeWorkbook([
    {
      name: file[locale],
      rows: [header, ...rows.map((row) => columns.map((column) => row[column as C[number]]))],
      columnWidths: header.map((name) => Math.max(12, name.length * 2 + 2)),
    },
  ]);
  const compact = today.replace(/-/g, '');
  reply.header('Content-Type', XLSX_CONTENT_TYPE);
  reply.header(
    'Content-Disposition',
    contentDisposition(`${file.en}-${compact}.xlsx`, `${file[locale]}-${compact}.xlsx`),
  );
  reply.header('X-Total-Count', String(rows.length));
  return data;
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const verificationQuery = z.object({ verificationToken: z.string().max(200).optional() });

export async function registerTenantOperationRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.services;
  guardProductionTenants();

  route(app, {
    method: 'POST',
    url: '/api/tenants/:id/sandbox',
    access: access.anyOf('tenant:sandbox'),
    params: idParams,
    summary:
      "Creates the sandbox of a production tenant (a free copy linked by sourceTenantId), within the tenant's sandbox quota.",
    handler: async ({ request, reply, params, principal, locale }) => {
      const sandbox = await db.transaction((tx) =>
        createSandbox(tx, params.id, { principal, spanId: request.id }, locale),
      );
      return reply.code(201).send(sandbox);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/tenants/:id',
    access: access.anyOf('tenant:sandbox'),
    params: idParams,
    summary: 'Deletes a sandbox tenant and its records (sandbox management); a production tenant is refused.',
    handler: async ({ request, params, principal }) => {
      await db.transaction((tx) => deleteSandbox(tx, params.id, { principal, spanId: request.id }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/tenants/:id/sync',
    access: access.anyOf(tenantResource.permissions.write),
    params: idParams,
    summary:
      "Sets the tenant's paid state and licence end from its paid orders, paid marketplace orders and granted licences; idempotent.",
    handler: ({ request, params, principal }) =>
      db.transaction((tx) => syncTenant(tx, params.id, { principal, spanId: request.id })),
  });

  const exportRoute = <C extends readonly Column[]>(
    url: string,
    querySchema: z.ZodType<{ days: number }>,
    file: Texts,
    columns: C,
    rowsOf: (principal: Principal, today: string, days: number) => Promise<ExportRow<C>[]>,
    summary: string,
  ) =>
    route(app, {
      method: 'GET',
      url,
      access: access.anyOf(tenantResource.permissions.export),
      allowQueryToken: true,
      query: verificationQuery.and(querySchema),
      summary,
      handler: async ({ request, reply, query, principal, locale }) => {
        const token = headerValue(request, VERIFICATION_TOKEN_HEADER) ?? query.verificationToken;
        if (!(await isVerificationTokenValid(db, principal, token, now()))) {
          throw new ApiError(403, 'VERIFICATION_REQUIRED', 'VERIFICATION_REQUIRED');
        }
        const today = todayOf(now());
        const rows = await rowsOf(principal, today, query.days);
        // Exports take data out of the service: who took what stays in the log.
        request.log.info({ export: url, rows: rows.length, login: principal.login }, 'tenants exported');
        return sendExport(reply, locale, file, today, columns, rows);
      },
    });

  exportRoute(
    LICENCE_RENEWAL_EXPORT_PATH,
    licenceRenewalExportQuerySchema,
    texts.licenceRenewalFile,
    renewalColumns,
    (principal, today, days) => licenceRenewalRows(db, principal, today, days),
    'The licence to-renew list (.xlsx): paid, enabled production tenants whose licence ends within `days` (30).',
  );

  exportRoute(
    EXPIRED_TRIAL_EXPORT_PATH,
    expiredTrialExportQuerySchema,
    texts.expiredTrialFile,
    expiredTrialColumns,
    (principal, today, days) => expiredTrialRows(db, principal, today, days),
    'The expired-trial tenant activity list (.xlsx): free tenants whose trial ended within `days` (90), with their usage.',
  );
}
