import { csDiagnosisRequestResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: csDiagnosisRequestResource,
  title: t('诊断申请', 'Diagnosis requests', '診断依頼'),
  recordName: t('诊断申请', 'Diagnosis request', '診断依頼'),
  fields: {
    description: { input: { type: 'textarea', rows: 5 } },
    conclusion: { input: { type: 'textarea', rows: 5 } },
    status: readOnly,
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
