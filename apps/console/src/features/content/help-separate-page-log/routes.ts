import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const helpSeparatePageLogRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'separate-page-setup-log',
  title: '独立页面设置日志',
  path: '/main/help-center/separate-page-setup-log',
  parent: 'help-center',
  menuKey: 'help-center',
  load: () => import('./screen'),
});
