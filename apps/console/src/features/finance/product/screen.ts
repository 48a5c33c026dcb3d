import { financeProductResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { taxRateField } from '../fields';

/** The products finance books revenue under, with price, tax rate and how revenue is recognised. */
export const screen = defineScreen({
  resource: financeProductResource,
  title: t('产品管理', 'Products', '製品管理'),
  recordName: t('产品', 'Product', '製品'),
  fields: {
    productCode: { width: 120 },
    productName: { width: 220 },
    productLine: { width: 110 },
    productCategory: { width: 100 },
    pricingBasis: { width: 110 },
    unit: { width: 80 },
    listPrice: { width: 130 },
    taxRate: taxRateField,
    revenueRecognition: { width: 120 },
    accountingSubjectCode: { width: 150 },
    enabled: { width: 90 },
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
