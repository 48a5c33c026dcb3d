import type { ResourceDescriptor } from '@opsdesk/api';
import { shellLocales } from '../catalogue/types';
import type { ResourceScreen } from './types';

/** Declares a resource screen; `screenProblems` (tested for every screen) checks it against its resource. */
export function defineScreen<D extends ResourceDescriptor>(screen: ResourceScreen<D>): ResourceScreen<D> {
  return screen;
}

/** What is wrong with a screen definition: unknown fields, missing labels, undeclared filters. Empty when sound. */
export function screenProblems(screen: ResourceScreen): string[] {
  const problems: string[] = [];
  const { resource } = screen;
  const name = resource.name;
  const schemaFields = Object.keys(resource.shape);
  const known = new Set(schemaFields);
  for (const field of schemaFields) {
    if (!screen.fields[field]) problems.push(`${name}: field "${field}" has no label`);
  }
  for (const [field, view] of Object.entries(screen.fields)) {
    if (!known.has(field)) problems.push(`${name}: fields names "${field}", which the schema lacks`);
    for (const locale of shellLocales) {
      if (!view.label[locale]?.trim()) problems.push(`${name}: field "${field}" has no ${locale} label`);
    }
    const input = view.input;
    if (input && (input.type === 'select' || input.type === 'multi-select')) {
      for (const option of input.options) {
        for (const locale of shellLocales) {
          if (!option.label[locale]?.trim())
            problems.push(`${name}: option ${String(option.value)} of "${field}" has no ${locale} label`);
        }
      }
    }
  }
  for (const column of screen.columns) {
    if (!known.has(column)) problems.push(`${name}: column "${column}" is not a field`);
  }
  for (const filter of screen.filters) {
    if (!resource.filters[filter])
      problems.push(`${name}: filter "${filter}" is not declared by the resource`);
  }
  const inForm = screen.form.flatMap((section) => section.fields);
  const seen = new Set<string>();
  for (const field of inForm) {
    if (!known.has(field)) problems.push(`${name}: form field "${field}" is not a field`);
    if (seen.has(field)) problems.push(`${name}: form field "${field}" appears twice`);
    seen.add(field);
  }
  const fixed = new Set(Object.keys(screen.fixed ?? {}));
  for (const field of schemaFields) {
    const optional = resource.shape[field]?.safeParse(undefined).success ?? true;
    if (!seen.has(field) && !fixed.has(field) && !optional && !(screen.defaults && field in screen.defaults))
      problems.push(`${name}: required field "${field}" is neither in the form, fixed, nor defaulted`);
  }
  for (const tab of screen.detail ?? []) {
    for (const field of tab.sections.flatMap((section) => section.fields)) {
      if (!known.has(field)) problems.push(`${name}: detail tab "${tab.key}" names "${field}", not a field`);
    }
  }
  for (const key of [screen.enabledField, screen.statusField]) {
    if (key !== undefined && !known.has(key)) problems.push(`${name}: "${key}" is not a field`);
  }
  for (const action of screen.actions ?? []) {
    for (const field of Object.keys(action.set)) {
      if (!known.has(field)) problems.push(`${name}: action "${action.key}" sets "${field}", not a field`);
    }
  }
  for (const [text, title] of [
    ['title', screen.title],
    ['recordName', screen.recordName],
  ] as const) {
    for (const locale of shellLocales) {
      if (!title[locale]?.trim()) problems.push(`${name}: ${text} has no ${locale} text`);
    }
  }
  return problems;
}
