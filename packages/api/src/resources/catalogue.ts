import { adminAreaResources, authSourceResource, defaultPermissionResource } from './areas/admin';
import { bookingAreaResources } from './areas/booking';
import { contentAreaResources } from './areas/content';
import { customerServiceAreaResources, staffResource } from './areas/customer-service';
import {
  crmCustomerResource,
  financeAreaResources,
  orderResource,
  preOpenOrderResource,
} from './areas/finance';
import { i18nAreaResources } from './areas/i18n';
import { airlineResource, cityLevelResource, countryResource, locationAreaResources } from './areas/location';
import {
  cityResource,
  currencyResource,
  enumerationItemResource,
  exchangeRateResource,
  referenceAreaResources,
} from './areas/reference';
import { cloudEnvResource, functionPackageResource, systemAreaResources } from './areas/system';
import {
  companyResource,
  contractResource,
  costCenterItemResource,
  costCenterResource,
  creditModelResource,
  creditRuleConditionResource,
  departmentPositionResource,
  departmentResource,
  expenseLabelResource,
  formResource,
  labelResource,
  receiptedCompanyResource,
  receiptTitleResource,
  setOfBooksResource,
  tenantAreaResources,
  tenantExpenseTypeResource,
  tenantGroupResource,
  tenantNoticeRuleResource,
  tenantResource,
  userGroupResource,
} from './areas/tenant';
import type { ResourceDescriptor } from './define';

/** Names the catalogue's resources; a call, so that a bundle which uses none of them drops them all. */
const catalogueOf = <T extends Record<string, ResourceDescriptor>>(resources: T): T => resources;

/**
 * The resources the first screens needed, of several areas: the catalogue has listed them first
 * since, and keeps them first (`resourceNames` is in the catalogue's order).
 */
const firstListed = {
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
} as const;

/**
 * Every resource of the generic resource API, by name: the first-listed ones, then each area's list
 * (`./areas`). A name an area's list repeats keeps its first place; a resource added to an area's list
 * joins the catalogue with it.
 */
export const resourceCatalogue = /* @__PURE__ */ catalogueOf({
  ...firstListed,
  ...tenantAreaResources,
  ...financeAreaResources,
  ...contentAreaResources,
  ...systemAreaResources,
  ...i18nAreaResources,
  ...adminAreaResources,
  ...customerServiceAreaResources,
  ...referenceAreaResources,
  ...locationAreaResources,
  ...bookingAreaResources,
} as const);

export type ResourceName = keyof typeof resourceCatalogue;

export const resourceNames = /* @__PURE__ */ Object.keys(resourceCatalogue) as ResourceName[];
