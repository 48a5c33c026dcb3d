import { minorityTranslationRoutes } from '../../features/i18n/minority-translation/routes';
import { printTranslationRoutes } from '../../features/i18n/print-translation/routes';
import { translationEntryRoutes } from '../../features/i18n/translation-entry/routes';
import { translationLanguageRoutes } from '../../features/i18n/translation-language/routes';
import { translationReleaseRoutes } from '../../features/i18n/translation-release/routes';
import { titledEntries } from '../titles';
import type { CatalogueEntry } from '../types';

/** The languages' menus (§2.1): the minority languages, and the translations. */
export const i18nRoutes: readonly CatalogueEntry[] = titledEntries([
  ...translationLanguageRoutes,
  { kind: 'group', key: 'i18n-language', title: '多语言管理', icon: 'language', menuKey: 'i18n-language' },
  ...translationEntryRoutes,
  ...translationReleaseRoutes,
  ...minorityTranslationRoutes,
  ...printTranslationRoutes,
]);
