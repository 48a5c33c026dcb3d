import { financeMetadataItemResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { codeField, enabledField, option, t } from '../labels';

/** Finance's code lists: tax rates and categories, accounting subjects, settlement methods, payment terms. */
export const screen = defineScreen({
  resource: financeMetadataItemResource,
  title: t('元数据管理', 'Finance metadata', 'メタデータ管理'),
  recordName: t('元数据项', 'Metadata item', 'メタデータ項目'),
  fields: {
    metaType: {
      label: t('元数据类型', 'Type', '種別'),
      input: {
        type: 'select',
        options: [
          option('TAX_RATE', t('税率', 'Tax rate', '税率')),
          option('TAX_CATEGORY', t('税收分类', 'Tax category', '税分類')),
          option('ACCOUNTING_SUBJECT', t('会计科目', 'Accounting subject', '勘定科目')),
          option('SETTLEMENT_METHOD', t('结算方式', 'Settlement method', '決済方法')),
          option('PAYMENT_TERM', t('付款条件', 'Payment term', '支払条件')),
          option('COST_CATEGORY', t('成本类别', 'Cost category', '原価区分')),
          option('INVOICE_CONTENT', t('开票内容', 'Invoice content', '請求書品目')),
        ],
      },
      width: 110,
    },
    itemCode: codeField(t('编码', 'Code', 'コード'), 150),
    itemName: { label: t('名称', 'Name', '名称'), width: 200 },
    itemNameEn: { label: t('英文名称', 'English name', '英語名'), width: 200 },
    itemValue: { label: t('取值', 'Value', '値'), width: 100 },
    parentCode: {
      label: t('上级编码', 'Parent code', '上位コード'),
      input: {
        type: 'resource',
        resource: 'finance-metadata-item',
        valueField: 'itemCode',
        labelField: 'itemName',
      },
      width: 150,
    },
    sortOrder: { label: t('排序', 'Order', '表示順'), input: { type: 'number' }, width: 70 },
    description: {
      label: t('说明', 'Description', '説明'),
      input: { type: 'textarea', rows: 3 },
      display: 'multiline',
    },
    enabled: enabledField,
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
