import { financeReceivableResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  contractField,
  currencyField,
  dateField,
  moneyField,
  option,
  orderField,
  remarkField,
  t,
  tenantField,
} from '../labels';

/** Receivables: what each customer owes per contract and order, when it is due, and what came in. */
export const screen = defineScreen({
  resource: financeReceivableResource,
  title: t('应收管理', 'Receivables', '売掛金管理'),
  recordName: t('应收', 'Receivable', '売掛金'),
  fields: {
    tenantId: tenantField,
    receivableCode: codeField(t('应收单号', 'Receivable no.', '売掛番号'), 180),
    contractCode: contractField,
    orderCode: orderField,
    customerName: { label: t('客户名称', 'Customer', '顧客名'), width: 220 },
    billingDate: dateField(t('立账日期', 'Billed on', '計上日')),
    dueDate: dateField(t('到期日', 'Due date', '支払期日')),
    receivableAmount: moneyField(t('应收金额', 'Amount due', '売掛金額')),
    receivedAmount: moneyField(t('已收金额', 'Received', '入金済額')),
    currencyCode: currencyField,
    receivableStatus: {
      label: t('应收状态', 'Status', 'ステータス'),
      input: {
        type: 'select',
        options: [
          option('OUTSTANDING', t('未收款', 'Outstanding', '未回収'), 'warning'),
          option('PARTLY_RECEIVED', t('部分收款', 'Partly received', '一部回収'), 'info'),
          option('RECEIVED', t('已收款', 'Received', '回収済み'), 'success'),
          option('WRITTEN_OFF', t('已核销坏账', 'Written off', '貸倒処理済み'), 'danger'),
        ],
      },
      display: 'status',
      width: 100,
    },
    owner: { label: t('催收负责人', 'Collector', '回収担当'), width: 100 },
    lastReceiptDate: dateField(t('最近收款日', 'Last receipt', '最終入金日')),
    writeOffReason: {
      label: t('坏账原因', 'Write-off reason', '貸倒理由'),
      input: { type: 'textarea', rows: 2 },
      display: 'multiline',
    },
    remark: remarkField,
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
