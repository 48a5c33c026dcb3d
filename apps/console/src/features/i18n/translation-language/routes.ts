import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const translationLanguageRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'minority-language',
  title: '小语种管理',
  path: '/main/minority-language',
  menuKey: 'minority-language',
  icon: 'language',
  load: () => import('./screen'),
});
