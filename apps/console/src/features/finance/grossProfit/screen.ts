import { grossProfitCalculationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  currencyField,
  dateField,
  moneyField,
  option,
  productLineOptions,
  remarkField,
  t,
  tenantField,
} from '../labels';

/** Gross profit per tenant and period: revenue less cloud, service, channel and other costs. */
export const screen = defineScreen({
  resource: grossProfitCalculationResource,
  title: t('毛利测算', 'Gross profit calculation', '粗利計算'),
  recordName: t('毛利测算', 'Gross profit calculation', '粗利計算'),
  fields: {
    tenantId: tenantField,
    periodType: {
      label: t('期间类型', 'Period type', '期間区分'),
      input: {
        type: 'select',
        options: [
          option('MONTH', t('月度', 'Month', '月次')),
          option('QUARTER', t('季度', 'Quarter', '四半期')),
          option('YEAR', t('年度', 'Year', '年次')),
        ],
      },
      width: 80,
    },
    periodStart: dateField(t('期间开始', 'Period from', '期間開始')),
    periodEnd: dateField(t('期间结束', 'Period to', '期間終了')),
    productLine: {
      label: t('产品线', 'Product line', '製品ライン'),
      input: { type: 'select', options: productLineOptions },
      help: t('留空表示该租户全部产品', 'Empty for all of the tenant’s products', '空欄はテナントの全製品'),
      width: 110,
    },
    revenueAmount: moneyField(t('确认收入', 'Recognised revenue', '認識収益')),
    cloudCost: moneyField(t('云资源成本', 'Cloud cost', 'クラウド原価')),
    serviceCost: moneyField(t('服务成本', 'Service cost', 'サービス原価')),
    channelCost: moneyField(t('渠道成本', 'Channel cost', 'チャネル原価')),
    otherCost: moneyField(t('其他成本', 'Other cost', 'その他原価')),
    totalCost: moneyField(t('总成本', 'Total cost', '原価合計')),
    grossProfit: moneyField(t('毛利', 'Gross profit', '粗利')),
    grossMargin: {
      label: t('毛利率(%)', 'Gross margin (%)', '粗利率(%)'),
      input: { type: 'number' },
      display: 'number',
      width: 100,
    },
    currencyCode: currencyField,
    calculationStatus: {
      label: t('测算状态', 'Status', 'ステータス'),
      input: {
        type: 'select',
        options: [
          option('DRAFT', t('草稿', 'Draft', '下書き'), 'neutral'),
          option('CALCULATED', t('已测算', 'Calculated', '計算済み'), 'info'),
          option('CONFIRMED', t('已确认', 'Confirmed', '確定'), 'success'),
        ],
      },
      display: 'status',
      width: 90,
    },
    calculatedBy: { label: t('测算人', 'Calculated by', '計算者'), width: 100 },
    remark: remarkField,
  },
  columns: [
    'tenantId',
    'periodType',
    'periodStart',
    'periodEnd',
    'productLine',
    'revenueAmount',
    'totalCost',
    'grossProfit',
    'grossMargin',
    'calculationStatus',
  ],
  filters: ['tenantId', 'periodType', 'calculationStatus', 'periodStart', 'grossMargin', 'revenueAmount'],
  form: [
    {
      title: t('测算范围', 'Scope', '計算範囲'),
      fields: ['tenantId', 'periodType', 'periodStart', 'periodEnd', 'productLine', 'currencyCode'],
    },
    { title: t('收入', 'Revenue', '収益'), fields: ['revenueAmount'] },
    {
      title: t('成本', 'Cost', '原価'),
      fields: ['cloudCost', 'serviceCost', 'channelCost', 'otherCost', 'totalCost'],
    },
    {
      title: t('结果', 'Result', '結果'),
      fields: ['grossProfit', 'grossMargin', 'calculationStatus', 'calculatedBy', 'remark'],
    },
  ],
  detail: [
    {
      key: 'result',
      title: t('测算结果', 'Result', '計算結果'),
      sections: [
        {
          fields: ['tenantId', 'periodType', 'periodStart', 'periodEnd', 'productLine', 'calculationStatus'],
        },
        {
          title: t('毛利', 'Gross profit', '粗利'),
          fields: ['revenueAmount', 'totalCost', 'grossProfit', 'grossMargin', 'currencyCode'],
        },
      ],
    },
    {
      key: 'cost',
      title: t('成本构成', 'Cost breakdown', '原価内訳'),
      sections: [{ fields: ['cloudCost', 'serviceCost', 'channelCost', 'otherCost', 'totalCost'] }],
    },
    {
      key: 'notes',
      title: t('说明', 'Notes', '備考'),
      sections: [{ fields: ['calculatedBy', 'remark'] }],
    },
  ],
  routes: { list: 'gross-profit-calculation' },
  defaults: { currencyCode: 'CNY', periodType: 'MONTH', calculationStatus: 'DRAFT', otherCost: 0 },
  statusField: 'calculationStatus',
  actions: [
    {
      key: 'confirm',
      label: t('确认结果', 'Confirm', '確定'),
      set: { calculationStatus: 'CONFIRMED' },
      when: { calculationStatus: ['CALCULATED'] },
      confirm: t(
        '确认后该期毛利将进入经营报表，确认？',
        'Confirmed figures go into the management reports. Confirm?',
        '確定した数値は経営レポートに反映されます。確定しますか？',
      ),
      tone: 'primary',
      authority: 'finance:report',
    },
    {
      key: 'reopen',
      label: t('重新测算', 'Reopen', '再計算'),
      set: { calculationStatus: 'DRAFT' },
      when: { calculationStatus: ['CALCULATED', 'CONFIRMED'] },
      confirm: t(
        '确认退回草稿重新测算？',
        'Send back to draft for recalculation?',
        '下書きに戻して再計算しますか？',
      ),
    },
  ],
});
