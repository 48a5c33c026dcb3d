import { csFeedbackEventResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: csFeedbackEventResource,
  title: t('反馈事件管理', 'Feedback events', 'フィードバックイベント管理'),
  recordName: t('反馈事件', 'Feedback event', 'フィードバックイベント'),
  fields: {
    eventCode: { label: t('事件编码', 'Event code', 'イベントコード'), display: 'code' },
    eventName: { label: t('事件名称', 'Event name', 'イベント名') },
    module: { label: t('所属模块', 'Module', 'モジュール') },
    trigger: {
      label: t('触发时机', 'Asked when', 'トリガー'),
      input: select([
        ['AFTER_SUBMIT', '提交单据后', 'After submitting', '提出後'],
        ['AFTER_APPROVAL', '审批完成后', 'After approval', '承認後'],
        ['AFTER_PAYMENT', '收到付款后', 'After payment', '支払後'],
        ['AFTER_BOOKING', '完成预订后', 'After booking', '予約後'],
        ['ON_LOGIN', '登录时', 'On login', 'ログイン時'],
        ['MANUAL', '手动推送', 'Sent by hand', '手動配信'],
      ]),
    },
    question: { label: t('问题', 'Question', '質問'), input: { type: 'textarea', rows: 2 } },
    scoreType: {
      label: t('评分方式', 'Score type', '評価方式'),
      input: select([
        ['NPS', 'NPS（0-10 分）', 'NPS (0-10)', 'NPS（0-10）'],
        ['STAR', '星级（1-5 星）', 'Stars (1-5)', '星（1-5）'],
        ['THUMBS', '赞/踩', 'Thumbs up or down', 'いいね／よくない'],
      ]),
    },
    samplePercent: { label: t('抽样比例（%）', 'Sample (%)', 'サンプル率（%）'), display: 'number' },
    quietDays: {
      label: t('免打扰天数', 'Quiet days', '再質問までの日数'),
      display: 'number',
      help: t(
        '同一用户再次被询问前的间隔天数',
        'Days before the same user is asked again',
        '同じユーザーに再度尋ねるまでの日数',
      ),
    },
    startDate: { label: t('开始日期', 'Starts on', '開始日'), input: { type: 'date' } },
    endDate: { label: t('结束日期', 'Ends on', '終了日'), input: { type: 'date' } },
    owner: { label: t('负责人', 'Owner', '担当者') },
    enabled: common.enabled,
  },
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
