import { csFeedbackResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: csFeedbackResource,
  title: t('意见反馈', 'Feedback', 'フィードバック'),
  recordName: t('反馈', 'Feedback', 'フィードバック'),
  fields: {
    tenantId: common.tenantId,
    feedbackNo: { label: t('反馈编号', 'Feedback no.', 'フィードバック番号'), display: 'code' },
    submitterName: { label: t('提交人', 'Submitted by', '投稿者') },
    submitterUserOID: {
      label: t('提交人账号', 'Submitter account', '投稿者アカウント'),
      input: { type: 'picker', picker: 'staff' },
    },
    contactMobile: common.contactMobile,
    contactEmail: common.contactEmail,
    channel: {
      label: t('来源渠道', 'Channel', 'チャネル'),
      input: select([
        ['WEB', '网页端', 'Web', 'Web'],
        ['APP', '手机 App', 'App', 'アプリ'],
        ['MINI_PROGRAM', '小程序', 'Mini program', 'ミニプログラム'],
        ['EMAIL', '邮件', 'E-mail', 'メール'],
        ['HOTLINE', '客服热线', 'Hotline', 'ホットライン'],
      ]),
    },
    category: {
      label: t('反馈类型', 'Category', '種別'),
      input: select([
        ['BUG', '功能异常', 'Bug', '不具合'],
        ['SUGGESTION', '产品建议', 'Suggestion', '提案'],
        ['CONSULTATION', '使用咨询', 'Question', '問い合わせ'],
        ['COMPLAINT', '投诉', 'Complaint', '苦情'],
        ['SURVEY', '满意度评价', 'Survey answer', '満足度評価'],
      ]),
    },
    module: { label: t('所属模块', 'Module', 'モジュール') },
    content: {
      label: t('反馈内容', 'Content', '内容'),
      input: { type: 'textarea', rows: 5 },
      display: 'multiline',
      width: 320,
    },
    eventCode: {
      label: t('反馈事件', 'Feedback event', 'フィードバックイベント'),
      input: {
        type: 'resource',
        resource: 'cs-feedback-event',
        valueField: 'eventCode',
        labelField: 'eventName',
      },
    },
    score: { label: t('评分', 'Score', 'スコア'), display: 'number' },
    submittedAt: { label: t('提交时间', 'Submitted at', '投稿日時'), input: { type: 'datetime' } },
    handler: { label: t('处理人', 'Handled by', '対応者') },
    reply: { label: t('回复', 'Reply', '返信'), input: { type: 'textarea', rows: 4 }, display: 'multiline' },
    status: {
      label: t('处理状态', 'Status', '対応状況'),
      input: select([
        ['NEW', '待处理', 'New', '未対応', 'warning'],
        ['PROCESSING', '处理中', 'Processing', '対応中', 'info'],
        ['RESOLVED', '已解决', 'Resolved', '解決済み', 'success'],
        ['CLOSED', '已关闭', 'Closed', 'クローズ', 'neutral'],
      ]),
      display: 'status',
      readOnly: true,
    },
  },
  columns: [
    'feedbackNo',
    'tenantId',
    'submitterName',
    'channel',
    'category',
    'module',
    'content',
    'submittedAt',
    'handler',
    'status',
  ],
  filters: ['tenantId', 'status', 'category', 'channel', 'submittedAt', 'handler', 'eventCode'],
  form: [
    {
      title: t('反馈', 'Feedback', 'フィードバック'),
      fields: [
        'tenantId',
        'feedbackNo',
        'channel',
        'category',
        'module',
        'content',
        'eventCode',
        'score',
        'submittedAt',
      ],
    },
    {
      title: t('提交人', 'Submitter', '投稿者'),
      fields: ['submitterName', 'submitterUserOID', 'contactMobile', 'contactEmail'],
    },
    { title: t('处理', 'Handling', '対応'), fields: ['handler', 'reply'] },
  ],
  detail: [
    {
      key: 'feedback',
      title: t('反馈内容', 'Feedback', 'フィードバック'),
      sections: [
        { fields: ['feedbackNo', 'tenantId', 'status', 'channel', 'category', 'module', 'submittedAt'] },
        { fields: ['content', 'eventCode', 'score'] },
        {
          title: t('提交人', 'Submitter', '投稿者'),
          fields: ['submitterName', 'submitterUserOID', 'contactMobile', 'contactEmail'],
        },
      ],
    },
    {
      key: 'handling',
      title: t('处理', 'Handling', '対応'),
      sections: [{ fields: ['status', 'handler', 'reply'] }],
    },
  ],
  routes: { list: 'feedback-index', detail: 'feedback-list-detail' },
  defaults: { status: 'NEW' },
  statusField: 'status',
  actions: [
    {
      key: 'start',
      label: t('开始处理', 'Start handling', '対応開始'),
      set: { status: 'PROCESSING' },
      when: { status: ['NEW'] },
      tone: 'primary',
    },
    {
      key: 'resolve',
      label: t('标记已解决', 'Resolve', '解決済みにする'),
      set: { status: 'RESOLVED' },
      when: { status: ['NEW', 'PROCESSING'] },
      tone: 'primary',
      confirm: t(
        '确认已回复用户并解决？',
        'Has the user been answered and the issue resolved?',
        'ユーザーへ返信し解決しましたか？',
      ),
    },
    {
      key: 'close',
      label: t('关闭', 'Close', 'クローズ'),
      set: { status: 'CLOSED' },
      when: { status: ['NEW', 'PROCESSING', 'RESOLVED'] },
      confirm: t('确定关闭该反馈？', 'Close this feedback?', 'このフィードバックをクローズしますか？'),
    },
    {
      key: 'reopen',
      label: t('重新打开', 'Reopen', '再オープン'),
      set: { status: 'PROCESSING' },
      when: { status: ['RESOLVED', 'CLOSED'] },
    },
  ],
});
