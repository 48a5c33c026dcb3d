import { bespokeDesigns } from '../catalogue/designs';
import { referenceAreaResources } from '@opsdesk/api';
import { describe, expect, test } from 'vitest';
import { referenceBespokeRoutes, referenceRoutes } from '../catalogue/routes/reference';
import type { RouteDefinition, ScreenModule } from '../catalogue/types';
import { screenProblems } from '../resources/defineScreen';
import type { ResourceScreen } from '../resources/types';

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

  test('every new resource of the area but those the query-data screen reads has a screen', async () => {
    const shown = new Set<string>();
    for (const route of routes) shown.add((await screenOf(route)).resource.name);
    const readByBespoke = ['cs-document', 'cs-label-message', 'cs-ai-record'];
    for (const name of Object.keys(referenceAreaResources)) {
      if (!readByBespoke.includes(name)) expect(shown, name).toContain(name);
    }
  });
});
