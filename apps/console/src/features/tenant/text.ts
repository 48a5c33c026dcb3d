import {
  labelDocumentCategories,
  printDocumentCategoryWords,
  tenantDataRegion,
  tenantMessagingPlatform,
  type EnumDescription,
} from '@opsdesk/api';
import type { Title } from '../../catalogue/types';
import type { FieldInput, FieldOption, FieldView } from '../../resources/types';

/** A text in the shell's languages, Chinese first as the back-office reads it. */
export const t = (zh: string, en: string, ja: string): Title => ({ 'zh-CN': zh, en, ja });

/** A choice of a select field. */
export const option = (value: FieldOption['value'], label: Title, tone?: FieldOption['tone']): FieldOption =>
  tone ? { value, label, tone } : { value, label };

/** The tenant a record belongs to: every `tenantId` field is picked with the tenant picker. */
export const tenantIdField: FieldView = {
  label: t('租户', 'Tenant', 'テナント'),
  input: { type: 'picker', picker: 'tenant' },
  width: 220,
};

export const dateField = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'date' },
  display: 'date',
  width: 120,
  ...extra,
});

export const moneyField = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'money' },
  display: 'money',
  width: 140,
  ...extra,
});

export const codeField = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  display: 'code',
  width: 160,
  ...extra,
});

export const textareaField = (label: Title, rows = 4, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'textarea', rows },
  display: 'multiline',
  ...extra,
});

/** A select shown as a status badge. */
export const statusField = (label: Title, options: readonly FieldOption[], extra: Partial<FieldView> = {}) =>
  ({
    label,
    input: { type: 'select', options },
    display: 'status',
    width: 110,
    ...extra,
  }) satisfies FieldView;

export const selectField = (label: Title, options: readonly FieldOption[], extra: Partial<FieldView> = {}) =>
  ({ label, input: { type: 'select', options }, ...extra }) satisfies FieldView;

export const enabledFieldView: FieldView = {
  label: t('状态', 'Status', '状態'),
  input: { type: 'switch' },
  display: 'enabled',
  width: 90,
};

/**
 * The document categories a print template prints, in the label picker's order: the field holds the
 * category's number, so its select is written here, in the words of the resource's description.
 */
export const documentCategoryInput: FieldInput = {
  type: 'select',
  options: labelDocumentCategories.map((value) => ({
    value,
    label: printDocumentCategoryWords[String(value)]?.words ?? t(String(value), String(value), String(value)),
  })),
};

const optionsOf = (described: EnumDescription): readonly FieldOption[] =>
  Object.entries(described).map(([value, entry]) => option(value, entry.words, entry.tone));

/** The REGION enumeration's items, as the seed and the tenant picker know them. */
export const regionOptions: readonly FieldOption[] = optionsOf(tenantDataRegion.words);

export const messagingPlatformOptions: readonly FieldOption[] = optionsOf(tenantMessagingPlatform.words);
