import type { MenuKey } from '@opsdesk/api';
import type { ComponentType } from 'react';
import type { ResourceScreen } from '../resources/types';

/** The languages of the console's shell (spec: zh_cn, en, ja). */
export const shellLocales = ['zh-CN', 'en', 'ja'] as const;
export type ShellLocale = (typeof shellLocales)[number];

/** A text in every shell language. */
export type Title = Readonly<Record<ShellLocale, string>>;

/**
 * An entry's title as its route file writes it: the zh-CN text. Its en and ja titles are in the
 * `titles.json` beside that file, gathered into `titles/en.json` and `titles/ja.json` under the
 * entry's key (`pnpm --filter console titles`), loaded one language at a time.
 */
export type ZhTitle = string;

/** The icons of the first-level menus (drawn by the shell's icon set). */
export const iconNames = [
  'dashboard',
  'language',
  'admin',
  'key',
  'megaphone',
  'cloud',
  'headset',
  'database',
  'finance',
  'invoice',
  'order',
  'book',
  'map',
  'marketing',
  'menu',
  'package',
  'survey',
  'bug',
  'sandbox',
  'operations',
  'tenant',
  'news',
  'rocket',
  'travel',
  'reset',
  'chart',
  'help',
  'ai',
] as const;
export type IconName = (typeof iconNames)[number];

/** What a generic resource route shows of its resource. */
export type ResourceView = 'list' | 'detail' | 'create' | 'edit' | 'copy';

/** A screen module: a resource screen definition rendered by the generic screens, or a bespoke component. */
export type ScreenModule = { readonly screen: ResourceScreen } | { readonly default: ComponentType };

interface EntryFields<T extends Title | ZhTitle> {
  /** Unique over the whole catalogue; kebab-case, as the spec names the route. */
  readonly key: string;
  /** Its title in every shell language; a route file writes the zh-CN text (`ZhTitle`). */
  readonly title: T;
  /** The key of the group or route above it: a menu group, or the list a detail route opens from. */
  readonly parent?: string;
  /** First-level menus only. */
  readonly icon?: IconName;
  /**
   * The first-level menu it belongs to: the permission to see it is `menuAuthorities[menuKey].read`
   * (@opsdesk/api), and a view with this key must be visible (the spec's menu rule).
   */
  readonly menuKey: MenuKey;
  /** Shown to admin users (admin mode); the spec flags the admin dashboard entry with admin and tenant. */
  readonly admin?: boolean;
  /** Shown to tenant users (tenant mode). */
  readonly tenant?: boolean;
}

/**
 * A menu entry with children and no screen of its own. A group without a `menuKey` only gathers
 * first-level menus (the finance menus, say) and shows when any of its children shows.
 */
export interface MenuGroupDefinition<T extends Title | ZhTitle = Title> extends Omit<
  EntryFields<T>,
  'menuKey'
> {
  readonly kind: 'group';
  readonly menuKey?: MenuKey;
}

/**
 * The two sides of a request's record (the spec's `{role-id}`): whoever asked for it, and whoever
 * carries it out. Each has a screen of its own over the same records, with its own actions.
 */
export const viewerRoles = ['requester', 'operator'] as const;
export type ViewerRole = (typeof viewerRoles)[number];

/**
 * What a path parameter means for its route's screen (`:id`, the record, needs no declaration). The
 * screen route (`shell/ScreenRoute.tsx`) resolves them with `resolveRoute` (`params.ts`): a value
 * that does not fit answers the 404 page.
 */
export type RouteParameter =
  /**
   * The value of a field of the record (`sprintId` carries the sprint's code, `sprintCode`): a list
   * is filtered by it, a new record takes it (`new` leaves the field to the user), a record with
   * another value is not found on the route.
   */
  | { readonly kind: 'field'; readonly field: string }
  /** `copyFlag`: `1` opens the record as a copy to create a new one from, `0` as its detail. */
  | { readonly kind: 'copy' }
  /**
   * `{role-id}`: whose view of the record it is, `requester` or `operator`. The route of that role
   * (`routes`) renders it: its screen (actions, editable fields) and its view. `role` is the route's
   * own role, which links to it carry.
   */
  | {
      readonly kind: 'role';
      readonly role: ViewerRole;
      readonly routes: Readonly<Record<ViewerRole, string>>;
    }
  /**
   * The id of a record the screen has nothing to do with (`sourceId`): it must be an id (a positive
   * integer; `new` on a form that creates).
   */
  | { readonly kind: 'id' };

/** A route with its screen. */
export interface RouteDefinition<T extends Title | ZhTitle = Title> extends EntryFields<T> {
  readonly kind: 'route';
  /** The path, with parameters as `:name` (react-router), e.g. `/main/tenant-manage/tenant-group/tenant-group-detail/:id`. */
  readonly path: string;
  /** Whether it shows in the menu (lists and screens do; details, forms and other parameterised routes do not). */
  readonly menu: boolean;
  /** For a resource screen, which generic view renders it; `custom` for a bespoke component. */
  readonly view: ResourceView | 'custom';
  /** The screen, loaded on demand: one chunk per screen module. */
  readonly load: () => Promise<ScreenModule>;
  /**
   * What its path parameters other than `:id` mean. One left undeclared is the screen's own business
   * (a bespoke screen reads it; the generic form starts a new record with one named after a field).
   */
  readonly params?: Readonly<Record<string, RouteParameter>>;
  /**
   * Values of fields of the record that its path stands for without a parameter (the product of
   * `/main/tenant-manage/dingtalk-enter`), taken as a `field` parameter's value is.
   */
  readonly fixed?: Readonly<Record<string, string>>;
}

export type CatalogueEntry<T extends Title | ZhTitle = Title> = MenuGroupDefinition<T> | RouteDefinition<T>;

/**
 * A route whose screen is bespoke (a component written for it, not a generic resource view), as its
 * `routes.ts` beside the component writes it: the catalogue makes it a `custom` route.
 */
export interface BespokeRouteDefinition<T extends Title | ZhTitle = Title> extends Omit<
  RouteDefinition<T>,
  'kind' | 'view' | 'load'
> {
  /** The bespoke screen's name, e.g. `business-tenant-detail`: its design is `designs.ts`'s text of that name. */
  readonly screen: string;
  /** The bespoke component, loaded on demand. */
  readonly load: () => Promise<{ readonly default: ComponentType }>;
}

/**
 * An entry as its route file writes it (a resource's `features/<area>/<resource>/routes.ts`, or a
 * menu group in `routes/<area>.ts`): its title in zh-CN (`titledEntries` binds the others).
 */
export type EntrySource = CatalogueEntry<ZhTitle>;
export type RouteSource = RouteDefinition<ZhTitle>;
export type BespokeRouteSource = BespokeRouteDefinition<ZhTitle>;
