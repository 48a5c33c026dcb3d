import { csFeedbackEventResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: csFeedbackEventResource,
  title: t('反馈事件管理', 'Feedback events', 'フィードバックイベント管理'),
  recordName: t('反馈事件', 'Feedback event', 'フィードバックイベント'),
  fields: { question: { input: { type: 'textarea', rows: 2 } } },
  columns: [
    'eventCode',
    'eventName',
    'module',
    'trigger',
    'scoreType',
    'samplePercent',
    'startDate',
    'endDate',
    'enabled',
  ],
  filters: ['trigger', 'scoreType', 'enabled', 'startDate'],
  form: [
    {
      title: t('事件', 'Event', 'イベント'),
      fields: ['eventCode', 'eventName', 'module', 'trigger', 'owner', 'enabled'],
    },
    { title: t('问卷', 'Question', '質問'), fields: ['question', 'scoreType', 'samplePercent', 'quietDays'] },
    { title: t('投放时间', 'Schedule', '期間'), fields: ['startDate', 'endDate'] },
  ],
  // Rows open the bespoke event page: :eventId takes the row's id, :eventName its name.
  routes: { list: 'feedback-events-management', detail: 'feedback-events-management-detail' },
  defaults: { scoreType: 'NPS', samplePercent: 10, quietDays: 30 },
  enabledField: 'enabled',
});
