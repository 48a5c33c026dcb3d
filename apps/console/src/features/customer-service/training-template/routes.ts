import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const trainingTemplateRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'template-training-center',
  title: '模板培训中心',
  path: '/main/customer-service/template-training-center',
  parent: 'customer-service',
  menuKey: 'customer-service',
  load: () => import('./screen'),
});
