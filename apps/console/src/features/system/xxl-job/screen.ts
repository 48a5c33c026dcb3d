import { xxlJobResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The scheduled jobs of the XXL-JOB scheduler: cron, handler, routing, and how the last run went. */
export const screen = defineScreen({
  resource: xxlJobResource,
  title: t('定时任务', 'Scheduled jobs', '定期ジョブ'),
  recordName: t('定时任务', 'Scheduled job', '定期ジョブ'),
  fields: {
    triggerStatus: readOnly,
    lastTriggerAt: readOnly,
    lastResult: readOnly,
    lastDurationMs: readOnly,
    nextTriggerAt: readOnly,
  },
  columns: [
    'jobDesc',
    'jobGroup',
    'executorHandler',
    'cron',
    'cloudEnv',
    'triggerStatus',
    'lastTriggerAt',
    'lastResult',
    'nextTriggerAt',
    'ownerId',
  ],
  filters: ['jobGroup', 'cloudEnv', 'triggerStatus', 'lastResult', 'ownerId', 'lastTriggerAt'],
  form: [
    {
      title: basicTitle,
      fields: [
        'jobGroup',
        'jobDesc',
        'executorHandler',
        'executorParam',
        'cloudEnv',
        'ownerId',
        'alarmEmail',
      ],
    },
    {
      title: t('调度配置', 'Scheduling', 'スケジュール設定'),
      fields: ['cron', 'routeStrategy', 'blockStrategy', 'timeoutSeconds', 'retryCount'],
    },
  ],
  detail: [
    {
      key: 'basic',
      title: basicTitle,
      sections: [
        {
          fields: [
            'jobGroup',
            'jobDesc',
            'executorHandler',
            'executorParam',
            'cloudEnv',
            'ownerId',
            'alarmEmail',
          ],
        },
        {
          title: t('调度配置', 'Scheduling', 'スケジュール設定'),
          fields: ['cron', 'routeStrategy', 'blockStrategy', 'timeoutSeconds', 'retryCount'],
        },
      ],
    },
    {
      key: 'runs',
      title: t('运行情况', 'Runs', '実行状況'),
      sections: [
        { fields: ['triggerStatus', 'lastTriggerAt', 'lastResult', 'lastDurationMs', 'nextTriggerAt'] },
      ],
    },
  ],
  routes: { list: 'xxl-job-index' },
  defaults: { routeStrategy: 'ROUND', blockStrategy: 'SERIAL_EXECUTION', triggerStatus: 'STOPPED' },
  statusField: 'triggerStatus',
  actions: [
    {
      key: 'start',
      label: t('启动', 'Start', '開始'),
      set: { triggerStatus: 'RUNNING' },
      when: { triggerStatus: ['STOPPED'] },
      confirm: t(
        '启动后按 Cron 调度，确定？',
        'It will run on its cron. Start it?',
        'Cron に従って実行されます。開始しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'stop',
      label: t('停止', 'Stop', '停止'),
      set: { triggerStatus: 'STOPPED' },
      when: { triggerStatus: ['RUNNING'] },
      confirm: t(
        '停止后不再调度，确定？',
        'It will no longer run. Stop it?',
        '以後実行されません。停止しますか？',
      ),
      tone: 'danger',
    },
  ],
});
