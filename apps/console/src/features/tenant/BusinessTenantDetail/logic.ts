/*
 * The computations of the business tenant detail: its tabs in the address, the licence's warning,
 * order totals, the sandbox quota, what a sync did, and the usage chart's geometry.
 */

/** The twelve tabs, in the order of spec §2.16; the key is what `?tab=` holds. */
export const tabKeys = [
  'info',
  'control',
  'service',
  'dingtalk',
  'wechat',
  'lark',
  'touch',
  'common',
  'extra',
  'app',
  'usage',
  'history',
] as const;
export type TabKey = (typeof tabKeys)[number];

/** The tab an address asks for; the first tab for a missing or unknown one. */
export function tabOf(param: string | null | undefined): TabKey {
  return (tabKeys as readonly string[]).includes(param ?? '') ? (param as TabKey) : 'info';
}

/** The messaging platform of each order tab. */
export const orderTabPlatforms = { dingtalk: 'DINGTALK', wechat: 'WECHAT', lark: 'LARK' } as const;

/** The function-configuration category of each configuration tab. */
export const functionTabCategories = { common: 'COMMON', extra: 'EXTRA', app: 'APP' } as const;

const DAY = 86_400_000;

/** Whole days from one calendar date (YYYY-MM-DD) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/** Today as a calendar date in the browser's time zone. */
export function todayOf(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Within this many days a licence's end shows as a warning. */
export const LICENCE_WARNING_DAYS = 30;

export type LicenceState =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly days: number }
  | { readonly kind: 'soon'; readonly days: number }
  | { readonly kind: 'expired'; readonly days: number };

/** How a licence's expiry reads today: unset, far, within 30 days (red), or past (red). */
export function licenceState(expireDate: unknown, today: string): LicenceState {
  if (typeof expireDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(expireDate)) return { kind: 'none' };
  const days = daysBetween(today, expireDate);
  if (days < 0) return { kind: 'expired', days };
  if (days <= LICENCE_WARNING_DAYS) return { kind: 'soon', days };
  return { kind: 'ok', days };
}

/** The sum of amounts with two decimals, added in cents so that no floating-point dust remains. */
export function sumAmounts(values: readonly unknown[]): number {
  let cents = 0;
  for (const value of values) {
    const number = typeof value === 'number' ? value : Number(value);
    if (Number.isFinite(number)) cents += Math.round(number * 100);
  }
  return cents / 100;
}

/** The calendar month `months` away from the month of `date`, as its first day. */
export function monthStart(date: string, months = 0): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}

/** The first month the usage tab reads: twelve months before the current one. */
export function usageWindowStart(today: string): string {
  return monthStart(today, -12);
}

// -------------------------------------------------------------------------------------------------
// Sandboxes (the service creates and names them; the screen shows how many the quota leaves)

/** A tenant as the sandbox count reads it. */
export interface TenantFields {
  readonly id?: unknown;
  readonly tenantName?: unknown;
  readonly sourceTenantId?: unknown;
  readonly enabled?: unknown;
  readonly [field: string]: unknown;
}

const SANDBOX_SUFFIX = /^\s*[（(]\s*(沙箱|Sandbox|サンドボックス)\s*(\d*)\s*[)）]\s*$/i;

/** Whether a tenant name is that of a sandbox of the named tenant ("X（沙箱）", "X (Sandbox 2)"). */
export function isSandboxOf(parentName: string, candidateName: unknown): boolean {
  if (typeof candidateName !== 'string' || !candidateName.startsWith(parentName)) return false;
  return SANDBOX_SUFFIX.test(candidateName.slice(parentName.length));
}

/**
 * How many of the candidates (sandbox tenants) are enabled sandboxes of the parent, as the service
 * counts them against the quota: those linked to it by `sourceTenantId`, and those made before the
 * link that are named after it. Each candidate counts once.
 */
export function sandboxCount(
  parent: { readonly id: number; readonly tenantName: string },
  candidates: readonly TenantFields[],
): number {
  const counted = new Set<unknown>();
  for (const candidate of candidates) {
    const linked =
      candidate.sourceTenantId === undefined || candidate.sourceTenantId === null
        ? isSandboxOf(parent.tenantName, candidate.tenantName)
        : candidate.sourceTenantId === parent.id;
    if (linked && candidate.enabled !== false) counted.add(candidate.id ?? candidate);
  }
  return counted.size;
}

// -------------------------------------------------------------------------------------------------
// Sync

/** What a sync says it did: changed the licence, found it in step, or had nothing to read. */
export type SyncOutcome =
  | { readonly kind: 'changed'; readonly licensed: unknown; readonly licenceExpireDate: unknown }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'nothing' };

export function syncOutcomeOf(result: {
  readonly tenant: TenantFields;
  readonly changedFields: readonly string[];
  readonly sources: Readonly<Record<string, number>>;
}): SyncOutcome {
  if (result.changedFields.length > 0) {
    return {
      kind: 'changed',
      licensed: result.tenant.licensed,
      licenceExpireDate: result.tenant.licenceExpireDate,
    };
  }
  const read = Object.values(result.sources).reduce((sum, count) => sum + count, 0);
  return read === 0 ? { kind: 'nothing' } : { kind: 'unchanged' };
}

// -------------------------------------------------------------------------------------------------
// The usage chart

/** A number above `value` that reads well on an axis: 1, 2 or 5 times a power of ten. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export interface ChartBox {
  readonly width: number;
  readonly height: number;
  /** Room left of the plot for the axis labels, and under it for the months. */
  readonly left: number;
  readonly bottom: number;
  readonly top: number;
  readonly right: number;
}

export interface LineChartGeometry {
  /** One SVG path per series, in the order given. */
  readonly paths: readonly string[];
  /** The points of each series, for markers. */
  readonly points: readonly (readonly { readonly x: number; readonly y: number }[])[];
  /** The x of each month. */
  readonly xs: readonly number[];
  /** The axis ticks (values) and their y. */
  readonly ticks: readonly { readonly value: number; readonly y: number }[];
  readonly max: number;
}

/**
 * The lines of a chart over months: `series[s][i]` is series s in month i. The y axis runs from 0
 * to a round number above the largest value, with five ticks.
 */
export function lineChartGeometry(series: readonly (readonly number[])[], box: ChartBox): LineChartGeometry {
  const count = Math.max(0, ...series.map((values) => values.length));
  const max = niceCeiling(Math.max(0, ...series.flat()));
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const xs = Array.from({ length: count }, (_, index) =>
    count <= 1 ? box.left + plotWidth / 2 : box.left + (plotWidth * index) / (count - 1),
  );
  const yOf = (value: number) => box.top + plotHeight - (plotHeight * Math.max(0, value)) / max;
  const round = (value: number) => Math.round(value * 10) / 10;
  const points = series.map((values) =>
    values.map((value, index) => ({ x: round(xs[index] ?? box.left), y: round(yOf(value)) })),
  );
  const paths = points.map((line) =>
    line.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' '),
  );
  const ticks = Array.from({ length: 5 }, (_, index) => {
    const value = (max * index) / 4;
    return { value, y: round(yOf(value)) };
  });
  return { paths, points, xs: xs.map(round), ticks, max };
}
