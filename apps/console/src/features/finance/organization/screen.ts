import { financeOrganizationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { codeField, currencyField, enabledField, option, t, taxpayerKindField } from '../labels';

/** The provider's own legal entities, with the tax and bank details their invoices and receipts carry. */
export const screen = defineScreen({
  resource: financeOrganizationResource,
  title: t('组织管理', 'Finance organisations', '組織管理'),
  recordName: t('财务组织', 'Finance organisation', '財務組織'),
  fields: {
    orgCode: codeField(t('组织编码', 'Organisation code', '組織コード'), 110),
    orgName: { label: t('组织名称', 'Organisation name', '組織名'), width: 240 },
    orgType: {
      label: t('组织类型', 'Type', '組織区分'),
      input: {
        type: 'select',
        options: [
          option('HEADQUARTERS', t('总部', 'Headquarters', '本社')),
          option('SUBSIDIARY', t('子公司', 'Subsidiary', '子会社')),
          option('BRANCH', t('分公司', 'Branch', '支社')),
        ],
      },
      width: 90,
    },
    parentOrgCode: {
      label: t('上级组织', 'Parent organisation', '上位組織'),
      input: {
        type: 'resource',
        resource: 'finance-organization',
        valueField: 'orgCode',
        labelField: 'orgName',
      },
      width: 200,
    },
    taxNumber: codeField(t('纳税人识别号', 'Taxpayer number', '納税者番号'), 180),
    taxpayerKind: taxpayerKindField,
    legalRepresentative: { label: t('法定代表人', 'Legal representative', '代表者'), width: 100 },
    registeredAddress: { label: t('注册地址', 'Registered address', '登記住所'), width: 260 },
    telephone: { label: t('电话', 'Telephone', '電話番号'), width: 130 },
    bankName: { label: t('开户银行', 'Bank', '取引銀行'), width: 180 },
    bankAccount: codeField(t('银行账号', 'Bank account', '口座番号'), 190),
    currencyCode: currencyField,
    enabled: enabledField,
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
