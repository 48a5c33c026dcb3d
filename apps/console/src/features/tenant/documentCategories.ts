import { labelDocumentCategories, printDocumentCategoryWords } from '@opsdesk/api';
import { t } from '../../resources/kit';
import type { FieldInput } from '../../resources/types';

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
