import { financeInvoiceResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  contractField,
  dateField,
  financeOrgField,
  invoiceStatusField,
  invoiceTypeField,
  moneyField,
  option,
  orderField,
  t,
  taxpayerKindField,
  taxRateField,
  tenantField,
} from '../labels';

/**
 * Finance's ledger of output VAT invoices: which entity issued what to whom, for which contract,
 * audited and booked; red-letter invoices point at the invoice they reverse.
 */
export const screen = defineScreen({
  resource: financeInvoiceResource,
  title: t('发票管理（财务）', 'Invoices (finance)', '請求書管理（財務）'),
  recordName: t('发票', 'Invoice', '請求書'),
  fields: {
    tenantId: tenantField,
    invoiceNo: codeField(t('发票号码', 'Invoice no.', '請求書番号'), 190),
    invoiceCode: codeField(t('发票代码', 'Invoice code', '請求書コード'), 130),
    invoiceType: invoiceTypeField,
    issuingOrgCode: financeOrgField(t('开票主体', 'Issuing entity', '発行組織')),
    buyerName: { label: t('购方名称', 'Buyer', '購入者'), width: 220 },
    buyerTaxNumber: codeField(t('购方税号', 'Buyer tax no.', '購入者税番号'), 180),
    taxpayerKind: {
      ...taxpayerKindField,
      label: t('购方纳税人类型', 'Buyer taxpayer kind', '購入者納税区分'),
    },
    contractCode: contractField,
    orderCode: orderField,
    invoiceApplyCode: {
      label: t('开票申请单', 'Invoice request', '発行申請'),
      input: {
        type: 'resource',
        resource: 'invoice',
        valueField: 'invoiceApplyCode',
        labelField: 'invoiceApplyCode',
      },
      display: 'code',
      width: 160,
    },
    amountExcludingTax: moneyField(t('不含税金额', 'Amount excl. tax', '税抜金額')),
    taxRate: taxRateField,
    taxAmount: moneyField(t('税额', 'Tax', '税額')),
    totalAmount: moneyField(t('价税合计', 'Total incl. tax', '税込合計')),
    invoiceDate: dateField(t('开票日期', 'Invoice date', '発行日')),
    drawer: { label: t('开票人', 'Drawer', '発行者'), width: 90 },
    invoiceStatus: invoiceStatusField,
    auditStatus: {
      label: t('审核状态', 'Audit status', '監査ステータス'),
      input: {
        type: 'select',
        options: [
          option('PENDING_AUDIT', t('待审核', 'Pending audit', '監査待ち'), 'warning'),
          option('AUDITED', t('已审核', 'Audited', '監査済み'), 'success'),
          option('REJECTED', t('审核不通过', 'Rejected', '差戻し'), 'danger'),
        ],
      },
      display: 'status',
      width: 100,
      readOnly: true,
    },
    voucherNo: codeField(t('凭证号', 'Voucher no.', '仕訳番号'), 120),
    originalInvoiceNo: codeField(t('原发票号码', 'Original invoice no.', '元請求書番号'), 190),
    redFlushReason: {
      label: t('红冲原因', 'Red-flush reason', '赤伝理由'),
      input: { type: 'textarea', rows: 2 },
      display: 'multiline',
    },
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
  routes: {
    list: 'invoice-management-finance',
    detail: 'invoice-management-finance-detail',
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
