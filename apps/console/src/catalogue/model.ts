import { menuAuthorities, type Authority } from '@opsdesk/api';
import type { LocalizedText, PermissionCatalogueMenu } from '@opsdesk/auth';
import { matchPath } from 'react-router-dom';
import { parameterNames } from './params';
import {
  viewerRoles,
  type CatalogueEntry,
  type MenuGroupDefinition,
  type RouteDefinition,
  type ShellLocale,
  type Title,
} from './types';

import { DEFAULT_PAGE } from '../app/paths';

export { ADMIN_PAGE, DEFAULT_PAGE } from '../app/paths';

/** The catalogue with its lookups: what the router, the menu, the breadcrumb and the palette read. */
export interface CatalogueModel {
  readonly entries: readonly CatalogueEntry[];
  readonly routes: readonly RouteDefinition[];
  readonly byKey: ReadonlyMap<string, CatalogueEntry>;
  readonly children: ReadonlyMap<string | undefined, readonly CatalogueEntry[]>;
}

/** Checks the catalogue (unique keys and paths, known parents, no cycles) and indexes it. */
export function buildCatalogue(entries: readonly CatalogueEntry[]): CatalogueModel {
  const byKey = new Map<string, CatalogueEntry>();
  const paths = new Map<string, string>();
  for (const entry of entries) {
    if (byKey.has(entry.key)) throw new Error(`The route catalogue names the key "${entry.key}" twice.`);
    byKey.set(entry.key, entry);
    if (entry.kind === 'route') {
      const normal = entry.path.replace(/:[^/]+/g, ':');
      const other = paths.get(normal);
      if (other) throw new Error(`Routes "${other}" and "${entry.key}" have the same path ${entry.path}.`);
      paths.set(normal, entry.key);
    }
  }
  const children = new Map<string | undefined, CatalogueEntry[]>();
  for (const entry of entries) {
    if (entry.parent !== undefined && !byKey.has(entry.parent))
      throw new Error(`Route "${entry.key}" names an unknown parent "${entry.parent}".`);
    const list = children.get(entry.parent) ?? [];
    list.push(entry);
    children.set(entry.parent, list);
  }
  for (const entry of entries) if (entry.kind === 'route') checkParameters(entry, byKey);
  for (const entry of entries) {
    const seen = new Set<string>();
    for (let at: CatalogueEntry | undefined = entry; at; at = at.parent ? byKey.get(at.parent) : undefined) {
      if (seen.has(at.key)) throw new Error(`Route "${entry.key}" is its own ancestor.`);
      seen.add(at.key);
    }
  }
  return {
    entries,
    routes: entries.filter((entry): entry is RouteDefinition => entry.kind === 'route'),
    byKey,
    children,
  };
}

/**
 * Checks what a route says of its parameters: each names a parameter of its path (`:id` needs no
 * word), and the routes of a `{role-id}` are routes that say the same of it, each with its own role.
 */
function checkParameters(route: RouteDefinition, byKey: ReadonlyMap<string, CatalogueEntry>): void {
  const names = new Set(parameterNames(route.path));
  for (const [name, parameter] of Object.entries(route.params ?? {})) {
    if (!names.has(name) || name === 'id')
      throw new Error(
        `Route "${route.key}" declares the parameter "${name}", which is not one of its path's.`,
      );
    if (parameter.kind !== 'role') continue;
    for (const role of viewerRoles) {
      const other = byKey.get(parameter.routes[role]);
      const its = other?.kind === 'route' ? other.params?.[name] : undefined;
      if (its?.kind !== 'role' || its.role !== role || its.routes[role] !== other?.key)
        throw new Error(
          `Route "${route.key}" gives the ${role}'s view to "${parameter.routes[role]}", which is not its route.`,
        );
    }
  }
  for (const field of Object.keys(route.fixed ?? {})) {
    if (
      Object.values(route.params ?? {}).some(
        (parameter) => parameter.kind === 'field' && parameter.field === field,
      )
    )
      throw new Error(`Route "${route.key}" fixes "${field}" twice.`);
  }
}

/** The entries above one, outermost first. */
export function ancestorsOf(model: CatalogueModel, entry: CatalogueEntry): CatalogueEntry[] {
  const chain: CatalogueEntry[] = [];
  for (let at = entry.parent ? model.byKey.get(entry.parent) : undefined; at;) {
    chain.unshift(at);
    at = at.parent ? model.byKey.get(at.parent) : undefined;
  }
  return chain;
}

/** The route a path opens, with its parameters. Static segments win over parameters. */
export function matchRoute(
  model: CatalogueModel,
  pathname: string,
): { route: RouteDefinition; params: Readonly<Record<string, string>> } | undefined {
  let best: { route: RouteDefinition; params: Record<string, string>; score: number } | undefined;
  for (const route of model.routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    const score = route.path.split('/').filter((segment) => !segment.startsWith(':')).length;
    if (!best || score > best.score) best = { route, params: match.params as Record<string, string>, score };
  }
  return best && { route: best.route, params: best.params };
}

/** A route's address with its parameters filled in. */
export function hrefOf(
  route: RouteDefinition,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return route.path.replace(/:([A-Za-z0-9_-]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route "${route.key}" needs the parameter "${name}".`);
    return encodeURIComponent(String(value));
  });
}

/** One entry of the current-page list (spec §3: name, key and url). */
export interface CurrentPageEntry {
  readonly key: string;
  readonly name: string;
  /** Absent for a menu group, which has no page. */
  readonly url?: string;
}

/**
 * The breadcrumb of a path (spec §2, §4): the dashboard first, then the matched route with its
 * parents prepended; for a path no route matches, its segments.
 */
export function currentPageOf(
  model: CatalogueModel,
  pathname: string,
  locale: ShellLocale,
): CurrentPageEntry[] {
  const dashboard = model.byKey.get('dashboard');
  const home: CurrentPageEntry = {
    key: 'dashboard',
    name: dashboard ? dashboard.title[locale] : 'Dashboard',
    url: DEFAULT_PAGE,
  };
  const matched = matchRoute(model, pathname);
  if (!matched) {
    const segments = pathname.split('/').filter(Boolean).slice(1);
    return [
      home,
      ...segments.map((segment, index) => ({
        key: segment,
        name: decodeURIComponent(segment),
        url: `/main/${segments.slice(0, index + 1).join('/')}`,
      })),
    ];
  }
  const chain = [...ancestorsOf(model, matched.route), matched.route];
  const pages = chain.map((entry): CurrentPageEntry => {
    const name = entry.title[locale];
    if (entry.kind === 'group') return { key: entry.key, name };
    if (entry === matched.route) return { key: entry.key, name, url: pathname };
    // A parent route without parameters of its own is a page to go back to.
    return entry.path.includes(':') ? { key: entry.key, name } : { key: entry.key, name, url: entry.path };
  });
  return pages[0]?.key === 'dashboard' ? pages : [home, ...pages];
}

/** The authority a route or group needs to be seen: the read authority of its first-level menu. */
export function readAuthorityOf(entry: CatalogueEntry): Authority | null {
  return entry.menuKey ? menuAuthorities[entry.menuKey].read : null;
}

/** What decides whether an entry shows to someone. */
export interface Visibility {
  /** Whether the user's views show this first-level menu (the spec's menu rule). */
  readonly menuVisible: (menuKey: string) => boolean;
  /** Admin users (admin mode on) and tenant users (tenant mode on) see the entries flagged for them. */
  readonly adminMode: boolean;
  readonly tenantMode: boolean;
  /** Entries flagged admin or tenant only show in those modes; a production build keeps the dashboard where it is. */
}

/** Whether an entry may be opened: its menu is visible, and its admin/tenant flags match the modes. */
export function isEntryVisible(
  model: CatalogueModel,
  entry: CatalogueEntry,
  visibility: Visibility,
): boolean {
  if (entry.admin || entry.tenant) {
    const flagged =
      (entry.admin === true && visibility.adminMode) || (entry.tenant === true && visibility.tenantMode);
    if (!flagged) return false;
  }
  if (entry.kind === 'group' && entry.menuKey === undefined) {
    return (model.children.get(entry.key) ?? []).some((child) => isEntryVisible(model, child, visibility));
  }
  return entry.menuKey === undefined || visibility.menuVisible(entry.menuKey);
}

/** A node of the menu: a group with children, or a route to open. */
export interface MenuNode {
  readonly entry: MenuGroupDefinition | RouteDefinition;
  readonly children: readonly MenuNode[];
}

/**
 * The menu a user sees: menu entries they may open, groups with at least one child. In
 * non-production builds the dashboard comes first (spec §2).
 */
export function menuOf(
  model: CatalogueModel,
  visibility: Visibility,
  options: { production: boolean },
): MenuNode[] {
  const build = (parent: string | undefined): MenuNode[] =>
    (model.children.get(parent) ?? []).flatMap((entry): MenuNode[] => {
      if (entry.kind === 'route' && !entry.menu) return [];
      if (!isEntryVisible(model, entry, visibility)) return [];
      const children = build(entry.key);
      if (entry.kind === 'group' && children.length === 0) return [];
      return [{ entry, children }];
    });
  const menu = build(undefined);
  if (!options.production) {
    const index = menu.findIndex((node) => node.entry.key === 'dashboard');
    if (index > 0) menu.unshift(...menu.splice(index, 1));
  }
  return menu;
}

/** Every route a user may open (the command palette's list). */
export function openableRoutes(model: CatalogueModel, visibility: Visibility): RouteDefinition[] {
  return model.routes.filter(
    (route) =>
      isEntryVisible(model, route, visibility) &&
      ancestorsOf(model, route).every((entry) => isEntryVisible(model, entry, visibility)),
  );
}

/** A title in @opsdesk/auth's languages, read when read (the en and ja titles load on demand). */
const localized = (title: Title): LocalizedText => ({
  get 'zh-CN'() {
    return title['zh-CN'];
  },
  get 'zh-TW'() {
    return title['zh-CN'];
  },
  get en() {
    return title.en;
  },
  get it() {
    return title.en;
  },
  get ja() {
    return title.ja;
  },
});

/**
 * The menu entries as @opsdesk/auth's permission catalogue: menus with sub-menus are M, screens F
 * (the tree's T and B nodes come from `functionPermissionCatalogue`, merged by the caller). Groups
 * that only gather first-level menus are left out, their menus lifted to the top.
 */
export function permissionCatalogueOf(model: CatalogueModel): PermissionCatalogueMenu[] {
  const build = (parent: string | undefined): PermissionCatalogueMenu[] =>
    (model.children.get(parent) ?? []).flatMap((entry): PermissionCatalogueMenu[] => {
      if (entry.kind === 'route' && !entry.menu) return [];
      const children = build(entry.key);
      if (entry.kind === 'group' && entry.menuKey === undefined) return children;
      const authority = readAuthorityOf(entry);
      return [
        {
          key: entry.key,
          name: localized(entry.title),
          ...(children.length > 0 ? { menuType: 'M' as const, children } : { menuType: 'F' as const }),
          ...(authority ? { authority } : {}),
        },
      ];
    });
  return build(undefined);
}
