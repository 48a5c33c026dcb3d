import { tenantServiceInfoResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { dateField, numberField, option, selectField, t, tenantIdField, textareaField } from '../text';

/**
 * Who serves a tenant and how, one record per tenant: the "service info" tab of the business
 * tenant detail, which embeds this screen for the tenant it shows.
 */
export const screen = defineScreen({
  resource: tenantServiceInfoResource,
  title: t('服务信息', 'Service information', 'サービス情報'),
  recordName: t('服务信息', 'Service information', 'サービス情報'),
  fields: {
    tenantId: tenantIdField,
    serviceLevel: selectField(
      t('服务等级', 'Service level', 'サービスレベル'),
      [
        option('STANDARD', t('标准服务', 'Standard', '標準'), 'neutral'),
        option('VIP', t('VIP 服务', 'VIP', 'VIP'), 'info'),
        option('KEY_ACCOUNT', t('大客户专属服务', 'Key account', '重要顧客'), 'success'),
      ],
      { display: 'status', width: 120 },
    ),
    crmCustomerCode: {
      label: t('CRM 客户', 'CRM customer', 'CRM 顧客'),
      input: { type: 'picker', picker: 'crmCustomer' },
      display: 'code',
    },
    contractCode: {
      label: t('当前合同', 'Current contract', '現行契約'),
      input: { type: 'picker', picker: 'contract' },
      display: 'code',
    },
    salesOwner: { label: t('销售负责人', 'Sales owner', '営業担当'), width: 100 },
    customerSuccessManager: {
      label: t('客户成功经理', 'Customer success manager', 'カスタマーサクセス担当'),
      width: 120,
    },
    implementationConsultant: {
      label: t('实施顾问', 'Implementation consultant', '導入コンサルタント'),
      width: 100,
    },
    supportGroup: { label: t('服务群', 'Support group', 'サポートグループ'), width: 180 },
    goLiveDate: dateField(t('上线日期', 'Went live on', '稼働開始日')),
    renewalDate: dateField(t('续费日期', 'Renewal date', '更新日')),
    healthScore: numberField(t('健康度', 'Health score', 'ヘルススコア'), {
      help: t(
        '0–100，综合使用、工单与触客情况',
        '0–100, from usage, tickets and touches',
        '0–100（利用状況・チケット・接点から算出）',
      ),
    }),
    remark: textareaField(t('备注', 'Remarks', '備考'), 3),
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
