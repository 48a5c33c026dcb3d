import { buildCatalogue } from './model';
import { adminBespokeRoutes, adminRoutes } from './routes/admin';
import { bookingRoutes } from './routes/booking';
import { contentBespokeRoutes, contentRoutes } from './routes/content';
import { customerServiceBespokeRoutes, customerServiceRoutes } from './routes/customer-service';
import { dashboardRoutes } from './routes/dashboard';
import { financeBespokeRoutes, financeRoutes } from './routes/finance';
import { i18nRoutes } from './routes/i18n';
import { locationRoutes } from './routes/location';
import { referenceRoutes } from './routes/reference';
import { systemBespokeRoutes, systemRoutes } from './routes/system';
import { tenantBespokeRoutes, tenantRoutes } from './routes/tenant';
import type { BespokeRouteDefinition, CatalogueEntry, RouteDefinition } from './types';

/** Every bespoke route of the areas, with the screen it names. */
export const bespokeRoutes: readonly BespokeRouteDefinition[] = [
  ...tenantBespokeRoutes,
  ...financeBespokeRoutes,
  ...contentBespokeRoutes,
  ...systemBespokeRoutes,
  ...adminBespokeRoutes,
  ...customerServiceBespokeRoutes,
];

/** A bespoke route as the catalogue keeps it: a route of the `custom` view. */
function asRoute({ screen: _screen, ...fields }: BespokeRouteDefinition): RouteDefinition {
  return { ...fields, kind: 'route', view: 'custom' };
}

/** The route catalogue of the console: one typed entry per route (DESIGN.md), in menu order. */
export const catalogueEntries: readonly CatalogueEntry[] = [
  ...dashboardRoutes,
  ...tenantRoutes,
  ...financeRoutes,
  ...contentRoutes,
  ...systemRoutes,
  ...i18nRoutes,
  ...adminRoutes,
  ...customerServiceRoutes,
  ...referenceRoutes,
  ...locationRoutes,
  ...bookingRoutes,
  ...bespokeRoutes.map(asRoute),
];

export const catalogue = buildCatalogue(catalogueEntries);
