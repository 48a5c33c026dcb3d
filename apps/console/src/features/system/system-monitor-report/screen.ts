import { systemMonitorReportResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The operators' health reports of each cloud: availability, latency, errors, incidents. */
export const screen = defineScreen({
  resource: systemMonitorReportResource,
  title: t('系统监控报告', 'System monitoring reports', 'システム監視レポート'),
  recordName: t('监控报告', 'Monitoring report', '監視レポート'),
  fields: {
    summary: { input: { type: 'textarea', rows: 8 } },
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
