import { adminAccountsRoutes } from '../../features/admin/AdminAccounts/routes';
import { authSourceRoutes } from '../../features/admin/auth-source/routes';
import { authorityRoleRoutes } from '../../features/admin/authority-role/routes';
import { loginWayRoutes } from '../../features/admin/login-way/routes';
import { titledBespokeRoutes, titledEntries } from '../titles';
import type { BespokeRouteDefinition, CatalogueEntry } from '../types';

/** The admin and authentication menus (§2.2): the admin platform, the authentication sources, the login ways. */
export const adminRoutes: readonly CatalogueEntry[] = titledEntries([
  {
    kind: 'group',
    key: 'admin-page-platform',
    title: '管理员平台',
    icon: 'admin',
    menuKey: 'admin-page-platform',
  },
  ...authorityRoleRoutes,
  { kind: 'group', key: 'auth-sources', title: '认证源', icon: 'key', menuKey: 'auth-sources' },
  ...authSourceRoutes,
  ...loginWayRoutes,
]);

export const adminBespokeRoutes: readonly BespokeRouteDefinition[] = titledBespokeRoutes([
  ...adminAccountsRoutes,
]);
