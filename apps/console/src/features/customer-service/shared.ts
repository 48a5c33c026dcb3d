import type { FieldInput } from '../../resources/types';
import { select } from '../reference-area-labels';

export const diagnosisServiceInput: FieldInput = select([
  ['OPERATION', '运营平台服务', 'Operation service', '運用サービス'],
  ['AUTH', '认证服务', 'Auth service', '認証サービス'],
  ['EXPENSE', '报销服务', 'Expense service', '経費サービス'],
  ['TRAVEL', '差旅服务', 'Travel service', '出張サービス'],
  ['BUDGET', '预算服务', 'Budget service', '予算サービス'],
  ['PAYMENT', '支付服务', 'Payment service', '支払サービス'],
  ['PUSH', '推送服务', 'Push service', 'プッシュサービス'],
  ['WORKFLOW', '审批流服务', 'Workflow service', 'ワークフローサービス'],
  ['INVOICE', '发票服务', 'Invoice service', '請求書サービス'],
  ['REPORT', '报表服务', 'Report service', 'レポートサービス'],
]);
