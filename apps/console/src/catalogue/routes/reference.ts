import { cityRoutes } from '../../features/reference/city/routes';
import { commonBankRoutes } from '../../features/reference/common-bank/routes';
import { sensitiveWordRoutes } from '../../features/reference/sensitive-word/routes';
import { vendorCityMappingRoutes } from '../../features/reference/vendor-city-mapping/routes';
import { titledEntries } from '../titles';
import type { CatalogueEntry } from '../types';

/** The reference data menu (§2.6). */
export const referenceRoutes: readonly CatalogueEntry[] = titledEntries([
  { kind: 'group', key: 'data-maintain', title: '基础数据维护', icon: 'database', menuKey: 'data-maintain' },
  ...cityRoutes,
  ...vendorCityMappingRoutes,
  ...commonBankRoutes,
  ...sensitiveWordRoutes,
]);
