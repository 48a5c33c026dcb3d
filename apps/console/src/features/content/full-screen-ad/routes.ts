import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const fullScreenAdRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'ad-setting',
  title: '广告设置',
  path: '/main/full-screen-ads/ad-setting',
  parent: 'full-screen-ads',
  menuKey: 'full-screen-ads',
  load: () => import('./screen'),
});
