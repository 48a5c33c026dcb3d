import { tenantPrintTemplateComparisonResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/**
 * Comparisons of tenants' customised print templates with the standard ones before an upgrade:
 * its detail (`-document/:id`) is the comparison's report, its documents are listed beside it.
 */
export const screen = defineScreen({
  resource: tenantPrintTemplateComparisonResource,
  title: t('租户打印模板对比', 'Print template comparisons', '印刷テンプレート比較'),
  recordName: t('模板对比', 'Template comparison', 'テンプレート比較'),
  fields: {
    tenantId: { width: 220 },
    comparisonCode: { width: 160 },
    templateName: { width: 200 },
    documentCategory: { width: 110 },
    standardVersion: { width: 110 },
    tenantVersion: { width: 130 },
    documentCount: { width: 110 },
    differenceCount: { width: 110 },
    status: { width: 110 },
    comparedDate: { width: 120 },
  },
  columns: [
    'comparisonCode',
    'tenantId',
    'templateName',
    'documentCategory',
    'standardVersion',
    'tenantVersion',
    'documentCount',
    'differenceCount',
    'comparedDate',
    'status',
  ],
  filters: ['tenantId', 'status', 'documentCategory', 'comparedDate'],
  form: [
    {
      title: t('模板', 'Template', 'テンプレート'),
      fields: ['tenantId', 'comparisonCode', 'templateCode', 'templateName', 'documentCategory'],
    },
    {
      title: t('版本', 'Versions', 'バージョン'),
      fields: ['standardVersion', 'tenantVersion'],
    },
    {
      title: t('对比结果', 'Result', '結果'),
      fields: ['documentCount', 'differenceCount', 'status', 'comparedDate', 'comparedBy', 'conclusion'],
    },
  ],
  defaults: { status: 'PENDING', documentCount: 0, differenceCount: 0, documentCategory: 1002 },
  statusField: 'status',
  routes: {
    list: 'tenant-print-template-comparison',
    detail: 'tenant-print-template-comparison-document',
    create: 'tenant-print-template-comparison-new',
  },
});
