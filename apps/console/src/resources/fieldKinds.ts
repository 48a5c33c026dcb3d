import { fieldKind, type ResourceDescriptor } from '@opsdesk/api';
import type { FieldDisplay, FieldInput, FieldOption, FieldView } from './types';

/** The enum values of a zod field (optional and default wrappers unwrapped), or none. */
export function enumValuesOf(resource: ResourceDescriptor, field: string): readonly string[] | undefined {
  const schema = resource.shape[field] as
    { _zod: { def: { type: string; innerType?: unknown; entries?: Record<string, string> } } } | undefined;
  let def = schema?._zod.def;
  while (
    def &&
    (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') &&
    def.innerType
  )
    def = (def.innerType as { _zod: { def: typeof def } })._zod.def;
  return def?.type === 'enum' && def.entries ? Object.values(def.entries) : undefined;
}

/** How a field is edited: its view's input, else what its zod kind suggests. */
export function inputOf(
  resource: ResourceDescriptor,
  field: string,
  view: FieldView | undefined,
): FieldInput {
  if (view?.input) return view.input;
  const schema = resource.shape[field];
  switch (schema ? fieldKind(schema) : 'unknown') {
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'switch' };
    case 'enum':
      return {
        type: 'select',
        options: (enumValuesOf(resource, field) ?? []).map((value) => ({
          value,
          label: { 'zh-CN': value, en: value, ja: value },
        })),
      };
    case 'array':
      return { type: 'tags' };
    default:
      return { type: 'text' };
  }
}

/** How a field reads: its view's display, else what its input suggests. */
export function displayOf(
  resource: ResourceDescriptor,
  field: string,
  view: FieldView | undefined,
): FieldDisplay {
  if (view?.display) return view.display;
  const input = inputOf(resource, field, view);
  switch (input.type) {
    case 'money':
      return 'money';
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'switch':
      return field === 'enabled' ? 'enabled' : 'boolean';
    case 'select':
      return input.options.some((option) => option.tone) ? 'status' : 'text';
    case 'tags':
    case 'multi-select':
      return 'tags';
    case 'textarea':
      return 'multiline';
    case 'richtext':
      return 'richtext';
    case 'attachment':
      return 'attachment';
    default:
      return 'text';
  }
}

/** The options of a select or multi-select field. */
export function optionsOf(input: FieldInput): readonly FieldOption[] {
  return input.type === 'select' || input.type === 'multi-select' ? input.options : [];
}

/** Whether a field must be filled: its schema refuses `undefined`. */
export function isRequired(resource: ResourceDescriptor, field: string): boolean {
  const schema = resource.shape[field];
  return schema ? !schema.safeParse(undefined).success : false;
}
