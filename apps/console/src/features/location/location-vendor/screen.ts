import { locationVendorResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: locationVendorResource,
  title: t('供应商设置', 'Vendors', 'サプライヤー設定'),
  recordName: t('供应商', 'Vendor', 'サプライヤー'),
  fields: {
    vendorCode: common.vendorCode,
    vendorName: { label: t('供应商名称', 'Vendor name', 'サプライヤー名') },
    serviceTypes: common.serviceTypes,
    apiBaseUrl: { label: t('接口地址', 'API base URL', 'APIベースURL'), display: 'link' },
    syncFrequency: {
      label: t('同步频率', 'Sync frequency', '同期頻度'),
      input: select([
        ['HOURLY', '每小时', 'Hourly', '毎時'],
        ['DAILY', '每天', 'Daily', '毎日'],
        ['WEEKLY', '每周', 'Weekly', '毎週'],
        ['MANUAL', '手动', 'By hand', '手動'],
      ]),
    },
    lastSyncAt: {
      label: t('最近同步时间', 'Last sync', '最終同期'),
      input: { type: 'datetime' },
      readOnly: true,
    },
    lastSyncResult: {
      label: t('最近同步结果', 'Last sync result', '最終同期結果'),
      input: select([
        ['NEVER', '未同步', 'Never', '未同期', 'neutral'],
        ['SUCCESS', '成功', 'Succeeded', '成功', 'success'],
        ['PARTIAL', '部分成功', 'Partly', '一部成功', 'warning'],
        ['FAILED', '失败', 'Failed', '失敗', 'danger'],
      ]),
      display: 'status',
      readOnly: true,
    },
    contactName: common.contactName,
    contactMobile: common.contactMobile,
    contactEmail: common.contactEmail,
    contractEndDate: { label: t('合作到期日', 'Contract ends', '契約終了日'), input: { type: 'date' } },
    enabled: common.enabled,
  },
  columns: [
    'vendorCode',
    'vendorName',
    'serviceTypes',
    'syncFrequency',
    'lastSyncAt',
    'lastSyncResult',
    'contractEndDate',
    'enabled',
  ],
  filters: ['vendorCode', 'syncFrequency', 'lastSyncResult', 'enabled'],
  form: [
    {
      title: t('供应商', 'Vendor', 'サプライヤー'),
      fields: ['vendorCode', 'vendorName', 'serviceTypes', 'contractEndDate', 'enabled'],
    },
    { title: t('对接', 'Connection', '接続'), fields: ['apiBaseUrl', 'syncFrequency'] },
    { title: t('联系人', 'Contact', '連絡先'), fields: ['contactName', 'contactMobile', 'contactEmail'] },
  ],
  detail: [
    {
      key: 'vendor',
      title: t('供应商', 'Vendor', 'サプライヤー'),
      sections: [
        { fields: ['vendorCode', 'vendorName', 'serviceTypes', 'contractEndDate', 'enabled'] },
        {
          title: t('对接', 'Connection', '接続'),
          fields: ['apiBaseUrl', 'syncFrequency', 'lastSyncAt', 'lastSyncResult'],
        },
        { title: t('联系人', 'Contact', '連絡先'), fields: ['contactName', 'contactMobile', 'contactEmail'] },
      ],
    },
  ],
  routes: { list: 'vendor-setting' },
  defaults: { syncFrequency: 'DAILY', lastSyncResult: 'NEVER' },
  enabledField: 'enabled',
});
