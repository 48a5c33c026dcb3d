import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const carouselRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'carousel-setting',
  title: '轮播图设置',
  path: '/main/announce-manage/carousel-setting',
  parent: 'announce-manage',
  menuKey: 'announce-manage',
  load: () => import('./screen'),
});
