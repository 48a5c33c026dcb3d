import { bespokeDesigns } from '../catalogue/designs';
import { areaOfResource, resourcesByArea, type ResourceArea } from '@opsdesk/api';
import { describe, expect, test } from 'vitest';
import { adminBespokeRoutes, adminRoutes } from '../catalogue/routes/admin';
import { bookingRoutes } from '../catalogue/routes/booking';
import { customerServiceBespokeRoutes, customerServiceRoutes } from '../catalogue/routes/customer-service';
import { i18nRoutes } from '../catalogue/routes/i18n';
import { locationRoutes } from '../catalogue/routes/location';
import { referenceRoutes as referenceDataRoutes } from '../catalogue/routes/reference';
import type { RouteDefinition, ScreenModule } from '../catalogue/types';
import { screenProblems } from '../resources/defineScreen';
import type { ResourceScreen } from '../resources/types';

/**
 * The areas this file checks, those of the former reference area: languages, admin, customer
 * service, reference data, location, booking (@opsdesk/api's taxonomy: `resourcesByArea`).
 */
const checkedAreas = [
  'i18n',
  'admin',
  'customer-service',
  'reference',
  'location',
  'booking',
] as const satisfies readonly ResourceArea[];

/**
 * The resources of these areas that deliberately have no screen of their own, and why. Every other
 * resource of the areas has one; a resource listed here that gets a screen must leave the list.
 */
const screenless: Readonly<Record<string, string>> = {
  // Customer service's query-data screen (a bespoke one) looks up a tenant's employees, reads and
  // edits their staff record, and lists their documents, label messages and AI records by name.
  staff: 'read and edited by the query-data screen',
  'cs-document': 'read by the query-data screen',
  'cs-label-message': 'read by the query-data screen',
  'cs-ai-record': 'read by the query-data screen',
  // Reference data other records name: it is chosen through the pickers and lookups of
  // @opsdesk/pickers (the enumeration-item, currency, exchange-rate and default-permission ones),
  // and has no list of its own in the console.
  'enumeration-item': "an enumeration's items, picked as the value of a field of that enumeration",
  currency: 'picked by the currency fields (`lookup: currency`)',
  'exchange-rate': "looked up by the exchange-rate picker, with a currency's rate on a date",
  'default-permission': "the menus' permissions, picked by their code",
};

const referenceRoutes = [
  ...i18nRoutes,
  ...adminRoutes,
  ...customerServiceRoutes,
  ...referenceDataRoutes,
  ...locationRoutes,
  ...bookingRoutes,
];
const referenceBespokeRoutes = [...adminBespokeRoutes, ...customerServiceBespokeRoutes];

const routes = referenceRoutes.filter((entry): entry is RouteDefinition => entry.kind === 'route');
const keys = [
  ...referenceRoutes.map((entry) => entry.key),
  ...referenceBespokeRoutes.map((route) => route.key),
];

async function screenOf(route: RouteDefinition): Promise<ResourceScreen> {
  const module: ScreenModule = await route.load();
  if (!('screen' in module)) throw new Error(`${route.key} loads no resource screen`);
  return module.screen;
}

describe('reference area catalogue', () => {
  test('keys and paths are unique', () => {
    expect(new Set(keys).size).toBe(keys.length);
    const paths = [
      ...routes.map((route) => route.path),
      ...referenceBespokeRoutes.map((route) => route.path),
    ];
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('every parent is an entry of the area', () => {
    for (const entry of [...referenceRoutes, ...referenceBespokeRoutes]) {
      if (entry.parent) expect(keys, `${entry.key} → ${entry.parent}`).toContain(entry.parent);
    }
  });

  test('first-level menus carry an icon, and paths sit under their menu key', () => {
    for (const entry of referenceRoutes) {
      if (!entry.parent) expect(entry.icon, entry.key).toBeDefined();
    }
    for (const route of [...routes, ...referenceBespokeRoutes]) {
      if (route.path === '/index-zhenxuan') continue;
      expect(route.path.startsWith(`/main/${route.menuKey}`), route.path).toBe(true);
    }
  });

  test('the auth-source detail has one route per kind, and the diagnosis log opens by span id', () => {
    for (const kind of ['feishu', 'wechat', 'dingtalk', 'yunzhijia']) {
      expect(routes.map((route) => route.path)).toContain(
        `/main/auth-sources/auth-source-detail-${kind}/:type/:id`,
      );
    }
    const diagnosis = referenceBespokeRoutes.find((route) => route.key === 'diagnosis-log-detail');
    expect(diagnosis?.path).toBe('/main/customer-service/diagnosis-log-detail/:spanId');
    expect(diagnosis?.screen).toBe('diagnosis-log-detail');
  });

  test('bespoke routes name their screen and say what it does', () => {
    for (const route of referenceBespokeRoutes) {
      expect(route.screen).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect((bespokeDesigns[route.screen] ?? '').length, route.key).toBeGreaterThan(200);
    }
  });

  for (const route of routes) {
    test(`${route.key} loads a sound screen whose routes exist`, async () => {
      const screen = await screenOf(route);
      expect(screenProblems(screen)).toEqual([]);
      for (const key of Object.values(screen.routes)) expect(keys).toContain(key);
      // The route is one of the screen's own routes, in the view it shows.
      expect(screen.routes[route.view as keyof typeof screen.routes]).toBe(route.key);
      for (const field of Object.keys(screen.fixed ?? {})) {
        expect(screen.resource.filters[field], `${route.key} fixes ${field}`).toBeDefined();
      }
    });
  }

  test('every resource of the areas has a screen, but those deliberately left without one', async () => {
    const shown = new Set<string>();
    for (const route of routes) shown.add((await screenOf(route)).resource.name);
    for (const area of checkedAreas)
      for (const { name } of resourcesByArea[area]) {
        if (name in screenless) expect(shown, `${name} is screen-less, yet has a screen`).not.toContain(name);
        else expect(shown, `${area}: ${name} has no screen`).toContain(name);
      }
    // The screen-less resources are resources of these areas, and the query-data screen is there.
    for (const name of Object.keys(screenless))
      expect(checkedAreas as readonly string[], name).toContain(areaOfResource(name));
    expect(referenceBespokeRoutes.map((route) => route.screen)).toContain('query-data');
  });
});
