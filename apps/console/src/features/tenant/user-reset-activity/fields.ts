import type { userResetActivityResource } from '@opsdesk/api';
import { t } from '../../../resources/kit';
import type { FieldSection, RecordAction, ScreenFieldView } from '../../../resources/types';

type Field = keyof typeof userResetActivityResource.shape;

export const resetFields: Readonly<Partial<Record<Field, ScreenFieldView>>> = {
  tenantId: { width: 220 },
  activityCode: { width: 160 },
  activityName: { width: 200 },
  resetScope: { width: 130 },
  userCount: { width: 110 },
  requestedBy: { width: 100 },
  scheduledDate: { width: 120 },
  executedDate: { width: 120, readOnly: true },
  status: { width: 110 },
  reason: { input: { type: 'textarea', rows: 3 } },
  resultSummary: { input: { type: 'textarea', rows: 3 }, readOnly: true },
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
