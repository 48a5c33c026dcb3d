import type { HttpClient } from '@opsdesk/http';
import type { UiMessageTexts } from '@opsdesk/ui';
import type { ReactNode } from 'react';

/** What a picker's value is made of: the identifier field of its source (spec §3). */
export type LookupKey = string | number;

/** The scope every lookup runs in: the cache is per scope, and a new scope empties it. */
export interface LookupScope {
  /** The tenant the lookups are about, when the tool works on one tenant. */
  readonly tenantId?: number | undefined;
  /** Company mode (the tenant/company role type of the session), which changes what lookups answer. */
  readonly companyMode?: boolean | undefined;
}

/** One request of a picker: the text typed, the picker's filters and the page wanted. */
export interface LookupRequest<Filters> {
  readonly http: HttpClient;
  readonly scope: LookupScope;
  readonly query: string;
  readonly filters: Filters;
  /** From 0. */
  readonly page: number;
  readonly size: number;
  /** Aborted when the answer is no longer wanted (newer typing, closed picker, unmount). */
  readonly signal: AbortSignal;
}

/** One page of results. */
export interface LookupPage<Item> {
  readonly items: readonly Item[];
  /** Every match, when the call tells. */
  readonly total?: number | undefined;
  /** More pages follow; defaults to `total > (page + 1) * size`, else `items.length === size`. */
  readonly hasMore?: boolean | undefined;
}

/** A resolution of keys to items: the current value, shown even when it is not on the first page. */
export interface LookupResolveRequest<Filters> {
  readonly http: HttpClient;
  readonly scope: LookupScope;
  readonly keys: readonly LookupKey[];
  readonly filters: Filters;
  readonly signal: AbortSignal;
}

/** A column of the dialog form of a picker (the table of a big source). */
export interface LookupColumn<Item> {
  readonly id: string;
  /** The header in every language of the packages. */
  readonly header: UiMessageTexts;
  readonly value: (item: Item) => ReactNode;
  readonly width?: number;
  readonly align?: 'start' | 'center' | 'end';
}

/**
 * A lookup source: where a picker's options come from and how they read. Every concrete picker is
 * a source plus, at most, a few filters of its own.
 */
export interface LookupSource<Item, Filters = Record<string, never>> {
  /** Unique among sources: the first part of the cache key and of the recent-choices key. */
  readonly id: string;
  /** The identifier field of the source (spec §3): the picker's value. */
  readonly key: (item: Item) => LookupKey;
  /** The option's main text. */
  readonly label: (item: Item) => string;
  /** A second line (a code, a region, a department). */
  readonly description?: (item: Item) => string | undefined;
  /**
   * `server` (default): every page is a call with the query. `client`: the call answers the whole
   * list once (per filters and scope); the picker filters and pages it locally.
   */
  readonly paging?: 'server' | 'client';
  /** Fetches one page (server paging) or the whole list (client paging: `page` is 0). */
  readonly search: (request: LookupRequest<Filters>) => Promise<LookupPage<Item>>;
  /**
   * Fetches the items of keys that are not among the options loaded. Without it, client-paged
   * sources find them in their list, server-paged ones search each key and keep the exact match.
   */
  readonly resolve?: (request: LookupResolveRequest<Filters>) => Promise<readonly Item[]>;
  /** The text searched locally in client paging. Defaults to the label, the description and the key. */
  readonly searchText?: (item: Item) => string;
  /**
   * The filters that decide which items exist (an enumeration code, a cost centre): recent choices
   * are kept per source and this key, so that a REGION picker does not offer DEPLOY_ENV choices.
   */
  readonly recentKey?: (filters: Filters) => string;
  /**
   * A rule the query and filters must meet before any call (spec §5): the message, in every
   * language, when they do not; it is shown instead of searching. `scope` is the provider's, for
   * rules about it (a tenant to choose first).
   */
  readonly validate?: (query: string, filters: Filters, scope: LookupScope) => UiMessageTexts | undefined;
  /** Whether an empty query searches. Default true. */
  readonly searchEmpty?: boolean;
  /** Page size of server paging. Default 20. */
  readonly pageSize?: number;
  /** Columns of the dialog form; defaults to the label and the description. */
  readonly columns?: readonly LookupColumn<Item>[];
  /** The source's name for people, in every language: "tenant", "company"... */
  readonly noun: UiMessageTexts;
}

/** Declares a source; the identity function, for inference. */
export function defineSource<Item, Filters = Record<string, never>>(
  source: LookupSource<Item, Filters>,
): LookupSource<Item, Filters> {
  return source;
}

/** The name recent choices of `source` are kept under, for these filters. */
export function recentIdOf<Item, Filters>(source: LookupSource<Item, Filters>, filters: Filters): string {
  return source.recentKey ? `${source.id}:${source.recentKey(filters)}` : source.id;
}

/** Whether another page follows `page`. */
export function pageHasMore<Item>(result: LookupPage<Item>, page: number, size: number): boolean {
  if (result.hasMore !== undefined) return result.hasMore;
  if (result.total !== undefined) return result.total > (page + 1) * size;
  return result.items.length >= size;
}
