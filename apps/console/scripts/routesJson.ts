import { catalogueEntries, bespokeRoutes } from '../src/catalogue';
import { readAuthorityOf } from '../src/catalogue/model';
import { loadAllCatalogueTitles } from '../src/catalogue/titles';
import type { CatalogueEntry, Title } from '../src/catalogue/types';

/** One route of the catalogue as the `routes` script prints it. */
export interface RouteJson {
  readonly key: string;
  readonly kind: 'group' | 'route';
  readonly path: string | null;
  readonly parent: string | null;
  readonly title: Title;
  readonly icon: string | null;
  readonly menu: boolean;
  readonly admin: boolean;
  readonly tenant: boolean;
  readonly menuKey: string | null;
  /** The authority its first-level menu needs to be seen; null when everyone signed in may. */
  readonly permission: string | null;
  /** `list`, `detail`, `create`, `edit`, `copy`, or `custom` for a bespoke screen. */
  readonly view: string | null;
  /** The bespoke screen a route names. */
  readonly screen: string | null;
}

function json(entry: CatalogueEntry, screen: string | null): RouteJson {
  return {
    key: entry.key,
    kind: entry.kind,
    path: entry.kind === 'route' ? entry.path : null,
    parent: entry.parent ?? null,
    // A copy: the en and ja titles are read from their dictionaries, loaded by `routesJson`.
    title: { ...entry.title },
    icon: entry.icon ?? null,
    menu: entry.kind === 'group' ? true : entry.menu,
    admin: entry.admin === true,
    tenant: entry.tenant === true,
    menuKey: entry.menuKey ?? null,
    permission: readAuthorityOf(entry),
    view: entry.kind === 'route' ? entry.view : null,
    screen,
  };
}

/** The whole catalogue, bespoke routes included, in catalogue order, titled in every shell language. */
export async function routesJson(): Promise<RouteJson[]> {
  await loadAllCatalogueTitles();
  const bespoke = new Map(bespokeRoutes.map((route) => [route.key, route.screen]));
  return catalogueEntries.map((entry) => json(entry, bespoke.get(entry.key) ?? null));
}
