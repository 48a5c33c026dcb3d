import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const sensitiveWordRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'sensitive-word',
  title: '敏感词',
  path: '/main/data-maintain/sensitive-word',
  parent: 'data-maintain',
  menuKey: 'data-maintain',
  load: () => import('./screen'),
});
