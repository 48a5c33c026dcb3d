import { bespokeDesigns } from '../../catalogue/designs';
import { describe, expect, test } from 'vitest';
import { financeBespokeRoutes, financeRoutes } from '../../catalogue/routes/finance';
import type { RouteDefinition } from '../../catalogue/types';
import { screenProblems } from '../../resources/defineScreen';
import type { ResourceScreen } from '../../resources/types';

const routes = financeRoutes.filter((entry): entry is RouteDefinition => entry.kind === 'route');
const keys = new Set([
  ...financeRoutes.map((entry) => entry.key),
  ...financeBespokeRoutes.map((entry) => entry.key),
]);

async function screenOf(route: RouteDefinition): Promise<ResourceScreen> {
  const module = await route.load();
  if (!('screen' in module)) throw new Error(`${route.key} loads no resource screen`);
  return module.screen;
}

describe('finance screens', () => {
  test.each(routes.map((route) => [route.key, route] as const))(
    '%s loads a sound screen',
    async (_key, route) => {
      const screen = await screenOf(route);
      expect(screenProblems(screen)).toEqual([]);
    },
  );

  test.each(routes.map((route) => [route.key, route] as const))(
    '%s loads a screen whose routes are all in the catalogue, its own among them',
    async (_key, route) => {
      const screen = await screenOf(route);
      for (const key of Object.values(screen.routes)) expect(keys).toContain(key);
      expect(Object.values(screen.routes)).toContain(route.key);
    },
  );

  test('a route is a screen’s detail, edit or list exactly as its view says', async () => {
    for (const route of routes) {
      const screen = await screenOf(route);
      if (route.view !== 'custom') expect(screen.routes[route.view]).toBe(route.key);
    }
  });

  test('keys are unique, parents exist, and only lists show in the menu', () => {
    const all = [...financeRoutes, ...financeBespokeRoutes];
    expect(new Set(all.map((entry) => entry.key)).size).toBe(all.length);
    for (const entry of all) if (entry.parent) expect(keys).toContain(entry.parent);
    for (const route of routes) expect(route.menu).toBe(route.view === 'list');
  });

  test('paths are unique, under /main, with :name parameters', () => {
    const paths = [...routes, ...financeBespokeRoutes].map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/main\/[a-z-]+(\/(:[A-Za-z]+|[a-z-]+))*$/);
  });

  test('every first-level menu of §2.7 is in the catalogue', () => {
    const menuKeys = new Set(financeRoutes.map((entry) => entry.menuKey));
    for (const key of [
      'finance-contract-management',
      'finance-customer-management',
      'finance-inventory-management',
      'finance-organization-management',
      'finance-partner-management',
      'finance-product-management',
      'finance-product-management-new',
      'finance-project-info-management',
      'finance-receipt-management',
      'finance-receivables',
      'gross-profit-calculation',
      'helios-analysis',
      'forest-energy-query',
      'invoice-management-finance',
      'invoice-management',
      'meta-data-management',
      'order-management-business',
      'order-management-finance',
      'order-management',
    ])
      expect(menuKeys).toContain(key);
  });

  test('the order flow is bespoke, each with a design', () => {
    expect(financeBespokeRoutes.map((route) => route.screen)).toEqual([
      'new-order',
      'confirm-order',
      'order-detail',
    ]);
    for (const route of financeBespokeRoutes)
      expect((bespokeDesigns[route.screen] ?? '').length).toBeGreaterThan(400);
  });
});
