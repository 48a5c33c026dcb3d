import { stopMachineNoticeResource, type maintenanceStatuses } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  cloudEnvsField,
  datetime,
  multiSelect,
  noticeChannelOptions,
  options,
  select,
  switchField,
  t,
  tags,
  tenantRangeOptions,
  tenantsField,
  textarea,
  userField,
} from '../shared';

const statusOptions = options<(typeof maintenanceStatuses)[number]>({
  DRAFT: ['草稿', 'Draft', '下書き', 'neutral'],
  PUBLISHED: ['已通知', 'Announced', '告知済み', 'info'],
  IN_PROGRESS: ['停机中', 'Under way', 'メンテナンス中', 'warning'],
  FINISHED: ['已恢复', 'Finished', '完了', 'success'],
  CANCELLED: ['已取消', 'Cancelled', '中止', 'neutral'],
});

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
      title: { label: t('维护标题', 'Title', 'タイトル') },
      cloudEnvs: cloudEnvsField(t('停机云环境', 'Clouds down', '停止するクラウド')),
      startAt: datetime(t('开始时间', 'Starts', '開始日時')),
      endAt: datetime(t('预计恢复时间', 'Ends', '終了予定')),
      affectedSystems: tags(t('影响系统', 'Systems down', '影響システム'), {
        help: t('如 web、app、open-api', 'e.g. web, app, open-api', '例：web、app、open-api'),
      }),
      impact: textarea(t('影响说明', 'Impact', '影響'), 3),
      noticeContent: textarea(t('通知正文', 'Notice text', '告知本文'), 8),
      channels: multiSelect(t('通知渠道', 'Channels', '告知チャネル'), noticeChannelOptions),
      tenantRange: select(t('通知范围', 'Audience', '告知範囲'), tenantRangeOptions),
      tenantIds: tenantsField(),
      status: { ...select(t('状态', 'Status', 'ステータス'), statusOptions, 'status'), readOnly: true },
      archived: switchField(t('已归档', 'Archived', 'アーカイブ済み'), { readOnly: true }),
      publisherId: userField(t('发布人', 'Announced by', '告知者'), true),
      publishedAt: datetime(t('通知时间', 'Announced at', '告知日時'), { readOnly: true }),
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
