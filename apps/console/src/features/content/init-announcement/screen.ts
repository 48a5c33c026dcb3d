import { initAnnouncementResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  audienceFieldViews,
  audienceSection,
  clientOptions,
  contentStatusOptions,
  languageOptions,
  option,
  publishActions,
  statusField,
  title,
} from '../options';

const announcement = title('公告', 'Announcement', 'お知らせ');

/** Init announcements: what users see when they open the product, until it ends or they confirm it. */
export const screen = defineScreen({
  resource: initAnnouncementResource,
  title: title('初始化公告设置', 'Init announcements', '起動時のお知らせ設定'),
  recordName: announcement,
  fields: {
    announcementCode: {
      label: title('公告编号', 'Announcement no.', 'お知らせ番号'),
      display: 'code',
      width: 140,
    },
    title: { label: title('公告标题', 'Title', 'タイトル') },
    announcementType: {
      label: title('公告类型', 'Type', '種別'),
      input: {
        type: 'select',
        options: [
          option('NOTICE', '通知', 'Notice', '通知'),
          option('MAINTENANCE', '维护', 'Maintenance', 'メンテナンス'),
          option('UPGRADE', '升级', 'Upgrade', 'アップグレード'),
          option('POLICY', '政策', 'Policy', 'ポリシー'),
          option('EVENT', '活动', 'Event', 'イベント'),
        ],
      },
    },
    displayMode: {
      label: title('展示方式', 'Display mode', '表示方法'),
      input: {
        type: 'select',
        options: [
          option('POPUP', '弹窗', 'Pop-up', 'ポップアップ'),
          option('BANNER', '顶部横幅', 'Top banner', '上部バナー'),
          option('FULL_SCREEN', '全屏', 'Full screen', '全画面'),
        ],
      },
    },
    content: { label: title('公告内容', 'Content', '内容'), input: { type: 'richtext' } },
    client: { label: title('终端', 'Client', '端末'), input: { type: 'select', options: clientOptions } },
    language: {
      label: title('语言', 'Language', '言語'),
      input: { type: 'select', options: languageOptions },
    },
    ...audienceFieldViews,
    startDate: { label: title('开始日期', 'Start date', '開始日'), input: { type: 'date' } },
    endDate: { label: title('结束日期', 'End date', '終了日'), input: { type: 'date' } },
    mustConfirm: {
      label: title('需用户确认', 'Must be confirmed', '確認必須'),
      help: title(
        '用户须点击“我已阅读”后才能继续',
        'Users press "I have read it" before going on',
        'ユーザーが「読みました」を押すまで先に進めません',
      ),
    },
    showOnce: { label: title('每人仅展示一次', 'Show once per user', '1 人 1 回のみ表示') },
    priority: {
      label: title('优先级', 'Priority', '優先度'),
      help: title(
        '多条公告同时生效时数字大的先展示',
        'Higher first when several are due',
        '複数ある場合は大きい順に表示',
      ),
      width: 80,
    },
    status: statusField(contentStatusOptions),
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
      title: title('基本信息', 'Basics', '基本情報'),
      fields: ['announcementCode', 'title', 'announcementType', 'displayMode', 'client', 'language'],
    },
    { title: title('公告内容', 'Content', '内容'), fields: ['content'] },
    {
      title: title('展示规则', 'Display rules', '表示ルール'),
      fields: ['startDate', 'endDate', 'priority', 'mustConfirm', 'showOnce'],
    },
    audienceSection,
  ],
  detail: [
    {
      key: 'basic',
      title: title('公告信息', 'Announcement', 'お知らせ'),
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
        { title: title('公告内容', 'Content', '内容'), fields: ['content'] },
      ],
    },
    {
      key: 'rules',
      title: title('展示规则', 'Display rules', '表示ルール'),
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
