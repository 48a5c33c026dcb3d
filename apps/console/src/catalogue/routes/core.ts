import { titledEntries } from '../titles';
import type { CatalogueEntry } from '../types';

/** The dashboards: the default landing page and the admin and tenant landing page (spec §2.1, §9). */
export const coreRoutes: readonly CatalogueEntry[] = titledEntries([
  {
    kind: 'route',
    key: 'dashboard',
    path: '/main/dashboard',
    title: '首页看板',
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
    title: '管理看板',
    icon: 'chart',
    menuKey: 'dashboard-admin',
    admin: true,
    tenant: true,
    menu: true,
    view: 'custom',
    load: () => import('../../features/dashboard/AdminDashboard'),
  },
]);
