import { contractResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** The contract account (合同台账): finance's ledger of every customer contract. */
export const screen = defineScreen({
  resource: contractResource,
  title: t('合同台账', 'Contract accounts', '契約台帳'),
  recordName: t('合同', 'Contract', '契約'),
  fields: {
    tenantId: { width: 200 },
    contractCode: { width: 160 },
    crmCustomerCode: { width: 130 },
    signContractCustomer: { width: 220 },
    actualUseAccount: { width: 200 },
    contractType: { width: 110 },
    totalAmount: { width: 130 },
    owner: { width: 100 },
    contractStatus: { width: 100 },
    signDate: { width: 110 },
    startDate: { width: 110 },
    endDate: { width: 110 },
  },
  columns: [
    'contractCode',
    'signContractCustomer',
    'actualUseAccount',
    'contractType',
    'totalAmount',
    'owner',
    'contractStatus',
    'signDate',
    'startDate',
    'endDate',
  ],
  filters: ['tenantId', 'contractType', 'contractStatus', 'owner', 'signDate', 'totalAmount'],
  form: [
    {
      title: t('合同信息', 'Contract', '契約情報'),
      fields: ['contractCode', 'contractType', 'contractStatus', 'totalAmount', 'owner'],
    },
    {
      title: t('客户', 'Customer', '顧客'),
      fields: ['tenantId', 'crmCustomerCode', 'signContractCustomer', 'actualUseAccount'],
    },
    { title: t('期限', 'Term', '期間'), fields: ['signDate', 'startDate', 'endDate'] },
  ],
  detail: [
    {
      key: 'contract',
      title: t('合同信息', 'Contract', '契約情報'),
      sections: [
        { fields: ['contractCode', 'contractType', 'contractStatus', 'totalAmount', 'owner'] },
        {
          title: t('客户', 'Customer', '顧客'),
          fields: ['tenantId', 'crmCustomerCode', 'signContractCustomer', 'actualUseAccount'],
        },
      ],
    },
    {
      key: 'term',
      title: t('合同期限', 'Term', '契約期間'),
      sections: [{ fields: ['signDate', 'startDate', 'endDate'] }],
    },
  ],
  routes: { list: 'finance-contract-account', detail: 'finance-contract-account-detail' },
  statusField: 'contractStatus',
  actions: [
    {
      key: 'activate',
      label: t('生效', 'Activate', '有効化'),
      set: { contractStatus: 'ACTIVE' },
      when: { contractStatus: ['DRAFT'] },
      confirm: t(
        '确认合同已签署并生效？',
        'Confirm the contract is signed and in force?',
        '契約の締結・発効を確認しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'terminate',
      label: t('终止', 'Terminate', '解約'),
      set: { contractStatus: 'TERMINATED' },
      when: { contractStatus: ['ACTIVE', 'DRAFT'] },
      confirm: t(
        '终止后合同不再履约，未付款订单需另行关闭。确认终止？',
        'A terminated contract is no longer served; its unpaid orders must be closed separately. Terminate?',
        '解約後は契約が履行されず、未払い注文は別途クローズが必要です。解約しますか？',
      ),
      tone: 'danger',
    },
  ],
});
