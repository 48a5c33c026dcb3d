import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const minorityTranslationRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'i18n-language-minority-language',
  title: '小语种翻译',
  path: '/main/i18n-language/minority-language',
  parent: 'i18n-language',
  menuKey: 'i18n-language',
  load: () => import('./screen'),
});
