import { bespokeDesigns } from '../../catalogue/designs';
import { menuAuthorities, type MenuKey } from '@opsdesk/api';
import { describe, expect, test } from 'vitest';
import { systemBespokeRoutes, systemRoutes } from '../../catalogue/routes/system';
import type { RouteDefinition } from '../../catalogue/types';
import { screenProblems } from '../../resources/defineScreen';
import type { ResourceScreen } from '../../resources/types';

const modules = import.meta.glob<{ screen: ResourceScreen }>('./**/screen.ts', { eager: true });
const screens = Object.entries(modules).map(([path, module]) => [path, module.screen] as const);

const routes = systemRoutes.filter((entry): entry is RouteDefinition => entry.kind === 'route');
const genericRoutes = routes.filter((route) => route.view !== 'custom');
const keys = new Set([...systemRoutes, ...systemBespokeRoutes].map((entry) => entry.key));

describe('the system area screens', () => {
  test.each(screens)('%s has no problems', (_path, screen) => {
    expect(screenProblems(screen)).toEqual([]);
  });

  test.each(screens)('%s names only routes of the catalogue', (_path, screen) => {
    for (const key of Object.values(screen.routes)) expect(keys, key).toContain(key);
  });

  test.each(screens)('%s fixes only fields its resource filters by equality', (_path, screen) => {
    for (const field of Object.keys(screen.fixed ?? {})) expect(screen.resource.filters[field]).toBe('eq');
  });

  test.each(screens)('%s: its actions and defaults write values the schema accepts', (_path, screen) => {
    const written = [
      ...(screen.actions ?? []).map((action) => action.set),
      screen.defaults ?? {},
      screen.fixed ?? {},
    ];
    for (const values of written) {
      for (const [field, value] of Object.entries(values)) {
        expect(screen.resource.shape[field]?.safeParse(value).success, `${field} = ${String(value)}`).toBe(
          true,
        );
      }
    }
    for (const action of screen.actions ?? []) {
      for (const [field, allowed] of Object.entries(action.when ?? {})) {
        for (const value of allowed)
          expect(screen.resource.shape[field]?.safeParse(value).success).toBe(true);
      }
    }
  });

  test.each(screens)('%s offers only values its schema accepts', (_path, screen) => {
    for (const [field, view] of Object.entries(screen.fields)) {
      const input = view.input;
      if (input?.type !== 'select') continue;
      for (const option of input.options)
        expect(
          screen.resource.shape[field]?.safeParse(option.value).success,
          `${field}: ${String(option.value)}`,
        ).toBe(true);
    }
  });
});

describe('the system area screens over the descriptions', () => {
  test.each(screens)('%s never starts a deployment environment at production', (_path, screen) => {
    for (const values of [screen.defaults ?? {}, screen.fixed ?? {}])
      expect((values as Record<string, unknown>).deployEnv).not.toBe('release');
  });

  test.each(screens)('%s leaves the numbers the service makes read-only', (_path, screen) => {
    for (const [field, described] of Object.entries(screen.resource.fields))
      if (described?.generated) expect(screen.fields[field]?.readOnly, field).toBe(true);
  });

  test.each(screens)('%s edits instants with the date-time picker', (_path, screen) => {
    for (const [field, described] of Object.entries(screen.resource.fields))
      if (described?.kind === 'dateTime') expect(screen.fields[field]?.input?.type, field).toBe('datetime');
  });

  test('a release request says its environment in words, production included', () => {
    const screen = modules['./single-service-request/request/screen.ts']?.screen;
    const input = screen?.fields.deployEnv?.input;
    expect(input?.type).toBe('select');
    const release =
      input?.type === 'select' ? input.options.find((option) => option.value === 'release') : undefined;
    expect(release?.label.en).toBe('Production');
    expect(screen?.defaults?.deployEnv).toBe('dev');
  });
});

describe('the system area routes', () => {
  test.each(genericRoutes.map((route) => [route.key, route] as const))(
    '%s loads a screen that names it for its view',
    async (_key, route) => {
      const module = await route.load();
      expect('screen' in module).toBe(true);
      if (!('screen' in module)) return;
      const view = route.view as Exclude<RouteDefinition['view'], 'custom'>;
      expect(module.screen.routes[view]).toBe(route.key);
    },
  );

  test('keys are unique and parents known', () => {
    const entries = [...systemRoutes, ...systemBespokeRoutes];
    expect(keys.size).toBe(entries.length);
    for (const entry of entries) if (entry.parent) expect(keys, entry.key).toContain(entry.parent);
  });

  test('paths sit under /main/<menu key>, with distinct shapes', () => {
    const shapes = new Set<string>();
    for (const route of [...routes, ...systemBespokeRoutes]) {
      expect(route.path.startsWith(`/main/${route.menuKey}`), route.path).toBe(true);
      const shape = route.path.replace(/:[^/]+/g, ':');
      expect(shapes.has(shape), route.path).toBe(false);
      shapes.add(shape);
    }
  });

  test('first-level entries carry an icon; lists show in the menu, the routes under a list do not', () => {
    const byKey = new Map(systemRoutes.map((entry) => [entry.key, entry]));
    for (const entry of systemRoutes) {
      if (!entry.parent) expect(entry.icon, entry.key).toBeDefined();
      if (entry.kind !== 'route') continue;
      const underList = byKey.get(entry.parent ?? '')?.kind === 'route';
      expect(entry.menu, entry.key).toBe(!underList);
      if (entry.menu) expect(entry.view === 'list' && !entry.path.includes(':'), entry.key).toBe(true);
    }
  });

  test('every menu key is a first-level menu with a read authority', () => {
    for (const route of [...routes, ...systemBespokeRoutes]) {
      expect(Object.keys(menuAuthorities)).toContain(route.menuKey);
      expect(menuAuthorities[route.menuKey as MenuKey].read).not.toBeNull();
    }
  });

  test('the spec routes of the area are all there', () => {
    const paths = new Set([...routes, ...systemBespokeRoutes].map((route) => route.path));
    for (const path of [
      '/main/cloud-environment-management',
      '/main/cloud-environment-management/cloud-environment-management-detail/:id',
      '/main/menu-control/sub-application-batch/sub-app-detail/:cloud/:section/:type',
      '/main/menu-control/service-package/tree/:packageID',
      '/main/menu-control/app-operations/sort/:id',
      '/main/service-info/new-service-info',
      '/main/large-language-model',
      '/main/sentry/:projectName/issues-list/issues-event/:issuesId',
      '/main/system-operation/overview-page/detail-operation/:id/:sprintId',
      '/main/system-operation/single-service-release/new-single-service-operation/:id',
      '/main/system-operation/iteration-release-plan-operation/new/:id/:sourceId/:sprintId',
      '/main/system-operation/sql-service-operation/form/:id/:role-id',
      '/main/system-operation/middleware-service-release/detail/:id/:sourceId',
      '/main/system-operation/log-service-manage-new',
      '/main/system-operation/xxl-job-index',
      '/main/version-deploy-manage/stop-machine-archives/:id',
      '/main/version-deploy-manage/privacy-policy/privacy-policy-tenant-details/:id',
    ])
      expect(paths, path).toContain(path);
    expect(routes.length + systemBespokeRoutes.length).toBe(90);
  });

  test('every bespoke route says what its screen does', () => {
    for (const route of systemBespokeRoutes) {
      expect(route.screen).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect((bespokeDesigns[route.screen] ?? '').length).toBeGreaterThan(400);
    }
  });
});
