export {
  createLookupCache,
  scopeKey,
  stableKey,
  type LookupCache,
  type LookupCacheOptions,
} from './core/cache';
export { classifyFailure, type LookupFailure } from './core/failure';
export { createLatestRunner, type LatestResult, type LatestRunner } from './core/latest';
export {
  DEFAULT_PAGE_SIZE,
  keyText,
  loadPage,
  matchesLocally,
  resolveKeys,
  type LoadedPage,
  type LookupContext,
  type LookupQuery,
} from './core/lookup';
export { createRecentChoices, RECENT_LIMIT, type RecentChoices } from './core/recent';
export {
  defineSource,
  pageHasMore,
  type LookupColumn,
  type LookupKey,
  type LookupPage,
  type LookupRequest,
  type LookupResolveRequest,
  type LookupScope,
  type LookupSource,
} from './core/source';
export { pickerMessages, type PickerMessageId } from './i18n/messages';
export { createPicker, type CreatePickerOptions } from './react/createPicker';
export { DialogPicker, type DialogFilterBar, type DialogPickerProps } from './react/DialogPicker';
export { ComboboxPicker } from './react/ComboboxPicker';
export {
  PickersContextProvider,
  usePickersContext,
  type PickersContextProviderProps,
  type PickersContextValue,
} from './react/PickersContext';
export { PickersProvider, type PickersProviderProps } from './react/PickersProvider';
export { RemotePicker } from './react/RemotePicker';
export type {
  MultiplePickerValueProps,
  PickerFieldProps,
  PickerProps,
  RemotePickerProps,
  SinglePickerValueProps,
} from './react/types';
export {
  DEFAULT_SEARCH_DEBOUNCE_MS,
  useLookup,
  type LookupControls,
  type LookupState,
  type LookupStatus,
  type UseLookupOptions,
} from './react/useLookup';
export { useResolvedItems, type ResolvedItems } from './react/useResolvedItems';
export { TenantFilterBar, TenantPicker, tenantSource, type TenantPickerFilters } from './pickers/tenant';
export {
  AvailableCompanyPicker,
  availableCompanySource,
  CompanyFilterBar,
  CompanyPicker,
  companySource,
  type AvailableCompanyPickerFilters,
  type CompanyPickerFilters,
} from './pickers/selectors/company';
export { CityFilterBar, CityPicker, citySource, type CityPickerFilters } from './pickers/selectors/city';
export {
  TenantExpenseTypeFilterBar,
  TenantExpenseTypePicker,
  tenantExpenseTypeSource,
  type TenantExpenseTypePickerFilters,
} from './pickers/selectors/tenantExpenseType';
export {
  StaffFilterBar,
  StaffPicker,
  staffSource,
  type StaffPickerFilters,
  type StaffSearchMode,
} from './pickers/selectors/staff';
export {
  BackendUserFilterBar,
  BackendUserPicker,
  backendUserSource,
  type BackendUserPickerFilters,
} from './pickers/selectors/backendUser';
export { UsersPicker, usersSource, type UsersPickerFilters } from './pickers/selectors/users';
export {
  CrmCustomerFilterBar,
  CrmCustomerPicker,
  crmCustomerSource,
  type CrmCustomerPickerFilters,
} from './pickers/selectors/crmCustomer';
export {
  ContractFilterBar,
  ContractPicker,
  contractSource,
  type ContractPickerFilters,
} from './pickers/selectors/contract';
export { OrderFilterBar, OrderPicker, orderSource, type OrderPickerFilters } from './pickers/selectors/order';
export {
  PreOpenOrderPicker,
  preOpenOrderSource,
  type PreOpenOrderPickerFilters,
} from './pickers/selectors/preOpenOrder';
export {
  TenantNoticeRuleFilterBar,
  TenantNoticeRulePicker,
  tenantNoticeRuleSource,
  type TenantNoticeRulePickerFilters,
} from './pickers/selectors/tenantNoticeRule';
export {
  TenantGroupPicker,
  tenantGroupSource,
  type TenantGroupPickerFilters,
} from './pickers/selectors/tenantGroup';
export { LabelFilterBar, LabelPicker, labelSource, type LabelPickerFilters } from './pickers/selectors/label';
export {
  SetOfBooksPicker,
  setOfBooksSource,
  type SetOfBooksPickerFilters,
} from './pickers/selectors/setOfBooks';
export {
  FunctionPackagePicker,
  functionPackageSource,
  type FunctionPackagePickerFilters,
} from './pickers/selectors/functionPackage';
export { AirlinePicker, airlineSource, type AirlinePickerFilters } from './pickers/selectors/airline';
export {
  EnumerationItemPicker,
  enumerationItemSource,
  type EnumerationItemPickerFilters,
} from './pickers/selectors/enumerationItem';
export { CurrencyPicker, currencySource, type CurrencyPickerFilters } from './pickers/selectors/currency';
export {
  CountriesByContinentFilterBar,
  CountriesByContinentPicker,
  countriesByContinentSource,
  type CountriesByContinentPickerFilters,
} from './pickers/selectors/countriesByContinent';
export {
  CloudEnvironmentPicker,
  cloudEnvironmentSource,
  type CloudEnvironmentPickerFilters,
} from './pickers/selectors/cloudEnvironment';
export {
  DefaultPermissionPicker,
  defaultPermissionSource,
  type DefaultPermissionPickerFilters,
} from './pickers/selectors/defaultPermission';
export {
  costCenterItemNumberSource,
  costCenterRangeError,
  CostCenterRangePicker,
  type CostCenterItemNumberFilters,
  type CostCenterRange,
  type CostCenterRangePickerProps,
} from './pickers/selectors/costCenterRange';
export { LocalText } from './i18n/LocalText';
export { recentIdOf } from './core/source';
export {
  CustomProxyFormFilterBar,
  CustomProxyFormPicker,
  customProxyFormSource,
  ProxyFormFilterBar,
  ProxyFormPicker,
  proxyFormSource,
  type CustomProxyFormPickerFilters,
  type ProxyFormPickerFilters,
} from './pickers/lookupSources/proxyForms';
export {
  LoanReferenceFormPicker,
  loanReferenceFormSource,
  type LoanReferenceFormPickerFilters,
} from './pickers/lookupSources/loanReferenceForms';
export {
  AutoCreditConditionPicker,
  autoCreditConditionSource,
  type AutoCreditConditionPickerFilters,
} from './pickers/lookupSources/autoCreditConditions';
export {
  ReceiptedCompanyPicker,
  receiptedCompanySource,
  type ReceiptedCompanyPickerFilters,
} from './pickers/lookupSources/receiptedCompanies';
export {
  DepartmentPositionPicker,
  departmentPositionSource,
  type DepartmentPositionPickerFilters,
} from './pickers/lookupSources/departmentPositions';
export {
  DEFAULT_BASE_CURRENCY,
  ExchangeRateFilterBar,
  ExchangeRatePicker,
  exchangeRateSource,
  type CurrencyRate,
  type ExchangeRatePickerFilters,
} from './pickers/lookupSources/exchangeRates';
export {
  DepartmentPicker,
  departmentSource,
  type DepartmentOption,
  type DepartmentPickerFilters,
} from './pickers/lookupSources/departments';
export {
  DepartmentTreePicker,
  type DepartmentTreePickerProps,
} from './pickers/lookupSources/DepartmentTreePicker';
export {
  CostCenterItemFilterBar,
  CostCenterItemPicker,
  costCenterItemSource,
  type CostCenterItemPickerFilters,
} from './pickers/lookupSources/costCenterItems';
export {
  CompanyUserGroupPicker,
  companyUserGroupSource,
  UserGroupPicker,
  userGroupSource,
  type CompanyUserGroupPickerFilters,
  type UserGroupPickerFilters,
} from './pickers/lookupSources/userGroups';
export {
  InternationalAreaPicker,
  internationalAreaSource,
  type InternationalAreaPickerFilters,
} from './pickers/lookupSources/countries';
export {
  CityLevelPicker,
  cityLevelSource,
  type CityLevelPickerFilters,
} from './pickers/lookupSources/cityLevels';
export {
  CustomEnumerationItemPicker,
  customEnumerationItemSource,
  type CustomEnumerationItemPickerFilters,
} from './pickers/lookupSources/customEnumerationItems';
export {
  FinanceFormPicker,
  financeFormSource,
  type FinanceFormPickerFilters,
} from './pickers/lookupSources/financeForms';
export {
  CreditModelPicker,
  creditModelSource,
  type CreditModelPickerFilters,
} from './pickers/lookupSources/creditModels';
export {
  ExpenseLabelPicker,
  expenseLabelSource,
  type ExpenseLabelPickerFilters,
} from './pickers/lookupSources/expenseLabels';
export {
  LabelTypeFilterBar,
  LabelTypePicker,
  labelTypeSource,
  type LabelTypePickerFilters,
} from './pickers/lookupSources/labelTypes';
export {
  ReceiptTitleFilterBar,
  ReceiptTitlePicker,
  receiptTitleSource,
  type ReceiptTitlePickerFilters,
} from './pickers/lookupSources/receiptTitles';
