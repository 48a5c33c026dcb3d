import { vendorCityMappingResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: vendorCityMappingResource,
  title: t('供应商城市数据', 'Vendor city mappings', 'サプライヤー都市データ'),
  recordName: t('供应商城市', 'Vendor city', 'サプライヤー都市'),
  fields: {
    vendor: common.vendorCode,
    serviceType: common.serviceType,
    vendorCityCode: {
      label: t('供应商城市代码', 'Vendor city code', 'サプライヤー都市コード'),
      display: 'code',
    },
    vendorCityName: { label: t('供应商城市名称', 'Vendor city name', 'サプライヤー都市名') },
    cityAdCode: { ...common.cityAdCode, label: t('平台城市', 'Platform city', 'プラットフォーム都市') },
    cityName: { label: t('平台城市名称', 'Platform city name', 'プラットフォーム都市名'), readOnly: true },
    countryCode: common.countryCode,
    mappingStatus: {
      label: t('映射状态', 'Mapping', 'マッピング状態'),
      input: select([
        ['MAPPED', '已映射', 'Mapped', 'マッピング済み', 'success'],
        ['UNMAPPED', '未映射', 'Unmapped', '未マッピング', 'warning'],
        ['CONFLICT', '冲突', 'Conflict', '競合', 'danger'],
      ]),
      display: 'status',
    },
    lastSyncedAt: {
      label: t('最近同步时间', 'Last synced', '最終同期'),
      input: { type: 'datetime' },
      readOnly: true,
    },
    enabled: common.enabled,
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
