import { sysSuggestionResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { imageInput, option, statusField, title } from '../options';

/** System suggestions: product suggestions customers' users send from the help center, triaged and answered. */
export const screen = defineScreen({
  resource: sysSuggestionResource,
  title: title('系统建议', 'Product suggestions', 'システムへの提案'),
  recordName: title('建议', 'Suggestion', '提案'),
  fields: {
    suggestionNo: { label: title('建议编号', 'Suggestion no.', '提案番号'), display: 'code', width: 150 },
    tenantId: { label: title('租户', 'Tenant', 'テナント'), input: { type: 'picker', picker: 'tenant' } },
    submitterName: { label: title('提交人', 'Submitted by', '提出者') },
    submitterEmail: { label: title('提交人邮箱', 'E-mail', 'メール') },
    submitterMobile: { label: title('提交人手机', 'Mobile', '携帯電話') },
    module: {
      label: title('所属模块', 'Module', 'モジュール'),
      input: {
        type: 'select',
        options: [
          option('EXPENSE', '费用报销', 'Expenses', '経費精算'),
          option('TRAVEL', '差旅', 'Travel', '出張'),
          option('INVOICE', '发票', 'Invoices', '請求書'),
          option('APPROVAL', '审批', 'Approvals', '承認'),
          option('BUDGET', '预算', 'Budget', '予算'),
          option('REPORT', '报表', 'Reports', 'レポート'),
          option('MOBILE_APP', '移动端', 'Mobile app', 'モバイルアプリ'),
          option('OTHER', '其他', 'Other', 'その他'),
        ],
      },
    },
    title: { label: title('建议标题', 'Title', 'タイトル') },
    content: { label: title('建议内容', 'Suggestion', '内容'), input: { type: 'textarea', rows: 5 } },
    screenshotOid: { label: title('截图', 'Screenshot', 'スクリーンショット'), input: imageInput },
    submittedDate: { label: title('提交日期', 'Submitted on', '提出日'), input: { type: 'date' } },
    priority: {
      label: title('优先级', 'Priority', '優先度'),
      input: {
        type: 'select',
        options: [
          option('LOW', '低', 'Low', '低', 'neutral'),
          option('MEDIUM', '中', 'Medium', '中', 'info'),
          option('HIGH', '高', 'High', '高', 'danger'),
        ],
      },
      display: 'status',
    },
    status: statusField([
      option('NEW', '待处理', 'New', '未対応', 'info'),
      option('ACCEPTED', '已采纳', 'Accepted', '採用', 'success'),
      option('PLANNED', '已排期', 'Planned', '計画済み', 'warning'),
      option('DONE', '已上线', 'Released', 'リリース済み', 'success'),
      option('REJECTED', '不采纳', 'Declined', '不採用', 'neutral'),
    ]),
    handlerName: { label: title('处理人', 'Handled by', '担当者') },
    plannedVersion: { label: title('计划版本', 'Planned release', '予定バージョン'), display: 'code' },
    reply: {
      label: title('回复用户', 'Reply', '回答'),
      input: { type: 'textarea', rows: 4 },
      help: title(
        '回复内容会通过站内信发送给提交人',
        'The reply is sent to the submitter as a message',
        '回答は提出者にメッセージで送られます',
      ),
    },
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
      title: title('建议', 'Suggestion', '提案'),
      fields: ['suggestionNo', 'tenantId', 'module', 'title', 'content', 'screenshotOid', 'submittedDate'],
    },
    {
      title: title('提交人', 'Submitter', '提出者'),
      fields: ['submitterName', 'submitterEmail', 'submitterMobile'],
    },
    {
      title: title('处理', 'Handling', '対応'),
      fields: ['priority', 'handlerName', 'plannedVersion', 'reply'],
    },
  ],
  detail: [
    {
      key: 'suggestion',
      title: title('建议内容', 'Suggestion', '提案内容'),
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
          title: title('提交人', 'Submitter', '提出者'),
          fields: ['submitterName', 'submitterEmail', 'submitterMobile'],
        },
      ],
    },
    {
      key: 'handling',
      title: title('处理情况', 'Handling', '対応状況'),
      sections: [{ fields: ['status', 'priority', 'handlerName', 'plannedVersion', 'reply'] }],
    },
  ],
  routes: { list: 'sys-suggestion' },
  defaults: { priority: 'MEDIUM', status: 'NEW' },
  statusField: 'status',
  actions: [
    {
      key: 'accept',
      label: title('采纳', 'Accept', '採用'),
      set: { status: 'ACCEPTED' },
      when: { status: ['NEW'] },
      confirm: title('确定采纳该建议？', 'Accept this suggestion?', 'この提案を採用しますか？'),
      tone: 'primary',
    },
    {
      key: 'plan',
      label: title('排期', 'Mark as planned', '計画済みにする'),
      set: { status: 'PLANNED' },
      when: { status: ['ACCEPTED'] },
      confirm: title(
        '请先在“计划版本”中填写版本号，确定排期？',
        'Fill in the planned release first. Mark as planned?',
        '予定バージョンを入力してから実行してください。計画済みにしますか？',
      ),
    },
    {
      key: 'done',
      label: title('标记已上线', 'Mark as released', 'リリース済みにする'),
      set: { status: 'DONE' },
      when: { status: ['ACCEPTED', 'PLANNED'] },
      confirm: title(
        '确定该建议已上线？提交人将收到通知。',
        'Is it released? The submitter will be told.',
        'リリース済みにしますか？提出者に通知されます。',
      ),
      tone: 'primary',
    },
    {
      key: 'reject',
      label: title('不采纳', 'Decline', '不採用'),
      set: { status: 'REJECTED' },
      when: { status: ['NEW', 'ACCEPTED'] },
      confirm: title(
        '确定不采纳？请在“回复用户”中说明原因。',
        'Decline it? Give the reason in the reply.',
        '不採用にしますか？回答に理由を書いてください。',
      ),
      tone: 'danger',
    },
    {
      key: 'reopen',
      label: title('重新处理', 'Reopen', '再対応'),
      set: { status: 'NEW' },
      when: { status: ['REJECTED'] },
      confirm: title('确定重新处理该建议？', 'Reopen this suggestion?', 'この提案を再対応しますか？'),
    },
  ],
});
