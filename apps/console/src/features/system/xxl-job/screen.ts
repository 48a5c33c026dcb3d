import {
  xxlJobResource,
  type xxlJobBlockStrategies,
  type xxlJobRouteStrategies,
  type xxlJobRunResults,
  type xxlJobTriggerStatuses,
} from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  cloudEnvField,
  codeText,
  datetime,
  numberField,
  options,
  select,
  t,
  textarea,
  userField,
} from '../shared';

const routeOptions = options<(typeof xxlJobRouteStrategies)[number]>({
  FIRST: ['第一个', 'First', '先頭'],
  LAST: ['最后一个', 'Last', '末尾'],
  ROUND: ['轮询', 'Round robin', 'ラウンドロビン'],
  RANDOM: ['随机', 'Random', 'ランダム'],
  CONSISTENT_HASH: ['一致性哈希', 'Consistent hash', 'コンシステントハッシュ'],
  LEAST_FREQUENTLY_USED: ['最不经常使用', 'Least frequently used', '使用頻度最小'],
  FAILOVER: ['故障转移', 'Failover', 'フェイルオーバー'],
  SHARDING_BROADCAST: ['分片广播', 'Sharding broadcast', 'シャーディング配信'],
});

const blockOptions = options<(typeof xxlJobBlockStrategies)[number]>({
  SERIAL_EXECUTION: ['单机串行', 'Serial', '直列実行'],
  DISCARD_LATER: ['丢弃后续调度', 'Discard later', '後続を破棄'],
  COVER_EARLY: ['覆盖之前调度', 'Cover earlier', '先行を上書き'],
});

const triggerOptions = options<(typeof xxlJobTriggerStatuses)[number]>({
  RUNNING: ['运行中', 'Running', '稼働中', 'success'],
  STOPPED: ['已停止', 'Stopped', '停止', 'neutral'],
});

const resultOptions = options<(typeof xxlJobRunResults)[number]>({
  SUCCESS: ['成功', 'Succeeded', '成功', 'success'],
  FAILED: ['失败', 'Failed', '失敗', 'danger'],
  RUNNING: ['执行中', 'Running', '実行中', 'info'],
  TIMEOUT: ['超时', 'Timed out', 'タイムアウト', 'warning'],
});

/** The scheduled jobs of the XXL-JOB scheduler: cron, handler, routing, and how the last run went. */
export const screen = defineScreen({
  resource: xxlJobResource,
  title: t('定时任务', 'Scheduled jobs', '定期ジョブ'),
  recordName: t('定时任务', 'Scheduled job', '定期ジョブ'),
  fields: {
    jobGroup: codeText(t('执行器', 'Executor', 'エグゼキューター')),
    jobDesc: { label: t('任务描述', 'Job', 'ジョブ') },
    executorHandler: codeText(t('JobHandler', 'Handler', 'ハンドラー')),
    cron: codeText(t('Cron 表达式', 'Cron', 'Cron 式'), {
      help: t(
        '秒 分 时 日 月 周 [年]',
        'seconds minutes hours day month weekday [year]',
        '秒 分 時 日 月 曜日 [年]',
      ),
    }),
    executorParam: textarea(t('任务参数', 'Parameter', 'パラメーター'), 2),
    routeStrategy: select(t('路由策略', 'Routing', 'ルーティング'), routeOptions),
    blockStrategy: select(t('阻塞处理', 'When busy', 'ブロック時'), blockOptions),
    timeoutSeconds: numberField(t('超时（秒）', 'Timeout (s)', 'タイムアウト（秒）'), {
      help: t('0 表示不限', '0 means none', '0 は無制限'),
    }),
    retryCount: numberField(t('失败重试次数', 'Retries', 'リトライ回数')),
    cloudEnv: cloudEnvField(),
    ownerId: userField(t('负责人', 'Owner', '担当者')),
    alarmEmail: { label: t('报警邮件', 'Alarm e-mail', 'アラームメール') },
    triggerStatus: {
      ...select(t('调度状态', 'Schedule', 'スケジュール'), triggerOptions, 'status'),
      readOnly: true,
    },
    lastTriggerAt: datetime(t('最近调度', 'Last run', '前回実行'), { readOnly: true }),
    lastResult: {
      ...select(t('最近结果', 'Last result', '前回結果'), resultOptions, 'status'),
      readOnly: true,
    },
    lastDurationMs: numberField(t('最近耗时（毫秒）', 'Last duration (ms)', '前回所要（ms）'), {
      readOnly: true,
    }),
    nextTriggerAt: datetime(t('下次调度', 'Next run', '次回実行'), { readOnly: true }),
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
