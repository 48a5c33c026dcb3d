import { financeCatalogueProductResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { taxRateField } from '../fields';

/** The new product catalogue: what orders may sell, with list and floor prices, tax coding and sale status. */
export const screen = defineScreen({
  resource: financeCatalogueProductResource,
  title: t('产品管理（新）', 'Product catalogue', '製品カタログ'),
  recordName: t('商品', 'Catalogue product', 'カタログ製品'),
  fields: {
    productCode: { width: 130 },
    productName: { width: 220 },
    productLine: { width: 110 },
    orderLargeCategory: { width: 100 },
    serviceTypeCode: { width: 140 },
    edition: { width: 90 },
    billingMode: { width: 90 },
    unit: { width: 80 },
    listPrice: { width: 130 },
    floorPrice: { width: 130 },
    taxRate: taxRateField,
    taxCategoryCode: { width: 180 },
    effectiveDate: { width: 110 },
    expireDate: { width: 110 },
    saleStatus: { width: 90, readOnly: true },
  },
  columns: [
    'productCode',
    'productName',
    'productLine',
    'orderLargeCategory',
    'edition',
    'billingMode',
    'listPrice',
    'floorPrice',
    'taxRate',
    'effectiveDate',
    'saleStatus',
  ],
  filters: [
    'productLine',
    'orderLargeCategory',
    'billingMode',
    'saleStatus',
    'serviceTypeCode',
    'effectiveDate',
  ],
  form: [
    {
      title: t('商品信息', 'Product', '製品情報'),
      fields: [
        'productCode',
        'productName',
        'productLine',
        'orderLargeCategory',
        'serviceTypeCode',
        'edition',
        'description',
      ],
    },
    {
      title: t('价格与税务', 'Price and tax', '価格と税'),
      fields: ['billingMode', 'unit', 'listPrice', 'floorPrice', 'taxRate', 'taxCategoryCode'],
    },
    {
      title: t('上架', 'Availability', '販売期間'),
      fields: ['effectiveDate', 'expireDate', 'saleStatus'],
    },
  ],
  detail: [
    {
      key: 'product',
      title: t('商品信息', 'Product', '製品情報'),
      sections: [
        {
          fields: [
            'productCode',
            'productName',
            'productLine',
            'orderLargeCategory',
            'serviceTypeCode',
            'edition',
            'saleStatus',
            'description',
          ],
        },
      ],
    },
    {
      key: 'pricing',
      title: t('价格与税务', 'Price and tax', '価格と税'),
      sections: [
        { fields: ['billingMode', 'unit', 'listPrice', 'floorPrice', 'taxRate', 'taxCategoryCode'] },
        { title: t('有效期', 'Validity', '有効期間'), fields: ['effectiveDate', 'expireDate'] },
      ],
    },
  ],
  routes: { list: 'finance-product-management-new', detail: 'finance-product-management-detail-new' },
  defaults: { saleStatus: 'DRAFT', taxRate: 6, billingMode: 'SUBSCRIPTION' },
  statusField: 'saleStatus',
  actions: [
    {
      key: 'publish',
      label: t('上架', 'Put on sale', '販売開始'),
      set: { saleStatus: 'ON_SALE' },
      when: { saleStatus: ['DRAFT', 'OFF_SALE'] },
      confirm: t(
        '上架后销售即可在新订单中选择该商品，确认上架？',
        'Sales can then choose it on new orders. Put on sale?',
        '販売開始後は新規注文で選択できます。開始しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'withdraw',
      label: t('下架', 'Withdraw', '販売終了'),
      set: { saleStatus: 'OFF_SALE' },
      when: { saleStatus: ['ON_SALE'] },
      confirm: t(
        '下架不影响已下订单，确认下架？',
        'Existing orders are not affected. Withdraw from sale?',
        '既存の注文には影響しません。販売終了しますか？',
      ),
      tone: 'danger',
    },
  ],
});
