import { grossProfitCalculationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Gross profit per tenant and period: revenue less cloud, service, channel and other costs. */
export const screen = defineScreen({
  resource: grossProfitCalculationResource,
  title: t('毛利测算', 'Gross profit calculation', '粗利計算'),
  recordName: t('毛利测算', 'Gross profit calculation', '粗利計算'),
  fields: {
    tenantId: { width: 200 },
    periodType: { width: 80 },
    periodStart: { width: 110 },
    periodEnd: { width: 110 },
    productLine: { width: 110 },
    revenueAmount: { width: 130 },
    cloudCost: { width: 130 },
    serviceCost: { width: 130 },
    channelCost: { width: 130 },
    otherCost: { width: 130 },
    totalCost: { width: 130 },
    grossProfit: { width: 130 },
    grossMargin: { width: 100 },
    currencyCode: { width: 80 },
    calculationStatus: { width: 90 },
    calculatedBy: { width: 100 },
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
