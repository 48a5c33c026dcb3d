import { crmCustomerResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { codeField, option, t, tenantField } from '../labels';

/** Finance's customer list: the CRM customers, signed or not, with their tenant where they have one. */
export const screen = defineScreen({
  resource: crmCustomerResource,
  title: t('客户管理', 'Customers', '顧客管理'),
  recordName: t('客户', 'Customer', '顧客'),
  fields: {
    customerCode: codeField(t('客户编号', 'Customer no.', '顧客番号'), 120),
    customerName: { label: t('客户名称', 'Customer name', '顧客名'), width: 240 },
    productLine: { label: t('产品线', 'Product line', '製品ライン'), width: 150 },
    lifeStatus: {
      label: t('生命周期', 'Life stage', 'ライフサイクル'),
      input: {
        type: 'select',
        options: [
          option('POTENTIAL', t('潜在客户', 'Prospect', '見込み顧客'), 'info'),
          option('SIGNED', t('已签约', 'Signed', '契約済み'), 'success'),
          option('RENEWING', t('续约中', 'Renewing', '更新中'), 'warning'),
          option('LOST', t('已流失', 'Lost', '失注'), 'neutral'),
        ],
      },
      display: 'status',
      width: 100,
    },
    industry: { label: t('行业', 'Industry', '業種'), width: 140 },
    ownerName: { label: t('客户负责人', 'Account owner', '担当営業'), width: 110 },
    tenantId: tenantField,
  },
  columns: ['customerCode', 'customerName', 'productLine', 'lifeStatus', 'industry', 'ownerName', 'tenantId'],
  filters: ['customerName', 'lifeStatus', 'productLine', 'tenantId'],
  form: [
    {
      title: t('客户信息', 'Customer', '顧客情報'),
      fields: ['customerCode', 'customerName', 'industry', 'productLine', 'lifeStatus'],
    },
    { title: t('归属', 'Ownership', '担当'), fields: ['ownerName', 'tenantId'] },
  ],
  routes: { list: 'finance-customer-management' },
  statusField: 'lifeStatus',
});
