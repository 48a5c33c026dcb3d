import { financeReceiptFlowResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/**
 * Bank receipt flows: each transfer that reached one of the provider's accounts. The detail (the
 * write-off detail route) shows what it was written off against.
 */
export const screen = defineScreen({
  resource: financeReceiptFlowResource,
  title: t('收款流水', 'Receipt flows', '入金明細'),
  recordName: t('收款流水', 'Receipt flow', '入金明細'),
  fields: {
    flowCode: { width: 170 },
    receiptDate: { width: 110 },
    payerName: { width: 220 },
    payerAccount: { width: 180 },
    payerBank: { width: 160 },
    receivingOrgCode: { width: 200 },
    receivingAccount: { width: 180 },
    amount: { width: 130 },
    currencyCode: { width: 80 },
    bankSummary: { width: 200 },
    receiptStatus: { width: 90 },
    mailingStatus: { width: 100 },
    writeOffStatus: { width: 100 },
    writtenOffAmount: { width: 130 },
    tenantId: { width: 200 },
    contractCode: { width: 160 },
    orderCode: { width: 170 },
    writeOffDate: { width: 110 },
    writeOffBy: { width: 100 },
  },
  columns: [
    'flowCode',
    'receiptDate',
    'payerName',
    'receivingOrgCode',
    'amount',
    'currencyCode',
    'receiptStatus',
    'writeOffStatus',
    'writtenOffAmount',
    'contractCode',
    'mailingStatus',
  ],
  filters: [
    'receivingOrgCode',
    'receiptStatus',
    'writeOffStatus',
    'mailingStatus',
    'tenantId',
    'contractCode',
    'receiptDate',
    'amount',
  ],
  form: [
    {
      title: t('到账信息', 'Receipt', '入金情報'),
      fields: [
        'flowCode',
        'receiptDate',
        'amount',
        'currencyCode',
        'receivingOrgCode',
        'receivingAccount',
        'bankSummary',
        'receiptStatus',
      ],
    },
    { title: t('付款方', 'Payer', '支払人'), fields: ['payerName', 'payerAccount', 'payerBank'] },
    {
      title: t('核销', 'Write-off', '消込'),
      fields: [
        'writeOffStatus',
        'writtenOffAmount',
        'tenantId',
        'contractCode',
        'orderCode',
        'writeOffDate',
        'writeOffBy',
        'mailingStatus',
        'remark',
      ],
    },
  ],
  detail: [
    {
      key: 'receipt',
      title: t('流水信息', 'Receipt', '入金情報'),
      sections: [
        {
          fields: [
            'flowCode',
            'receiptDate',
            'amount',
            'currencyCode',
            'receivingOrgCode',
            'receivingAccount',
            'bankSummary',
            'receiptStatus',
          ],
        },
        { title: t('付款方', 'Payer', '支払人'), fields: ['payerName', 'payerAccount', 'payerBank'] },
      ],
    },
    {
      key: 'write-off',
      title: t('核销明细', 'Write-off detail', '消込明細'),
      sections: [
        { fields: ['writeOffStatus', 'writtenOffAmount', 'writeOffDate', 'writeOffBy'] },
        {
          title: t('核销对象', 'Written off against', '消込先'),
          fields: ['tenantId', 'contractCode', 'orderCode'],
        },
        { title: t('收据', 'Receipt slip', '領収書'), fields: ['mailingStatus', 'remark'] },
      ],
    },
  ],
  routes: { list: 'finance-receipt-flow', detail: 'finance-write-off-detail' },
  defaults: {
    currencyCode: 'CNY',
    receiptStatus: 'RECEIVED',
    writeOffStatus: 'NOT_WRITTEN_OFF',
    writtenOffAmount: 0,
    mailingStatus: 'NOT_MAILED',
  },
  statusField: 'writeOffStatus',
  actions: [
    {
      key: 'write-off',
      label: t('核销完成', 'Complete write-off', '消込完了'),
      set: { writeOffStatus: 'WRITTEN_OFF' },
      when: { writeOffStatus: ['NOT_WRITTEN_OFF', 'PARTLY_WRITTEN_OFF'], receiptStatus: ['RECEIVED'] },
      confirm: t(
        '确认该笔流水已全部核销到合同或订单？请先填写核销金额与核销对象。',
        'Confirm the whole flow is written off against contracts or orders? Fill in the amount and target first.',
        'この入金の全額消込を確認しますか？先に消込額と消込先を入力してください。',
      ),
      tone: 'primary',
    },
    {
      key: 'undo-write-off',
      label: t('反核销', 'Reverse write-off', '消込取消'),
      set: { writeOffStatus: 'NOT_WRITTEN_OFF', writtenOffAmount: 0 },
      when: { writeOffStatus: ['PARTLY_WRITTEN_OFF', 'WRITTEN_OFF'] },
      confirm: t(
        '反核销将清空已核销金额，确认？',
        'Reversing clears the written-off amount. Continue?',
        '消込取消で消込済額がクリアされます。続けますか？',
      ),
      tone: 'danger',
      authority: 'finance:audit',
    },
    {
      key: 'return',
      label: t('退回付款方', 'Return to payer', '返金'),
      set: { receiptStatus: 'RETURNED' },
      when: { receiptStatus: ['RECEIVED'], writeOffStatus: ['NOT_WRITTEN_OFF'] },
      confirm: t(
        '确认该笔款项已原路退回付款方？',
        'Confirm the money was returned to the payer?',
        '支払人への返金を確認しますか？',
      ),
      tone: 'danger',
      authority: 'finance:pay',
    },
    {
      key: 'mail',
      label: t('收据已邮寄', 'Receipt mailed', '領収書郵送済み'),
      set: { mailingStatus: 'MAILED' },
      when: { mailingStatus: ['NOT_MAILED'], receiptStatus: ['RECEIVED'] },
      confirm: t('确认收据已寄出？', 'Confirm the receipt slip was mailed?', '領収書の郵送を確認しますか？'),
    },
  ],
});
