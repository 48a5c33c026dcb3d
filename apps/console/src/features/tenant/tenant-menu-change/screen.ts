import { tenantMenuChangeResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  dateField,
  option,
  selectField,
  statusField,
  t,
  tenantIdField,
  textareaField,
} from '../text';

/** Requests to change a tenant's menus or function packages: drafted, submitted, approved, applied. */
export const screen = defineScreen({
  resource: tenantMenuChangeResource,
  title: t('菜单变更', 'Menu changes', 'メニュー変更'),
  recordName: t('菜单变更申请', 'Menu change request', 'メニュー変更申請'),
  fields: {
    tenantId: tenantIdField,
    requestCode: codeField(t('申请编号', 'Request no.', '申請番号')),
    changeType: selectField(
      t('变更类型', 'Change', '変更種別'),
      [
        option('ENABLE_MENU', t('开通菜单', 'Enable menus', 'メニュー有効化')),
        option('DISABLE_MENU', t('关闭菜单', 'Disable menus', 'メニュー無効化')),
        option('PACKAGE_UPGRADE', t('功能包升级', 'Package upgrade', 'パッケージ昇格')),
        option('PACKAGE_DOWNGRADE', t('功能包降级', 'Package downgrade', 'パッケージ降格')),
        option('CUSTOM_MENU', t('定制菜单', 'Custom menus', 'カスタムメニュー')),
      ],
      { width: 120 },
    ),
    menuKeys: {
      label: t('涉及菜单', 'Menus', '対象メニュー'),
      input: { type: 'tags' },
      display: 'tags',
      help: t('填写菜单编码', 'Menu keys', 'メニューキーを入力'),
    },
    functionPackageCodes: {
      label: t('涉及功能包', 'Function packages', '対象機能パッケージ'),
      input: { type: 'picker', picker: 'functionPackage', multiple: true },
      display: 'tags',
    },
    reason: textareaField(t('变更原因', 'Reason', '理由'), 3),
    applicant: { label: t('申请人', 'Applicant', '申請者'), width: 100 },
    requestDate: dateField(t('申请日期', 'Requested on', '申請日')),
    effectiveDate: dateField(t('生效日期', 'Takes effect on', '適用日')),
    status: statusField(t('状态', 'Status', '状態'), [
      option('DRAFT', t('草稿', 'Draft', '下書き'), 'neutral'),
      option('SUBMITTED', t('审批中', 'In approval', '承認中'), 'info'),
      option('APPROVED', t('已审批', 'Approved', '承認済'), 'warning'),
      option('REJECTED', t('已驳回', 'Rejected', '却下'), 'danger'),
      option('APPLIED', t('已生效', 'Applied', '適用済'), 'success'),
    ]),
    approver: { label: t('审批人', 'Approver', '承認者'), width: 100 },
    approvalComment: textareaField(t('审批意见', 'Approval comment', '承認コメント'), 2),
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
