import { tenantPrintTemplateDocumentResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  documentCategoryOptions,
  numberField,
  option,
  selectField,
  statusField,
  t,
  tenantIdField,
  textareaField,
} from '../text';

/** The sample documents of the comparisons, printed with both templates, and what differs. */
export const screen = defineScreen({
  resource: tenantPrintTemplateDocumentResource,
  title: t('模板对比单据', 'Compared documents', '比較伝票'),
  recordName: t('对比单据', 'Compared document', '比較伝票'),
  fields: {
    tenantId: tenantIdField,
    comparisonCode: {
      label: t('所属对比', 'Comparison', '比較'),
      input: {
        type: 'resource',
        resource: 'tenant-print-template-comparison',
        valueField: 'comparisonCode',
        labelField: 'templateName',
      },
      display: 'code',
      width: 160,
    },
    documentNumber: codeField(t('单据编号', 'Document no.', '伝票番号')),
    documentTitle: { label: t('单据标题', 'Document', '伝票名'), width: 200 },
    documentCategory: selectField(t('单据类型', 'Document type', '伝票種別'), documentCategoryOptions, {
      width: 110,
    }),
    standardOutputOid: {
      label: t('标准模板打印件', 'Printed with the standard', '標準テンプレート印刷'),
      input: { type: 'attachment', accept: 'application/pdf' },
    },
    tenantOutputOid: {
      label: t('租户模板打印件', "Printed with the tenant's", 'テナントテンプレート印刷'),
      input: { type: 'attachment', accept: 'application/pdf' },
    },
    differenceCount: numberField(t('差异数', 'Differences', '差異数')),
    differenceSummary: textareaField(t('差异说明', 'Differences found', '差異内容'), 4),
    result: statusField(t('结果', 'Result', '結果'), [
      option('SAME', t('一致', 'Same', '一致'), 'success'),
      option('DIFFERENT', t('有差异', 'Different', '差異あり'), 'warning'),
      option('FAILED', t('打印失败', 'Failed', '失敗'), 'danger'),
    ]),
    confirmed: {
      label: t('已与客户确认', 'Confirmed with the customer', '顧客確認済'),
      input: { type: 'switch' },
      display: 'boolean',
    },
    checkedBy: { label: t('核对人', 'Checked by', '確認者'), width: 100 },
  },
  columns: [
    'documentNumber',
    'comparisonCode',
    'tenantId',
    'documentTitle',
    'documentCategory',
    'differenceCount',
    'result',
    'confirmed',
  ],
  filters: ['tenantId', 'comparisonCode', 'result', 'confirmed', 'documentCategory'],
  form: [
    {
      title: t('单据', 'Document', '伝票'),
      fields: ['tenantId', 'comparisonCode', 'documentNumber', 'documentTitle', 'documentCategory'],
    },
    {
      title: t('打印件对比', 'Printouts', '印刷比較'),
      fields: ['standardOutputOid', 'tenantOutputOid', 'differenceCount', 'differenceSummary', 'result'],
    },
    { title: t('核对', 'Check', '確認'), fields: ['confirmed', 'checkedBy'] },
  ],
  statusField: 'result',
  actions: [
    {
      key: 'confirm',
      label: t('确认差异', 'Confirm differences', '差異を確認'),
      set: { confirmed: true },
      when: { result: ['DIFFERENT'], confirmed: [false] },
      confirm: t(
        '确认已与客户核对该单据的打印差异？',
        'Have the differences been checked with the customer?',
        '印刷差異を顧客と確認しましたか？',
      ),
    },
  ],
  routes: {
    list: 'tenant-print-template-comparison-documents',
    detail: 'tenant-print-template-comparison-document-detail',
  },
});
