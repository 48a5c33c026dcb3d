import { tenantDataReportResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  dateField,
  moneyField,
  numberField,
  option,
  selectField,
  statusField,
  t,
  textareaField,
} from '../text';

/**
 * The provider's figures over all tenants per day, week or month (tenants won and lost, paying
 * and trial, licences about to expire, contract revenue), published to management once checked.
 */
export const screen = defineScreen({
  resource: tenantDataReportResource,
  title: t('数据报表', 'Data reports', 'データレポート'),
  recordName: t('数据报表', 'Data report', 'データレポート'),
  fields: {
    reportCode: codeField(t('报表编号', 'Report no.', 'レポート番号')),
    reportName: { label: t('报表名称', 'Report', 'レポート名'), width: 240 },
    granularity: selectField(
      t('统计粒度', 'Granularity', '集計単位'),
      [
        option('DAILY', t('日报', 'Daily', '日次')),
        option('WEEKLY', t('周报', 'Weekly', '週次')),
        option('MONTHLY', t('月报', 'Monthly', '月次')),
      ],
      { width: 90 },
    ),
    statDate: dateField(t('统计截止日', 'As of', '集計基準日')),
    totalTenants: numberField(t('租户总数', 'Tenants', 'テナント数')),
    newTenants: numberField(t('新增租户', 'New tenants', '新規テナント')),
    paidTenants: numberField(t('付费租户', 'Paying tenants', '有料テナント')),
    trialTenants: numberField(t('试用租户', 'Trial tenants', '試用テナント')),
    expiringLicences: numberField(t('即将到期', 'Licences expiring', '期限間近')),
    churnedTenants: numberField(t('流失租户', 'Churned tenants', '解約テナント')),
    activeUsers: numberField(t('活跃用户', 'Active users', 'アクティブユーザー')),
    newContractAmount: moneyField(t('新签合同额', 'New contracts', '新規契約額')),
    renewalAmount: moneyField(t('续费合同额', 'Renewals', '更新契約額')),
    status: statusField(t('状态', 'Status', '状態'), [
      option('DRAFT', t('草稿', 'Draft', '下書き'), 'neutral'),
      option('PUBLISHED', t('已发布', 'Published', '公開済'), 'success'),
      option('WITHDRAWN', t('已撤回', 'Withdrawn', '取り下げ'), 'warning'),
    ]),
    remark: textareaField(t('分析说明', 'Commentary', '分析メモ'), 4),
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
