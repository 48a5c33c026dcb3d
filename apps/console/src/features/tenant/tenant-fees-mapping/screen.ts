import { tenantFeesMappingResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  currencyField,
  dateField,
  enabledFieldView,
  moneyField,
  numberField,
  option,
  selectField,
  t,
  tenantIdField,
} from '../text';

/** How each fee item of a tenant maps to a finance product and is charged (bulk-loaded by import). */
export const screen = defineScreen({
  resource: tenantFeesMappingResource,
  title: t('租户费用映射', 'Tenant fee mappings', 'テナント費用マッピング'),
  recordName: t('费用映射', 'Fee mapping', '費用マッピング'),
  fields: {
    tenantId: tenantIdField,
    feeItemCode: codeField(t('费用项编码', 'Fee item code', '費目コード')),
    feeItemName: { label: t('费用项名称', 'Fee item', '費目'), width: 160 },
    serviceTypeName: { label: t('服务类型', 'Service type', 'サービス種別'), width: 140 },
    financeProductCode: codeField(t('财务产品编码', 'Finance product code', '財務製品コード')),
    chargeMode: selectField(
      t('计费方式', 'Charging', '課金方式'),
      [
        option('PER_SEAT', t('按人数', 'Per seat', '席数課金')),
        option('PER_ORDER', t('按订单', 'Per order', '注文課金')),
        option('PER_INVOICE', t('按发票张数', 'Per invoice', '請求書課金')),
        option('FIXED', t('固定费用', 'Fixed fee', '固定料金')),
        option('TIERED', t('阶梯计费', 'Tiered', '段階課金')),
      ],
      { width: 110 },
    ),
    unitPrice: moneyField(t('单价', 'Unit price', '単価')),
    currencyCode: currencyField,
    taxRate: numberField(t('税率（%）', 'Tax rate (%)', '税率（%）'), { width: 90 }),
    effectiveDate: dateField(t('生效日期', 'Effective from', '有効開始日')),
    expireDate: dateField(t('失效日期', 'Expires on', '失効日')),
    enabled: enabledFieldView,
  },
  columns: [
    'tenantId',
    'feeItemCode',
    'feeItemName',
    'serviceTypeName',
    'financeProductCode',
    'chargeMode',
    'unitPrice',
    'currencyCode',
    'effectiveDate',
    'enabled',
  ],
  filters: ['tenantId', 'chargeMode', 'financeProductCode', 'currencyCode', 'enabled', 'effectiveDate'],
  form: [
    {
      title: t('费用项', 'Fee item', '費目'),
      fields: ['tenantId', 'feeItemCode', 'feeItemName', 'serviceTypeName', 'financeProductCode'],
    },
    {
      title: t('计费', 'Charging', '課金'),
      fields: [
        'chargeMode',
        'unitPrice',
        'currencyCode',
        'taxRate',
        'effectiveDate',
        'expireDate',
        'enabled',
      ],
    },
  ],
  defaults: { currencyCode: 'CNY', taxRate: 6, chargeMode: 'PER_SEAT', enabled: true },
  enabledField: 'enabled',
  routes: {
    list: 'tenant-fees-mapping-list',
    detail: 'tenant-fees-mapping-list-detail',
    create: 'tenant-fees-mapping-list-new',
    edit: 'tenant-fees-mapping-list-edit',
  },
});
