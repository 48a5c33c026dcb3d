import { contractResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { codeField, contractTypeOptions, dateField, moneyField, option, t, tenantField } from '../labels';

/** The contract account (合同台账): finance's ledger of every customer contract. */
export const screen = defineScreen({
  resource: contractResource,
  title: t('合同台账', 'Contract accounts', '契約台帳'),
  recordName: t('合同', 'Contract', '契約'),
  fields: {
    tenantId: tenantField,
    contractCode: codeField(t('合同编号', 'Contract no.', '契約番号')),
    crmCustomerCode: {
      label: t('CRM 客户', 'CRM customer', 'CRM 顧客'),
      input: { type: 'picker', picker: 'crmCustomer' },
      display: 'code',
      width: 130,
    },
    signContractCustomer: { label: t('签约客户', 'Signing customer', '契約顧客'), width: 220 },
    actualUseAccount: { label: t('实际使用账户', 'Account in use', '実利用アカウント'), width: 200 },
    contractType: {
      label: t('合同类型', 'Contract type', '契約種別'),
      input: { type: 'select', options: contractTypeOptions },
      width: 110,
    },
    totalAmount: moneyField(t('合同总额', 'Contract total', '契約総額')),
    owner: { label: t('负责人', 'Owner', '担当者'), width: 100 },
    contractStatus: {
      label: t('合同状态', 'Contract status', '契約ステータス'),
      input: {
        type: 'select',
        options: [
          option('DRAFT', t('草稿', 'Draft', '下書き'), 'neutral'),
          option('ACTIVE', t('履约中', 'Active', '履行中'), 'success'),
          option('EXPIRED', t('已到期', 'Expired', '期限切れ'), 'warning'),
          option('TERMINATED', t('已终止', 'Terminated', '解約済み'), 'danger'),
        ],
      },
      display: 'status',
      width: 100,
    },
    signDate: dateField(t('签约日期', 'Signing date', '締結日')),
    startDate: dateField(t('开始日期', 'Start date', '開始日')),
    endDate: dateField(t('结束日期', 'End date', '終了日')),
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
