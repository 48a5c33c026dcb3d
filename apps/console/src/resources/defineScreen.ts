import { enumOptionsOf, isListField, semanticOf, type ResourceDescriptor } from '@opsdesk/api';
import { shellLocales } from '../catalogue/types';
import { option } from './kit';
import type { FieldDisplay, FieldInput, FieldView, ResourceScreen, ResourceScreenInput } from './types';

/**
 * How the resource's description of a field says it is edited and shown: an enum as a select of its
 * words (the values as the field holds them: numbers for a tax rate or a licence, in the order the
 * description offers them), a reference as its picker, rich text in the editor, an image as an
 * upload of images... Undefined parts follow the zod type (see `fieldKinds.ts`).
 */
export function describedView(resource: ResourceDescriptor, field: string): Partial<FieldView> {
  const described = resource.fields[field];
  if (!described) return {};
  const multiple = isListField(resource, field);
  const semantic = semanticOf(resource, field);
  let input: FieldInput | undefined;
  let display: FieldDisplay | undefined;
  switch (semantic) {
    case 'enum': {
      const options = enumOptionsOf(resource, field)?.map((entry) =>
        option(entry.value, entry.words, entry.tone),
      );
      if (options) input = { type: multiple ? 'multi-select' : 'select', options };
      break;
    }
    case 'reference': {
      const reference = described.reference;
      if (reference && 'lookup' in reference) input = { type: 'picker', picker: reference.lookup, multiple };
      else if (reference) input = { type: 'resource', ...reference, multiple };
      if (multiple) display = 'tags';
      break;
    }
    case 'richText':
      input = { type: 'richtext' };
      break;
    case 'longText':
      input = { type: 'textarea' };
      break;
    case 'money':
      input = { type: 'money' };
      break;
    case 'date':
      input = { type: 'date' };
      break;
    case 'dateTime':
      input = { type: 'datetime' };
      break;
    case 'time':
      input = { type: 'time' };
      break;
    case 'image':
      input = { type: 'attachment', accept: 'image/*' };
      break;
    case 'attachment':
      input = { type: 'attachment' };
      break;
    case 'code':
      display = 'code';
      break;
    case 'url':
      display = 'link';
      break;
    default:
      break;
  }
  return {
    label: described.label,
    ...(input && { input }),
    ...(display && { display }),
    ...(described.hint && { help: described.hint }),
    ...(described.generated && { readOnly: true }),
  };
}

/**
 * Declares a resource screen: every field of the resource gets its view from the resource's
 * description, and what the screen file writes for a field is laid over it. `screenProblems` (tested
 * for every screen) checks the result against its resource.
 */
export function defineScreen<D extends ResourceDescriptor>(
  screen: ResourceScreenInput<D>,
): ResourceScreen<D> {
  const own = screen.fields ?? {};
  const fields: Record<string, FieldView> = {};
  for (const field of new Set([...Object.keys(screen.resource.shape), ...Object.keys(own)])) {
    const view = { ...describedView(screen.resource, field), ...own[field] };
    // A field neither described nor labelled stays out; screenProblems names it.
    if (view.label) fields[field] = view as FieldView;
  }
  return { ...screen, fields };
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
