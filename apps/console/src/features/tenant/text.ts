import {
  labelDocumentCategories,
  printDocumentCategoryWords,
  tenantDataRegion,
  type EnumDescription,
} from '@opsdesk/api';
import type { Title } from '../../catalogue/types';
import type { FieldInput, FieldOption } from '../../resources/types';

/** A text in the shell's languages, Chinese first as the back-office reads it. */
export const t = (zh: string, en: string, ja: string): Title => ({ 'zh-CN': zh, en, ja });

/** A choice of a select field. */
export const option = (value: FieldOption['value'], label: Title, tone?: FieldOption['tone']): FieldOption =>
  tone ? { value, label, tone } : { value, label };

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

/**
 * The REGION enumeration's items, as the seed and the tenant picker know them: a tenant's region is
 * an item of that enumeration (a code), which its description leaves without words.
 */
export const regionOptions: readonly FieldOption[] = optionsOf(tenantDataRegion.words);
