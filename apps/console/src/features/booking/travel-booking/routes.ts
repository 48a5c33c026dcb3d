import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const travelBookingRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'index-zhenxuan',
  title: '甄选预订管理',
  path: '/index-zhenxuan',
  menuKey: 'booking-management',
  icon: 'travel',
  load: () => import('./screen'),
});
