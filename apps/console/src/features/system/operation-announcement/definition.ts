import { operationAnnouncementResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

const audience = t('发布范围', 'Audience', '配信範囲');

/** Operation announcements to tenants and their archive: the same records, split by `archived`. */
export function announcementScreen(archived: boolean) {
  return defineScreen({
    resource: operationAnnouncementResource,
    title: archived
      ? t('运营公告归档', 'Announcement archive', 'お知らせアーカイブ')
      : t('运营公告', 'Operation announcements', '運用のお知らせ'),
    recordName: t('公告', 'Announcement', 'お知らせ'),
    fields: {
      status: readOnly,
      archived: readOnly,
      publisherId: readOnly,
    },
    columns: ['title', 'kind', 'versionNo', 'publishAt', 'expireAt', 'pinned', 'status', 'publisherId'],
    filters: ['kind', 'status', 'versionNo', 'publishAt'],
    form: [
      { title: basicTitle, fields: ['title', 'kind', 'versionNo', 'summary', 'content'] },
      {
        title: audience,
        fields: ['cloudEnvs', 'channels', 'tenantRange', 'tenantIds', 'publishAt', 'expireAt', 'pinned'],
      },
    ],
    detail: [
      {
        key: 'content',
        title: basicTitle,
        sections: [{ fields: ['title', 'kind', 'versionNo', 'summary', 'content', 'status'] }],
      },
      {
        key: 'audience',
        title: audience,
        sections: [
          {
            fields: [
              'cloudEnvs',
              'channels',
              'tenantRange',
              'tenantIds',
              'publishAt',
              'expireAt',
              'pinned',
              'publisherId',
              'archived',
            ],
          },
        ],
      },
    ],
    routes: archived
      ? { list: 'operation-announce-archives', detail: 'operation-announce-archives-detail' }
      : { list: 'operation-announce', detail: 'operation-announce-detail' },
    fixed: { archived },
    defaults: {
      kind: 'RELEASE_NOTE',
      tenantRange: 'ALL',
      channels: ['WEB_BANNER', 'APP_POPUP'],
      status: 'DRAFT',
    },
    statusField: 'status',
    actions: archived
      ? []
      : [
          {
            key: 'publish',
            label: t('发布', 'Publish', '公開'),
            set: { status: 'PUBLISHED' },
            when: { status: ['DRAFT', 'WITHDRAWN'] },
            confirm: t(
              '到发布时间后租户即可看到，确定发布？',
              'Tenants see it from its publish time. Publish?',
              '公開日時からテナントに表示されます。公開しますか？',
            ),
            tone: 'primary',
          },
          {
            key: 'withdraw',
            label: t('撤回', 'Withdraw', '取り下げ'),
            set: { status: 'WITHDRAWN' },
            when: { status: ['PUBLISHED'] },
            confirm: t('确定撤回该公告？', 'Withdraw this announcement?', 'このお知らせを取り下げますか？'),
            tone: 'danger',
          },
          {
            key: 'archive',
            label: t('归档', 'Archive', 'アーカイブ'),
            set: { archived: true },
            when: { status: ['PUBLISHED', 'WITHDRAWN'] },
          },
        ],
  });
}
