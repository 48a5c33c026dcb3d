import { policyAcceptanceStatuses } from '@opsdesk/api';

/** What the acceptance table reads of a record. */
export interface AcceptanceRow {
  readonly id: number;
  readonly tenantId?: unknown;
  readonly policyCode?: unknown;
  readonly policyVersion?: unknown;
  readonly acceptanceStatus?: unknown;
  readonly acceptedAt?: unknown;
}

export interface AcceptanceFilters {
  readonly tenantId?: number | undefined;
  readonly status?: string | undefined;
  readonly version?: string | undefined;
  /** Dates `YYYY-MM-DD`, both ends included. */
  readonly acceptedFrom?: string | undefined;
  readonly acceptedTo?: string | undefined;
}

const timeOf = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/** The rows the filters let through: a date range keeps only rows accepted within it. */
export function filterAcceptances<R extends AcceptanceRow>(
  rows: readonly R[],
  filters: AcceptanceFilters,
): R[] {
  const from = filters.acceptedFrom ? Date.parse(`${filters.acceptedFrom}T00:00:00`) : undefined;
  const to = filters.acceptedTo ? Date.parse(`${filters.acceptedTo}T23:59:59.999`) : undefined;
  return rows.filter((row) => {
    if (filters.tenantId !== undefined && row.tenantId !== filters.tenantId) return false;
    if (filters.status && row.acceptanceStatus !== filters.status) return false;
    if (filters.version && row.policyVersion !== filters.version) return false;
    if (from !== undefined || to !== undefined) {
      const at = timeOf(row.acceptedAt);
      if (Number.isNaN(at)) return false;
      if (from !== undefined && at < from) return false;
      if (to !== undefined && at > to) return false;
    }
    return true;
  });
}

/** The rows of the policy version shown first, then the others; each group newest acceptance first. */
export function orderAcceptances<R extends AcceptanceRow>(rows: readonly R[], policyCode: string): R[] {
  const rank = (row: R) => (row.policyCode === policyCode ? 0 : 1);
  const at = (row: R) => {
    const time = timeOf(row.acceptedAt);
    return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
  };
  return [...rows].sort((a, b) => rank(a) - rank(b) || at(b) - at(a) || a.id - b.id);
}

/** How many rows of the policy version are in each acceptance status (every status, zero included). */
export function countByStatus(
  rows: readonly AcceptanceRow[],
  policyCode: string,
): Record<(typeof policyAcceptanceStatuses)[number], number> {
  const counts = Object.fromEntries(policyAcceptanceStatuses.map((status) => [status, 0])) as Record<
    (typeof policyAcceptanceStatuses)[number],
    number
  >;
  for (const row of rows) {
    if (row.policyCode !== policyCode) continue;
    const status = row.acceptanceStatus as (typeof policyAcceptanceStatuses)[number];
    if (status in counts) counts[status] += 1;
  }
  return counts;
}

/** The versions among the rows, newest-looking first (for the version filter). */
export function versionsOf(rows: readonly AcceptanceRow[]): string[] {
  const versions = new Set<string>();
  for (const row of rows) if (typeof row.policyVersion === 'string') versions.add(row.policyVersion);
  return [...versions].sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
}

/** A policy's HTML text as plain paragraphs: tags dropped, block ends as line breaks. */
export function plainText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|h[1-6]|li|div|tr)\s*>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
