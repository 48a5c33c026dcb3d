import { tenantOperationNewsResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { newsActions, newsColumns, newsDefaults, newsFields, newsFilters, newsForm } from '../fields';

/** Lark interactive messages: the operation messages of the LARK_INTERACTIVE channel, drafted, scheduled and sent to tenants. */
export const screen = defineScreen({
  resource: tenantOperationNewsResource,
  title: t('飞书互动卡片消息', 'Lark interactive messages', 'Lark インタラクティブメッセージ'),
  recordName: t('互动卡片消息', 'Interactive message', 'インタラクティブメッセージ'),
  fields: newsFields,
  columns: newsColumns,
  filters: newsFilters,
  form: newsForm(true),
  fixed: { channel: 'LARK_INTERACTIVE' },
  defaults: newsDefaults,
  statusField: 'status',
  actions: newsActions,
  routes: {
    list: 'lark-interactive-message',
    detail: 'lark-interactive-message-detail',
    create: 'lark-interactive-message-new',
    edit: 'lark-interactive-message-edit',
  },
});
