import { tenantAuthorizationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
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

/** Licences granted to tenants: packages, seats and term, approved before they take effect. */
export const screen = defineScreen({
  resource: tenantAuthorizationResource,
  title: t('租户授权', 'Tenant authorizations', 'テナント認可'),
  recordName: t('租户授权', 'Tenant authorization', 'テナント認可'),
  fields: {
    tenantId: tenantIdField,
    authorizationCode: codeField(t('授权编号', 'Authorization no.', '認可番号'), { width: 180 }),
    authorizationType: selectField(
      t('授权类型', 'Type', '認可種別'),
      [
        option('FORMAL', t('正式授权', 'Formal licence', '正式ライセンス')),
        option('TRIAL', t('试用授权', 'Trial', '試用')),
        option('EXTENSION', t('延期', 'Extension', '延長')),
        option('SEAT_INCREASE', t('增加席位', 'More seats', '席数追加')),
      ],
      { width: 110 },
    ),
    functionPackageCodes: {
      label: t('功能包', 'Function packages', '機能パッケージ'),
      input: { type: 'picker', picker: 'functionPackage', multiple: true },
      display: 'tags',
    },
    authorizedSeats: numberField(t('授权席位', 'Seats', '席数')),
    startDate: dateField(t('生效日期', 'Starts on', '開始日')),
    endDate: dateField(t('到期日期', 'Ends on', '終了日')),
    contractCode: {
      label: t('合同', 'Contract', '契約'),
      input: { type: 'picker', picker: 'contract' },
      display: 'code',
      width: 160,
    },
    orderCode: {
      label: t('订单', 'Order', '注文'),
      input: { type: 'picker', picker: 'order' },
      display: 'code',
      width: 160,
    },
    applicant: { label: t('申请人', 'Applicant', '申請者'), width: 100 },
    approver: { label: t('审批人', 'Approver', '承認者'), width: 100 },
    status: statusField(t('状态', 'Status', '状態'), [
      option('PENDING', t('待审批', 'Pending', '承認待ち'), 'warning'),
      option('APPROVED', t('已生效', 'Approved', '有効'), 'success'),
      option('REJECTED', t('已驳回', 'Rejected', '却下'), 'danger'),
      option('REVOKED', t('已撤销', 'Revoked', '取消'), 'neutral'),
      option('EXPIRED', t('已过期', 'Expired', '期限切れ'), 'neutral'),
    ]),
    remark: textareaField(t('备注', 'Remarks', '備考'), 3),
  },
  columns: [
    'authorizationCode',
    'tenantId',
    'authorizationType',
    'functionPackageCodes',
    'authorizedSeats',
    'startDate',
    'endDate',
    'applicant',
    'status',
  ],
  filters: ['tenantId', 'authorizationType', 'status', 'startDate', 'endDate', 'contractCode'],
  form: [
    {
      title: t('授权内容', 'Licence', 'ライセンス'),
      fields: [
        'tenantId',
        'authorizationCode',
        'authorizationType',
        'functionPackageCodes',
        'authorizedSeats',
        'startDate',
        'endDate',
      ],
    },
    {
      title: t('依据与审批', 'Basis and approval', '根拠と承認'),
      fields: ['contractCode', 'orderCode', 'applicant', 'approver', 'status', 'remark'],
    },
  ],
  defaults: { status: 'PENDING', authorizationType: 'FORMAL' },
  statusField: 'status',
  actions: [
    {
      key: 'approve',
      label: t('审批通过', 'Approve', '承認'),
      set: { status: 'APPROVED' },
      when: { status: ['PENDING'] },
      confirm: t('确认授权生效？', 'Approve this authorization?', 'この認可を承認しますか？'),
      tone: 'primary',
    },
    {
      key: 'reject',
      label: t('驳回', 'Reject', '却下'),
      set: { status: 'REJECTED' },
      when: { status: ['PENDING'] },
      confirm: t('确认驳回该授权？', 'Reject this authorization?', 'この認可を却下しますか？'),
      tone: 'danger',
    },
    {
      key: 'revoke',
      label: t('撤销授权', 'Revoke', '取消'),
      set: { status: 'REVOKED' },
      when: { status: ['APPROVED'] },
      confirm: t(
        '撤销后租户将立即失去相应功能，确认撤销？',
        'The tenant loses these functions at once. Revoke?',
        'テナントは直ちに機能を失います。取り消しますか？',
      ),
      tone: 'danger',
    },
  ],
  routes: {
    list: 'tenant-authorize',
    detail: 'tenant-authorize-detail',
    create: 'tenant-authorize-new',
    edit: 'tenant-authorize-edit',
  },
});
