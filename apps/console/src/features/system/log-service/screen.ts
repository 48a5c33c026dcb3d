import {
  logServiceResource,
  type logCollectors,
  type logFormats,
  type logServiceStatuses,
} from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  cloudEnvField,
  codeText,
  numberField,
  options,
  remarkField,
  select,
  t,
  tags,
  userField,
} from '../shared';

const collectorOptions = options<(typeof logCollectors)[number]>({
  LOGTAIL: ['Logtail', 'Logtail', 'Logtail'],
  FILEBEAT: ['Filebeat', 'Filebeat', 'Filebeat'],
  FLUENT_BIT: ['Fluent Bit', 'Fluent Bit', 'Fluent Bit'],
});

const formatOptions = options<(typeof logFormats)[number]>({
  JSON: ['JSON', 'JSON', 'JSON'],
  TEXT: ['纯文本', 'Plain text', 'テキスト'],
  NGINX: ['Nginx 访问日志', 'Nginx access log', 'Nginx アクセスログ'],
});

const statusOptions = options<(typeof logServiceStatuses)[number]>({
  APPLIED: ['已申请', 'Applied', '申請済み', 'info'],
  ACTIVE: ['采集中', 'Collecting', '収集中', 'success'],
  PAUSED: ['已暂停', 'Paused', '一時停止', 'warning'],
  OFFLINE: ['已下线', 'Offline', '停止', 'neutral'],
});

/** The log service: which service's logs are collected where, parsed how, kept how long. */
export const screen = defineScreen({
  resource: logServiceResource,
  title: t('日志服务管理', 'Log service', 'ログサービス管理'),
  recordName: t('日志接入', 'Log source', 'ログ収集設定'),
  fields: {
    serviceName: codeText(t('服务名', 'Service', 'サービス')),
    cloudEnv: cloudEnvField(),
    logstore: codeText(t('日志库', 'Log store', 'ログストア')),
    logPath: codeText(t('日志路径', 'Log path', 'ログパス')),
    collector: select(t('采集器', 'Collector', 'コレクター'), collectorOptions),
    format: select(t('日志格式', 'Format', '形式'), formatOptions),
    retentionDays: numberField(t('保存天数', 'Retention (days)', '保存日数')),
    dailyVolumeGb: numberField(t('日均量（GB）', 'Daily volume (GB)', '1 日の量（GB）')),
    indexFields: tags(t('索引字段', 'Indexed fields', 'インデックス項目')),
    ownerId: userField(t('负责人', 'Owner', '担当者')),
    alertEmail: { label: t('告警邮箱', 'Alert e-mail', 'アラートメール') },
    status: { ...select(t('状态', 'Status', 'ステータス'), statusOptions, 'status'), readOnly: true },
    remark: remarkField,
  },
  columns: [
    'serviceName',
    'logstore',
    'cloudEnv',
    'collector',
    'format',
    'retentionDays',
    'dailyVolumeGb',
    'status',
    'ownerId',
  ],
  filters: ['serviceName', 'cloudEnv', 'collector', 'status', 'ownerId'],
  form: [
    { title: basicTitle, fields: ['serviceName', 'cloudEnv', 'logstore', 'logPath', 'collector', 'format'] },
    {
      title: t('保存与告警', 'Retention and alerts', '保存とアラート'),
      fields: ['retentionDays', 'dailyVolumeGb', 'indexFields', 'ownerId', 'alertEmail', 'remark'],
    },
  ],
  routes: { list: 'log-service-manage', create: 'log-service-manage-new' },
  defaults: { collector: 'LOGTAIL', format: 'JSON', retentionDays: 30, status: 'APPLIED' },
  statusField: 'status',
  actions: [
    {
      key: 'activate',
      label: t('开始采集', 'Start collecting', '収集開始'),
      set: { status: 'ACTIVE' },
      when: { status: ['APPLIED', 'PAUSED'] },
      tone: 'primary',
      authority: 'deploy:operate',
    },
    {
      key: 'pause',
      label: t('暂停采集', 'Pause', '一時停止'),
      set: { status: 'PAUSED' },
      when: { status: ['ACTIVE'] },
      authority: 'deploy:operate',
    },
    {
      key: 'take-offline',
      label: t('下线', 'Take offline', '停止'),
      set: { status: 'OFFLINE' },
      when: { status: ['APPLIED', 'ACTIVE', 'PAUSED'] },
      confirm: t(
        '下线后停止采集，已采集日志按保存天数清理，确定？',
        'Collection stops and kept logs expire. Take it offline?',
        '収集を停止し、保存済みログは期限で削除されます。よろしいですか？',
      ),
      tone: 'danger',
      authority: 'deploy:operate',
    },
  ],
});
