import { csFeedbackResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: csFeedbackResource,
  title: t('意见反馈', 'Feedback', 'フィードバック'),
  recordName: t('反馈', 'Feedback', 'フィードバック'),
  fields: {
    content: { input: { type: 'textarea', rows: 5 }, width: 320 },
    status: readOnly,
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
