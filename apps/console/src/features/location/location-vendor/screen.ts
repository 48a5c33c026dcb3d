import { locationVendorResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: locationVendorResource,
  title: t('供应商设置', 'Vendors', 'サプライヤー設定'),
  recordName: t('供应商', 'Vendor', 'サプライヤー'),
  fields: {
    lastSyncAt: readOnly,
    lastSyncResult: readOnly,
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
