import { logServiceResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The log service: which service's logs are collected where, parsed how, kept how long. */
export const screen = defineScreen({
  resource: logServiceResource,
  title: t('日志服务管理', 'Log service', 'ログサービス管理'),
  recordName: t('日志接入', 'Log source', 'ログ収集設定'),
  fields: { status: readOnly },
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
