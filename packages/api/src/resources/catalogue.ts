import { contentAreaResources } from './areas/content';
import { financeAreaResources } from './areas/finance';
import { referenceAreaResources } from './areas/reference';
import { systemAreaResources } from './areas/system';
import { tenantAreaResources } from './areas/tenant';
import {
  tenantResource,
  companyResource,
  staffResource,
  crmCustomerResource,
  contractResource,
  orderResource,
  preOpenOrderResource,
  tenantNoticeRuleResource,
  tenantGroupResource,
  labelResource,
  setOfBooksResource,
  functionPackageResource,
  airlineResource,
  enumerationItemResource,
  cloudEnvResource,
  currencyResource,
  exchangeRateResource,
  countryResource,
  cityResource,
  cityLevelResource,
  tenantExpenseTypeResource,
  departmentResource,
  departmentPositionResource,
  costCenterResource,
  costCenterItemResource,
  userGroupResource,
  formResource,
  creditModelResource,
  creditRuleConditionResource,
  expenseLabelResource,
  receiptTitleResource,
  receiptedCompanyResource,
  defaultPermissionResource,
  authSourceResource,
} from './core';
import type { ResourceDescriptor } from './define';

export * from './core';

/** Names the catalogue's resources; a call, so that a bundle which uses none of them drops them all. */
const catalogueOf = <T extends Record<string, ResourceDescriptor>>(resources: T): T => resources;

/** Every resource of the generic resource API, by name. */
export const resourceCatalogue = /* @__PURE__ */ catalogueOf({
  tenant: tenantResource,
  company: companyResource,
  staff: staffResource,
  'crm-customer': crmCustomerResource,
  contract: contractResource,
  order: orderResource,
  'pre-open-order': preOpenOrderResource,
  'tenant-notice-rule': tenantNoticeRuleResource,
  'tenant-group': tenantGroupResource,
  label: labelResource,
  'set-of-books': setOfBooksResource,
  'function-package': functionPackageResource,
  airline: airlineResource,
  'enumeration-item': enumerationItemResource,
  'cloud-env': cloudEnvResource,
  currency: currencyResource,
  'exchange-rate': exchangeRateResource,
  country: countryResource,
  city: cityResource,
  'city-level': cityLevelResource,
  'tenant-expense-type': tenantExpenseTypeResource,
  department: departmentResource,
  'department-position': departmentPositionResource,
  'cost-center': costCenterResource,
  'cost-center-item': costCenterItemResource,
  'user-group': userGroupResource,
  form: formResource,
  'credit-model': creditModelResource,
  'credit-rule-condition': creditRuleConditionResource,
  'expense-label': expenseLabelResource,
  'receipt-title': receiptTitleResource,
  'receipted-company': receiptedCompanyResource,
  'default-permission': defaultPermissionResource,
  'auth-source': authSourceResource,
  ...tenantAreaResources,
  ...financeAreaResources,
  ...contentAreaResources,
  ...systemAreaResources,
  ...referenceAreaResources,
} as const);

export type ResourceName = keyof typeof resourceCatalogue;

export const resourceNames = /* @__PURE__ */ Object.keys(resourceCatalogue) as ResourceName[];
