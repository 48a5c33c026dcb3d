import { bespokeDesigns } from '../../catalogue/designs';
import { contentAreaResources, menuAuthorities } from '@opsdesk/api';
import { describe, expect, test } from 'vitest';
import { buildCatalogue } from '../../catalogue/model';
import { contentBespokeRoutes, contentRoutes } from '../../catalogue/routes/content';
import { shellLocales, type RouteDefinition, type ScreenModule } from '../../catalogue/types';
import { screenProblems } from '../../resources/defineScreen';
import type { ResourceScreen } from '../../resources/types';

const routes = contentRoutes.filter((entry): entry is RouteDefinition => entry.kind === 'route');
const keys = new Set([...contentRoutes, ...contentBespokeRoutes].map((entry) => entry.key));

async function screenOf(route: RouteDefinition): Promise<ResourceScreen> {
  const module: ScreenModule = await route.load();
  if (!('screen' in module)) throw new Error(`${route.key} loads no resource screen`);
  return module.screen;
}

describe('the content area catalogue', () => {
  test('holds every route of its sections once', () => {
    const spec = [
      'carousel-setting',
      'init-announcement-setting',
      'init-announcement-detail',
      'init-announcement-detail-new',
      'init-announcement-detail-copy',
      'financial-course-index',
      'financial-course-new',
      'financial-course-edit',
      'ad-setting',
      'separate-page-setup',
      'sys-suggestion',
      'help-doc-theme',
      'separate-page-setup-log',
      'request-info-query',
      ...['guide-single', 'single', 'zhenxuan-single', 'newcomer-single', 'website-single'].flatMap(
        (list) => [list, `${list}-sort`, `${list}-add`, `${list}-edit`, `${list}-detail`],
      ),
      'update-log-single',
      'update-log-single-new',
      'update-log-single-detail',
      ...['', 'newcomer-', 'guide-'].flatMap((variant) => {
        const list = `help-and-feedback-${variant}question-maintenance`;
        return [list, `${list}-sort`, `${list}-add`, `${list}-edit`, `${list}-detail`];
      }),
      'help-document-management',
      'help-document-management-edit',
      'help-document-management-history',
      'update-log',
      'update-log-new',
      'update-log-detail',
      'product-policy',
      'product-policy-detail',
      'product-policy-tenant-detail',
      'system-info',
      'system-info-detail',
      'welcome-info',
      'welcome-info-detail',
      'welcome-info-history',
      'welcome-info-history-detail',
      'marketing-info',
      'black-list-setting',
      'marketing-info-details',
      'marketing-info-details-earchive',
      'clue-management',
      'questionnaire',
      'questionnaire-detail',
    ];
    const all = [...routes.map((route) => route.key), ...contentBespokeRoutes.map((route) => route.key)];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...spec].sort());
  });

  test('builds: unique keys and paths, known parents', () => {
    const bound = contentBespokeRoutes.map(({ screen: _screen, ...fields }) => ({
      ...fields,
      kind: 'route' as const,
      view: 'custom' as const,
      load: () => Promise.reject(new Error('bespoke')),
    }));
    expect(() => buildCatalogue([...contentRoutes, ...bound])).not.toThrow();
  });

  test('every entry sits under /main/<its menu key> and names all three languages', () => {
    for (const entry of [...contentRoutes, ...contentBespokeRoutes]) {
      expect(entry.menuKey && entry.menuKey in menuAuthorities, entry.key).toBe(true);
      if ('path' in entry) expect(entry.path.startsWith(`/main/${entry.menuKey}`), entry.key).toBe(true);
      for (const locale of shellLocales) expect(entry.title[locale].trim(), entry.key).not.toBe('');
    }
  });

  test('first-level menus carry an icon, the others a parent', () => {
    for (const entry of contentRoutes) {
      if (entry.parent === undefined) expect(entry.icon, entry.key).toBeDefined();
      else expect(entry.icon, entry.key).toBeUndefined();
    }
  });

  test('only list routes show in the menu', () => {
    for (const route of routes) if (route.menu) expect(route.view, route.key).toBe('list');
  });

  test('every bespoke route says what its screen does', () => {
    for (const route of contentBespokeRoutes) {
      expect(route.screen).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect((bespokeDesigns[route.screen] ?? '').length, route.key).toBeGreaterThan(300);
      expect(route.menu).toBe(false);
    }
  });
});

describe('the content area screens', () => {
  test.each(routes.map((route) => [route.key, route] as const))(
    '%s loads a sound screen',
    async (_key, route) => {
      const screen = await screenOf(route);
      expect(screenProblems(screen)).toEqual([]);
    },
  );

  test.each(routes.map((route) => [route.key, route] as const))(
    '%s is the route its screen names for its view',
    async (_key, route) => {
      const screen = await screenOf(route);
      if (route.view === 'custom') throw new Error('a generic route');
      expect(screen.routes[route.view]).toBe(route.key);
    },
  );

  test('the routes each screen names exist in the catalogue', async () => {
    for (const route of routes) {
      const screen = await screenOf(route);
      for (const key of Object.values(screen.routes))
        expect(keys.has(key), `${route.key} → ${key}`).toBe(true);
    }
  });

  test('fixed fields are eq filters, with select options for every status value', async () => {
    for (const route of routes) {
      const screen = await screenOf(route);
      for (const field of Object.keys(screen.fixed ?? {}))
        expect(screen.resource.filters[field], `${route.key}: ${field}`).toBe('eq');
      if (screen.statusField) {
        const input = screen.fields[screen.statusField]?.input;
        expect(input?.type, route.key).toBe('select');
        const values = input?.type === 'select' ? input.options.map((option) => option.value) : [];
        const schema = screen.resource.shape[screen.statusField];
        for (const value of values)
          expect(schema?.safeParse(value).success, `${route.key}: ${String(value)}`).toBe(true);
      }
      for (const action of screen.actions ?? []) {
        for (const [field, value] of Object.entries(action.set))
          expect(screen.resource.shape[field]?.safeParse(value).success, `${route.key}: ${action.key}`).toBe(
            true,
          );
      }
    }
  });

  test('the question lists fix each variant once, the update logs each channel once', async () => {
    const variants = new Map<string, string>();
    for (const route of routes.filter((route) => route.view === 'list')) {
      const screen = await screenOf(route);
      if (screen.resource.name === 'help-question') variants.set(String(screen.fixed?.variant), route.key);
    }
    expect([...variants.keys()].sort()).toEqual(
      [...contentAreaResources['help-question'].shape.variant.options].sort(),
    );
  });

  test('every resource of the area is shown by a generic screen or a bespoke one', async () => {
    const shown = new Set<string>();
    for (const route of routes) shown.add((await screenOf(route)).resource.name);
    const bespoke = contentBespokeRoutes.map((route) => bespokeDesigns[route.screen] ?? '').join(' ');
    for (const name of Object.keys(contentAreaResources))
      expect(shown.has(name) || bespoke.includes(name), name).toBe(true);
  });
});
