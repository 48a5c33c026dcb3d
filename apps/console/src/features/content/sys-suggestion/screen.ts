import { sysSuggestionResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

/** System suggestions: product suggestions customers' users send from the help center, triaged and answered. */
export const screen = defineScreen({
  resource: sysSuggestionResource,
  title: t('系统建议', 'Product suggestions', 'システムへの提案'),
  recordName: t('建议', 'Suggestion', '提案'),
  fields: {
    suggestionNo: { width: 150 },
    content: { input: { type: 'textarea', rows: 5 } },
    status: readOnly,
    reply: { input: { type: 'textarea', rows: 4 } },
  },
  columns: [
    'suggestionNo',
    'title',
    'tenantId',
    'module',
    'submitterName',
    'submittedDate',
    'priority',
    'status',
  ],
  filters: ['tenantId', 'module', 'priority', 'status', 'handlerName', 'submittedDate'],
  form: [
    {
      title: t('建议', 'Suggestion', '提案'),
      fields: ['suggestionNo', 'tenantId', 'module', 'title', 'content', 'screenshotOid', 'submittedDate'],
    },
    {
      title: t('提交人', 'Submitter', '提出者'),
      fields: ['submitterName', 'submitterEmail', 'submitterMobile'],
    },
    {
      title: t('处理', 'Handling', '対応'),
      fields: ['priority', 'handlerName', 'plannedVersion', 'reply'],
    },
  ],
  detail: [
    {
      key: 'suggestion',
      title: t('建议内容', 'Suggestion', '提案内容'),
      sections: [
        {
          fields: [
            'suggestionNo',
            'tenantId',
            'module',
            'title',
            'content',
            'screenshotOid',
            'submittedDate',
          ],
        },
        {
          title: t('提交人', 'Submitter', '提出者'),
          fields: ['submitterName', 'submitterEmail', 'submitterMobile'],
        },
      ],
    },
    {
      key: 'handling',
      title: t('处理情况', 'Handling', '対応状況'),
      sections: [{ fields: ['status', 'priority', 'handlerName', 'plannedVersion', 'reply'] }],
    },
  ],
  routes: { list: 'sys-suggestion' },
  defaults: { priority: 'MEDIUM', status: 'NEW' },
  statusField: 'status',
  actions: [
    {
      key: 'accept',
      label: t('采纳', 'Accept', '採用'),
      set: { status: 'ACCEPTED' },
      when: { status: ['NEW'] },
      confirm: t('确定采纳该建议？', 'Accept this suggestion?', 'この提案を採用しますか？'),
      tone: 'primary',
    },
    {
      key: 'plan',
      label: t('排期', 'Mark as planned', '計画済みにする'),
      set: { status: 'PLANNED' },
      when: { status: ['ACCEPTED'] },
      confirm: t(
        '请先在“计划版本”中填写版本号，确定排期？',
        'Fill in the planned release first. Mark as planned?',
        '予定バージョンを入力してから実行してください。計画済みにしますか？',
      ),
    },
    {
      key: 'done',
      label: t('标记已上线', 'Mark as released', 'リリース済みにする'),
      set: { status: 'DONE' },
      when: { status: ['ACCEPTED', 'PLANNED'] },
      confirm: t(
        '确定该建议已上线？提交人将收到通知。',
        'Is it released? The submitter will be told.',
        'リリース済みにしますか？提出者に通知されます。',
      ),
      tone: 'primary',
    },
    {
      key: 'reject',
      label: t('不采纳', 'Decline', '不採用'),
      set: { status: 'REJECTED' },
      when: { status: ['NEW', 'ACCEPTED'] },
      confirm: t(
        '确定不采纳？请在“回复用户”中说明原因。',
        'Decline it? Give the reason in the reply.',
        '不採用にしますか？回答に理由を書いてください。',
      ),
      tone: 'danger',
    },
    {
      key: 'reopen',
      label: t('重新处理', 'Reopen', '再対応'),
      set: { status: 'NEW' },
      when: { status: ['REJECTED'] },
      confirm: t('确定重新处理该建议？', 'Reopen this suggestion?', 'この提案を再対応しますか？'),
    },
  ],
});
