import { tenantAuthorizationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Licences granted to tenants: packages, seats and term, approved before they take effect. */
export const screen = defineScreen({
  resource: tenantAuthorizationResource,
  title: t('租户授权', 'Tenant authorizations', 'テナント認可'),
  recordName: t('租户授权', 'Tenant authorization', 'テナント認可'),
  fields: {
    tenantId: { width: 220 },
    authorizationCode: { width: 180 },
    authorizationType: { width: 110 },
    authorizedSeats: { width: 110 },
    startDate: { width: 120 },
    endDate: { width: 120 },
    contractCode: { display: 'code' },
    orderCode: { display: 'code' },
    applicant: { width: 100 },
    status: { width: 110 },
    remark: { input: { type: 'textarea', rows: 3 } },
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
