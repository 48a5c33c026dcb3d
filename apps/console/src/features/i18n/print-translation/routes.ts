import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const printTranslationRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'language-to-print',
  title: '打印多语言',
  path: '/main/i18n-language/language-to-print',
  parent: 'i18n-language',
  menuKey: 'i18n-language',
  load: () => import('./screen'),
});
