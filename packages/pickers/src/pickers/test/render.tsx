import { OpsIntlProvider } from '@opsdesk/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createFixtureHttpClient,
  type FixtureOptions,
  type FixtureParams,
} from '../../fixtures/fixtureHttpClient';
import type { LookupKey, LookupPage, LookupScope, LookupSource } from '../../core/source';
import { PickersProvider } from '../../react/PickersProvider';

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

export interface RenderPickerOptions {
  /** How the fixture client answers (pending, failure...). Default: the recorded answers. */
  readonly fixture?: FixtureOptions;
  /** The tenant of the provider's scope. */
  readonly tenantId?: number;
}

export type RenderPickerResult = RenderResult & {
  /** Every GET the fixture client received, oldest first. */
  readonly requests: FixtureRequest[];
};

/** Recent choices kept in memory, so that tests do not share them through local storage. */
const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

/**
 * Renders a picker inside a `PickersProvider` on the recorded fixtures, in English, and collects
 * the requests it sends.
 */
export function renderPicker(ui: ReactNode, options: RenderPickerOptions = {}): RenderPickerResult {
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

export interface SearchCall<Filters> {
  readonly filters: Filters;
  readonly query?: string;
  readonly scope?: LookupScope;
  readonly page?: number;
  readonly size?: number;
  readonly signal?: AbortSignal;
  readonly fixture?: FixtureOptions;
}

/** Runs a source's `search` on the fixtures: the page it answers and the GETs it sent. */
export async function runSearch<Item, Filters>(
  source: LookupSource<Item, Filters>,
  call: SearchCall<Filters>,
): Promise<{ page: LookupPage<Item>; requests: FixtureRequest[] }> {
  const { http, requests } = recordingClient(call.fixture);
  const page = await source.search({
    http,
    scope: call.scope ?? {},
    query: call.query ?? '',
    filters: call.filters,
    page: call.page ?? 0,
    size: call.size ?? (source.paging === 'client' ? 0 : (source.pageSize ?? 20)),
    signal: call.signal ?? new AbortController().signal,
  });
  return { page, requests };
}

/** Runs a source's own `resolve` on the fixtures; fails when the source has none. */
export async function runResolve<Item, Filters>(
  source: LookupSource<Item, Filters>,
  keys: readonly LookupKey[],
  call: Omit<SearchCall<Filters>, 'query' | 'page' | 'size'>,
): Promise<{ items: readonly Item[]; requests: FixtureRequest[] }> {
  if (!source.resolve) throw new Error(`The source ${source.id} has no resolve of its own.`);
  const { http, requests } = recordingClient(call.fixture);
  const items = await source.resolve({
    http,
    scope: call.scope ?? {},
    keys,
    filters: call.filters,
    signal: call.signal ?? new AbortController().signal,
  });
  return { items, requests };
}

/** The English message of a source's rule for this query, filters and scope; undefined when it passes. */
export function ruleMessage<Item, Filters>(
  source: LookupSource<Item, Filters>,
  query: string,
  filters: Filters,
  scope: LookupScope = {},
): string | undefined {
  return source.validate?.(query, filters, scope)?.en;
}
