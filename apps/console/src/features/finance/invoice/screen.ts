import { invoiceResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { invoiceStatusField, taxRateField } from '../fields';

/** Invoice requests on customers' orders: title and tax details, issuing, and mailing to the customer. */
export const screen = defineScreen({
  resource: invoiceResource,
  title: t('发票管理', 'Invoices', '請求書管理'),
  recordName: t('开票申请', 'Invoice request', '発行申請'),
  fields: {
    tenantId: { width: 200 },
    invoiceApplyCode: { width: 160 },
    contractCode: { width: 160 },
    orderCode: { width: 170 },
    invoiceTitle: { width: 220 },
    buyerTaxNumber: { width: 180 },
    taxpayerKind: { width: 120 },
    invoiceType: { width: 130 },
    invoiceContent: { width: 180 },
    amountIncludingTax: { width: 130 },
    taxRate: taxRateField,
    currencyCode: { width: 80 },
    applicant: { width: 90 },
    applyDate: { width: 110 },
    invoiceStatus: invoiceStatusField,
    invoiceNo: { width: 190 },
    invoiceDate: { width: 110 },
    recipientName: { width: 90 },
    recipientMobile: { width: 130 },
    recipientEmail: { width: 180 },
    recipientAddress: { width: 240 },
    mailingStatus: { width: 100 },
    expressNo: { width: 150 },
  },
  columns: [
    'invoiceApplyCode',
    'invoiceTitle',
    'contractCode',
    'orderCode',
    'invoiceType',
    'amountIncludingTax',
    'applicant',
    'applyDate',
    'invoiceStatus',
    'invoiceNo',
    'mailingStatus',
  ],
  filters: [
    'tenantId',
    'contractCode',
    'orderCode',
    'invoiceType',
    'taxpayerKind',
    'invoiceStatus',
    'mailingStatus',
    'applicant',
    'applyDate',
    'amountIncludingTax',
  ],
  form: [
    {
      title: t('申请信息', 'Request', '申請情報'),
      fields: ['invoiceApplyCode', 'tenantId', 'contractCode', 'orderCode', 'applicant', 'applyDate'],
    },
    {
      title: t('票面信息', 'Invoice', '請求書情報'),
      fields: [
        'invoiceTitle',
        'buyerTaxNumber',
        'taxpayerKind',
        'invoiceType',
        'invoiceContent',
        'amountIncludingTax',
        'taxRate',
        'currencyCode',
      ],
    },
    {
      title: t('开票结果', 'Issuing', '発行結果'),
      fields: ['invoiceStatus', 'invoiceNo', 'invoiceDate'],
    },
    {
      title: t('寄送', 'Delivery', '送付'),
      fields: [
        'recipientName',
        'recipientMobile',
        'recipientEmail',
        'recipientAddress',
        'mailingStatus',
        'expressNo',
        'remark',
      ],
    },
  ],
  detail: [
    {
      key: 'request',
      title: t('申请信息', 'Request', '申請情報'),
      sections: [
        { fields: ['invoiceApplyCode', 'tenantId', 'contractCode', 'orderCode', 'applicant', 'applyDate'] },
        {
          title: t('票面信息', 'Invoice', '請求書情報'),
          fields: [
            'invoiceTitle',
            'buyerTaxNumber',
            'taxpayerKind',
            'invoiceType',
            'invoiceContent',
            'amountIncludingTax',
            'taxRate',
            'currencyCode',
          ],
        },
      ],
    },
    {
      key: 'delivery',
      title: t('开票与寄送', 'Issuing and delivery', '発行と送付'),
      sections: [
        { fields: ['invoiceStatus', 'invoiceNo', 'invoiceDate'] },
        {
          title: t('寄送', 'Delivery', '送付'),
          fields: [
            'recipientName',
            'recipientMobile',
            'recipientEmail',
            'recipientAddress',
            'mailingStatus',
            'expressNo',
            'remark',
          ],
        },
      ],
    },
  ],
  // The list's detail is its bare `/{id}` child; `detail/screen.ts` is the same screen on the
  // spec's second detail address.
  routes: {
    list: 'invoice-management',
    detail: 'invoice-management-record',
    edit: 'invoice-management-edit',
  },
  defaults: { invoiceStatus: 'DRAFT', mailingStatus: 'NOT_MAILED', currencyCode: 'CNY', taxRate: 6 },
  statusField: 'invoiceStatus',
  actions: [
    {
      key: 'issue',
      label: t('已开票', 'Mark issued', '発行済みにする'),
      set: { invoiceStatus: 'ISSUED' },
      when: { invoiceStatus: ['DRAFT'] },
      confirm: t(
        '请先填写发票号码与开票日期。确认已开票？',
        'Fill in the invoice number and date first. Mark issued?',
        '先に請求書番号と発行日を入力してください。発行済みにしますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'mail',
      label: t('已邮寄', 'Mark mailed', '郵送済みにする'),
      set: { mailingStatus: 'MAILED' },
      when: { invoiceStatus: ['ISSUED'], mailingStatus: ['NOT_MAILED'] },
      confirm: t(
        '请先填写快递单号。确认发票已寄出？',
        'Fill in the tracking number first. Mark mailed?',
        '先に追跡番号を入力してください。郵送済みにしますか？',
      ),
    },
    {
      key: 'red-flush',
      label: t('红冲', 'Red-flush', '赤伝'),
      set: { invoiceStatus: 'RED_FLUSHED' },
      when: { invoiceStatus: ['ISSUED'] },
      confirm: t(
        '确认该发票已红冲？',
        'Confirm this invoice was reversed with a red-letter invoice?',
        '赤伝済みにしますか？',
      ),
      tone: 'danger',
      authority: 'finance:audit',
    },
    {
      key: 'cancel',
      label: t('撤销申请', 'Cancel request', '申請取消'),
      set: { invoiceStatus: 'CANCELLED' },
      when: { invoiceStatus: ['DRAFT'] },
      confirm: t('确认撤销该开票申请？', 'Cancel this invoice request?', 'この発行申請を取り消しますか？'),
      tone: 'danger',
    },
  ],
});
