import type { HttpClient } from '@opsdesk/http';
import { stableKey, scopeKey, type LookupCache } from './cache';
import { pageHasMore, type LookupKey, type LookupScope, type LookupSource } from './source';

/** What a lookup needs besides its source: the client, the scope and the scope's cache. */
export interface LookupContext {
  readonly http: HttpClient;
  readonly scope: LookupScope;
  readonly cache: LookupCache;
}

export interface LookupQuery<Filters> {
  readonly query: string;
  readonly filters: Filters;
  readonly page: number;
  readonly signal: AbortSignal;
}

/** One page as a picker shows it. */
export interface LoadedPage<Item> {
  readonly items: readonly Item[];
  readonly total: number | undefined;
  readonly hasMore: boolean;
}

export const DEFAULT_PAGE_SIZE = 20;

/** The key of an item, as a string: numbers and strings of the same digits are one key. */
export const keyText = (key: LookupKey): string => String(key);

const normalise = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/** Whether every word of `query` occurs in the item's text (client paging). */
export function matchesLocally<Item, Filters>(
  source: LookupSource<Item, Filters>,
  item: Item,
  query: string,
): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = normalise(
    source.searchText
      ? source.searchText(item)
      : [source.label(item), source.description?.(item) ?? '', String(source.key(item))].join(' '),
  );
  return words.every((word) => text.includes(word));
}

function cacheKey<Item, Filters>(
  context: LookupContext,
  source: LookupSource<Item, Filters>,
  filters: Filters,
  ...rest: readonly (string | number)[]
): string {
  return [source.id, scopeKey(context.scope), stableKey(filters), ...rest].join('\u0001');
}

/** The whole list of a client-paged source for these filters, from the cache or one call. */
async function wholeList<Item, Filters>(
  context: LookupContext,
  source: LookupSource<Item, Filters>,
  filters: Filters,
  signal: AbortSignal,
): Promise<readonly Item[]> {
  const key = cacheKey(context, source, filters, '*');
  const cached = context.cache.get<readonly Item[]>(key);
  if (cached) return cached;
  const answer = await source.search({
    http: context.http,
    scope: context.scope,
    query: '',
    filters,
    page: 0,
    size: 0,
    signal,
  });
  context.cache.set(key, answer.items);
  return answer.items;
}

/** One page of results for a query: from the cache, or one call (server paging) or the list (client). */
export async function loadPage<Item, Filters>(
  context: LookupContext,
  source: LookupSource<Item, Filters>,
  { query, filters, page, signal }: LookupQuery<Filters>,
): Promise<LoadedPage<Item>> {
  const size = source.pageSize ?? DEFAULT_PAGE_SIZE;
  const trimmed = query.trim();
  if (source.paging === 'client') {
    const matches = (await wholeList(context, source, filters, signal)).filter((item) =>
      matchesLocally(source, item, trimmed),
    );
    return {
      items: matches.slice(page * size, (page + 1) * size),
      total: matches.length,
      hasMore: matches.length > (page + 1) * size,
    };
  }
  const key = cacheKey(context, source, filters, trimmed, page, size);
  const cached = context.cache.get<LoadedPage<Item>>(key);
  if (cached) return cached;
  const answer = await source.search({
    http: context.http,
    scope: context.scope,
    query: trimmed,
    filters,
    page,
    size,
    signal,
  });
  const loaded: LoadedPage<Item> = {
    items: answer.items,
    total: answer.total,
    hasMore: pageHasMore(answer, page, size),
  };
  context.cache.set(key, loaded);
  return loaded;
}

/**
 * The items of `keys`, for a value that is not among the options loaded: the source's `resolve`,
 * else its list (client paging), else a search for each key keeping the exact match. Keys that
 * cannot be found are absent from the answer.
 */
export async function resolveKeys<Item, Filters>(
  context: LookupContext,
  source: LookupSource<Item, Filters>,
  keys: readonly LookupKey[],
  filters: Filters,
  signal: AbortSignal,
): Promise<Map<string, Item>> {
  const found = new Map<string, Item>();
  const wanted = new Set(keys.map(keyText));
  const keep = (items: readonly Item[]) => {
    for (const item of items) {
      const text = keyText(source.key(item));
      if (wanted.has(text)) found.set(text, item);
    }
  };
  if (keys.length === 0) return found;
  const resolvedKey = cacheKey(context, source, filters, 'resolved');
  const known = context.cache.get<ReadonlyMap<string, Item>>(resolvedKey);
  const missing = keys.filter((key) => {
    const item = known?.get(keyText(key));
    if (item !== undefined) found.set(keyText(key), item);
    return item === undefined;
  });
  if (missing.length === 0) return found;
  if (source.resolve) {
    keep(await source.resolve({ http: context.http, scope: context.scope, keys: missing, filters, signal }));
  } else if (source.paging === 'client') {
    keep(await wholeList(context, source, filters, signal));
  } else {
    const pages = await Promise.all(
      missing.map((key) =>
        source.search({
          http: context.http,
          scope: context.scope,
          query: keyText(key),
          filters,
          page: 0,
          size: source.pageSize ?? DEFAULT_PAGE_SIZE,
          signal,
        }),
      ),
    );
    for (const page of pages) keep(page.items);
  }
  context.cache.set(resolvedKey, new Map([...(known ?? new Map<string, Item>()), ...found]));
  return found;
}
