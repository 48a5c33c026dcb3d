import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const helpSeparatePageRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'separate-page-setup',
  title: '独立页面设置',
  path: '/main/help-center/separate-page-setup',
  parent: 'help-center',
  menuKey: 'help-center',
  load: () => import('./screen'),
});
