import { csDiagnosisRequestResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';
import { diagnosisServiceInput } from '../shared';

export const screen = defineScreen({
  resource: csDiagnosisRequestResource,
  title: t('诊断申请', 'Diagnosis requests', '診断依頼'),
  recordName: t('诊断申请', 'Diagnosis request', '診断依頼'),
  fields: {
    tenantId: common.tenantId,
    requestNo: { label: t('申请编号', 'Request no.', '依頼番号'), display: 'code' },
    title: { label: t('问题标题', 'Title', 'タイトル') },
    description: {
      label: t('问题描述', 'Description', '内容'),
      input: { type: 'textarea', rows: 5 },
      display: 'multiline',
    },
    severity: {
      label: t('紧急程度', 'Severity', '緊急度'),
      input: select([
        ['P1', 'P1 紧急', 'P1 critical', 'P1 緊急', 'danger'],
        ['P2', 'P2 高', 'P2 high', 'P2 高', 'warning'],
        ['P3', 'P3 中', 'P3 medium', 'P3 中', 'info'],
        ['P4', 'P4 低', 'P4 low', 'P4 低', 'neutral'],
      ]),
      display: 'status',
    },
    service: { label: t('涉及服务', 'Service', '対象サービス'), input: diagnosisServiceInput },
    spanIds: {
      label: t('相关 Span ID', 'Span IDs', '関連スパンID'),
      input: { type: 'tags' },
      display: 'tags',
      help: t(
        '从错误提示中复制的 spanId',
        'The spanIds copied from error toasts',
        'エラー表示からコピーしたspanId',
      ),
    },
    reporter: { label: t('提交人', 'Reported by', '報告者') },
    assignee: { label: t('处理人', 'Assignee', '担当者') },
    submittedAt: { label: t('提交时间', 'Submitted at', '提出日時'), input: { type: 'datetime' } },
    resolvedAt: { label: t('解决时间', 'Resolved at', '解決日時'), input: { type: 'datetime' } },
    conclusion: {
      label: t('诊断结论', 'Conclusion', '診断結果'),
      input: { type: 'textarea', rows: 5 },
      display: 'multiline',
    },
    status: {
      label: t('状态', 'Status', 'ステータス'),
      input: select([
        ['SUBMITTED', '已提交', 'Submitted', '提出済み', 'warning'],
        ['ANALYSING', '分析中', 'Analysing', '分析中', 'info'],
        ['WAITING_CUSTOMER', '待客户反馈', 'Waiting for customer', '顧客回答待ち', 'warning'],
        ['RESOLVED', '已解决', 'Resolved', '解決済み', 'success'],
        ['CLOSED', '已关闭', 'Closed', 'クローズ', 'neutral'],
      ]),
      display: 'status',
      readOnly: true,
    },
  },
  columns: [
    'requestNo',
    'tenantId',
    'title',
    'severity',
    'service',
    'reporter',
    'assignee',
    'submittedAt',
    'status',
  ],
  filters: ['tenantId', 'status', 'severity', 'service', 'submittedAt'],
  form: [
    {
      title: t('问题', 'Problem', '問題'),
      fields: ['tenantId', 'requestNo', 'title', 'description', 'severity', 'service', 'spanIds'],
    },
    {
      title: t('处理', 'Handling', '対応'),
      fields: ['reporter', 'assignee', 'submittedAt', 'resolvedAt', 'conclusion'],
    },
  ],
  detail: [
    {
      key: 'problem',
      title: t('问题', 'Problem', '問題'),
      sections: [
        {
          fields: [
            'requestNo',
            'tenantId',
            'status',
            'title',
            'description',
            'severity',
            'service',
            'spanIds',
          ],
        },
      ],
    },
    {
      key: 'handling',
      title: t('处理', 'Handling', '対応'),
      sections: [{ fields: ['reporter', 'assignee', 'submittedAt', 'resolvedAt', 'conclusion'] }],
    },
  ],
  routes: { list: 'diagnosis-request' },
  defaults: { status: 'SUBMITTED', severity: 'P3', spanIds: [] },
  statusField: 'status',
  actions: [
    {
      key: 'analyse',
      label: t('开始分析', 'Start analysis', '分析開始'),
      set: { status: 'ANALYSING' },
      when: { status: ['SUBMITTED', 'WAITING_CUSTOMER'] },
      tone: 'primary',
    },
    {
      key: 'wait-customer',
      label: t('等待客户反馈', 'Wait for customer', '顧客回答待ちにする'),
      set: { status: 'WAITING_CUSTOMER' },
      when: { status: ['ANALYSING'] },
    },
    {
      key: 'resolve',
      label: t('标记已解决', 'Resolve', '解決済みにする'),
      set: { status: 'RESOLVED' },
      when: { status: ['ANALYSING', 'WAITING_CUSTOMER'] },
      tone: 'primary',
      confirm: t('请确认已填写诊断结论。', 'Has the conclusion been written?', '診断結果を記入しましたか？'),
    },
    {
      key: 'close',
      label: t('关闭', 'Close', 'クローズ'),
      set: { status: 'CLOSED' },
      when: { status: ['SUBMITTED', 'ANALYSING', 'WAITING_CUSTOMER', 'RESOLVED'] },
      confirm: t('确定关闭该诊断申请？', 'Close this diagnosis request?', 'この診断依頼をクローズしますか？'),
    },
  ],
});
