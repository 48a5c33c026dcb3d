/* The heavy half of the picker registry: every picker component of @opsdesk/pickers. */
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
  type PickerProps,
  type LookupSource,
  type RemotePickerProps,
} from '@opsdesk/pickers';
import type { ComponentType } from 'react';
import type { PickerName } from './types';
import type { AnyPicker, AnySource } from './pickers';

const erase = <Item, Filters>(component: ComponentType<PickerProps<Item, Filters>>) =>
  component as unknown as AnyPicker;
const eraseSource = <Item, Filters>(source: LookupSource<Item, Filters>) => source as unknown as AnySource;

/**
 * Each picker of @opsdesk/pickers a field can name, with its source: a chunk of its own, loaded the
 * first time a screen shows a picker or the label of a picked key (see `pickers.tsx`).
 */
export const pickerEntries: Readonly<
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

/** The generic picker over a resource source. */
export function ResourcePicker(props: RemotePickerProps<unknown, Record<string, unknown>>) {
  return <RemotePicker {...props} />;
}
