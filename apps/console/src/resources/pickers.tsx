import { getRecord, listRecords } from '@opsdesk/api';
import { defineSource, type LookupSource, type PickerProps, type RemotePickerProps } from '@opsdesk/pickers';
import { Input } from '@opsdesk/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import type { Title } from '../catalogue/types';
import type { PickerName } from './types';

/*
 * The picker registry of the generic screens. The pickers themselves (@opsdesk/pickers' components,
 * their table dialog and their sources) are one chunk, `pickerModules.tsx`, loaded the first time a
 * screen shows a picker or the label of a picked key: a list without reference columns, or a detail
 * page, does not load them.
 */

/** Any picker, with its item type erased: the generic form hands it keys and reads keys back. */
export type AnyPicker = ComponentType<PickerProps<unknown, Record<string, unknown>>>;
export type AnySource = LookupSource<unknown, Record<string, unknown>>;

/** A lookup source that may still have to load: what labels of stored keys are resolved through. */
export interface SourceRef {
  readonly id: string;
  readonly load: () => Promise<AnySource>;
}

const loadPickerModules = () => import('./pickerModules');

const eraseSource = <Item, Filters>(source: LookupSource<Item, Filters>) => source as unknown as AnySource;

/** A source at hand, as a reference. */
export const refOf = (source: AnySource): SourceRef => ({
  id: source.id,
  load: () => Promise.resolve(source),
});

/** While the pickers load: the field as it will look, not yet usable. */
function PickerLoading({
  label,
  hideLabel,
  size,
  placeholder,
}: PickerProps<unknown, Record<string, unknown>>) {
  return (
    <Input
      label={label}
      hideLabel={hideLabel}
      size={size}
      placeholder={placeholder}
      disabled
      value=""
      readOnly
    />
  );
}

function lazyPicker<Props extends PickerProps<unknown, Record<string, unknown>>>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function Picker(props: Props) {
    return (
      <Suspense fallback={<PickerLoading {...props} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

// Every name once: the type makes a new picker name fail here until it is listed.
const pickerNames = Object.keys({
  tenant: true,
  company: true,
  backendUser: true,
  users: true,
  staff: true,
  contract: true,
  order: true,
  crmCustomer: true,
  tenantGroup: true,
  currency: true,
  airline: true,
  cloudEnvironment: true,
  city: true,
  functionPackage: true,
  setOfBooks: true,
  country: true,
} satisfies Record<PickerName, true>) as PickerName[];

/** Each picker of @opsdesk/pickers a field can name, with its source (to show a stored key as its label). */
export const pickers: Readonly<
  Record<PickerName, { readonly component: AnyPicker; readonly source: SourceRef }>
> = Object.fromEntries(
  pickerNames.map((name) => [
    name,
    {
      component: lazyPicker(async () => (await loadPickerModules()).pickerEntries[name].component),
      source: {
        id: `picker:${name}`,
        load: async () => (await loadPickerModules()).pickerEntries[name].source,
      },
    },
  ]),
) as Record<PickerName, { component: AnyPicker; source: SourceRef }>;

type StoredRecord = Readonly<Record<string, unknown>>;

const sources = new Map<string, AnySource>();

/**
 * A lookup source over a resource of the generic resource API: searches its keyword, keyed by
 * `valueField` (the record's id by default), labelled by `labelField` (its title field by default).
 */
export function resourceSource(
  resource: string,
  noun: Title,
  valueField = 'id',
  labelField?: string,
): AnySource {
  const id = `resource:${resource}:${valueField}:${labelField ?? ''}`;
  const known = sources.get(id);
  if (known) return known;
  const label = (record: StoredRecord) =>
    String(record[labelField ?? 'name'] ?? record.title ?? record.id ?? '');
  const source = defineSource<StoredRecord, Record<string, unknown>>({
    id,
    noun: { ...noun, 'zh-TW': noun['zh-CN'], it: noun.en },
    key: (record) => record[valueField] as string | number,
    label,
    description: (record) => (valueField === 'id' ? undefined : String(record[valueField] ?? '')),
    search: async ({ http, query, page, size, signal }) => {
      const answer = await listRecords(
        http,
        resource,
        { page, size, ...(query.trim() ? { keyword: query.trim() } : {}) },
        { signal },
      );
      return { items: answer.content, total: answer.totalElements };
    },
    resolve: async ({ http, keys, signal }) => {
      if (valueField === 'id') {
        const found = await Promise.allSettled(
          keys.map((key) => getRecord(http, resource, Number(key), { signal })),
        );
        return found.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      }
      const answer = await listRecords(
        http,
        resource,
        { [valueField]: keys, size: Math.max(keys.length, 1) },
        { signal },
      );
      return answer.content;
    },
  });
  const erased = eraseSource(source);
  sources.set(id, erased);
  return erased;
}

/** The generic picker over a resource source. */
export const ResourcePicker: ComponentType<RemotePickerProps<unknown, Record<string, unknown>>> = lazyPicker(
  async () => (await loadPickerModules()).ResourcePicker,
);
