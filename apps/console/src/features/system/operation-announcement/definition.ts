import {
  operationAnnouncementResource,
  type announcementKinds,
  type announcementStatuses,
} from '@opsdesk/api';
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
  tenantRangeOptions,
  tenantsField,
  textarea,
  userField,
} from '../shared';

const kindOptions = options<(typeof announcementKinds)[number]>({
  RELEASE_NOTE: ['版本更新', 'Release notes', 'リリースノート'],
  FEATURE: ['新功能', 'New feature', '新機能'],
  MAINTENANCE: ['维护通知', 'Maintenance', 'メンテナンス'],
  INCIDENT: ['故障通报', 'Incident', '障害報告'],
  POLICY: ['政策变更', 'Policy change', 'ポリシー変更'],
});

const statusOptions = options<(typeof announcementStatuses)[number]>({
  DRAFT: ['草稿', 'Draft', '下書き', 'neutral'],
  PUBLISHED: ['已发布', 'Published', '公開中', 'success'],
  WITHDRAWN: ['已撤回', 'Withdrawn', '取り下げ', 'warning'],
});

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
      title: { label: t('公告标题', 'Title', 'タイトル') },
      kind: select(t('公告类型', 'Kind', '種別'), kindOptions),
      versionNo: {
        label: t('对应版本', 'Version', 'バージョン'),
        input: {
          type: 'resource',
          resource: 'big-version',
          valueField: 'versionNo',
          labelField: 'versionName',
        },
        display: 'code',
      },
      summary: textarea(t('摘要', 'Summary', '概要'), 2),
      content: { label: t('正文', 'Content', '本文'), input: { type: 'richtext' }, display: 'multiline' },
      cloudEnvs: cloudEnvsField(),
      channels: multiSelect(t('发布渠道', 'Channels', 'チャネル'), noticeChannelOptions),
      tenantRange: select(t('租户范围', 'Tenants', 'テナント範囲'), tenantRangeOptions),
      tenantIds: tenantsField(),
      publishAt: datetime(t('发布时间', 'Publish at', '公開日時')),
      expireAt: datetime(t('下架时间', 'Expires at', '掲載終了')),
      pinned: switchField(t('置顶', 'Pinned', '固定表示')),
      status: { ...select(t('状态', 'Status', 'ステータス'), statusOptions, 'status'), readOnly: true },
      archived: switchField(t('已归档', 'Archived', 'アーカイブ済み'), { readOnly: true }),
      publisherId: userField(t('发布人', 'Published by', '公開者'), true),
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
