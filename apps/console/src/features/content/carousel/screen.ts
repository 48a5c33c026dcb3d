import { carouselResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { audienceFieldViews, audienceSection, imageInput, linkTypeOptions, option, title } from '../options';

/** Carousel settings: the banners that rotate on the home pages, the login page and the help center. */
export const screen = defineScreen({
  resource: carouselResource,
  title: title('轮播图设置', 'Carousel settings', 'カルーセル設定'),
  recordName: title('轮播图', 'Carousel banner', 'カルーセルバナー'),
  fields: {
    title: { label: title('标题', 'Title', 'タイトル') },
    position: {
      label: title('展示位置', 'Position', '表示位置'),
      input: {
        type: 'select',
        options: [
          option('WEB_HOME', 'Web 首页', 'Web home page', 'Web トップページ'),
          option('APP_HOME', 'App 首页', 'App home page', 'アプリのトップ'),
          option('LOGIN_PAGE', '登录页', 'Login page', 'ログインページ'),
          option('HELP_CENTER', '帮助中心', 'Help center', 'ヘルプセンター'),
        ],
      },
    },
    imageOid: {
      label: title('轮播图片', 'Image', '画像'),
      input: imageInput,
      help: title(
        '建议 1920×400 像素，不超过 3MB',
        '1920×400 pixels suggested, at most 3MB',
        '推奨 1920×400 ピクセル、3MB 以内',
      ),
    },
    linkType: {
      label: title('跳转类型', 'Link type', 'リンク種別'),
      input: { type: 'select', options: linkTypeOptions },
    },
    linkUrl: { label: title('跳转地址', 'Link address', 'リンク先'), display: 'link' },
    sortOrder: {
      label: title('排序号', 'Order', '表示順'),
      help: title('数字越小越靠前', 'Lower numbers show first', '小さい順に表示'),
      width: 90,
    },
    startDate: { label: title('生效日期', 'Valid from', '開始日'), input: { type: 'date' } },
    endDate: { label: title('失效日期', 'Valid until', '終了日'), input: { type: 'date' } },
    ...audienceFieldViews,
    remark: { label: title('备注', 'Remark', '備考'), input: { type: 'textarea', rows: 2 } },
    enabled: { label: title('启用状态', 'Enabled', '有効'), display: 'enabled' },
  },
  columns: ['title', 'imageOid', 'position', 'sortOrder', 'startDate', 'endDate', 'audience', 'enabled'],
  filters: ['title', 'position', 'audience', 'enabled', 'startDate', 'endDate'],
  form: [
    {
      title: title('轮播内容', 'Banner', 'バナー'),
      fields: ['title', 'position', 'imageOid', 'linkType', 'linkUrl'],
    },
    {
      title: title('展示规则', 'Display', '表示ルール'),
      fields: ['sortOrder', 'startDate', 'endDate', 'enabled'],
    },
    audienceSection,
    { fields: ['remark'] },
  ],
  routes: { list: 'carousel-setting' },
  defaults: { linkType: 'NONE', audience: 'ALL', sortOrder: 0, enabled: true },
  enabledField: 'enabled',
});
