import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const largeLanguageModelRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'large-language-model',
  title: '大模型管理',
  path: '/main/large-language-model',
  parent: 'product-catalogue',
  menuKey: 'large-language-model',
  load: () => import('./screen'),
});
