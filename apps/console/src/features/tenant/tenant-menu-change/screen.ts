import { tenantMenuChangeResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Requests to change a tenant's menus or function packages: drafted, submitted, approved, applied. */
export const screen = defineScreen({
  resource: tenantMenuChangeResource,
  title: t('菜单变更', 'Menu changes', 'メニュー変更'),
  recordName: t('菜单变更申请', 'Menu change request', 'メニュー変更申請'),
  fields: {
    tenantId: { width: 220 },
    requestCode: { width: 160 },
    changeType: { width: 120 },
    applicant: { width: 100 },
    requestDate: { width: 120 },
    effectiveDate: { width: 120 },
    status: { width: 110 },
    reason: { input: { type: 'textarea', rows: 3 } },
    approvalComment: { input: { type: 'textarea', rows: 2 } },
  },
  columns: [
    'requestCode',
    'tenantId',
    'changeType',
    'menuKeys',
    'applicant',
    'requestDate',
    'effectiveDate',
    'status',
  ],
  filters: ['tenantId', 'changeType', 'status', 'requestDate', 'applicant'],
  form: [
    {
      title: t('变更内容', 'Change', '変更内容'),
      fields: ['tenantId', 'requestCode', 'changeType', 'menuKeys', 'functionPackageCodes', 'reason'],
    },
    {
      title: t('申请与审批', 'Request and approval', '申請と承認'),
      fields: ['applicant', 'requestDate', 'effectiveDate', 'status', 'approver', 'approvalComment'],
    },
  ],
  defaults: { status: 'DRAFT', changeType: 'ENABLE_MENU' },
  statusField: 'status',
  actions: [
    {
      key: 'submit',
      label: t('提交审批', 'Submit', '申請'),
      set: { status: 'SUBMITTED' },
      when: { status: ['DRAFT', 'REJECTED'] },
      tone: 'primary',
    },
    {
      key: 'approve',
      label: t('审批通过', 'Approve', '承認'),
      set: { status: 'APPROVED' },
      when: { status: ['SUBMITTED'] },
      confirm: t('确认通过该菜单变更？', 'Approve this menu change?', 'このメニュー変更を承認しますか？'),
      tone: 'primary',
    },
    {
      key: 'reject',
      label: t('驳回', 'Reject', '却下'),
      set: { status: 'REJECTED' },
      when: { status: ['SUBMITTED'] },
      confirm: t('确认驳回该菜单变更？', 'Reject this menu change?', 'このメニュー変更を却下しますか？'),
      tone: 'danger',
    },
    {
      key: 'apply',
      label: t('应用变更', 'Apply', '適用'),
      set: { status: 'APPLIED' },
      when: { status: ['APPROVED'] },
      confirm: t(
        '应用后租户菜单立即变化，确认应用？',
        "The tenant's menus change at once. Apply?",
        'テナントのメニューが直ちに変わります。適用しますか？',
      ),
      tone: 'primary',
    },
  ],
  routes: {
    list: 'menu-change',
    detail: 'menu-change-detail',
    create: 'menu-change-new',
    edit: 'menu-change-edit',
  },
});
