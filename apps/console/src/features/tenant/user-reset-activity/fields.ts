import type { userResetActivityResource } from '@opsdesk/api';
import type { FieldSection, FieldView, RecordAction } from '../../../resources/types';
import {
  codeField,
  dateField,
  numberField,
  option,
  selectField,
  statusField,
  t,
  tenantIdField,
  textareaField,
} from '../text';

type Field = keyof typeof userResetActivityResource.shape;

export const resetFields: Readonly<Record<Field, FieldView>> = {
  tenantId: tenantIdField,
  activityCode: codeField(t('活动编号', 'Activity no.', '作業番号')),
  activityName: { label: t('活动名称', 'Activity', '作業名'), width: 200 },
  environment: selectField(t('环境', 'Environment', '環境'), [
    option('SANDBOX', t('沙箱', 'Sandbox', 'サンドボックス')),
    option('PRODUCTION', t('正式', 'Production', '本番')),
  ]),
  resetScope: selectField(
    t('重置内容', 'What is reset', 'リセット内容'),
    [
      option('PASSWORD', t('登录密码', 'Passwords', 'パスワード')),
      option('MFA_BINDING', t('二次验证绑定', 'Two-step verification', '二段階認証')),
      option('DEVICE_BINDING', t('设备绑定', 'Device binding', '端末紐付け')),
      option('USER_DATA', t('用户数据', 'User data', 'ユーザーデータ')),
      option('TRIAL_PERIOD', t('试用期', 'Trial period', '試用期間')),
      option('SANDBOX_DATA', t('沙箱演示数据', 'Sandbox demo data', 'デモデータ')),
    ],
    { width: 130 },
  ),
  targetUsers: {
    label: t('目标用户', 'Users', '対象ユーザー'),
    input: { type: 'tags' },
    display: 'tags',
    help: t(
      '填写邮箱或手机号，留空表示全部用户',
      'E-mails or mobiles; empty for every user',
      'メールまたは携帯番号。空欄は全ユーザー',
    ),
  },
  userCount: numberField(t('涉及人数', 'Users affected', '対象人数')),
  reason: textareaField(t('重置原因', 'Reason', '理由'), 3),
  requestedBy: { label: t('申请人', 'Requested by', '申請者'), width: 100 },
  scheduledDate: dateField(t('计划执行日期', 'Scheduled for', '実行予定日')),
  executedDate: dateField(t('执行日期', 'Run on', '実行日'), { readOnly: true }),
  status: statusField(t('状态', 'Status', '状態'), [
    option('PENDING', t('待审批', 'Pending', '承認待ち'), 'warning'),
    option('APPROVED', t('待执行', 'Approved', '実行待ち'), 'info'),
    option('RUNNING', t('执行中', 'Running', '実行中'), 'info'),
    option('DONE', t('已完成', 'Done', '完了'), 'success'),
    option('FAILED', t('执行失败', 'Failed', '失敗'), 'danger'),
    option('CANCELLED', t('已取消', 'Cancelled', '取消'), 'neutral'),
  ]),
  resultSummary: textareaField(t('执行结果', 'Result', '実行結果'), 3, { readOnly: true }),
};

export const resetColumns = [
  'activityCode',
  'activityName',
  'tenantId',
  'resetScope',
  'userCount',
  'requestedBy',
  'scheduledDate',
  'executedDate',
  'status',
] as const;

export const resetFilters = ['tenantId', 'resetScope', 'status', 'scheduledDate', 'requestedBy'] as const;

export const resetForm: readonly FieldSection[] = [
  {
    title: t('重置', 'Reset', 'リセット'),
    fields: ['tenantId', 'activityCode', 'activityName', 'resetScope', 'targetUsers', 'userCount', 'reason'],
  },
  {
    title: t('执行', 'Run', '実行'),
    fields: ['requestedBy', 'scheduledDate', 'executedDate', 'status', 'resultSummary'],
  },
];

export const resetActions: readonly RecordAction[] = [
  {
    key: 'approve',
    label: t('审批通过', 'Approve', '承認'),
    set: { status: 'APPROVED' },
    when: { status: ['PENDING'] },
    confirm: t('确认批准该重置活动？', 'Approve this reset?', 'このリセットを承認しますか？'),
    tone: 'primary',
  },
  {
    key: 'cancel',
    label: t('取消', 'Cancel', '取消'),
    set: { status: 'CANCELLED' },
    when: { status: ['PENDING', 'APPROVED'] },
    confirm: t('确认取消该重置活动？', 'Cancel this reset?', 'このリセットを取り消しますか？'),
    tone: 'danger',
  },
];
