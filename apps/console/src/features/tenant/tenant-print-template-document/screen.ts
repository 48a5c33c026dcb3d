import { tenantPrintTemplateDocumentResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** The sample documents of the comparisons, printed with both templates, and what differs. */
export const screen = defineScreen({
  resource: tenantPrintTemplateDocumentResource,
  title: t('模板对比单据', 'Compared documents', '比較伝票'),
  recordName: t('对比单据', 'Compared document', '比較伝票'),
  fields: {
    tenantId: { width: 220 },
    comparisonCode: { display: 'code', width: 160 },
    documentNumber: { width: 160 },
    documentTitle: { width: 200 },
    documentCategory: { width: 110 },
    standardOutputOid: { input: { type: 'attachment', accept: 'application/pdf' } },
    tenantOutputOid: { input: { type: 'attachment', accept: 'application/pdf' } },
    differenceCount: { width: 110 },
    result: { width: 110 },
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
