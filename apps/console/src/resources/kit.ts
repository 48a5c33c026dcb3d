import type { EnumDescription } from '@opsdesk/api';
import type { Title } from '../catalogue/types';
import type { FieldInput, FieldOption, ScreenFieldView } from './types';

// What a screen definition writes besides its resource's description, one helper for each thing:
// the screen files of every area import these, and an area's own module keeps only what is that
// area's (a workflow, a section, a value set several of its screens offer).

/**
 * A text in the shell's languages, Chinese first as the back office reads it: screen files write
 * their titles, sections and actions in place, and this keeps every language beside the others.
 */
export const t = (zh: string, en: string, ja: string): Title => ({ 'zh-CN': zh, en, ja });

/**
 * A choice of a select field. Give a tone only where the value is a state: a single toned option
 * makes the whole field show as a status badge (`displayOf`), so an option without one has no
 * `tone` key at all, like the options `enumOptions` makes of a description's words.
 */
export const option = (value: FieldOption['value'], label: Title, tone?: FieldOption['tone']): FieldOption =>
  tone ? { value, label, tone } : { value, label };

/** An option written inline as one row, the words in the order `t` takes them, then its tone. */
export type OptionRow = readonly [
  value: FieldOption['value'],
  zh: string,
  en: string,
  ja: string,
  tone?: FieldOption['tone'],
];

/** The options of a value set the resource's description keeps as plain text or codes, one row each. */
export const options = (rows: readonly OptionRow[]): FieldOption[] =>
  rows.map(([value, zh, en, ja, tone]) => option(value, t(zh, en, ja), tone));

/** A select of options written inline, for a field whose description gives it no words. */
export const select = (rows: readonly OptionRow[]): FieldInput => ({
  type: 'select',
  options: options(rows),
});

/**
 * The options of an enum in the words and tones @opsdesk/api gives its values, in their order: the
 * same options `describedView` gives an enum field of text values (a field of numbers gets numbers
 * there, through `enumOptionsOf`), for a select or a badge the description does not reach by itself
 * (a bespoke screen's filter, the service-package tree).
 */
export const enumOptions = (description: EnumDescription): FieldOption[] =>
  Object.entries(description).map(([value, entry]) => option(value, entry.words, entry.tone));

/**
 * A field shown but never edited: set by a workflow's actions, by the service, or fixed by the list
 * the record belongs to. Its label, options and badge still come from the description.
 */
export const readOnly = { readOnly: true } as const satisfies ScreenFieldView;

/**
 * The same field views with some of them read-only: one definition can show a second team what
 * another wrote (the operators of a request), keeping each field's label, input and width.
 */
export function readOnlyFields(
  fields: Readonly<Record<string, ScreenFieldView>>,
  keys: readonly string[],
): Record<string, ScreenFieldView> {
  const copy: Record<string, ScreenFieldView> = { ...fields };
  for (const key of keys) copy[key] = { ...fields[key], readOnly: true };
  return copy;
}
