import { carouselResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { audienceSection } from '../audience';

/** Carousel settings: the banners that rotate on the home pages, the login page and the help center. */
export const screen = defineScreen({
  resource: carouselResource,
  title: t('轮播图设置', 'Carousel settings', 'カルーセル設定'),
  recordName: t('轮播图', 'Carousel banner', 'カルーセルバナー'),
  fields: {
    sortOrder: { width: 90 },
    remark: { input: { type: 'textarea', rows: 2 } },
  },
  columns: ['title', 'imageOid', 'position', 'sortOrder', 'startDate', 'endDate', 'audience', 'enabled'],
  filters: ['title', 'position', 'audience', 'enabled', 'startDate', 'endDate'],
  form: [
    {
      title: t('轮播内容', 'Banner', 'バナー'),
      fields: ['title', 'position', 'imageOid', 'linkType', 'linkUrl'],
    },
    {
      title: t('展示规则', 'Display', '表示ルール'),
      fields: ['sortOrder', 'startDate', 'endDate', 'enabled'],
    },
    audienceSection,
    { fields: ['remark'] },
  ],
  routes: { list: 'carousel-setting' },
  defaults: { linkType: 'NONE', audience: 'ALL', sortOrder: 0, enabled: true },
  enabledField: 'enabled',
});
