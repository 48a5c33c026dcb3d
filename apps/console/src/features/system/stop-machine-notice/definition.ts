import { stopMachineNoticeResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

const noticeSection = t('通知', 'Notice', '告知');

/** Maintenance windows (stop-machine) and their archive: the same records, split by `archived`. */
export function stopMachineScreen(archived: boolean) {
  return defineScreen({
    resource: stopMachineNoticeResource,
    title: archived
      ? t('停机维护归档', 'Maintenance archive', 'メンテナンスのアーカイブ')
      : t('停机维护', 'Maintenance windows', '停止メンテナンス'),
    recordName: t('停机维护', 'Maintenance window', 'メンテナンス'),
    fields: {
      noticeContent: { input: { type: 'textarea', rows: 8 } },
      status: readOnly,
      archived: readOnly,
      publisherId: readOnly,
      publishedAt: readOnly,
    },
    columns: ['title', 'cloudEnvs', 'startAt', 'endAt', 'affectedSystems', 'status', 'publisherId'],
    filters: ['status', 'startAt', 'publisherId'],
    form: [
      { title: basicTitle, fields: ['title', 'cloudEnvs', 'startAt', 'endAt', 'affectedSystems', 'impact'] },
      { title: noticeSection, fields: ['noticeContent', 'channels', 'tenantRange', 'tenantIds'] },
    ],
    detail: [
      {
        key: 'basic',
        title: basicTitle,
        sections: [
          { fields: ['title', 'cloudEnvs', 'startAt', 'endAt', 'affectedSystems', 'impact', 'status'] },
        ],
      },
      {
        key: 'notice',
        title: noticeSection,
        sections: [
          {
            fields: [
              'noticeContent',
              'channels',
              'tenantRange',
              'tenantIds',
              'publisherId',
              'publishedAt',
              'archived',
            ],
          },
        ],
      },
    ],
    routes: archived
      ? { list: 'stop-machine-archives', detail: 'stop-machine-archives-detail' }
      : { list: 'stop-machine', detail: 'stop-machine-detail' },
    fixed: { archived },
    defaults: { tenantRange: 'ALL', channels: ['LOGIN_PAGE', 'APP_POPUP', 'EMAIL'], status: 'DRAFT' },
    statusField: 'status',
    actions: archived
      ? []
      : [
          {
            key: 'publish',
            label: t('发布通知', 'Announce', '告知する'),
            set: { status: 'PUBLISHED' },
            when: { status: ['DRAFT'] },
            confirm: t(
              '将按所选渠道通知租户，确定？',
              'Tenants are notified on the chosen channels. Announce?',
              '選択したチャネルでテナントに告知します。よろしいですか？',
            ),
            tone: 'primary',
          },
          {
            key: 'start',
            label: t('开始停机', 'Start maintenance', 'メンテナンス開始'),
            set: { status: 'IN_PROGRESS' },
            when: { status: ['PUBLISHED'] },
            confirm: t('确认已开始停机？', 'Has the maintenance started?', 'メンテナンスを開始しましたか？'),
          },
          {
            key: 'finish',
            label: t('恢复服务', 'Finish', '完了'),
            set: { status: 'FINISHED' },
            when: { status: ['IN_PROGRESS'] },
            confirm: t('确认服务已恢复？', 'Is the service back?', 'サービスは復旧しましたか？'),
            tone: 'primary',
          },
          {
            key: 'cancel',
            label: t('取消维护', 'Cancel', '中止'),
            set: { status: 'CANCELLED' },
            when: { status: ['DRAFT', 'PUBLISHED'] },
            confirm: t(
              '取消后需另行通知租户，确定？',
              'Tenants must be told separately. Cancel?',
              'テナントへの別途連絡が必要です。中止しますか？',
            ),
            tone: 'danger',
          },
          {
            key: 'archive',
            label: t('归档', 'Archive', 'アーカイブ'),
            set: { archived: true },
            when: { status: ['FINISHED', 'CANCELLED'] },
          },
        ],
  });
}
