/** A span id as error toasts show it: 16 lower-case hex digits. */
export const SPAN_ID_PATTERN = /^[0-9a-f]{16}$/;

/** The span id of the address, as the logs store it; undefined when it cannot be one. */
export function spanIdOf(raw: string | undefined): string | undefined {
  const spanId = (raw ?? '').trim().toLowerCase();
  return SPAN_ID_PATTERN.test(spanId) ? spanId : undefined;
}

export interface TimingSegment {
  readonly key: 'database' | 'upstream' | 'rest';
  readonly ms: number;
  /** Of the total, 0 to 1. */
  readonly share: number;
}

const nonNegative = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/**
 * The request's duration split into database, upstream calls and the rest. The parts never exceed
 * the total: a database time over it is cut to it, then the upstream time to what is left.
 */
export function timingSegments(
  durationMs: number,
  dbMs?: number | null,
  upstreamMs?: number | null,
): TimingSegment[] {
  const total = nonNegative(durationMs);
  const database = Math.min(nonNegative(dbMs), total);
  const upstream = Math.min(nonNegative(upstreamMs), total - database);
  const rest = total - database - upstream;
  const share = (ms: number) => (total === 0 ? 0 : ms / total);
  return [
    { key: 'database', ms: database, share: share(database) },
    { key: 'upstream', ms: upstream, share: share(upstream) },
    { key: 'rest', ms: rest, share: share(rest) },
  ];
}

/** A request or response body for reading: JSON indented by two spaces, anything else as it is. */
export function formatBody(body: string | null | undefined): {
  readonly text: string;
  readonly json: boolean;
} {
  if (body === null || body === undefined || body.trim() === '') return { text: '', json: false };
  try {
    return { text: JSON.stringify(JSON.parse(body), null, 2), json: true };
  } catch {
    return { text: body, json: false };
  }
}
