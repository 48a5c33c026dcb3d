import { z } from 'zod';
import { staffResource } from '../resources/areas/customer-service/staff';
import { crmCustomerResource, orderResource } from '../resources/areas/finance';
import { contractResource, labelResource, tenantNoticeRuleResource } from '../resources/areas/tenant';
import { pageSchema } from './common';

// The result shapes of the tenant, company and customer pickers (spec §3), with the spec's field
// names. Each entry also carries the record's `id`, which a form stores; optional texts the record
// does not hold are `null`, so a picker can show an empty cell without guessing.

const id = z.number().int().positive();
const optionalText = z.string().nullable();
/** A calendar date, YYYY-MM-DD. */
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Paid 1, free 0. */
export const TenantLicensed = { FREE: 0, PAID: 1 } as const;
export type TenantLicensed = (typeof TenantLicensed)[keyof typeof TenantLicensed];

export const tenantLookupSchema = z.object({
  id,
  /** The id every "by tenant" call takes: the same number as `id`. */
  tenantId: id,
  tenantName: z.string(),
  tenantCode: z.string(),
  /** The code of the tenant's cloud environment. */
  cloudEnv: z.string(),
  /** The cloud environment's name; its code when the environment is not described. */
  cloudEnvLabelsName: z.string(),
  sandbox: z.boolean(),
  licensed: z.union([z.literal(TenantLicensed.FREE), z.literal(TenantLicensed.PAID)]),
  /** An item of the REGION enumeration. */
  region: z.string(),
  enabled: z.boolean(),
});
export type TenantLookup = z.infer<typeof tenantLookupSchema>;

export const companyLookupSchema = z.object({
  id,
  tenantId: id,
  name: z.string(),
  companyCode: z.string(),
  enabled: z.boolean(),
  companyTypeName: optionalText,
});
export type CompanyLookup = z.infer<typeof companyLookupSchema>;

export const cityLookupSchema = z.object({
  id,
  adCode: z.string(),
  typeDescription: z.string(),
  name: z.string(),
  nameEn: optionalText,
  countryCode: z.string(),
  provinceName: optionalText,
});
export type CityLookup = z.infer<typeof cityLookupSchema>;

export const tenantExpenseTypeLookupSchema = z.object({
  id,
  tenantId: id,
  name: z.string(),
  code: z.string(),
  category: optionalText,
  enabled: z.boolean(),
});
export type TenantExpenseTypeLookup = z.infer<typeof tenantExpenseTypeLookupSchema>;

/** A staff result: an employee of a customer tenant. */
export const staffLookupSchema = z.object({
  id,
  /** The staff record's oid. */
  userOID: z.string().uuid(),
  employeeID: z.string(),
  fullName: z.string(),
  mobile: optionalText,
  email: optionalText,
  departmentName: optionalText,
  position: optionalText,
  /** The deployment environment the employee's tenant runs in. */
  env: optionalText,
  tenantId: id,
  tenantName: z.string(),
  companyId: id,
  companyName: z.string(),
  /** ACTIVE, LEAVING or LEFT. */
  status: staffResource.shape.status.unwrap(),
});
export type StaffLookup = z.infer<typeof staffLookupSchema>;

/** A back-office account of the provider, as the users selector lists it. */
export const backendUserLookupSchema = z.object({
  id,
  login: z.string(),
  name: z.string(),
  email: optionalText,
  telephone: optionalText,
  /** Every role code the account holds: one of `roleCodes` or a custom authority-role record's. */
  roles: z.array(z.string().min(1)),
  /** The role names in the request's language, joined. */
  rolesName: z.string(),
  enabled: z.boolean(),
});
export type BackendUserLookup = z.infer<typeof backendUserLookupSchema>;

// The codes of the CRM customer and notice rule resources, which the lookups describe.
export type CrmLifeStatus = z.infer<typeof crmCustomerResource.shape.lifeStatus>;
export type TenantNoticeType = z.infer<typeof tenantNoticeRuleResource.shape.noticeType>;
export type TenantNoticeRange = z.infer<typeof tenantNoticeRuleResource.shape.tenantRange>;
export type TenantNoticeSendObject = z.infer<typeof tenantNoticeRuleResource.shape.sendObject>;

export const crmCustomerLookupSchema = z.object({
  id,
  customerCode: z.string(),
  customerName: z.string(),
  productLine: optionalText,
  lifeStatus: crmCustomerResource.shape.lifeStatus,
  /** `lifeStatus` in the request's language. */
  lifeStatusDesc: z.string(),
  tenantId: id.nullable(),
});
export type CrmCustomerLookup = z.infer<typeof crmCustomerLookupSchema>;

const money = z.number();

export const contractLookupSchema = z.object({
  id,
  tenantId: id,
  contractCode: z.string(),
  signContractCustomer: z.string(),
  actualUseAccount: z.string(),
  /** An item of the CRM_CONTRACT_TYPE enumeration. */
  contractType: z.string(),
  /** The enumeration item's name in the request's language. */
  contractTypeDesc: z.string(),
  totalAmount: money,
  owner: z.string(),
  contractStatus: contractResource.shape.contractStatus,
  contractStatusDesc: z.string(),
});
export type ContractLookup = z.infer<typeof contractLookupSchema>;

export const orderLookupSchema = z.object({
  id,
  tenantId: id,
  orderCode: z.string(),
  contractCode: z.string(),
  /** An item of the CRM_BUY_TYPE enumeration. */
  businessType: z.string(),
  businessTypeDesc: z.string(),
  orderType: orderResource.shape.orderType,
  orderStatus: orderResource.shape.orderStatus,
  contractProductName: z.string(),
  buyCount: z.number().int(),
  actualAmount: money,
  effectiveDate: date,
  expireDate: date,
});
export type OrderLookup = z.infer<typeof orderLookupSchema>;

export const preOpenOrderLookupSchema = z.object({
  id,
  tenantId: id,
  serviceTypeName: z.string(),
  apportionQty: z.number().int(),
  apportionAmount: money,
  openDate: date.nullable(),
});
export type PreOpenOrderLookup = z.infer<typeof preOpenOrderLookupSchema>;

export const tenantNoticeRuleLookupSchema = z.object({
  id,
  noticeName: z.string(),
  noticeType: tenantNoticeRuleResource.shape.noticeType,
  noticeTypeDesc: z.string(),
  /** HH:mm. */
  sendTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  noticeWays: z.array(tenantNoticeRuleResource.shape.noticeWays.element),
  /** The notice ways in the request's language, joined. */
  noticeWaysDesc: z.string(),
  tenantRange: tenantNoticeRuleResource.shape.tenantRange,
  tenantRangeDesc: z.string(),
  sendObject: tenantNoticeRuleResource.shape.sendObject,
  sendObjectDesc: z.string(),
  /** Days before the event. */
  sendCondition: z.number().int().nonnegative(),
  sendConditionDesc: z.string(),
  enabled: z.boolean(),
});
export type TenantNoticeRuleLookup = z.infer<typeof tenantNoticeRuleLookupSchema>;

export const tenantGroupLookupSchema = z.object({
  id,
  tenantGroupName: z.string(),
  tenantGroupCode: z.string(),
  enabled: z.boolean(),
});
export type TenantGroupLookup = z.infer<typeof tenantGroupLookupSchema>;

export type LabelDocumentCategory = z.infer<typeof labelResource.shape.documentCategory>;

export const labelLookupSchema = z.object({
  id,
  tenantId: id,
  name: z.string(),
  description: optionalText,
  type: z.string(),
  /** 1002 reimbursement, 3004 public payment, 1001 application, 2007 public application, 3001 loan, 1701 accrual. */
  documentCategory: labelResource.shape.documentCategory,
});
export type LabelLookup = z.infer<typeof labelLookupSchema>;

export const setOfBooksLookupSchema = z.object({
  id,
  tenantId: id,
  setOfBooksName: z.string(),
  setOfBooksCode: z.string(),
  currencyCode: z.string(),
  enabled: z.boolean(),
});
export type SetOfBooksLookup = z.infer<typeof setOfBooksLookupSchema>;

export const functionPackageLookupSchema = z.object({
  id,
  pkgCode: z.string(),
  pkgName: z.string(),
  pkgDescription: optionalText,
  enabled: z.boolean(),
});
export type FunctionPackageLookup = z.infer<typeof functionPackageLookupSchema>;

export const airlineLookupSchema = z.object({
  id,
  name: z.string(),
  code: z.string(),
  nameEn: optionalText,
  countryCode: z.string(),
});
export type AirlineLookup = z.infer<typeof airlineLookupSchema>;

export const tenantLookupPageSchema = pageSchema(tenantLookupSchema);
export const companyLookupPageSchema = pageSchema(companyLookupSchema);
export const cityLookupPageSchema = pageSchema(cityLookupSchema);
export const tenantExpenseTypeLookupPageSchema = pageSchema(tenantExpenseTypeLookupSchema);
export const staffLookupPageSchema = pageSchema(staffLookupSchema);
export const backendUserLookupPageSchema = pageSchema(backendUserLookupSchema);
export const crmCustomerLookupPageSchema = pageSchema(crmCustomerLookupSchema);
export const contractLookupPageSchema = pageSchema(contractLookupSchema);
export const orderLookupPageSchema = pageSchema(orderLookupSchema);
export const airlineLookupPageSchema = pageSchema(airlineLookupSchema);
export const functionPackageLookupPageSchema = pageSchema(functionPackageLookupSchema);

/** The `queryType` of the tenant common query that answers staff results. */
export const USER_INFO_QUERY_TYPE = 'USER_INFO';

/** The staff resource's rule for mobile numbers. */
const mobilePattern = /^\+?[0-9]{6,15}$/;
const emailSchema = z.string().email();

/**
 * The staff picker searches by an e-mail address or a mobile number only (spec §5): true when the
 * keyword is one of them. The console checks it before sending; the service refuses the rest.
 */
export function isStaffContactKeyword(keyword: string): boolean {
  const value = keyword.trim();
  return mobilePattern.test(value) || emailSchema.safeParse(value).success;
}
