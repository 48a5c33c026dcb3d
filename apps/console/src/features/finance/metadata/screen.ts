import { financeMetadataItemResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Finance's code lists: tax rates and categories, accounting subjects, settlement methods, payment terms. */
export const screen = defineScreen({
  resource: financeMetadataItemResource,
  title: t('元数据管理', 'Finance metadata', 'メタデータ管理'),
  recordName: t('元数据项', 'Metadata item', 'メタデータ項目'),
  fields: {
    metaType: { width: 110 },
    itemCode: { width: 150 },
    itemName: { width: 200 },
    itemNameEn: { width: 200 },
    itemValue: { width: 100 },
    parentCode: { width: 150 },
    sortOrder: { width: 70 },
    description: { input: { type: 'textarea', rows: 3 } },
    enabled: { width: 90 },
  },
  columns: [
    'metaType',
    'itemCode',
    'itemName',
    'itemNameEn',
    'itemValue',
    'parentCode',
    'sortOrder',
    'enabled',
  ],
  filters: ['metaType', 'itemCode', 'parentCode', 'enabled'],
  form: [
    {
      fields: [
        'metaType',
        'itemCode',
        'itemName',
        'itemNameEn',
        'itemValue',
        'parentCode',
        'sortOrder',
        'description',
        'enabled',
      ],
    },
  ],
  routes: { list: 'meta-data-management', detail: 'meta-data-management-detail' },
  defaults: { enabled: true, sortOrder: 0 },
  enabledField: 'enabled',
});
