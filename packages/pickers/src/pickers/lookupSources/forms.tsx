import { apiMessage, documentCategoryMessages, labelDocumentCategories, type FormLookup } from '@opsdesk/api';
import { Select, useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import type { LookupColumn } from '../../core/source';
import { LocalText } from '../../i18n/LocalText';
import { inLocale } from '../../i18n/text';
import { DocumentCategoryText, sharedTexts } from './common';

// What the form pickers (proxy, loan-reference and finance forms) share: columns and filters.

export const formTexts = {
  enabled: { 'zh-CN': '状态', en: 'Status', ja: '状態', 'zh-TW': '狀態', it: 'Stato' },
  enabledYes: { 'zh-CN': '启用', en: 'Enabled', ja: '有効', 'zh-TW': '啟用', it: 'Attivo' },
  enabledNo: { 'zh-CN': '停用', en: 'Disabled', ja: '無効', 'zh-TW': '停用', it: 'Disattivato' },
} as const satisfies Record<string, UiMessageTexts>;

/** The filters of the form lookups that take a company and a document category. */
export interface FormLookupFilters {
  readonly companyId?: number | undefined;
  /** 1001 application, 1002 reimbursement, 3001 loan... */
  readonly documentCategory?: number | undefined;
}

/** The columns of a form in the dialog form of the form pickers. */
export function formColumns<Form extends FormLookup>(
  extra: readonly LookupColumn<Form>[] = [],
): LookupColumn<Form>[] {
  return [
    { id: 'formName', header: sharedTexts.name, value: (form) => form.formName, width: 220 },
    { id: 'formCode', header: sharedTexts.code, value: (form) => form.formCode, width: 160 },
    {
      id: 'documentCategory',
      header: sharedTexts.documentCategory,
      value: (form) => <DocumentCategoryText category={form.documentCategory} />,
      width: 140,
    },
    ...extra,
  ];
}

/** The status column of a form, for lookups that answer disabled forms too. */
export const formEnabledColumn: LookupColumn<FormLookup> = {
  id: 'enabled',
  header: formTexts.enabled,
  value: (form) => <LocalText texts={form.enabled ? formTexts.enabledYes : formTexts.enabledNo} />,
  width: 100,
};

/** A select of the document categories of the form lookups, which may be left empty. */
export function DocumentCategorySelect({
  value,
  onChange,
  clearable = true,
}: {
  readonly value: number | undefined;
  readonly onChange: (value: number | undefined) => void;
  readonly clearable?: boolean;
}) {
  const locale = useUiLocale();
  return (
    <Select<string>
      label={inLocale(sharedTexts.documentCategory, locale)}
      clearable={clearable}
      options={labelDocumentCategories.map((category) => ({
        value: String(category),
        label: apiMessage(documentCategoryMessages[category], locale),
      }))}
      value={value === undefined ? null : String(value)}
      onValueChange={(next) => onChange(next === null ? undefined : Number(next))}
    />
  );
}
