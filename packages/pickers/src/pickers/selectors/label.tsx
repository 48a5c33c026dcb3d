import {
  apiMessage,
  DEFAULT_LABEL_DOCUMENT_CATEGORY,
  documentCategoryMessages,
  labelDocumentCategories,
  listLabels,
  type LabelDocumentCategory,
  type LabelLookup,
} from '@opsdesk/api';
import { Select, useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { defineSource, type LookupScope } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';

/** The label picker's filters (spec §5, §7: /api/tenant/label/list). */
export interface LabelPickerFilters {
  /** The document category; 1002 (reimbursement) when left out, and never cleared (spec §5). */
  readonly documentCategory?: LabelDocumentCategory | undefined;
  /** The tenant whose labels are listed; the provider's scope tenant when left out. */
  readonly tenantId?: number | undefined;
  /** Label types to keep. */
  readonly type?: string | readonly string[] | undefined;
}

const texts = {
  noun: { 'zh-CN': '标签', en: 'label', ja: 'ラベル', 'zh-TW': '標籤', it: 'etichetta' },
  name: { 'zh-CN': '标签名称', en: 'Label', ja: 'ラベル名', 'zh-TW': '標籤名稱', it: 'Etichetta' },
  description: { 'zh-CN': '说明', en: 'Description', ja: '説明', 'zh-TW': '說明', it: 'Descrizione' },
  type: { 'zh-CN': '类型', en: 'Type', ja: '種類', 'zh-TW': '類型', it: 'Tipo' },
  chooseTenant: {
    'zh-CN': '请先选择租户，再查找其标签。',
    en: 'Choose a tenant first to look up its labels.',
    ja: 'ラベルを検索するには、先にテナントを選択してください。',
    'zh-TW': '請先選擇租戶，再查找其標籤。',
    it: 'Scegli prima un tenant per cercarne le etichette.',
  },
  category: {
    'zh-CN': '单据类别',
    en: 'Document category',
    ja: '伝票カテゴリ',
    'zh-TW': '單據類別',
    it: 'Categoria documento',
  },
} as const;

/** The category a search uses: the filter's, else 1002. */
const labelCategoryOf = (filters: LabelPickerFilters): LabelDocumentCategory =>
  filters.documentCategory ?? DEFAULT_LABEL_DOCUMENT_CATEGORY;

/**
 * Labels belong to a tenant: without the `tenantId` filter or a scope tenant there is none to list.
 */
function validateTenant(
  _query: string,
  filters: LabelPickerFilters,
  scope: LookupScope,
): UiMessageTexts | undefined {
  return (filters.tenantId ?? scope.tenantId) === undefined ? texts.chooseTenant : undefined;
}

/** The enabled labels of a document category, listed whole and searched locally. */
export const labelSource = defineSource<LabelLookup, LabelPickerFilters>({
  id: 'label',
  noun: texts.noun,
  key: (label) => label.id,
  label: (label) => label.name,
  description: (label) => [label.type, label.description].filter(Boolean).join(' · '),
  paging: 'client',
  validate: validateTenant,
  search: async ({ http, scope, filters, signal }) => {
    const items = await listLabels(
      http,
      {
        // Spec §5: the category always goes with the request, even when a caller passes undefined.
        documentCategory: labelCategoryOf(filters),
        tenantId: filters.tenantId ?? scope.tenantId,
        type: filters.type,
      },
      { signal },
    );
    return { items, total: items.length };
  },
  columns: [
    { id: 'name', header: texts.name, value: (label) => label.name, width: 180 },
    { id: 'description', header: texts.description, value: (label) => label.description ?? '', width: 280 },
    { id: 'type', header: texts.type, value: (label) => label.type, width: 120 },
  ],
});

/** The document category above the label dialog's table: a required choice with no way to clear it. */
export const LabelFilterBar: DialogFilterBar<LabelPickerFilters> = ({ filters, onChange }) => (
  <LabelCategoryField filters={filters} onChange={onChange} />
);

function LabelCategoryField({
  filters,
  onChange,
}: {
  readonly filters: LabelPickerFilters;
  readonly onChange: (filters: LabelPickerFilters) => void;
}) {
  const locale = useUiLocale();
  return (
    <Select<`${LabelDocumentCategory}`>
      label={inLocale(texts.category, locale)}
      required
      clearable={false}
      options={labelDocumentCategories.map((category) => ({
        value: `${category}`,
        label: apiMessage(documentCategoryMessages[category], locale),
      }))}
      value={`${labelCategoryOf(filters)}`}
      onValueChange={(value) => {
        const chosen = labelDocumentCategories.find((category) => `${category}` === value);
        if (chosen !== undefined) onChange({ ...filters, documentCategory: chosen });
      }}
    />
  );
}

/**
 * The label picker (GET /api/tenant/label/list): the enabled labels of the tenant in scope (or the
 * `tenantId` filter) for one document category, filtered as you type; the value is the label's id.
 * The category defaults to 1002 (reimbursement) and cannot be cleared (spec §5); the dialog form
 * offers it as a required choice.
 */
export const LabelPicker = createPicker(labelSource, 'LabelPicker', {
  defaultFilters: { documentCategory: DEFAULT_LABEL_DOCUMENT_CATEGORY },
  filterBar: LabelFilterBar,
});
