import { financeOrganizationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** The provider's own legal entities, with the tax and bank details their invoices and receipts carry. */
export const screen = defineScreen({
  resource: financeOrganizationResource,
  title: t('组织管理', 'Finance organisations', '組織管理'),
  recordName: t('财务组织', 'Finance organisation', '財務組織'),
  fields: {
    orgCode: { width: 110 },
    orgName: { width: 240 },
    orgType: { width: 90 },
    parentOrgCode: { width: 200 },
    taxNumber: { width: 180 },
    taxpayerKind: { width: 120 },
    legalRepresentative: { width: 100 },
    registeredAddress: { width: 260 },
    telephone: { width: 130 },
    bankName: { width: 180 },
    bankAccount: { width: 190 },
    currencyCode: { width: 80 },
    enabled: { width: 90 },
  },
  columns: [
    'orgCode',
    'orgName',
    'orgType',
    'parentOrgCode',
    'taxNumber',
    'taxpayerKind',
    'bankName',
    'bankAccount',
    'enabled',
  ],
  filters: ['orgType', 'taxpayerKind', 'parentOrgCode', 'enabled'],
  form: [
    {
      title: t('组织信息', 'Organisation', '組織情報'),
      fields: ['orgCode', 'orgName', 'orgType', 'parentOrgCode', 'legalRepresentative', 'enabled'],
    },
    {
      title: t('开票信息', 'Invoicing details', '請求書情報'),
      fields: [
        'taxNumber',
        'taxpayerKind',
        'registeredAddress',
        'telephone',
        'bankName',
        'bankAccount',
        'currencyCode',
      ],
    },
  ],
  routes: { list: 'finance-organization-management' },
  defaults: { enabled: true, currencyCode: 'CNY', taxpayerKind: 'GENERAL' },
  enabledField: 'enabled',
});
