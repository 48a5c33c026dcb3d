import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const translationReleaseRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'language-to-prod',
  title: '多语言上线',
  path: '/main/i18n-language/language-to-prod',
  parent: 'i18n-language',
  menuKey: 'i18n-language',
  load: () => import('./screen'),
});
