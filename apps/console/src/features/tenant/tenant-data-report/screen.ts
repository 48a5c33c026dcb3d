import { tenantDataReportResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/**
 * The provider's figures over all tenants per day, week or month (tenants won and lost, paying
 * and trial, licences about to expire, contract revenue), published to management once checked.
 */
export const screen = defineScreen({
  resource: tenantDataReportResource,
  title: t('数据报表', 'Data reports', 'データレポート'),
  recordName: t('数据报表', 'Data report', 'データレポート'),
  fields: {
    reportName: { width: 240 },
    granularity: { width: 90 },
    statDate: { width: 120 },
    totalTenants: { width: 110 },
    newTenants: { width: 110 },
    paidTenants: { width: 110 },
    churnedTenants: { width: 110 },
    newContractAmount: { width: 140 },
    status: { width: 110 },
  },
  columns: [
    'reportName',
    'granularity',
    'statDate',
    'totalTenants',
    'newTenants',
    'paidTenants',
    'churnedTenants',
    'newContractAmount',
    'status',
  ],
  filters: ['granularity', 'status', 'statDate'],
  form: [
    {
      title: t('报表', 'Report', 'レポート'),
      fields: ['reportCode', 'reportName', 'granularity', 'statDate', 'status'],
    },
    {
      title: t('租户', 'Tenants', 'テナント'),
      fields: [
        'totalTenants',
        'newTenants',
        'paidTenants',
        'trialTenants',
        'expiringLicences',
        'churnedTenants',
      ],
    },
    {
      title: t('使用与收入', 'Use and revenue', '利用と売上'),
      fields: ['activeUsers', 'newContractAmount', 'renewalAmount', 'remark'],
    },
  ],
  defaults: { status: 'DRAFT', granularity: 'MONTHLY' },
  statusField: 'status',
  actions: [
    {
      key: 'publish',
      label: t('发布', 'Publish', '公開'),
      set: { status: 'PUBLISHED' },
      when: { status: ['DRAFT', 'WITHDRAWN'] },
      confirm: t('确认发布该报表？', 'Publish this report?', 'このレポートを公開しますか？'),
      tone: 'primary',
    },
    {
      key: 'withdraw',
      label: t('撤回', 'Withdraw', '取り下げ'),
      set: { status: 'WITHDRAWN' },
      when: { status: ['PUBLISHED'] },
      confirm: t('确认撤回该报表？', 'Withdraw this report?', 'このレポートを取り下げますか？'),
      tone: 'danger',
    },
  ],
  routes: { list: 'data-report', detail: 'data-report-detail' },
});
