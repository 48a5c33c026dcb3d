import { bespokeDesigns } from '../../catalogue/designs';
import { menuAuthorities, resourceCatalogue } from '@opsdesk/api';
import { describe, expect, test } from 'vitest';
import { tenantBespokeRoutes, tenantRoutes } from '../../catalogue/routes/tenant';
import { shellLocales, type RouteDefinition, type Title } from '../../catalogue/types';
import { screenProblems } from '../../resources/defineScreen';
import type { ResourceScreen } from '../../resources/types';

/** Every screen module of the area, those the routes load and those the business detail embeds. */
const modules = import.meta.glob<{ screen: ResourceScreen }>('./**/screen.ts', { eager: true });
const screens = Object.entries(modules).map(([path, module]) => [path, module.screen] as const);

const routes = tenantRoutes.filter((entry): entry is RouteDefinition => entry.kind === 'route');
const keys = new Set([...tenantRoutes, ...tenantBespokeRoutes].map((entry) => entry.key));
const paths = [...routes, ...tenantBespokeRoutes].map((entry) => entry.path);

/** The routes of §2.13 (the two reset activities), §2.14, §2.16 and §2.17, as the spec gives them. */
const specPaths = [
  '/main/sandbox-user-reset-activity',
  '/main/user-reset-activity',
  '/main/tenant-manage/sandbox-tenant-management',
  '/main/tenant-manage/sandbox-tenant-management/sandbox-tenant-management-index/:id',
  ...[
    'tenant-maintenance',
    'tenant-maintenance-all',
    'tenant-maintenance-all-cs',
    'tenant-maintenance-all-business',
    'tenant-maintenance-all-operate-dingtalk',
    'tenant-maintenance-all-operate-wechat',
    'tenant-maintenance-all-operate-lark',
    'tenant-maintenance-operate-operation-lark',
  ].flatMap((variant) => [`/main/tenant-manage/${variant}`, `/main/tenant-manage/${variant}/index/:id`]),
  '/main/tenant-manage/tenant-maintenance/edit-tenant-maintenance/:id',
  '/main/tenant-manage/tenant-maintenance-all-dingtalk',
  '/main/tenant-manage/wechat-tenant',
  '/main/tenant-manage/tenant-e-archives',
  '/main/tenant-manage/tenant-e-archives/details/:id',
  '/main/tenant-manage/tenant-authorize',
  '/main/tenant-manage/tenant-register',
  '/main/tenant-manage/tenant-group',
  '/main/tenant-manage/tenant-group/new-tenant-group',
  '/main/tenant-manage/tenant-group/edit-tenant-group/:id',
  '/main/tenant-manage/tenant-group/tenant-group-detail/:id',
  // `{product}-enter`: one list per product the service knows, each with its detail.
  ...['dingtalk', 'wechat', 'lark', 'welink', 'yunzhijia'].flatMap((product) => [
    `/main/tenant-manage/${product}-enter`,
    `/main/tenant-manage/${product}-enter/detail/:id`,
  ]),
  '/main/tenant-manage/touch-customer-log',
  '/main/tenant-manage/tenant-report',
  '/main/tenant-manage/data-report',
  '/main/tenant-manage/tenant-fees-mapping-list',
  '/main/tenant-manage/contract-management',
  '/main/tenant-manage/menu-change',
  '/main/tenant-manage/enterprise-brand-management',
  '/main/tenant-manage/enterprise-brand-management/detail/:id',
  '/main/tenant-manage/tenant-user-analysis',
  '/main/tenant-manage/tenant-ai-library-authorization',
  '/main/tenant-manage/tenant-print-template-comparison',
  '/main/tenant-manage/tenant-print-template-comparison-document/:id',
  '/main/tenant-manage/tenant-print-template-comparison-document-detail/:id',
  ...[
    'lark-operation-news',
    'lark-interactive-message',
    'wechat-operation-news',
    'tenant-operation-news',
  ].flatMap((news) => [
    `/main/tenant-operations-management/${news}`,
    `/main/tenant-operations-management/${news}/detail/:id`,
  ]),
];

const hasEveryLocale = (title: Title) => shellLocales.every((locale) => title[locale].trim().length > 0);

describe('the tenant area screens', () => {
  test('there is a screen module for each variant and embedded tab', () => {
    expect(screens.length).toBeGreaterThanOrEqual(40);
  });

  test.each(screens)('%s has no problems', (_path, screen) => {
    expect(screenProblems(screen)).toEqual([]);
  });

  test.each(screens)('%s names only routes of the tenant catalogue', (_path, screen) => {
    for (const key of Object.values(screen.routes)) expect(keys).toContain(key);
  });

  test.each(screens)('%s picks every tenantId with the tenant picker', (_path, screen) => {
    for (const name of ['tenantId', 'tenantIds']) {
      const view = screen.fields[name];
      if (view) expect(view.input).toMatchObject({ type: 'picker', picker: 'tenant' });
    }
  });

  test.each(screens)('%s fixes only fields its resource filters on by equality', (_path, screen) => {
    for (const field of Object.keys(screen.fixed ?? {})) expect(screen.resource.filters[field]).toBe('eq');
  });

  test.each(screens)('%s is over a resource of the catalogue', (_path, screen) => {
    expect(Object.values(resourceCatalogue)).toContain(screen.resource);
  });
});

describe('the tenant area routes', () => {
  test.each(routes.map((route) => [route.key, route] as const))(
    '%s loads a screen that knows it as its %s',
    async (_key, route) => {
      const module = await route.load();
      expect('screen' in module).toBe(true);
      if (!('screen' in module) || route.view === 'custom') return;
      expect(module.screen.routes[route.view]).toBe(route.key);
    },
  );

  test('every route of the spec sections appears exactly once', () => {
    for (const path of specPaths) expect(paths.filter((candidate) => candidate === path)).toHaveLength(1);
  });

  test('keys and paths are unique', () => {
    const all = [...tenantRoutes, ...tenantBespokeRoutes];
    expect(new Set(all.map((entry) => entry.key)).size).toBe(all.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('every parent is an entry of the area', () => {
    for (const entry of [...tenantRoutes, ...tenantBespokeRoutes]) {
      if (entry.parent !== undefined) expect(keys).toContain(entry.parent);
    }
  });

  test('every entry has a title in every shell language, and every bespoke route a design', () => {
    for (const entry of [...tenantRoutes, ...tenantBespokeRoutes])
      expect(hasEveryLocale(entry.title)).toBe(true);
    for (const entry of tenantBespokeRoutes)
      expect((bespokeDesigns[entry.screen] ?? '').length).toBeGreaterThan(200);
  });

  test('paths sit under their first-level menu, and only lists without parameters show in the menu', () => {
    for (const entry of [...routes, ...tenantBespokeRoutes]) {
      expect(menuAuthorities[entry.menuKey]).toBeDefined();
      expect(entry.path.startsWith(`/main/${entry.menuKey}`)).toBe(true);
      if (entry.menu) expect(entry.path).not.toContain(':');
    }
    const menus = routes.filter((route) => route.menu).map((route) => route.key);
    expect(menus).toContain('tenant-maintenance');
    expect(menus).not.toContain('tenant-maintenance-index');
  });

  test('the first-level menus carry their icons', () => {
    const icons = Object.fromEntries(
      tenantRoutes.filter((entry) => entry.icon).map((entry) => [entry.key, entry.icon]),
    );
    expect(icons).toEqual({
      'tenant-manage': 'tenant',
      'tenant-operations-management': 'news',
      'user-reset': 'reset',
    });
  });

  test('the business tenant detail is the bespoke screen with twelve tabs', () => {
    expect(tenantBespokeRoutes.map((route) => [route.key, route.screen])).toEqual([
      ['tenant-maintenance-all-business-index', 'business-tenant-detail'],
    ]);
    expect(bespokeDesigns['business-tenant-detail']).toContain('(12) operation history');
  });
});
