import { bespokeScreens } from './bespoke';
import { buildCatalogue } from './model';
import { contentBespokeRoutes, contentRoutes } from './routes/content';
import { coreRoutes } from './routes/core';
import { financeBespokeRoutes, financeRoutes } from './routes/finance';
import { referenceBespokeRoutes, referenceRoutes } from './routes/reference';
import { systemBespokeRoutes, systemRoutes } from './routes/system';
import { tenantBespokeRoutes, tenantRoutes } from './routes/tenant';
import type { BespokeRouteDefinition, CatalogueEntry, RouteDefinition } from './types';

/** Every bespoke route of the areas, with the screen it names. */
export const bespokeRoutes: readonly BespokeRouteDefinition[] = [
  ...tenantBespokeRoutes,
  ...financeBespokeRoutes,
  ...contentBespokeRoutes,
  ...systemBespokeRoutes,
  ...referenceBespokeRoutes,
];

/** A bespoke route bound to its screen's module; undefined while the screen does not exist. */
function bind(route: BespokeRouteDefinition): RouteDefinition | undefined {
  const load = bespokeScreens[route.screen];
  if (!load) return undefined;
  const { screen: _screen, ...fields } = route;
  return { ...fields, kind: 'route', view: 'custom', load };
}

/** The bespoke routes whose screen is not written yet (the catalogue test lists them). */
export const unboundBespokeRoutes: readonly BespokeRouteDefinition[] = bespokeRoutes.filter(
  (route) => !bespokeScreens[route.screen],
);

/** The route catalogue of the console: one typed entry per route (DESIGN.md). */
export const catalogueEntries: readonly CatalogueEntry[] = [
  ...coreRoutes,
  ...tenantRoutes,
  ...financeRoutes,
  ...contentRoutes,
  ...systemRoutes,
  ...referenceRoutes,
  ...bespokeRoutes.flatMap((route) => bind(route) ?? []),
];

export const catalogue = buildCatalogue(catalogueEntries);
