import { tenantFeesMappingResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** How each fee item of a tenant maps to a finance product and is charged (bulk-loaded by import). */
export const screen = defineScreen({
  resource: tenantFeesMappingResource,
  title: t('租户费用映射', 'Tenant fee mappings', 'テナント費用マッピング'),
  recordName: t('费用映射', 'Fee mapping', '費用マッピング'),
  fields: {
    tenantId: { width: 220 },
    feeItemCode: { width: 160 },
    feeItemName: { width: 160 },
    serviceTypeName: { width: 140 },
    financeProductCode: { width: 160 },
    chargeMode: { width: 110 },
    unitPrice: { width: 140 },
    currencyCode: { width: 90 },
    effectiveDate: { width: 120 },
    enabled: { width: 90 },
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
