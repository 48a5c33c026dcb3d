/** A sort in the service's words: `field,asc` or `field,desc`. */
export type SortDirection = 'asc' | 'desc';

export interface ParsedSort {
  readonly field: string;
  readonly direction: SortDirection;
}

/** `createdDate,desc` to its field and direction; undefined for an empty or malformed value. */
export function parseSort(sort: string | undefined): ParsedSort | undefined {
  if (!sort) return undefined;
  const comma = sort.lastIndexOf(',');
  const field = (comma < 0 ? sort : sort.slice(0, comma)).trim();
  const direction =
    comma < 0
      ? 'asc'
      : sort
          .slice(comma + 1)
          .trim()
          .toLowerCase();
  if (!field || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return { field, direction };
}

export function formatSort(field: string, direction: SortDirection): string {
  return `${field},${direction}`;
}

/** What a click on a column's header does: ascending first, then descending, then no sort. */
export function nextSort(current: string | undefined, field: string): string | undefined {
  const parsed = parseSort(current);
  if (parsed?.field !== field) return formatSort(field, 'asc');
  return parsed.direction === 'asc' ? formatSort(field, 'desc') : undefined;
}
