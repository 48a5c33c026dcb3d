import { financeProductResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { codeField, enabledField, moneyField, option, productLineOptions, t, taxRateField } from '../labels';

/** The products finance books revenue under, with price, tax rate and how revenue is recognised. */
export const screen = defineScreen({
  resource: financeProductResource,
  title: t('产品管理', 'Products', '製品管理'),
  recordName: t('产品', 'Product', '製品'),
  fields: {
    productCode: codeField(t('产品编码', 'Product code', '製品コード'), 120),
    productName: { label: t('产品名称', 'Product name', '製品名'), width: 220 },
    productLine: {
      label: t('产品线', 'Product line', '製品ライン'),
      input: { type: 'select', options: productLineOptions },
      width: 110,
    },
    productCategory: {
      label: t('产品类别', 'Category', '製品区分'),
      input: {
        type: 'select',
        options: [
          option('SUBSCRIPTION', t('订阅', 'Subscription', 'サブスクリプション')),
          option('RESOURCE_PACK', t('资源包', 'Resource pack', 'リソースパック')),
          option('SERVICE', t('服务', 'Service', 'サービス')),
          option('HARDWARE', t('硬件', 'Hardware', 'ハードウェア')),
        ],
      },
      width: 100,
    },
    pricingBasis: {
      label: t('计价方式', 'Pricing basis', '課金単位'),
      input: {
        type: 'select',
        options: [
          option('PER_SEAT_YEAR', t('按用户/年', 'Per user per year', 'ユーザー/年')),
          option('PER_PACK', t('按包', 'Per pack', 'パック単位')),
          option('PER_DAY', t('按人天', 'Per person-day', '人日単位')),
          option('PER_YEAR', t('按年', 'Per year', '年単位')),
          option('ONE_OFF', t('一次性', 'One-off', '一括')),
        ],
      },
      width: 110,
    },
    unit: { label: t('单位', 'Unit', '単位'), width: 80 },
    listPrice: moneyField(t('标准单价', 'List price', '標準単価')),
    taxRate: taxRateField,
    revenueRecognition: {
      label: t('收入确认方式', 'Revenue recognition', '収益認識'),
      input: {
        type: 'select',
        options: [
          option('RATABLE', t('按期分摊', 'Over the term', '期間按分')),
          option('POINT_IN_TIME', t('一次确认', 'At delivery', '一時点')),
        ],
      },
      width: 120,
    },
    accountingSubjectCode: {
      label: t('收入科目', 'Revenue account', '収益科目'),
      input: {
        type: 'resource',
        resource: 'finance-metadata-item',
        valueField: 'itemCode',
        labelField: 'itemName',
      },
      width: 150,
    },
    description: {
      label: t('产品说明', 'Description', '説明'),
      input: { type: 'textarea', rows: 4 },
      display: 'multiline',
    },
    enabled: enabledField,
  },
  columns: [
    'productCode',
    'productName',
    'productLine',
    'productCategory',
    'pricingBasis',
    'listPrice',
    'taxRate',
    'revenueRecognition',
    'enabled',
  ],
  filters: ['productLine', 'productCategory', 'revenueRecognition', 'enabled'],
  form: [
    {
      title: t('产品信息', 'Product', '製品情報'),
      fields: ['productCode', 'productName', 'productLine', 'productCategory', 'description', 'enabled'],
    },
    {
      title: t('价格与核算', 'Price and accounting', '価格と会計'),
      fields: ['pricingBasis', 'unit', 'listPrice', 'taxRate', 'revenueRecognition', 'accountingSubjectCode'],
    },
  ],
  routes: { list: 'finance-product-management', detail: 'finance-product-management-detail' },
  defaults: { enabled: true, taxRate: 6, revenueRecognition: 'RATABLE' },
  enabledField: 'enabled',
});
