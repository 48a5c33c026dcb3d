import { tenantOperationNewsResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { newsActions, newsColumns, newsDefaults, newsFields, newsFilters, newsForm } from '../fields';

/** Lark operation news: the operation messages of the LARK_NEWS channel, drafted, scheduled and sent to tenants. */
export const screen = defineScreen({
  resource: tenantOperationNewsResource,
  title: t('飞书运营消息', 'Lark operation news', 'Lark 運営ニュース'),
  recordName: t('飞书运营消息', 'Lark message', 'Lark メッセージ'),
  fields: newsFields,
  columns: newsColumns,
  filters: newsFilters,
  form: newsForm(false),
  fixed: { channel: 'LARK_NEWS' },
  defaults: newsDefaults,
  statusField: 'status',
  actions: newsActions,
  routes: {
    list: 'lark-operation-news',
    detail: 'lark-operation-news-detail',
    create: 'lark-operation-news-new',
    edit: 'lark-operation-news-edit',
  },
});
