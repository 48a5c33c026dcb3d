import { tenantOperationNewsResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { newsActions, newsColumns, newsDefaults, newsFields, newsFilters, newsForm } from '../fields';

/** Tenant operation news: the operation messages of the TENANT_NEWS channel, drafted, scheduled and sent to tenants. */
export const screen = defineScreen({
  resource: tenantOperationNewsResource,
  title: t('租户运营消息', 'Tenant operation news', 'テナント運営ニュース'),
  recordName: t('租户消息', 'Tenant message', 'テナントメッセージ'),
  fields: newsFields,
  columns: newsColumns,
  filters: newsFilters,
  form: newsForm(false),
  fixed: { channel: 'TENANT_NEWS' },
  defaults: newsDefaults,
  statusField: 'status',
  actions: newsActions,
  routes: {
    list: 'tenant-operation-news',
    detail: 'tenant-operation-news-detail',
    create: 'tenant-operation-news-new',
    edit: 'tenant-operation-news-edit',
  },
});
