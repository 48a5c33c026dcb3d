import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const sysSuggestionRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'sys-suggestion',
  title: '系统建议',
  path: '/main/help-center/sys-suggestion',
  parent: 'help-center',
  menuKey: 'help-center',
  load: () => import('./screen'),
});
