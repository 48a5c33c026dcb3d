import { tenantPrintTemplateComparisonResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  dateField,
  documentCategoryOptions,
  numberField,
  option,
  selectField,
  statusField,
  t,
  tenantIdField,
  textareaField,
} from '../text';

/**
 * Comparisons of tenants' customised print templates with the standard ones before an upgrade:
 * its detail (`-document/:id`) is the comparison's report, its documents are listed beside it.
 */
export const screen = defineScreen({
  resource: tenantPrintTemplateComparisonResource,
  title: t('租户打印模板对比', 'Print template comparisons', '印刷テンプレート比較'),
  recordName: t('模板对比', 'Template comparison', 'テンプレート比較'),
  fields: {
    tenantId: tenantIdField,
    comparisonCode: codeField(t('对比编号', 'Comparison no.', '比較番号')),
    templateCode: codeField(t('模板编码', 'Template code', 'テンプレートコード')),
    templateName: { label: t('模板名称', 'Template', 'テンプレート名'), width: 200 },
    documentCategory: selectField(t('单据类型', 'Document type', '伝票種別'), documentCategoryOptions, {
      width: 110,
    }),
    standardVersion: { label: t('标准模板版本', 'Standard version', '標準バージョン'), width: 110 },
    tenantVersion: { label: t('租户模板版本', 'Tenant version', 'テナントバージョン'), width: 130 },
    documentCount: numberField(t('对比单据数', 'Documents compared', '比較伝票数')),
    differenceCount: numberField(t('差异数', 'Differences', '差異数')),
    status: statusField(t('对比结果', 'Result', '結果'), [
      option('PENDING', t('待对比', 'Pending', '未比較'), 'neutral'),
      option('COMPARING', t('对比中', 'Comparing', '比較中'), 'info'),
      option('SAME', t('一致', 'Same', '一致'), 'success'),
      option('DIFFERENT', t('有差异', 'Different', '差異あり'), 'warning'),
      option('FAILED', t('对比失败', 'Failed', '失敗'), 'danger'),
    ]),
    comparedDate: dateField(t('对比日期', 'Compared on', '比較日')),
    comparedBy: { label: t('对比人', 'Compared by', '比較者'), width: 100 },
    conclusion: textareaField(t('对比结论', 'Conclusion', '結論'), 4),
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
