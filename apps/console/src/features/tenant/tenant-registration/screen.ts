import { tenantRegistrationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Applications to become a tenant, followed up by the opening team until a tenant is opened. */
export const screen = defineScreen({
  resource: tenantRegistrationResource,
  title: t('租户注册', 'Tenant registrations', 'テナント登録申請'),
  recordName: t('注册申请', 'Registration', '登録申請'),
  fields: {
    registrationCode: { width: 160 },
    companyName: { width: 240 },
    contactName: { width: 100 },
    contactMobile: { width: 140 },
    employeeScale: { width: 120 },
    region: { width: 110 },
    source: { width: 130 },
    appliedDate: { width: 120 },
    handler: { width: 100 },
    status: { width: 110 },
    rejectReason: { input: { type: 'textarea', rows: 2 } },
    remark: { input: { type: 'textarea', rows: 3 } },
  },
  columns: [
    'registrationCode',
    'companyName',
    'contactName',
    'contactMobile',
    'employeeScale',
    'source',
    'region',
    'appliedDate',
    'handler',
    'status',
  ],
  filters: [
    'companyName',
    'status',
    'source',
    'region',
    'employeeScale',
    'appliedDate',
    'handler',
    'tenantId',
  ],
  form: [
    {
      title: t('企业信息', 'Company', '企業情報'),
      fields: ['registrationCode', 'companyName', 'industry', 'employeeScale', 'region', 'intendedPackages'],
    },
    {
      title: t('联系人', 'Contact', '担当者'),
      fields: ['contactName', 'contactMobile', 'contactEmail'],
    },
    {
      title: t('跟进', 'Follow-up', 'フォローアップ'),
      fields: ['source', 'appliedDate', 'status', 'handler', 'tenantId', 'rejectReason', 'remark'],
    },
  ],
  detail: [
    {
      key: 'application',
      title: t('申请信息', 'Application', '申請情報'),
      sections: [
        {
          title: t('企业信息', 'Company', '企業情報'),
          fields: [
            'registrationCode',
            'companyName',
            'industry',
            'employeeScale',
            'region',
            'intendedPackages',
          ],
        },
        { title: t('联系人', 'Contact', '担当者'), fields: ['contactName', 'contactMobile', 'contactEmail'] },
      ],
    },
    {
      key: 'follow-up',
      title: t('跟进处理', 'Follow-up', 'フォローアップ'),
      sections: [
        {
          fields: ['source', 'appliedDate', 'status', 'handler', 'tenantId', 'rejectReason', 'remark'],
        },
      ],
    },
  ],
  defaults: { status: 'PENDING', source: 'SALES', region: 'CN' },
  statusField: 'status',
  actions: [
    {
      key: 'contact',
      label: t('标记已联系', 'Mark contacted', '連絡済にする'),
      set: { status: 'CONTACTED' },
      when: { status: ['PENDING'] },
    },
    {
      key: 'approve',
      label: t('审核通过', 'Approve', '承認'),
      set: { status: 'APPROVED' },
      when: { status: ['PENDING', 'CONTACTED'] },
      confirm: t('确认审核通过该注册申请？', 'Approve this registration?', 'この登録申請を承認しますか？'),
      tone: 'primary',
    },
    {
      key: 'open',
      label: t('标记已开通', 'Mark opened', '開通済にする'),
      set: { status: 'OPENED' },
      when: { status: ['APPROVED'] },
      confirm: t(
        '确认已为该企业开通租户？请先在表单中填写开通的租户。',
        'Has the tenant been opened? Fill in the opened tenant first.',
        'テナントを開通しましたか？先に開通テナントを入力してください。',
      ),
    },
    {
      key: 'reject',
      label: t('拒绝', 'Reject', '却下'),
      set: { status: 'REJECTED' },
      when: { status: ['PENDING', 'CONTACTED'] },
      confirm: t('确认拒绝该注册申请？', 'Reject this registration?', 'この登録申請を却下しますか？'),
      tone: 'danger',
    },
  ],
  routes: {
    list: 'tenant-register',
    detail: 'tenant-register-detail',
    create: 'tenant-register-new',
    edit: 'tenant-register-edit',
  },
});
