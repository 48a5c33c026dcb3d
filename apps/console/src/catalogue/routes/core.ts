import type { CatalogueEntry } from '../types';

/** The dashboards: the default landing page and the admin and tenant landing page (spec §2.1, §9). */
export const coreRoutes: readonly CatalogueEntry[] = [
  {
    kind: 'route',
    key: 'dashboard',
    path: '/main/dashboard',
    title: { 'zh-CN': '首页看板', en: 'Dashboard', ja: 'ダッシュボード' },
    icon: 'dashboard',
    menuKey: 'dashboard',
    menu: true,
    view: 'custom',
    load: () => import('../../features/dashboard/Dashboard'),
  },
  {
    kind: 'route',
    key: 'dashboard-admin',
    path: '/main/dashboard-admin',
    title: { 'zh-CN': '管理看板', en: 'Admin dashboard', ja: '管理ダッシュボード' },
    icon: 'chart',
    menuKey: 'dashboard-admin',
    admin: true,
    tenant: true,
    menu: true,
    view: 'custom',
    load: () => import('../../features/dashboard/AdminDashboard'),
  },
];
