import { heliosAnalysisReportResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Snapshots of the Helios business analysis: a period's figures as reported, kept for comparison. */
export const screen = defineScreen({
  resource: heliosAnalysisReportResource,
  title: t('Helios 经营分析', 'Helios analysis', 'Helios 経営分析'),
  recordName: t('分析快照', 'Analysis snapshot', '分析スナップショット'),
  fields: {
    reportCode: { width: 150 },
    reportName: { width: 240 },
    reportType: { width: 100 },
    dimension: { width: 100 },
    dimensionValue: { width: 120 },
    periodStart: { width: 110 },
    periodEnd: { width: 110 },
    snapshotDate: { width: 110 },
    newContractAmount: { width: 130 },
    renewalAmount: { width: 130 },
    revenueAmount: { width: 130 },
    collectedAmount: { width: 130 },
    arrAmount: { width: 130 },
    activeTenants: { width: 100 },
    renewalRate: { width: 100 },
    churnRate: { width: 100 },
    generatedBy: { width: 100 },
    summary: { input: { type: 'textarea', rows: 6 } },
  },
  columns: [
    'reportCode',
    'reportName',
    'reportType',
    'dimension',
    'dimensionValue',
    'periodStart',
    'periodEnd',
    'revenueAmount',
    'arrAmount',
    'renewalRate',
    'snapshotDate',
  ],
  filters: ['reportType', 'dimension', 'snapshotDate', 'periodStart'],
  form: [
    {
      title: t('报告', 'Report', 'レポート'),
      fields: ['reportCode', 'reportName', 'reportType', 'dimension', 'dimensionValue', 'generatedBy'],
    },
    { title: t('统计期间', 'Period', '集計期間'), fields: ['periodStart', 'periodEnd', 'snapshotDate'] },
    {
      title: t('指标', 'Figures', '指標'),
      fields: [
        'newContractAmount',
        'renewalAmount',
        'revenueAmount',
        'collectedAmount',
        'arrAmount',
        'activeTenants',
        'renewalRate',
        'churnRate',
      ],
    },
    { title: t('结论', 'Findings', '結論'), fields: ['summary'] },
  ],
  routes: { list: 'helios-analysis' },
  defaults: { dimension: 'TOTAL' },
});
