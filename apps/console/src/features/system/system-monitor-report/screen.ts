import {
  systemMonitorReportResource,
  type monitorReportPeriods,
  type monitorReportStatuses,
} from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  cloudEnvField,
  codeText,
  dateField,
  numberField,
  options,
  select,
  t,
  textarea,
  userField,
} from '../shared';

const periodOptions = options<(typeof monitorReportPeriods)[number]>({
  DAILY: ['日报', 'Daily', '日次'],
  WEEKLY: ['周报', 'Weekly', '週次'],
  MONTHLY: ['月报', 'Monthly', '月次'],
});

const statusOptions = options<(typeof monitorReportStatuses)[number]>({
  DRAFT: ['草稿', 'Draft', '下書き', 'neutral'],
  PUBLISHED: ['已发布', 'Published', '公開済み', 'success'],
});

/** The operators' health reports of each cloud: availability, latency, errors, incidents. */
export const screen = defineScreen({
  resource: systemMonitorReportResource,
  title: t('系统监控报告', 'System monitoring reports', 'システム監視レポート'),
  recordName: t('监控报告', 'Monitoring report', '監視レポート'),
  fields: {
    reportNo: codeText(t('报告编号', 'Report no.', 'レポート番号')),
    title: { label: t('报告标题', 'Title', 'タイトル') },
    period: select(t('周期', 'Period', '期間'), periodOptions),
    periodStart: dateField(t('开始日期', 'From', '開始日')),
    periodEnd: dateField(t('结束日期', 'To', '終了日')),
    cloudEnv: cloudEnvField(),
    availability: numberField(t('可用率（%）', 'Availability (%)', '可用性（%）')),
    p99LatencyMs: numberField(t('P99 延迟（毫秒）', 'P99 latency (ms)', 'P99 レイテンシ（ms）')),
    errorRate: numberField(t('错误率（%）', 'Error rate (%)', 'エラー率（%）')),
    requestCount: numberField(t('请求量', 'Requests', 'リクエスト数')),
    incidentCount: numberField(t('故障数', 'Incidents', '障害数')),
    alertCount: numberField(t('告警数', 'Alerts', 'アラート数')),
    slowSqlCount: numberField(t('慢 SQL 数', 'Slow SQL', 'スロー SQL')),
    summary: textarea(t('总结与改进', 'Summary and actions', '総括と改善'), 8),
    authorId: userField(t('编写人', 'Author', '作成者')),
    status: select(t('状态', 'Status', 'ステータス'), statusOptions, 'status'),
  },
  columns: [
    'periodStart',
    'title',
    'period',
    'cloudEnv',
    'availability',
    'p99LatencyMs',
    'errorRate',
    'incidentCount',
    'status',
  ],
  filters: ['period', 'cloudEnv', 'status', 'periodStart'],
  form: [
    {
      title: basicTitle,
      fields: ['reportNo', 'title', 'period', 'periodStart', 'periodEnd', 'cloudEnv', 'authorId', 'status'],
    },
    {
      title: t('指标', 'Indicators', '指標'),
      fields: [
        'availability',
        'p99LatencyMs',
        'errorRate',
        'requestCount',
        'incidentCount',
        'alertCount',
        'slowSqlCount',
      ],
    },
    { title: t('总结', 'Summary', '総括'), fields: ['summary'] },
  ],
  routes: { list: 'system-monitor-report' },
  defaults: { period: 'WEEKLY', status: 'DRAFT' },
  statusField: 'status',
  actions: [
    {
      key: 'publish',
      label: t('发布报告', 'Publish', '公開'),
      set: { status: 'PUBLISHED' },
      when: { status: ['DRAFT'] },
      confirm: t(
        '发布后相关团队可见，确定？',
        'The teams will see it. Publish?',
        '関係チームに公開されます。よろしいですか？',
      ),
      tone: 'primary',
    },
  ],
});
