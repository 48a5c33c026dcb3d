import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const appWhiteListRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'app-white-list',
  title: 'APP 白名单',
  path: '/main/version-deploy-manage/app-white-list',
  parent: 'version-deploy-manage',
  menuKey: 'version-deploy-manage',
  load: () => import('./screen'),
});
