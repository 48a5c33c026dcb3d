import type { Title } from '../catalogue/types';
import type { FieldInput, FieldOption } from '../resources/types';

/*
 * Texts and inputs the screens of the reference area (languages, admin, customer service, reference
 * data, location service, booking) share. The words of the area's fields live with their resources
 * in @opsdesk/api; what remains here serves the screens' own titles, and the selects of the fields
 * their descriptions keep as plain text or codes.
 */

export const t = (zh: string, en: string, ja: string): Title => ({ 'zh-CN': zh, en, ja });

export type OptionRow = readonly [
  value: string | number | boolean,
  zh: string,
  en: string,
  ja: string,
  tone?: FieldOption['tone'],
];

export const options = (rows: readonly OptionRow[]): FieldOption[] =>
  rows.map(([value, zh, en, ja, tone]) =>
    tone ? { value, label: t(zh, en, ja), tone } : { value, label: t(zh, en, ja) },
  );

export const select = (rows: readonly OptionRow[]): FieldInput => ({
  type: 'select',
  options: options(rows),
});
