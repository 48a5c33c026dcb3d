import { financeReceivableResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Receivables: what each customer owes per contract and order, when it is due, and what came in. */
export const screen = defineScreen({
  resource: financeReceivableResource,
  title: t('应收管理', 'Receivables', '売掛金管理'),
  recordName: t('应收', 'Receivable', '売掛金'),
  fields: {
    tenantId: { width: 200 },
    receivableCode: { width: 180 },
    contractCode: { width: 160 },
    orderCode: { width: 170 },
    customerName: { width: 220 },
    billingDate: { width: 110 },
    dueDate: { width: 110 },
    receivableAmount: { width: 130 },
    receivedAmount: { width: 130 },
    currencyCode: { width: 80 },
    receivableStatus: { width: 100 },
    owner: { width: 100 },
    lastReceiptDate: { width: 110 },
    writeOffReason: { input: { type: 'textarea', rows: 2 } },
  },
  columns: [
    'receivableCode',
    'customerName',
    'contractCode',
    'orderCode',
    'billingDate',
    'dueDate',
    'receivableAmount',
    'receivedAmount',
    'receivableStatus',
    'owner',
  ],
  filters: [
    'tenantId',
    'contractCode',
    'orderCode',
    'receivableStatus',
    'owner',
    'dueDate',
    'receivableAmount',
  ],
  form: [
    {
      title: t('应收信息', 'Receivable', '売掛情報'),
      fields: ['receivableCode', 'tenantId', 'customerName', 'contractCode', 'orderCode', 'owner'],
    },
    {
      title: t('金额与期限', 'Amount and terms', '金額と期日'),
      fields: [
        'billingDate',
        'dueDate',
        'receivableAmount',
        'currencyCode',
        'receivedAmount',
        'lastReceiptDate',
        'receivableStatus',
      ],
    },
    { title: t('说明', 'Notes', '備考'), fields: ['writeOffReason', 'remark'] },
  ],
  detail: [
    {
      key: 'receivable',
      title: t('应收信息', 'Receivable', '売掛情報'),
      sections: [
        {
          fields: [
            'receivableCode',
            'receivableStatus',
            'customerName',
            'tenantId',
            'contractCode',
            'orderCode',
            'owner',
          ],
        },
      ],
    },
    {
      key: 'collection',
      title: t('收款情况', 'Collection', '回収状況'),
      sections: [
        {
          fields: [
            'billingDate',
            'dueDate',
            'receivableAmount',
            'currencyCode',
            'receivedAmount',
            'lastReceiptDate',
          ],
        },
        { title: t('说明', 'Notes', '備考'), fields: ['writeOffReason', 'remark'] },
      ],
    },
  ],
  routes: { list: 'finance-receivables', detail: 'finance-receivables-detail' },
  defaults: { currencyCode: 'CNY', receivableStatus: 'OUTSTANDING', receivedAmount: 0 },
  statusField: 'receivableStatus',
  actions: [
    {
      key: 'mark-received',
      label: t('确认收齐', 'Mark received', '回収完了'),
      set: { receivableStatus: 'RECEIVED' },
      when: { receivableStatus: ['OUTSTANDING', 'PARTLY_RECEIVED'] },
      confirm: t(
        '确认该笔应收已全部收回？请先核对收款流水。',
        'Confirm the whole amount was received? Check the receipt flows first.',
        '全額回収を確認しますか？先に入金明細を確認してください。',
      ),
      tone: 'primary',
    },
    {
      key: 'write-off',
      label: t('坏账核销', 'Write off', '貸倒処理'),
      set: { receivableStatus: 'WRITTEN_OFF' },
      when: { receivableStatus: ['OUTSTANDING', 'PARTLY_RECEIVED'] },
      confirm: t(
        '坏账核销需财务审核权限，并请先填写坏账原因。确认核销？',
        'Writing off needs audit rights; fill in the reason first. Write off?',
        '貸倒処理には監査権限が必要です。先に理由を入力してください。処理しますか？',
      ),
      tone: 'danger',
      authority: 'finance:audit',
    },
  ],
});
