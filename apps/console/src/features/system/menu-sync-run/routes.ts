import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/** Two lists over the menu sync runs, placed apart in the menu. */
export const menuAsyncRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'menu-async',
  title: '菜单同步',
  path: '/main/menu-control/menu-async',
  parent: 'menu-control',
  menuKey: 'menu-control',
  load: () => import('./menuAsync/screen'),
});

export const appSynchronousRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'app-synchronous',
  title: 'APP 同步',
  path: '/main/menu-control/app-synchronous',
  parent: 'menu-control',
  menuKey: 'menu-control',
  load: () => import('./appSynchronous/screen'),
});
