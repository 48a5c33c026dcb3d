import { tenantServiceInfoResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/**
 * Who serves a tenant and how, one record per tenant: the "service info" tab of the business
 * tenant detail, which embeds this screen for the tenant it shows.
 */
export const screen = defineScreen({
  resource: tenantServiceInfoResource,
  title: t('服务信息', 'Service information', 'サービス情報'),
  recordName: t('服务信息', 'Service information', 'サービス情報'),
  fields: {
    tenantId: { width: 220 },
    serviceLevel: { width: 120 },
    crmCustomerCode: { display: 'code' },
    contractCode: { display: 'code' },
    salesOwner: { width: 100 },
    customerSuccessManager: { width: 120 },
    implementationConsultant: { width: 100 },
    goLiveDate: { width: 120 },
    renewalDate: { width: 120 },
    healthScore: { width: 110 },
    remark: { input: { type: 'textarea', rows: 3 } },
  },
  columns: [
    'tenantId',
    'serviceLevel',
    'salesOwner',
    'customerSuccessManager',
    'implementationConsultant',
    'goLiveDate',
    'renewalDate',
    'healthScore',
  ],
  filters: ['tenantId', 'serviceLevel', 'salesOwner', 'customerSuccessManager', 'renewalDate', 'healthScore'],
  form: [
    {
      title: t('服务', 'Service', 'サービス'),
      fields: ['tenantId', 'serviceLevel', 'crmCustomerCode', 'contractCode', 'goLiveDate', 'renewalDate'],
    },
    {
      title: t('服务团队', 'Service team', 'サービスチーム'),
      fields: ['salesOwner', 'customerSuccessManager', 'implementationConsultant', 'supportGroup'],
    },
    { title: t('评估', 'Assessment', '評価'), fields: ['healthScore', 'remark'] },
  ],
  defaults: { serviceLevel: 'STANDARD' },
  routes: { list: 'tenant-maintenance-all-business', detail: 'tenant-maintenance-all-business-index' },
});
