import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  currentPageOf,
  hrefOf,
  isEntryVisible,
  matchRoute,
  menuOf,
  openableRoutes,
  permissionCatalogueOf,
  type Visibility,
} from './model';
import type { CatalogueEntry, RouteDefinition } from './types';

const title = (en: string, zh = en) => ({ 'zh-CN': zh, en, ja: en });
const load = () => Promise.reject(new Error('not loaded in these tests'));

const entries: CatalogueEntry[] = [
  {
    kind: 'route',
    key: 'dashboard',
    path: '/main/dashboard',
    title: title('Dashboard', '首页'),
    menuKey: 'dashboard',
    menu: true,
    view: 'custom',
    load,
  },
  {
    kind: 'group',
    key: 'tenant-manage',
    title: title('Tenants', '租户管理'),
    icon: 'tenant',
    menuKey: 'tenant-manage',
  },
  {
    kind: 'route',
    key: 'tenant-group',
    parent: 'tenant-manage',
    path: '/main/tenant-manage/tenant-group',
    title: title('Tenant groups'),
    menuKey: 'tenant-manage',
    menu: true,
    view: 'list',
    load,
  },
  {
    kind: 'route',
    key: 'tenant-group-detail',
    parent: 'tenant-group',
    path: '/main/tenant-manage/tenant-group/tenant-group-detail/:id',
    title: title('Tenant group'),
    menuKey: 'tenant-manage',
    menu: false,
    view: 'detail',
    load,
  },
  {
    kind: 'route',
    key: 'new-tenant-group',
    parent: 'tenant-group',
    path: '/main/tenant-manage/tenant-group/new-tenant-group',
    title: title('New tenant group'),
    menuKey: 'tenant-manage',
    menu: false,
    view: 'create',
    load,
  },
  { kind: 'group', key: 'finance-center', title: title('Finance'), icon: 'finance' },
  {
    kind: 'route',
    key: 'invoice-management',
    parent: 'finance-center',
    path: '/main/invoice-management',
    title: title('Invoices'),
    menuKey: 'invoice-management',
    menu: true,
    view: 'list',
    load,
  },
  {
    kind: 'route',
    key: 'dashboard-admin',
    path: '/main/dashboard-admin',
    title: title('Admin dashboard'),
    menuKey: 'dashboard-admin',
    admin: true,
    tenant: true,
    menu: true,
    view: 'custom',
    load,
  },
];
const model = buildCatalogue(entries);
const route = (key: string) => model.byKey.get(key) as RouteDefinition;

const everyone: Visibility = { menuVisible: () => true, adminMode: false, tenantMode: false };

describe('the catalogue model', () => {
  it('refuses a key named twice', () => {
    expect(() => buildCatalogue([...entries, { ...(entries[0] as RouteDefinition) }])).toThrow(/twice/);
  });

  it('refuses two routes with the same path pattern', () => {
    const clash: RouteDefinition = {
      ...route('tenant-group-detail'),
      key: 'other',
      path: '/main/tenant-manage/tenant-group/tenant-group-detail/:code',
    };
    expect(() => buildCatalogue([...entries, clash])).toThrow(/same path/);
  });

  it('refuses an unknown parent', () => {
    expect(() =>
      buildCatalogue([
        ...entries,
        { ...route('tenant-group'), key: 'orphan', path: '/main/x', parent: 'nowhere' },
      ]),
    ).toThrow(/unknown parent/);
  });

  it('matches a static path before a parameterised one', () => {
    expect(matchRoute(model, '/main/tenant-manage/tenant-group/new-tenant-group')?.route.key).toBe(
      'new-tenant-group',
    );
    expect(matchRoute(model, '/main/tenant-manage/tenant-group/tenant-group-detail/42')?.params).toEqual({
      id: '42',
    });
  });

  it("fills a route's parameters and refuses a missing one", () => {
    expect(hrefOf(route('tenant-group-detail'), { id: 7 })).toBe(
      '/main/tenant-manage/tenant-group/tenant-group-detail/7',
    );
    expect(() => hrefOf(route('tenant-group-detail'))).toThrow(/needs the parameter "id"/);
  });

  it('starts the breadcrumb with the dashboard and prepends the parents of the matched route', () => {
    const pages = currentPageOf(model, '/main/tenant-manage/tenant-group/tenant-group-detail/42', 'zh-CN');
    expect(pages.map((page) => page.key)).toEqual([
      'dashboard',
      'tenant-manage',
      'tenant-group',
      'tenant-group-detail',
    ]);
    expect(pages[0]).toEqual({ key: 'dashboard', name: '首页', url: '/main/dashboard' });
    expect(pages[1]?.url).toBeUndefined();
    expect(pages[2]?.url).toBe('/main/tenant-manage/tenant-group');
    expect(pages[3]?.url).toBe('/main/tenant-manage/tenant-group/tenant-group-detail/42');
  });

  it('builds the breadcrumb of an unknown path from its segments', () => {
    const pages = currentPageOf(model, '/main/somewhere/else', 'en');
    expect(pages.map((page) => [page.key, page.url])).toEqual([
      ['dashboard', '/main/dashboard'],
      ['somewhere', '/main/somewhere'],
      ['else', '/main/somewhere/else'],
    ]);
  });

  it('shows menus whose first-level key is visible and drops empty groups', () => {
    const menu = menuOf(
      model,
      { ...everyone, menuVisible: (key) => key !== 'invoice-management' },
      { production: true },
    );
    expect(menu.map((node) => node.entry.key)).toEqual(['dashboard', 'tenant-manage']);
    expect(menu[1]?.children.map((node) => node.entry.key)).toEqual(['tenant-group']);
  });

  it('shows the entries flagged admin and tenant only in those modes', () => {
    expect(isEntryVisible(model, route('dashboard-admin'), everyone)).toBe(false);
    expect(isEntryVisible(model, route('dashboard-admin'), { ...everyone, adminMode: true })).toBe(true);
    expect(isEntryVisible(model, route('dashboard-admin'), { ...everyone, tenantMode: true })).toBe(true);
  });

  it('puts the dashboard first outside production builds', () => {
    const late = buildCatalogue([...entries.slice(1), entries[0] as CatalogueEntry]);
    expect(menuOf(late, everyone, { production: false })[0]?.entry.key).toBe('dashboard');
    expect(menuOf(late, everyone, { production: true })[0]?.entry.key).toBe('tenant-manage');
  });

  it('lists the routes a user may open, details included, without hidden menus', () => {
    const keys = openableRoutes(model, { ...everyone, menuVisible: (key) => key === 'tenant-manage' }).map(
      (entry) => entry.key,
    );
    expect(keys).toEqual(['tenant-group', 'tenant-group-detail', 'new-tenant-group']);
  });

  it('derives the permission tree from the menu: M with sub-menus, F for screens, pure groups lifted away', () => {
    const tree = permissionCatalogueOf(model);
    expect(tree.map((node) => [node.key, node.menuType])).toEqual([
      ['dashboard', 'F'],
      ['tenant-manage', 'M'],
      ['invoice-management', 'F'],
      ['dashboard-admin', 'F'],
    ]);
    expect(tree[1]?.children?.map((node) => node.key)).toEqual(['tenant-group']);
    expect(tree[1]?.authority).toBe('tenant:read');
  });

  it("names the permission tree's menus in their titles as they read now, so a dictionary loaded later shows", () => {
    let english = 'Dashboard';
    const dashboardTitle = {
      'zh-CN': '首页',
      get en() {
        return english;
      },
      ja: 'ダッシュボード',
    };
    const tree = permissionCatalogueOf(
      buildCatalogue([{ ...(entries[0] as RouteDefinition), title: dashboardTitle }]),
    );
    english = 'Home dashboard';
    expect(tree[0]?.name).toEqual({
      'zh-CN': '首页',
      'zh-TW': '首页',
      en: 'Home dashboard',
      it: 'Home dashboard',
      ja: 'ダッシュボード',
    });
  });
});
