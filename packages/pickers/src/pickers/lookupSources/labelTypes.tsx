import {
  DEFAULT_LABEL_DOCUMENT_CATEGORY,
  listLabelTypes,
  type DocumentCategory,
  type LabelTypeLookup,
} from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';
import {
  DocumentCategoryText,
  lookupTenantId,
  recentPerFilters,
  tenantRule,
  type LookupTenantFilter,
} from './common';
import { DocumentCategorySelect } from './forms';

/** The label type picker's filters (GET /api/labels). */
export interface LabelTypePickerFilters extends LookupTenantFilter {
  /**
   * The document category the labels are used in. It cannot be cleared and defaults to 1002
   * (reimbursement, spec §5): left out, 1002 is sent.
   */
  readonly documentCategory?: DocumentCategory | undefined;
}

const texts = {
  noun: {
    'zh-CN': '标签类型',
    en: 'label type',
    ja: 'ラベル種別',
    'zh-TW': '標籤類型',
    it: 'tipo di etichetta',
  },
  type: { 'zh-CN': '类型', en: 'Type', ja: '種別', 'zh-TW': '類型', it: 'Tipo' },
  labels: { 'zh-CN': '标签', en: 'Labels', ja: 'ラベル', 'zh-TW': '標籤', it: 'Etichette' },
  categories: {
    'zh-CN': '适用单据大类',
    en: 'Document categories',
    ja: '対象の伝票区分',
    'zh-TW': '適用單據大類',
    it: 'Categorie di documento',
  },
} as const;

/** The kinds of the enabled labels of a tenant in one document category, as one list. */
export const labelTypeSource = defineSource<LabelTypeLookup, LabelTypePickerFilters>({
  id: 'labelType',
  noun: texts.noun,
  key: (labelType) => labelType.type,
  recentKey: recentPerFilters,
  label: (labelType) => labelType.type,
  // The labels of the type tell what it is for.
  description: (labelType) => labelType.names.join(', '),
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const answer = await listLabelTypes(
      http,
      {
        tenantId: lookupTenantId(filters, scope),
        documentCategory: filters.documentCategory ?? DEFAULT_LABEL_DOCUMENT_CATEGORY,
      },
      { signal },
    );
    return { items: answer.rows, total: answer.total };
  },
  validate: (_query, filters, scope) => tenantRule(filters, scope),
  columns: [
    { id: 'type', header: texts.type, value: (labelType) => labelType.type, width: 140 },
    { id: 'labels', header: texts.labels, value: (labelType) => labelType.names.join(', '), width: 300 },
    {
      id: 'documentCategories',
      header: texts.categories,
      value: (labelType) =>
        labelType.documentCategories.map((category, index) => (
          <span key={category}>
            {index > 0 ? ', ' : null}
            <DocumentCategoryText category={category} />
          </span>
        )),
      width: 260,
    },
  ],
});

/** The filters above the table of the label type picker's dialog: the document category, never empty. */
export const LabelTypeFilterBar: DialogFilterBar<LabelTypePickerFilters> = ({ filters, onChange }) => (
  <DocumentCategorySelect
    clearable={false}
    value={filters.documentCategory ?? DEFAULT_LABEL_DOCUMENT_CATEGORY}
    onChange={(documentCategory) =>
      onChange({
        ...filters,
        documentCategory: (documentCategory ?? DEFAULT_LABEL_DOCUMENT_CATEGORY) as DocumentCategory,
      })
    }
  />
);

/**
 * The label type picker (GET /api/labels, answered under `rows`): the kinds of the enabled labels of
 * a tenant used in a document category, by type or label name as you type. The document category
 * cannot be cleared and defaults to 1002 (spec §5). It needs a tenant: the `tenantId` filter or the
 * provider's scope.
 */
export const LabelTypePicker = createPicker(labelTypeSource, 'LabelTypePicker', {
  defaultFilters: { documentCategory: DEFAULT_LABEL_DOCUMENT_CATEGORY },
  filterBar: LabelTypeFilterBar,
});
