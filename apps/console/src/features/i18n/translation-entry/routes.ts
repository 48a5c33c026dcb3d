import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const translationEntryRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'language-management',
  title: '翻译管理',
  path: '/main/i18n-language/language-management',
  parent: 'i18n-language',
  menuKey: 'i18n-language',
  load: () => import('./screen'),
});
