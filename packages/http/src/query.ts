/**
 * Serialises a payload as a query string the way the services read it: array values repeat their
 * key (`a=1&a=2`), `null` and `undefined` are left out, dates are ISO strings, and nested objects
 * are JSON.
 */
export function serializeQuery(params: object | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, stringifyQueryValue(item));
    }
  }
  return search.toString();
}

function stringifyQueryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Appends a query string to a URL that may already carry one. */
export function withQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The `key` parameter: the second segment of the current page path, or the first when there is
 * only one (`/main/tenant-manage/tenant-group` gives `tenant-manage`, `/main` gives `main`).
 */
export function pageKeyOf(path: string | undefined): string | undefined {
  if (!path) return undefined;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/').filter(Boolean);
  return segments[1] ?? segments[0];
}

/** The default page size of a table; a GET asking for it takes the size the visible table selected. */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * A GET carrying `page` and `size` where size is the default 10 takes the page size selected in
 * the visible table instead. Returns the params unchanged otherwise.
 */
export function applyTablePageSize<T extends object | undefined>(
  params: T,
  tablePageSize: number | undefined,
): T {
  if (!params || tablePageSize === undefined || !Number.isInteger(tablePageSize) || tablePageSize <= 0)
    return params;
  const { page, size } = params as { page?: unknown; size?: unknown };
  if (page === undefined || page === null || Number(size) !== DEFAULT_PAGE_SIZE) return params;
  return { ...params, size: tablePageSize };
}
