import { initAnnouncementResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { audienceSection } from '../audience';
import { publishActions } from '../publishWorkflow';

const announcement = t('公告', 'Announcement', 'お知らせ');

/** Init announcements: what users see when they open the product, until it ends or they confirm it. */
export const screen = defineScreen({
  resource: initAnnouncementResource,
  title: t('初始化公告设置', 'Init announcements', '起動時のお知らせ設定'),
  recordName: announcement,
  fields: {
    announcementCode: { width: 140 },
    priority: { width: 80 },
    status: readOnly,
  },
  columns: [
    'announcementCode',
    'title',
    'announcementType',
    'displayMode',
    'client',
    'startDate',
    'endDate',
    'status',
  ],
  filters: ['announcementType', 'displayMode', 'client', 'language', 'audience', 'status', 'startDate'],
  form: [
    {
      title: t('基本信息', 'Basics', '基本情報'),
      fields: ['announcementCode', 'title', 'announcementType', 'displayMode', 'client', 'language'],
    },
    { title: t('公告内容', 'Content', '内容'), fields: ['content'] },
    {
      title: t('展示规则', 'Display rules', '表示ルール'),
      fields: ['startDate', 'endDate', 'priority', 'mustConfirm', 'showOnce'],
    },
    audienceSection,
  ],
  detail: [
    {
      key: 'basic',
      title: t('公告信息', 'Announcement', 'お知らせ'),
      sections: [
        {
          fields: [
            'announcementCode',
            'title',
            'announcementType',
            'displayMode',
            'client',
            'language',
            'status',
          ],
        },
        { title: t('公告内容', 'Content', '内容'), fields: ['content'] },
      ],
    },
    {
      key: 'rules',
      title: t('展示规则', 'Display rules', '表示ルール'),
      sections: [
        { fields: ['startDate', 'endDate', 'priority', 'mustConfirm', 'showOnce'] },
        audienceSection,
      ],
    },
  ],
  routes: {
    list: 'init-announcement-setting',
    detail: 'init-announcement-detail',
    create: 'init-announcement-detail-new',
    copy: 'init-announcement-detail-copy',
  },
  defaults: {
    displayMode: 'POPUP',
    client: 'ALL',
    language: 'zh_cn',
    audience: 'ALL',
    mustConfirm: false,
    showOnce: true,
    priority: 0,
    status: 'DRAFT',
  },
  statusField: 'status',
  actions: publishActions(announcement),
});
