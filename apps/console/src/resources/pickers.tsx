import { getRecord, listRecords } from '@opsdesk/api';
import {
  AirlinePicker,
  airlineSource,
  BackendUserPicker,
  backendUserSource,
  CityPicker,
  citySource,
  CloudEnvironmentPicker,
  cloudEnvironmentSource,
  CompanyPicker,
  companySource,
  ContractPicker,
  contractSource,
  CountriesByContinentPicker,
  countriesByContinentSource,
  CrmCustomerPicker,
  crmCustomerSource,
  CurrencyPicker,
  currencySource,
  defineSource,
  FunctionPackagePicker,
  functionPackageSource,
  OrderPicker,
  orderSource,
  RemotePicker,
  SetOfBooksPicker,
  setOfBooksSource,
  StaffPicker,
  staffSource,
  TenantGroupPicker,
  tenantGroupSource,
  TenantPicker,
  tenantSource,
  UsersPicker,
  usersSource,
  type LookupSource,
  type PickerProps,
  type RemotePickerProps,
} from '@opsdesk/pickers';
import type { ComponentType } from 'react';
import type { Title } from '../catalogue/types';
import type { PickerName } from './types';

/** Any picker, with its item type erased: the generic form hands it keys and reads keys back. */
export type AnyPicker = ComponentType<PickerProps<unknown, Record<string, unknown>>>;
export type AnySource = LookupSource<unknown, Record<string, unknown>>;

const erase = <Item, Filters>(component: ComponentType<PickerProps<Item, Filters>>) =>
  component as unknown as AnyPicker;
const eraseSource = <Item, Filters>(source: LookupSource<Item, Filters>) => source as unknown as AnySource;

/** Each picker of @opsdesk/pickers a field can name, with its source (to show a stored key as its label). */
export const pickers: Readonly<
  Record<PickerName, { readonly component: AnyPicker; readonly source: AnySource }>
> = {
  tenant: { component: erase(TenantPicker), source: eraseSource(tenantSource) },
  company: { component: erase(CompanyPicker), source: eraseSource(companySource) },
  backendUser: { component: erase(BackendUserPicker), source: eraseSource(backendUserSource) },
  users: { component: erase(UsersPicker), source: eraseSource(usersSource) },
  staff: { component: erase(StaffPicker), source: eraseSource(staffSource) },
  contract: { component: erase(ContractPicker), source: eraseSource(contractSource) },
  order: { component: erase(OrderPicker), source: eraseSource(orderSource) },
  crmCustomer: { component: erase(CrmCustomerPicker), source: eraseSource(crmCustomerSource) },
  tenantGroup: { component: erase(TenantGroupPicker), source: eraseSource(tenantGroupSource) },
  currency: { component: erase(CurrencyPicker), source: eraseSource(currencySource) },
  airline: { component: erase(AirlinePicker), source: eraseSource(airlineSource) },
  cloudEnvironment: { component: erase(CloudEnvironmentPicker), source: eraseSource(cloudEnvironmentSource) },
  city: { component: erase(CityPicker), source: eraseSource(citySource) },
  functionPackage: { component: erase(FunctionPackagePicker), source: eraseSource(functionPackageSource) },
  setOfBooks: { component: erase(SetOfBooksPicker), source: eraseSource(setOfBooksSource) },
  country: { component: erase(CountriesByContinentPicker), source: eraseSource(countriesByContinentSource) },
};

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
export function ResourcePicker(props: RemotePickerProps<unknown, Record<string, unknown>>) {
  return <RemotePicker {...props} />;
}
