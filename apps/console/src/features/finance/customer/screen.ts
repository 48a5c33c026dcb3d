import { crmCustomerResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Finance's customer list: the CRM customers, signed or not, with their tenant where they have one. */
export const screen = defineScreen({
  resource: crmCustomerResource,
  title: t('客户管理', 'Customers', '顧客管理'),
  recordName: t('客户', 'Customer', '顧客'),
  fields: {
    customerCode: { width: 120 },
    customerName: { width: 240 },
    productLine: { width: 150 },
    lifeStatus: { width: 100 },
    industry: { width: 140 },
    ownerName: { width: 110 },
    tenantId: { width: 200 },
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
