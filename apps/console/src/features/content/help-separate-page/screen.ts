import { helpSeparatePageResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  clientOptions,
  contentStatusOptions,
  languageOptions,
  option,
  publishActions,
  statusField,
  title,
} from '../options';

const page = title('独立页面', 'Stand-alone page', '独立ページ');

/** Separate page setup: the help center's stand-alone pages (home, topic and landing pages) at their own addresses. */
export const screen = defineScreen({
  resource: helpSeparatePageResource,
  title: title('独立页面设置', 'Stand-alone pages', '独立ページ設定'),
  recordName: page,
  fields: {
    pageCode: { label: title('页面编码', 'Page code', 'ページコード'), display: 'code', width: 140 },
    pageName: { label: title('页面名称', 'Page name', 'ページ名') },
    pageType: {
      label: title('页面类型', 'Page type', 'ページ種別'),
      input: {
        type: 'select',
        options: [
          option('HELP_HOME', '帮助中心首页', 'Help center home', 'ヘルプセンタートップ'),
          option('TOPIC', '专题页', 'Topic page', '特集ページ'),
          option('PRODUCT_INTRO', '产品介绍', 'Product introduction', '製品紹介'),
          option('LANDING', '活动落地页', 'Landing page', 'ランディングページ'),
          option('FAQ', '常见问题页', 'FAQ page', 'よくある質問'),
        ],
      },
    },
    slug: {
      label: title('访问路径', 'Address', 'アドレス'),
      display: 'code',
      help: title(
        '页面地址为 /help/<访问路径>',
        'The page opens at /help/<address>',
        '/help/<アドレス> で開きます',
      ),
    },
    themeCode: {
      label: title('所属主题', 'Theme', 'テーマ'),
      input: {
        type: 'resource',
        resource: 'help-doc-theme',
        valueField: 'themeCode',
        labelField: 'themeName',
      },
    },
    client: { label: title('终端', 'Client', '端末'), input: { type: 'select', options: clientOptions } },
    language: {
      label: title('语言', 'Language', '言語'),
      input: { type: 'select', options: languageOptions },
    },
    seoTitle: { label: title('SEO 标题', 'SEO title', 'SEO タイトル') },
    seoKeywords: { label: title('SEO 关键词', 'SEO keywords', 'SEO キーワード'), input: { type: 'tags' } },
    content: { label: title('页面内容', 'Content', '内容'), input: { type: 'richtext' } },
    ownerName: { label: title('负责人', 'Owner', '担当者') },
    publishedDate: {
      label: title('发布日期', 'Published on', '公開日'),
      input: { type: 'date' },
      readOnly: true,
    },
    status: statusField(contentStatusOptions),
  },
  columns: ['pageCode', 'pageName', 'pageType', 'slug', 'language', 'ownerName', 'publishedDate', 'status'],
  filters: ['pageType', 'themeCode', 'client', 'language', 'status', 'publishedDate'],
  form: [
    {
      title: title('页面信息', 'Page', 'ページ'),
      fields: ['pageCode', 'pageName', 'pageType', 'slug', 'themeCode', 'client', 'language', 'ownerName'],
    },
    { title: title('页面内容', 'Content', '内容'), fields: ['content'] },
    { title: title('搜索优化', 'Search engines', '検索エンジン対策'), fields: ['seoTitle', 'seoKeywords'] },
  ],
  detail: [
    {
      key: 'page',
      title: page,
      sections: [
        {
          fields: [
            'pageCode',
            'pageName',
            'pageType',
            'slug',
            'themeCode',
            'client',
            'language',
            'ownerName',
            'publishedDate',
            'status',
          ],
        },
        {
          title: title('搜索优化', 'Search engines', '検索エンジン対策'),
          fields: ['seoTitle', 'seoKeywords'],
        },
      ],
    },
    { key: 'content', title: title('页面内容', 'Content', '内容'), sections: [{ fields: ['content'] }] },
  ],
  routes: { list: 'separate-page-setup' },
  defaults: { client: 'ALL', language: 'zh_cn', seoKeywords: [], status: 'DRAFT' },
  statusField: 'status',
  actions: publishActions(page),
});
