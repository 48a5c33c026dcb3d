import { tenantOperationNewsResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { newsActions, newsColumns, newsDefaults, newsFields, newsFilters, newsForm } from '../fields';

/** WeCom operation news: the operation messages of the WECHAT_NEWS channel, drafted, scheduled and sent to tenants. */
export const screen = defineScreen({
  resource: tenantOperationNewsResource,
  title: t('企业微信运营消息', 'WeCom operation news', 'WeCom 運営ニュース'),
  recordName: t('企业微信消息', 'WeCom message', 'WeCom メッセージ'),
  fields: newsFields,
  columns: newsColumns,
  filters: newsFilters,
  form: newsForm(false),
  fixed: { channel: 'WECHAT_NEWS' },
  defaults: newsDefaults,
  statusField: 'status',
  actions: newsActions,
  routes: {
    list: 'wechat-operation-news',
    detail: 'wechat-operation-news-detail',
    create: 'wechat-operation-news-new',
    edit: 'wechat-operation-news-edit',
  },
});
