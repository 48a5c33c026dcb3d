import type { HttpClient } from '@opsdesk/http';
import { describe, expect, it } from 'vitest';
import { createLookupCache } from './cache';
import { loadPage, matchesLocally, resolveKeys, type LookupContext } from './lookup';
import { defineSource, type LookupRequest } from './source';

interface City {
  readonly adCode: string;
  readonly name: string;
}
const cities: City[] = Array.from({ length: 45 }, (_, index) => ({
  adCode: `CN${String(index).padStart(3, '0')}`,
  name: index === 44 ? 'Ürümqi' : `City ${index}`,
}));

const http = {} as HttpClient;
const contextOf = (tenantId?: number): LookupContext => ({
  http,
  scope: { tenantId },
  cache: createLookupCache(),
});
const signal = new AbortController().signal;

/** A server-paged source over `cities` that counts its calls. */
function serverSource() {
  const calls: LookupRequest<Record<string, never>>[] = [];
  const source = defineSource<City>({
    id: 'city',
    noun: { 'zh-CN': '城市', en: 'city', ja: '都市', 'zh-TW': '城市', it: 'città' },
    key: (city) => city.adCode,
    label: (city) => city.name,
    search: async (request) => {
      calls.push(request);
      const matches = cities.filter(
        (city) => city.name.includes(request.query) || city.adCode === request.query,
      );
      return {
        items: matches.slice(request.page * request.size, (request.page + 1) * request.size),
        total: matches.length,
      };
    },
  });
  return { source, calls };
}

function clientSource() {
  let calls = 0;
  const source = defineSource<City>({
    id: 'city-list',
    noun: { 'zh-CN': '城市', en: 'city', ja: '都市', 'zh-TW': '城市', it: 'città' },
    key: (city) => city.adCode,
    label: (city) => city.name,
    paging: 'client',
    search: async () => {
      calls += 1;
      return { items: cities };
    },
  });
  return { source, calls: () => calls };
}

describe('loadPage', () => {
  it('asks the server for the page and size and says whether more follow', async () => {
    const { source, calls } = serverSource();
    const page = await loadPage(contextOf(), source, { query: 'City', filters: {}, page: 1, signal });
    expect([calls[0]?.page, calls[0]?.size, page.items.length, page.hasMore]).toEqual([1, 20, 20, true]);
  });

  it('answers the same query again from the cache', async () => {
    const { source, calls } = serverSource();
    const context = contextOf();
    await loadPage(context, source, { query: 'City 1', filters: {}, page: 0, signal });
    await loadPage(context, source, { query: ' City 1 ', filters: {}, page: 0, signal });
    expect(calls).toHaveLength(1);
  });

  it('does not share answers between the caches of two tenants', async () => {
    const { source, calls } = serverSource();
    await loadPage(contextOf(1), source, { query: 'City', filters: {}, page: 0, signal });
    await loadPage(contextOf(2), source, { query: 'City', filters: {}, page: 0, signal });
    expect(calls.map((call) => call.scope.tenantId)).toEqual([1, 2]);
  });

  it('loads a client-paged list once and filters and pages it locally', async () => {
    const { source, calls } = clientSource();
    const context = contextOf();
    const first = await loadPage(context, source, { query: 'city', filters: {}, page: 0, signal });
    const second = await loadPage(context, source, { query: 'city 4', filters: {}, page: 0, signal });
    expect([calls(), first.total, first.hasMore, second.items.map((city) => city.name)]).toEqual([
      1,
      44,
      true,
      ['City 4', 'City 14', 'City 24', 'City 34', 'City 40', 'City 41', 'City 42', 'City 43'],
    ]);
  });
});

describe('matchesLocally', () => {
  const { source } = clientSource();
  it('matches every word, ignoring case and width', () => {
    expect(matchesLocally(source, { adCode: 'X', name: 'Ｓhanghai Pudong' }, 'shanghai pud')).toBe(true);
  });
  it('refuses an item missing one of the words', () => {
    expect(matchesLocally(source, { adCode: 'X', name: 'Shanghai' }, 'shanghai beijing')).toBe(false);
  });
});

describe('resolveKeys', () => {
  it('finds a key that is not on the first page by searching for it', async () => {
    const { source } = serverSource();
    const found = await resolveKeys(contextOf(), source, ['CN044'], {}, signal);
    expect(found.get('CN044')?.name).toBe('Ürümqi');
  });

  it('finds keys of a client-paged source in its list', async () => {
    const { source } = clientSource();
    const found = await resolveKeys(contextOf(), source, ['CN001', 'CN044'], {}, signal);
    expect([...found.keys()]).toEqual(['CN001', 'CN044']);
  });

  it('uses the source’s own resolution when it has one', async () => {
    const asked: unknown[] = [];
    const source = defineSource<City>({
      ...serverSource().source,
      resolve: async ({ keys }) => {
        asked.push(...keys);
        return cities.filter((city) => keys.includes(city.adCode));
      },
    });
    await resolveKeys(contextOf(), source, ['CN007'], {}, signal);
    expect(asked).toEqual(['CN007']);
  });

  it('leaves out keys that do not exist', async () => {
    const { source } = serverSource();
    const found = await resolveKeys(contextOf(), source, ['NOPE'], {}, signal);
    expect(found.size).toBe(0);
  });

  it('does not ask again for a key it resolved before', async () => {
    const { source, calls } = serverSource();
    const context = contextOf();
    await resolveKeys(context, source, ['CN044'], {}, signal);
    await resolveKeys(context, source, ['CN044'], {}, signal);
    expect(calls).toHaveLength(1);
  });
});
