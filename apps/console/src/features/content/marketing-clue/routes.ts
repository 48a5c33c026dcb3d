import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const marketingClueRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'clue-management',
  title: '线索管理',
  path: '/main/marketing/clue-management',
  parent: 'marketing',
  menuKey: 'marketing',
  load: () => import('./screen'),
});
