import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const heliosAnalysisRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'helios-analysis',
  title: 'Helios 经营分析',
  path: '/main/helios-analysis',
  parent: 'finance-center',
  menuKey: 'helios-analysis',
  load: () => import('./screen'),
});
