import type { MenuKey } from '@opsdesk/api';
import type { IconName, ResourceView, RouteSource, ZhTitle } from './types';

/** A resource's list, as its `routes.ts` writes it. */
export interface ListRouteSource {
  readonly key: string;
  readonly title: ZhTitle;
  readonly path: string;
  /** The menu group it shows under; none for a list that is a first-level menu itself (with an icon). */
  readonly parent?: string;
  readonly menuKey: MenuKey;
  readonly icon?: IconName;
  readonly fixed?: RouteSource['fixed'];
  readonly load: RouteSource['load'];
}

/** A route opened from a list: a detail, a form, or another list over the same records. */
export interface ChildRouteSource {
  readonly key: string;
  readonly title: ZhTitle;
  /** Under the list's path (`detail/:id`), or, starting with `/`, a path of its own. */
  readonly path: string;
  readonly view: ResourceView;
  /** The list, unless it opens from another route of the resource. */
  readonly parent?: string;
  readonly params?: RouteSource['params'];
  readonly fixed?: RouteSource['fixed'];
  /** The list's screen, unless it has one of its own (a variant of the resource's screen). */
  readonly load?: RouteSource['load'];
}

/**
 * A resource's list, shown in the menu, and the routes opened from it, which are not: each under the
 * list (its parent, and the start of its path), with the list's menu key and screen unless it names
 * its own.
 */
export function resourceRoutes(
  list: ListRouteSource,
  children: readonly ChildRouteSource[] = [],
): RouteSource[] {
  const { key, path, menuKey, load } = list;
  return [
    { kind: 'route', view: 'list', menu: true, ...list },
    ...children.map((child): RouteSource => ({
      kind: 'route',
      parent: key,
      menuKey,
      load,
      menu: false,
      ...child,
      path: child.path.startsWith('/') ? child.path : `${path}/${child.path}`,
    })),
  ];
}
