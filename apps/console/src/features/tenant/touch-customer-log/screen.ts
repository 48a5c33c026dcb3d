import { touchCustomerLogResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/**
 * Every contact of the provider's staff with a tenant and its outcome; customer success plans the
 * next touch from it. Also the "touch-customer log" tab of the business tenant detail.
 */
export const screen = defineScreen({
  resource: touchCustomerLogResource,
  title: t('触客记录', 'Customer touch log', '顧客接点記録'),
  recordName: t('触客记录', 'Customer touch', '顧客接点'),
  fields: {
    tenantId: { width: 220 },
    touchDate: { width: 120 },
    touchType: { width: 110 },
    topic: { width: 200 },
    content: { input: { type: 'textarea', rows: 5 } },
    contactName: { width: 100 },
    staffName: { width: 100 },
    result: { width: 120 },
    nextTouchDate: { width: 120 },
  },
  columns: [
    'touchDate',
    'tenantId',
    'touchType',
    'topic',
    'contactName',
    'staffName',
    'result',
    'nextTouchDate',
  ],
  filters: ['tenantId', 'touchType', 'result', 'touchDate', 'nextTouchDate', 'staffName'],
  form: [
    {
      title: t('触客', 'Touch', '接点'),
      fields: ['tenantId', 'touchDate', 'touchType', 'staffName', 'contactName', 'contactRole'],
    },
    {
      title: t('内容与结果', 'Content and outcome', '内容と結果'),
      fields: ['topic', 'content', 'result', 'nextTouchDate'],
    },
  ],
  defaults: { touchType: 'PHONE', result: 'FOLLOW_UP' },
  statusField: 'result',
  routes: {
    list: 'touch-customer-log',
    detail: 'touch-customer-log-detail',
    create: 'touch-customer-log-new',
    edit: 'touch-customer-log-edit',
  },
});
