import { OpsIntlProvider } from '@opsdesk/ui';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { LookupKey, LookupPage, LookupScope, LookupSource } from '../../../core/source';
import {
  createFixtureHttpClient,
  type FixtureOptions,
  type FixtureParams,
} from '../../../fixtures/fixtureHttpClient';
import { PickersProvider } from '../../../react/PickersProvider';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom lacks what Radix's positioning and pointer handling read; a browser has them all.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof window !== 'undefined') {
  window.ResizeObserver ??= NoopResizeObserver;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

/** One GET the fixture client received: its path (no query) and its query. */
export interface FixtureRequest {
  readonly path: string;
  readonly params: FixtureParams;
}

/** A fixture client that records the GETs it receives. */
export function recordingClient(fixture: FixtureOptions = {}) {
  const requests: FixtureRequest[] = [];
  const http = createFixtureHttpClient({
    ...fixture,
    onRequest: (path, params) => {
      requests.push({ path, params });
      fixture.onRequest?.(path, params);
    },
  });
  return { http, requests };
}

export interface SearchOptions<Filters> {
  readonly scope?: LookupScope;
  readonly query?: string;
  readonly filters: Filters;
  readonly page?: number;
  readonly size?: number;
  readonly fixture?: FixtureOptions;
  readonly signal?: AbortSignal;
}

/** Runs a source's search on the fixtures, as the picker core calls it. */
export async function runSearch<Item, Filters>(
  source: LookupSource<Item, Filters>,
  { scope = {}, query = '', filters, page = 0, size = 20, fixture, signal }: SearchOptions<Filters>,
): Promise<{ readonly page: LookupPage<Item>; readonly requests: FixtureRequest[] }> {
  const { http, requests } = recordingClient(fixture);
  const answer = await source.search({
    http,
    scope,
    query,
    filters,
    page,
    size: source.paging === 'client' ? 0 : size,
    signal: signal ?? new AbortController().signal,
  });
  return { page: answer, requests };
}

/** Runs a source's `resolve` on the fixtures. */
export async function runResolve<Item, Filters>(
  source: LookupSource<Item, Filters>,
  keys: readonly LookupKey[],
  { scope = {}, filters, fixture }: Omit<SearchOptions<Filters>, 'query' | 'page' | 'size'>,
): Promise<{ readonly items: readonly Item[]; readonly requests: FixtureRequest[] }> {
  if (!source.resolve) throw new Error(`${source.id} has no resolve`);
  const { http, requests } = recordingClient(fixture);
  const items = await source.resolve({ http, scope, keys, filters, signal: new AbortController().signal });
  return { items, requests };
}

/** The English message of a source's rule for a query, filters and scope; undefined when it accepts. */
export function ruleMessage<Item, Filters>(
  source: LookupSource<Item, Filters>,
  query: string,
  filters: Filters,
  scope: LookupScope,
): string | undefined {
  if (!source.validate) throw new Error(`${source.id} has no rule`);
  return source.validate(query, filters, scope)?.en;
}

/** Recent choices kept in memory, so that tests do not share them through local storage. */
const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

export interface RenderPickerOptions {
  /** How the fixture client answers (pending, failure...). Default: the recorded answers. */
  readonly fixture?: FixtureOptions;
  /** The tenant of the provider's scope. */
  readonly tenantId?: number;
}

/**
 * Renders a picker inside a `PickersProvider` on the recorded fixtures, in English, and collects
 * the requests it sends.
 */
export function renderPicker(
  ui: ReactNode,
  options: RenderPickerOptions = {},
): RenderResult & { readonly requests: FixtureRequest[] } {
  const { http, requests } = recordingClient(options.fixture);
  const storage = memoryStorage();
  const result = render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <OpsIntlProvider locale="en">
        <PickersProvider http={http} storage={storage} scope={{ tenantId: options.tenantId }}>
          {children}
        </PickersProvider>
      </OpsIntlProvider>
    ),
  });
  return Object.assign(result, { requests });
}
