import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const helpDocThemeRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'help-doc-theme',
  title: '帮助文档主题',
  path: '/main/help-center/help-doc-theme',
  parent: 'help-center',
  menuKey: 'help-center',
  load: () => import('./screen'),
});
