import { touchCustomerLogResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { dateField, option, selectField, statusField, t, tenantIdField, textareaField } from '../text';

/**
 * Every contact of the provider's staff with a tenant and its outcome; customer success plans the
 * next touch from it. Also the "touch-customer log" tab of the business tenant detail.
 */
export const screen = defineScreen({
  resource: touchCustomerLogResource,
  title: t('触客记录', 'Customer touch log', '顧客接点記録'),
  recordName: t('触客记录', 'Customer touch', '顧客接点'),
  fields: {
    tenantId: tenantIdField,
    touchDate: dateField(t('触客日期', 'Date', '接点日')),
    touchType: selectField(
      t('触客方式', 'Channel', '接点方法'),
      [
        option('PHONE', t('电话', 'Phone', '電話')),
        option('VISIT', t('上门拜访', 'Visit', '訪問')),
        option('MESSAGING', t('钉钉/企微/飞书', 'Messaging', 'メッセージ')),
        option('EMAIL', t('邮件', 'E-mail', 'メール')),
        option('TRAINING', t('培训', 'Training', 'トレーニング')),
        option('MEETING', t('线上会议', 'Online meeting', 'オンライン会議')),
      ],
      { width: 110 },
    ),
    topic: { label: t('主题', 'Topic', '件名'), width: 200 },
    content: textareaField(t('沟通内容', 'What was discussed', '内容'), 5),
    contactName: { label: t('客户联系人', 'Customer contact', '顧客担当者'), width: 100 },
    contactRole: { label: t('联系人职务', 'Contact role', '担当者の役職'), width: 100 },
    staffName: { label: t('触客人', 'Staff member', '担当者'), width: 100 },
    result: statusField(
      t('触客结果', 'Outcome', '結果'),
      [
        option('FOLLOW_UP', t('待跟进', 'Follow-up needed', '要フォロー'), 'info'),
        option('RESOLVED', t('问题已解决', 'Resolved', '解決'), 'success'),
        option('RENEWAL_INTENT', t('有续费意向', 'Renewal intent', '更新意向あり'), 'success'),
        option('UPSELL_OPPORTUNITY', t('增购机会', 'Upsell opportunity', '追加販売の機会'), 'success'),
        option('CHURN_RISK', t('流失风险', 'Churn risk', '解約リスク'), 'danger'),
        option('NO_RESPONSE', t('未回应', 'No response', '応答なし'), 'warning'),
      ],
      { width: 120 },
    ),
    nextTouchDate: dateField(t('下次触客日期', 'Next touch', '次回接点日')),
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
