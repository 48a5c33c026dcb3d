import { vendorCityMappingResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: vendorCityMappingResource,
  title: t('供应商城市数据', 'Vendor city mappings', 'サプライヤー都市データ'),
  recordName: t('供应商城市', 'Vendor city', 'サプライヤー都市'),
  fields: {
    cityName: readOnly,
    lastSyncedAt: readOnly,
  },
  columns: [
    'vendor',
    'serviceType',
    'vendorCityCode',
    'vendorCityName',
    'cityAdCode',
    'cityName',
    'mappingStatus',
    'lastSyncedAt',
    'enabled',
  ],
  filters: ['vendor', 'serviceType', 'mappingStatus', 'countryCode', 'cityAdCode', 'enabled'],
  form: [
    {
      title: t('供应商城市', 'Vendor city', 'サプライヤー都市'),
      fields: ['vendor', 'serviceType', 'vendorCityCode', 'vendorCityName', 'countryCode'],
    },
    {
      title: t('映射', 'Mapping', 'マッピング'),
      fields: ['cityAdCode', 'cityName', 'mappingStatus', 'enabled'],
    },
  ],
  routes: { list: 'vendor-city-data' },
  defaults: { mappingStatus: 'UNMAPPED', countryCode: 'CN' },
  statusField: 'mappingStatus',
  enabledField: 'enabled',
});
