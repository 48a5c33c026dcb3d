import { financeReceiptClaimResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  contractField,
  dateField,
  moneyField,
  option,
  orderField,
  receiptFlowField,
  remarkField,
  t,
  tenantField,
} from '../labels';

/** Claims of receipt flows by account owners, confirmed or rejected by finance. */
export const screen = defineScreen({
  resource: financeReceiptClaimResource,
  title: t('收款认领', 'Receipt claims', '入金申請'),
  recordName: t('认领', 'Receipt claim', '入金申請'),
  fields: {
    claimCode: codeField(t('认领单号', 'Claim no.', '申請番号'), 160),
    flowCode: receiptFlowField,
    tenantId: tenantField,
    customerName: { label: t('客户名称', 'Customer', '顧客名'), width: 220 },
    contractCode: contractField,
    orderCode: orderField,
    claimAmount: moneyField(t('认领金额', 'Claimed amount', '申請額')),
    claimant: { label: t('认领人', 'Claimant', '申請者'), width: 100 },
    claimDate: dateField(t('认领日期', 'Claimed on', '申請日')),
    claimStatus: {
      label: t('认领状态', 'Claim status', '申請ステータス'),
      input: {
        type: 'select',
        options: [
          option('PENDING', t('待确认', 'Pending', '確認待ち'), 'warning'),
          option('CONFIRMED', t('已确认', 'Confirmed', '確認済み'), 'success'),
          option('REJECTED', t('已驳回', 'Rejected', '却下'), 'danger'),
          option('CANCELLED', t('已撤销', 'Cancelled', '取消'), 'neutral'),
        ],
      },
      display: 'status',
      width: 90,
      readOnly: true,
    },
    confirmedBy: { label: t('确认人', 'Confirmed by', '確認者'), width: 100, readOnly: true },
    remark: remarkField,
  },
  columns: [
    'claimCode',
    'flowCode',
    'customerName',
    'contractCode',
    'claimAmount',
    'claimant',
    'claimDate',
    'claimStatus',
    'confirmedBy',
  ],
  filters: ['flowCode', 'tenantId', 'contractCode', 'claimStatus', 'claimant', 'claimDate'],
  form: [
    {
      title: t('认领信息', 'Claim', '申請情報'),
      fields: ['claimCode', 'flowCode', 'claimAmount', 'claimant', 'claimDate', 'claimStatus', 'confirmedBy'],
    },
    {
      title: t('归属', 'Claimed for', '申請先'),
      fields: ['tenantId', 'customerName', 'contractCode', 'orderCode', 'remark'],
    },
  ],
  routes: { list: 'finance-receipt-claim' },
  defaults: { claimStatus: 'PENDING' },
  statusField: 'claimStatus',
  actions: [
    {
      key: 'confirm',
      label: t('确认认领', 'Confirm', '確認'),
      set: { claimStatus: 'CONFIRMED' },
      when: { claimStatus: ['PENDING'] },
      confirm: t(
        '确认后该金额将核销到所选合同，确认？',
        'The amount will be written off against the chosen contract. Confirm?',
        '確認すると選択した契約に消し込まれます。確認しますか？',
      ),
      tone: 'primary',
      authority: 'finance:audit',
    },
    {
      key: 'reject',
      label: t('驳回', 'Reject', '却下'),
      set: { claimStatus: 'REJECTED' },
      when: { claimStatus: ['PENDING'] },
      confirm: t('确认驳回该认领？', 'Reject this claim?', 'この申請を却下しますか？'),
      tone: 'danger',
      authority: 'finance:audit',
    },
    {
      key: 'cancel',
      label: t('撤销', 'Withdraw', '取消'),
      set: { claimStatus: 'CANCELLED' },
      when: { claimStatus: ['PENDING'] },
      confirm: t('确认撤销该认领？', 'Withdraw this claim?', 'この申請を取り消しますか？'),
    },
  ],
});
