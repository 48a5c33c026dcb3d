import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const trainBlacklistRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'train-blacklist',
  title: '火车黑名单',
  path: '/main/location-service/train-blacklist',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
