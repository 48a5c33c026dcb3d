import { contractResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/**
 * Tenant management's contract management: the tenants' contracts (the shared `contract`
 * resource), looked at from the tenant: who signed, for which account, how much, until when.
 */
export const screen = defineScreen({
  resource: contractResource,
  title: t('合同管理', 'Contracts', '契約管理'),
  recordName: t('合同', 'Contract', '契約'),
  fields: {
    tenantId: { width: 220 },
    contractCode: { width: 180 },
    signContractCustomer: { width: 220 },
    actualUseAccount: { width: 200 },
    // A select of the CRM contract types, shown by their words (the description's).
    contractType: { width: 120 },
    totalAmount: { width: 140 },
    owner: { width: 100 },
    contractStatus: { width: 110 },
    signDate: { width: 120 },
    startDate: { width: 120 },
    endDate: { width: 120 },
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
