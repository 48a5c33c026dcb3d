import { fullScreenAdResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { audienceSection } from '../audience';

/** Ad settings: the full-screen (splash) ads shown for a few seconds when the app or the console starts. */
export const screen = defineScreen({
  resource: fullScreenAdResource,
  title: t('广告设置', 'Ad settings', '広告設定'),
  recordName: t('全屏广告', 'Full-screen ad', '全画面広告'),
  fields: {
    adCode: { width: 130 },
    displaySeconds: { width: 90 },
    priority: { width: 80 },
    impressionCount: readOnly,
    clickCount: readOnly,
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
      title: t('广告内容', 'Ad', '広告'),
      fields: ['adCode', 'name', 'client', 'imageOid', 'linkType', 'linkUrl'],
    },
    {
      title: t('展示规则', 'Display rules', '表示ルール'),
      fields: ['displaySeconds', 'skippable', 'frequency', 'startDate', 'endDate', 'priority', 'enabled'],
    },
    audienceSection,
  ],
  detail: [
    {
      key: 'ad',
      title: t('广告信息', 'Ad', '広告'),
      sections: [
        { fields: ['adCode', 'name', 'client', 'imageOid', 'linkType', 'linkUrl', 'enabled'] },
        {
          title: t('展示规则', 'Display rules', '表示ルール'),
          fields: ['displaySeconds', 'skippable', 'frequency', 'startDate', 'endDate', 'priority'],
        },
        audienceSection,
      ],
    },
    {
      key: 'performance',
      title: t('投放效果', 'Performance', '配信効果'),
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
