import { financeReceiptClaimResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Claims of receipt flows by account owners, confirmed or rejected by finance. */
export const screen = defineScreen({
  resource: financeReceiptClaimResource,
  title: t('收款认领', 'Receipt claims', '入金申請'),
  recordName: t('认领', 'Receipt claim', '入金申請'),
  fields: {
    claimCode: { width: 160 },
    flowCode: { width: 170 },
    tenantId: { width: 200 },
    customerName: { width: 220 },
    contractCode: { width: 160 },
    orderCode: { width: 170 },
    claimAmount: { width: 130 },
    claimant: { width: 100 },
    claimDate: { width: 110 },
    claimStatus: { width: 90, readOnly: true },
    confirmedBy: { width: 100, readOnly: true },
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
