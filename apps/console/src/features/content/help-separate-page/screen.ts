import { helpSeparatePageResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { publishActions } from '../publishWorkflow';

const page = t('独立页面', 'Stand-alone page', '独立ページ');

/** Separate page setup: the help center's stand-alone pages (home, topic and landing pages) at their own addresses. */
export const screen = defineScreen({
  resource: helpSeparatePageResource,
  title: t('独立页面设置', 'Stand-alone pages', '独立ページ設定'),
  recordName: page,
  fields: {
    pageCode: { width: 140 },
    publishedDate: readOnly,
    status: readOnly,
  },
  columns: ['pageCode', 'pageName', 'pageType', 'slug', 'language', 'ownerName', 'publishedDate', 'status'],
  filters: ['pageType', 'themeCode', 'client', 'language', 'status', 'publishedDate'],
  form: [
    {
      title: t('页面信息', 'Page', 'ページ'),
      fields: ['pageCode', 'pageName', 'pageType', 'slug', 'themeCode', 'client', 'language', 'ownerName'],
    },
    { title: t('页面内容', 'Content', '内容'), fields: ['content'] },
    { title: t('搜索优化', 'Search engines', '検索エンジン対策'), fields: ['seoTitle', 'seoKeywords'] },
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
          title: t('搜索优化', 'Search engines', '検索エンジン対策'),
          fields: ['seoTitle', 'seoKeywords'],
        },
      ],
    },
    { key: 'content', title: t('页面内容', 'Content', '内容'), sections: [{ fields: ['content'] }] },
  ],
  routes: { list: 'separate-page-setup' },
  defaults: { client: 'ALL', language: 'zh_cn', seoKeywords: [], status: 'DRAFT' },
  statusField: 'status',
  actions: publishActions(page),
});
