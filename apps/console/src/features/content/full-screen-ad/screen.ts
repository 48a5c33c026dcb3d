import { fullScreenAdResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  audienceFieldViews,
  audienceSection,
  counterField,
  imageInput,
  linkTypeOptions,
  option,
  title,
} from '../options';

/** Ad settings: the full-screen (splash) ads shown for a few seconds when the app or the console starts. */
export const screen = defineScreen({
  resource: fullScreenAdResource,
  title: title('广告设置', 'Ad settings', '広告設定'),
  recordName: title('全屏广告', 'Full-screen ad', '全画面広告'),
  fields: {
    adCode: { label: title('广告编号', 'Ad code', '広告コード'), display: 'code', width: 130 },
    name: { label: title('广告名称', 'Name', '広告名') },
    client: {
      label: title('投放终端', 'Client', '配信端末'),
      input: {
        type: 'select',
        options: [
          option('ALL', '全部终端', 'All clients', 'すべての端末'),
          option('WEB', 'Web 端', 'Web', 'Web'),
          option('APP', '移动 App', 'Mobile app', 'モバイルアプリ'),
        ],
      },
    },
    imageOid: {
      label: title('广告图片', 'Image', '広告画像'),
      input: imageInput,
      help: title(
        'App 建议 1080×1920 像素，不超过 3MB',
        'App: 1080×1920 pixels suggested, at most 3MB',
        'アプリは 1080×1920 ピクセル推奨、3MB 以内',
      ),
    },
    linkType: {
      label: title('跳转类型', 'Link type', 'リンク種別'),
      input: { type: 'select', options: linkTypeOptions },
    },
    linkUrl: { label: title('跳转地址', 'Link address', 'リンク先'), display: 'link' },
    displaySeconds: { label: title('展示秒数', 'Seconds shown', '表示秒数'), width: 90 },
    skippable: { label: title('允许跳过', 'Skippable', 'スキップ可') },
    frequency: {
      label: title('展示频率', 'Frequency', '表示頻度'),
      input: {
        type: 'select',
        options: [
          option('EVERY_LAUNCH', '每次启动', 'Every launch', '起動のたび'),
          option('DAILY', '每天一次', 'Once a day', '1 日 1 回'),
          option('ONCE', '仅一次', 'Once', '1 回のみ'),
        ],
      },
    },
    startDate: { label: title('开始日期', 'Start date', '開始日'), input: { type: 'date' } },
    endDate: { label: title('结束日期', 'End date', '終了日'), input: { type: 'date' } },
    ...audienceFieldViews,
    priority: { label: title('优先级', 'Priority', '優先度'), width: 80 },
    impressionCount: counterField('曝光次数', 'Impressions', '表示回数'),
    clickCount: counterField('点击次数', 'Clicks', 'クリック数'),
    enabled: { label: title('启用状态', 'Enabled', '有効'), display: 'enabled' },
  },
  columns: [
    'adCode',
    'name',
    'client',
    'frequency',
    'startDate',
    'endDate',
    'impressionCount',
    'clickCount',
    'enabled',
  ],
  filters: ['client', 'frequency', 'audience', 'enabled', 'startDate', 'endDate'],
  form: [
    {
      title: title('广告内容', 'Ad', '広告'),
      fields: ['adCode', 'name', 'client', 'imageOid', 'linkType', 'linkUrl'],
    },
    {
      title: title('展示规则', 'Display rules', '表示ルール'),
      fields: ['displaySeconds', 'skippable', 'frequency', 'startDate', 'endDate', 'priority', 'enabled'],
    },
    audienceSection,
  ],
  detail: [
    {
      key: 'ad',
      title: title('广告信息', 'Ad', '広告'),
      sections: [
        { fields: ['adCode', 'name', 'client', 'imageOid', 'linkType', 'linkUrl', 'enabled'] },
        {
          title: title('展示规则', 'Display rules', '表示ルール'),
          fields: ['displaySeconds', 'skippable', 'frequency', 'startDate', 'endDate', 'priority'],
        },
        audienceSection,
      ],
    },
    {
      key: 'performance',
      title: title('投放效果', 'Performance', '配信効果'),
      sections: [{ fields: ['impressionCount', 'clickCount'] }],
    },
  ],
  routes: { list: 'ad-setting' },
  defaults: {
    client: 'APP',
    linkType: 'NONE',
    displaySeconds: 5,
    skippable: true,
    frequency: 'DAILY',
    audience: 'ALL',
    priority: 0,
    enabled: true,
  },
  enabledField: 'enabled',
});
