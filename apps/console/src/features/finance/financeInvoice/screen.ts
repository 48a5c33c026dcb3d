import { financeInvoiceResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { invoiceStatusField, taxRateField } from '../fields';

/**
 * Finance's ledger of output VAT invoices: which entity issued what to whom, for which contract,
 * audited and booked; red-letter invoices point at the invoice they reverse.
 */
export const screen = defineScreen({
  resource: financeInvoiceResource,
  title: t('发票管理（财务）', 'Invoices (finance)', '請求書管理（財務）'),
  recordName: t('发票', 'Invoice', '請求書'),
  fields: {
    tenantId: { width: 200 },
    invoiceNo: { width: 190 },
    invoiceCode: { width: 130 },
    invoiceType: { width: 130 },
    issuingOrgCode: { width: 200 },
    buyerName: { width: 220 },
    buyerTaxNumber: { width: 180 },
    taxpayerKind: { width: 120 },
    contractCode: { width: 160 },
    orderCode: { width: 170 },
    invoiceApplyCode: { width: 160 },
    amountExcludingTax: { width: 130 },
    taxRate: taxRateField,
    taxAmount: { width: 130 },
    totalAmount: { width: 130 },
    invoiceDate: { width: 110 },
    drawer: { width: 90 },
    invoiceStatus: invoiceStatusField,
    auditStatus: { width: 100, readOnly: true },
    voucherNo: { width: 120 },
    originalInvoiceNo: { width: 190 },
    redFlushReason: { input: { type: 'textarea', rows: 2 } },
  },
  columns: [
    'invoiceNo',
    'invoiceType',
    'issuingOrgCode',
    'buyerName',
    'contractCode',
    'amountExcludingTax',
    'taxAmount',
    'totalAmount',
    'invoiceDate',
    'invoiceStatus',
    'auditStatus',
  ],
  filters: [
    'tenantId',
    'invoiceType',
    'issuingOrgCode',
    'taxpayerKind',
    'contractCode',
    'orderCode',
    'invoiceStatus',
    'auditStatus',
    'invoiceDate',
    'totalAmount',
  ],
  form: [
    {
      title: t('票面信息', 'Invoice', '請求書情報'),
      fields: [
        'invoiceNo',
        'invoiceCode',
        'invoiceType',
        'invoiceDate',
        'drawer',
        'issuingOrgCode',
        'invoiceStatus',
      ],
    },
    {
      title: t('购方', 'Buyer', '購入者'),
      fields: ['tenantId', 'buyerName', 'buyerTaxNumber', 'taxpayerKind'],
    },
    {
      title: t('金额', 'Amounts', '金額'),
      fields: ['amountExcludingTax', 'taxRate', 'taxAmount', 'totalAmount'],
    },
    {
      title: t('业务与核算', 'Business and booking', '業務と会計'),
      fields: ['contractCode', 'orderCode', 'invoiceApplyCode', 'auditStatus', 'voucherNo'],
    },
    { title: t('红冲', 'Red flush', '赤伝'), fields: ['originalInvoiceNo', 'redFlushReason'] },
  ],
  detail: [
    {
      key: 'invoice',
      title: t('票面信息', 'Invoice', '請求書情報'),
      sections: [
        {
          fields: [
            'invoiceNo',
            'invoiceCode',
            'invoiceType',
            'invoiceDate',
            'drawer',
            'issuingOrgCode',
            'invoiceStatus',
          ],
        },
        {
          title: t('购方', 'Buyer', '購入者'),
          fields: ['tenantId', 'buyerName', 'buyerTaxNumber', 'taxpayerKind'],
        },
        {
          title: t('金额', 'Amounts', '金額'),
          fields: ['amountExcludingTax', 'taxRate', 'taxAmount', 'totalAmount'],
        },
      ],
    },
    {
      key: 'audit',
      title: t('审核与核算', 'Audit and booking', '監査と会計'),
      sections: [
        { fields: ['contractCode', 'orderCode', 'invoiceApplyCode', 'auditStatus', 'voucherNo'] },
        { title: t('红冲', 'Red flush', '赤伝'), fields: ['originalInvoiceNo', 'redFlushReason'] },
      ],
    },
  ],
  // The list's detail is its bare `/{id}` child; `detail/screen.ts` is the same screen on the
  // spec's second detail address.
  routes: {
    list: 'invoice-management-finance',
    detail: 'invoice-management-finance-record',
    edit: 'invoice-management-finance-edit',
  },
  defaults: { invoiceStatus: 'DRAFT', auditStatus: 'PENDING_AUDIT', taxRate: 6, taxpayerKind: 'GENERAL' },
  statusField: 'invoiceStatus',
  actions: [
    {
      key: 'issue',
      label: t('开具', 'Issue', '発行'),
      set: { invoiceStatus: 'ISSUED' },
      when: { invoiceStatus: ['DRAFT'] },
      confirm: t(
        '开具后票面信息不能修改，只能红冲。确认开具？',
        'An issued invoice cannot be changed, only reversed. Issue it?',
        '発行後は修正できず、赤伝のみ可能です。発行しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'approve',
      label: t('审核通过', 'Approve', '承認'),
      set: { auditStatus: 'AUDITED' },
      when: { auditStatus: ['PENDING_AUDIT'], invoiceStatus: ['ISSUED', 'RED_FLUSHED'] },
      confirm: t(
        '确认发票与合同、订单一致并审核通过？',
        'The invoice matches its contract and order: approve?',
        '契約・注文との一致を確認し承認しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'reject',
      label: t('审核不通过', 'Reject', '差戻し'),
      set: { auditStatus: 'REJECTED' },
      when: { auditStatus: ['PENDING_AUDIT'] },
      confirm: t('确认审核不通过？', 'Reject this invoice in audit?', '監査で差し戻しますか？'),
      tone: 'danger',
    },
    {
      key: 'red-flush',
      label: t('红冲', 'Red-flush', '赤伝'),
      set: { invoiceStatus: 'RED_FLUSHED' },
      when: { invoiceStatus: ['ISSUED'] },
      confirm: t(
        '红冲将开具一张负数发票冲销本票，请先填写红冲原因。确认红冲？',
        'A negative red-letter invoice will reverse this one; fill in the reason first. Red-flush?',
        'マイナス請求書で本票を取り消します。先に理由を入力してください。赤伝しますか？',
      ),
      tone: 'danger',
    },
    {
      key: 'cancel',
      label: t('作废', 'Cancel', '無効化'),
      set: { invoiceStatus: 'CANCELLED' },
      when: { invoiceStatus: ['DRAFT'] },
      confirm: t('确认作废该发票？', 'Cancel this invoice?', 'この請求書を無効にしますか？'),
      tone: 'danger',
    },
  ],
});
