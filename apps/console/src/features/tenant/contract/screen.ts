import { contractResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { codeField, dateField, moneyField, option, statusField, t, tenantIdField } from '../text';

/**
 * Tenant management's contract management: the tenants' contracts (the shared `contract`
 * resource), looked at from the tenant: who signed, for which account, how much, until when.
 */
export const screen = defineScreen({
  resource: contractResource,
  title: t('合同管理', 'Contracts', '契約管理'),
  recordName: t('合同', 'Contract', '契約'),
  fields: {
    tenantId: tenantIdField,
    contractCode: codeField(t('合同编号', 'Contract no.', '契約番号'), { width: 180 }),
    crmCustomerCode: {
      label: t('CRM 客户', 'CRM customer', 'CRM 顧客'),
      input: { type: 'picker', picker: 'crmCustomer' },
      display: 'code',
    },
    signContractCustomer: { label: t('签约客户', 'Signed by', '契約顧客'), width: 220 },
    actualUseAccount: { label: t('实际使用账户', 'Account using it', '実利用アカウント'), width: 200 },
    contractType: codeField(t('合同类型', 'Contract type', '契約種別'), {
      help: t('CRM_CONTRACT_TYPE 枚举项', 'An item of CRM_CONTRACT_TYPE', 'CRM_CONTRACT_TYPE の項目'),
      width: 120,
    }),
    totalAmount: moneyField(t('合同金额', 'Total amount', '契約金額')),
    owner: { label: t('负责人', 'Owner', '担当者'), width: 100 },
    contractStatus: statusField(t('合同状态', 'Status', '状態'), [
      option('DRAFT', t('草稿', 'Draft', '下書き'), 'neutral'),
      option('ACTIVE', t('履行中', 'Active', '履行中'), 'success'),
      option('EXPIRED', t('已到期', 'Expired', '期限切れ'), 'warning'),
      option('TERMINATED', t('已终止', 'Terminated', '終了'), 'danger'),
    ]),
    signDate: dateField(t('签约日期', 'Signed on', '契約日')),
    startDate: dateField(t('开始日期', 'Starts on', '開始日')),
    endDate: dateField(t('结束日期', 'Ends on', '終了日')),
  },
  columns: [
    'contractCode',
    'tenantId',
    'signContractCustomer',
    'contractType',
    'totalAmount',
    'owner',
    'signDate',
    'endDate',
    'contractStatus',
  ],
  filters: ['tenantId', 'contractCode', 'contractType', 'contractStatus', 'owner', 'signDate', 'totalAmount'],
  form: [
    {
      title: t('签约', 'Signing', '契約締結'),
      fields: [
        'tenantId',
        'contractCode',
        'crmCustomerCode',
        'signContractCustomer',
        'actualUseAccount',
        'owner',
      ],
    },
    {
      title: t('金额与期限', 'Amount and term', '金額と期間'),
      fields: ['contractType', 'totalAmount', 'contractStatus', 'signDate', 'startDate', 'endDate'],
    },
  ],
  defaults: { contractStatus: 'DRAFT' },
  statusField: 'contractStatus',
  actions: [
    {
      key: 'activate',
      label: t('生效', 'Activate', '発効'),
      set: { contractStatus: 'ACTIVE' },
      when: { contractStatus: ['DRAFT'] },
      confirm: t('确认合同已签署并生效？', 'Has the contract been signed?', '契約は締結済みですか？'),
      tone: 'primary',
    },
    {
      key: 'terminate',
      label: t('终止', 'Terminate', '終了'),
      set: { contractStatus: 'TERMINATED' },
      when: { contractStatus: ['ACTIVE'] },
      confirm: t('确认提前终止该合同？', 'Terminate this contract early?', 'この契約を中途終了しますか？'),
      tone: 'danger',
    },
  ],
  routes: {
    list: 'contract-management',
    detail: 'contract-management-detail',
    create: 'contract-management-new',
    edit: 'contract-management-edit',
  },
});
