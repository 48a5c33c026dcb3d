import { financeCatalogueProductResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  dateField,
  moneyField,
  option,
  orderLargeCategoryOptions,
  productLineOptions,
  t,
  taxRateField,
} from '../labels';

/** The new product catalogue: what orders may sell, with list and floor prices, tax coding and sale status. */
export const screen = defineScreen({
  resource: financeCatalogueProductResource,
  title: t('产品管理（新）', 'Product catalogue', '製品カタログ'),
  recordName: t('商品', 'Catalogue product', 'カタログ製品'),
  fields: {
    productCode: codeField(t('商品编码', 'Product code', '製品コード'), 130),
    productName: { label: t('商品名称', 'Product name', '製品名'), width: 220 },
    productLine: {
      label: t('产品线', 'Product line', '製品ライン'),
      input: { type: 'select', options: productLineOptions },
      width: 110,
    },
    orderLargeCategory: {
      label: t('订单大类', 'Order category', '注文大分類'),
      input: { type: 'select', options: orderLargeCategoryOptions },
      width: 100,
    },
    serviceTypeCode: codeField(t('服务类型编码', 'Service type code', 'サービス種別コード'), 140),
    edition: {
      label: t('版本', 'Edition', 'エディション'),
      input: {
        type: 'select',
        options: [
          option('STANDARD', t('标准版', 'Standard', 'スタンダード')),
          option('PROFESSIONAL', t('专业版', 'Professional', 'プロフェッショナル')),
          option('ENTERPRISE', t('企业版', 'Enterprise', 'エンタープライズ')),
          option('FLAGSHIP', t('旗舰版', 'Flagship', 'フラッグシップ')),
        ],
      },
      width: 90,
    },
    billingMode: {
      label: t('计费模式', 'Billing mode', '課金方式'),
      input: {
        type: 'select',
        options: [
          option('SUBSCRIPTION', t('订阅', 'Subscription', 'サブスクリプション')),
          option('USAGE', t('按量', 'Usage-based', '従量課金')),
          option('ONE_OFF', t('一次性', 'One-off', '一括')),
        ],
      },
      width: 90,
    },
    unit: { label: t('单位', 'Unit', '単位'), width: 80 },
    listPrice: moneyField(t('标准单价', 'List price', '標準単価')),
    floorPrice: {
      ...moneyField(t('最低售价', 'Floor price', '最低販売価格')),
      help: t('低于此价签约需审批', 'Signing below it needs approval', 'これを下回る契約は承認が必要'),
    },
    taxRate: taxRateField,
    taxCategoryCode: codeField(t('税收分类编码', 'Tax category code', '税分類コード'), 180),
    effectiveDate: dateField(t('生效日期', 'Effective from', '有効開始日')),
    expireDate: dateField(t('失效日期', 'Effective until', '有効終了日')),
    saleStatus: {
      label: t('上架状态', 'Sale status', '販売ステータス'),
      input: {
        type: 'select',
        options: [
          option('DRAFT', t('草稿', 'Draft', '下書き'), 'neutral'),
          option('ON_SALE', t('已上架', 'On sale', '販売中'), 'success'),
          option('OFF_SALE', t('已下架', 'Withdrawn', '販売終了'), 'warning'),
        ],
      },
      display: 'status',
      width: 90,
      readOnly: true,
    },
    description: {
      label: t('商品说明', 'Description', '説明'),
      input: { type: 'textarea', rows: 4 },
      display: 'multiline',
    },
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
