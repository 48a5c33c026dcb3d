import { z } from 'zod';
import { receiptMailingStatuses, receiptStatuses } from '../../constants/statuses';
import { ValidationMessage } from '../../constants/validation';
import { defineResource, type ResourceDescriptor } from '../define';
import { taxpayerKinds } from '../enums';
import {
  code,
  currencyCode,
  date,
  email,
  enabled,
  mobile,
  money,
  optionalText,
  taxNumber,
  tenantId,
  text,
} from '../fields';
import { orderLargeCategories } from '../enums';

// The finance area (spec §2.7): the provider's own books about its customers — contracts' collection
// plans, receipts and receivables, invoices, products, partners, projects and the reports over them.

/** A VAT rate in percent (China: 0, 1, 3, 5, 6, 9, 13). */
const taxRate = z.number().min(0).max(17);
/** A share in percent. */
const percent = z.number().min(0).max(100);
/** A bank account number: digits, spaces and dashes as banks print them. */
const bankAccount = z
  .string()
  .trim()
  .regex(/^[0-9][0-9 -]{5,39}$/, ValidationMessage.CODE);
/** China's tax classification code of goods and services: 19 digits. */
const taxCategoryCode = z.string().regex(/^\d{19}$/, ValidationMessage.CODE);

/** The kinds of VAT invoice: fully digital (数电) special and general invoices, and the paper ones. */
export const invoiceTypes = ['E_SPECIAL', 'E_GENERAL', 'PAPER_SPECIAL', 'PAPER_GENERAL'] as const;
/** An invoice's life: drafted, issued, reversed by a red-letter invoice, or cancelled before it counted. */
export const invoiceStatuses = ['DRAFT', 'ISSUED', 'RED_FLUSHED', 'CANCELLED'] as const;
/** Finance's audit of an issued invoice against its contract and order. */
export const invoiceAuditStatuses = ['PENDING_AUDIT', 'AUDITED', 'REJECTED'] as const;
export { orderLargeCategories };
export const collectionPlanKinds = ['STANDARD', 'ZHENXUAN'] as const;
export const collectionStatuses = ['NOT_DUE', 'DUE', 'PARTLY_COLLECTED', 'COLLECTED', 'OVERDUE'] as const;
export const receivableStatuses = ['OUTSTANDING', 'PARTLY_RECEIVED', 'RECEIVED', 'WRITTEN_OFF'] as const;
export const writeOffStatuses = ['NOT_WRITTEN_OFF', 'PARTLY_WRITTEN_OFF', 'WRITTEN_OFF'] as const;
export const receiptClaimStatuses = ['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED'] as const;
export const financeProjectStatuses = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'ACCEPTED',
  'CLOSED',
  'SUSPENDED',
] as const;
export const catalogueSaleStatuses = ['DRAFT', 'ON_SALE', 'OFF_SALE'] as const;
export const grossProfitStatuses = ['DRAFT', 'CALCULATED', 'CONFIRMED'] as const;
export const forestEnergyGrantStatuses = ['PENDING', 'GRANTED', 'FAILED'] as const;

/** Collection plans of contracts: when each instalment is due and what came in (回款计划). */
export const financeCollectionPlanResource = defineResource({
  name: 'finance-collection-plan',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    planCode: code(40),
    /** STANDARD: licence contracts; ZHENXUAN: the travel-booking (甄选) service fees settled by period. */
    planKind: z.enum(collectionPlanKinds),
    contractCode: code(40),
    customerName: text(100),
    installmentNo: z.number().int().min(1).max(120),
    /** For period settlements: the service period the instalment pays for. */
    settlementStart: date.optional(),
    settlementEnd: date.optional(),
    plannedDate: date,
    plannedAmount: money,
    receivedAmount: money.default(0),
    receivedDate: date.optional(),
    currencyCode,
    collectionStatus: z.enum(collectionStatuses),
    owner: text(50),
    remark: optionalText(500),
  }),
  permissions: { read: 'contract:read', write: 'contract:write' },
  title: 'planCode',
  keyword: ['planCode', 'contractCode', 'customerName'],
  filters: {
    tenantId: 'eq',
    planKind: 'eq',
    contractCode: 'eq',
    collectionStatus: 'in',
    owner: 'contains',
    plannedDate: 'range',
    plannedAmount: 'range',
  },
  sortable: ['planCode', 'plannedDate', 'plannedAmount', 'receivedAmount', 'installmentNo'],
  unique: [['planCode']],
  defaultSort: { field: 'plannedDate', direction: 'desc' },
  importable: true,
});

export const inventoryCategories = ['HARDWARE', 'RESOURCE_PACK', 'LICENCE', 'CONSUMABLE'] as const;

/** What the provider keeps in stock and sells or hands out: invoice scanners, tax keys, resource packs. */
export const financeInventoryItemResource = defineResource({
  name: 'finance-inventory-item',
  scope: 'global',
  schema: z.object({
    itemCode: code(40),
    itemName: text(100),
    category: z.enum(inventoryCategories),
    specification: optionalText(100),
    unit: text(10),
    warehouse: text(60),
    quantityOnHand: z.number().int().min(0).max(100_000_000),
    quantityReserved: z.number().int().min(0).max(100_000_000).default(0),
    safetyStock: z.number().int().min(0).max(100_000_000).default(0),
    unitCost: money,
    lastStocktakeDate: date.optional(),
    enabled,
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'itemName',
  keyword: ['itemName', 'itemCode', 'specification'],
  filters: {
    itemCode: 'eq',
    category: 'in',
    warehouse: 'eq',
    enabled: 'eq',
    quantityOnHand: 'range',
    lastStocktakeDate: 'range',
  },
  sortable: ['itemCode', 'itemName', 'quantityOnHand', 'unitCost', 'lastStocktakeDate'],
  unique: [['itemCode']],
  importable: true,
});

export const financeOrganizationTypes = ['HEADQUARTERS', 'SUBSIDIARY', 'BRANCH'] as const;

/** The provider's own legal entities: they sign contracts, receive payments and issue invoices. */
export const financeOrganizationResource = defineResource({
  name: 'finance-organization',
  scope: 'global',
  schema: z.object({
    orgCode: code(32),
    orgName: text(100),
    orgType: z.enum(financeOrganizationTypes),
    parentOrgCode: code(32).optional(),
    taxNumber,
    taxpayerKind: z.enum(taxpayerKinds),
    legalRepresentative: optionalText(50),
    registeredAddress: optionalText(200),
    telephone: optionalText(30),
    bankName: text(100),
    bankAccount,
    currencyCode,
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'orgName',
  keyword: ['orgName', 'orgCode', 'taxNumber'],
  filters: { orgCode: 'eq', orgType: 'in', taxpayerKind: 'eq', parentOrgCode: 'eq', enabled: 'eq' },
  sortable: ['orgCode', 'orgName'],
  unique: [['orgCode'], ['taxNumber']],
  defaultSort: { field: 'orgCode', direction: 'asc' },
  importable: true,
});

export const financePartnerTypes = ['CHANNEL', 'RESELLER', 'SUPPLIER', 'TECHNOLOGY'] as const;
export const settlementCycles = ['MONTHLY', 'QUARTERLY', 'PER_ORDER'] as const;
export const financePartnerStatuses = ['COOPERATING', 'SUSPENDED', 'TERMINATED'] as const;

/** Channel partners and resellers who sell for the provider, and suppliers it buys from. */
export const financePartnerResource = defineResource({
  name: 'finance-partner',
  scope: 'global',
  schema: z.object({
    partnerCode: code(32),
    partnerName: text(100),
    partnerType: z.enum(financePartnerTypes),
    taxNumber: taxNumber.optional(),
    taxpayerKind: z.enum(taxpayerKinds).optional(),
    contactName: optionalText(50),
    contactMobile: mobile.optional(),
    contactEmail: email.optional(),
    cooperationStart: date,
    cooperationEnd: date.optional(),
    /** The partner's commission on what it sells, in percent. */
    commissionRate: percent.optional(),
    settlementCycle: z.enum(settlementCycles),
    bankName: optionalText(100),
    bankAccount: bankAccount.optional(),
    partnerStatus: z.enum(financePartnerStatuses),
    ownerName: optionalText(50),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'partnerName',
  keyword: ['partnerName', 'partnerCode', 'contactName'],
  filters: {
    partnerCode: 'eq',
    partnerType: 'in',
    partnerStatus: 'in',
    settlementCycle: 'eq',
    cooperationStart: 'range',
  },
  sortable: ['partnerCode', 'partnerName', 'cooperationStart', 'commissionRate'],
  unique: [['partnerCode']],
  importable: true,
});

export const financeProductCategories = ['SUBSCRIPTION', 'RESOURCE_PACK', 'SERVICE', 'HARDWARE'] as const;
export const pricingBases = ['PER_SEAT_YEAR', 'PER_PACK', 'PER_DAY', 'PER_YEAR', 'ONE_OFF'] as const;
/** How revenue is recognised: spread over the service term, or at once on delivery. */
export const revenueRecognitions = ['RATABLE', 'POINT_IN_TIME'] as const;

/** The products finance books revenue under (the older product list). */
export const financeProductResource = defineResource({
  name: 'finance-product',
  scope: 'global',
  schema: z.object({
    productCode: code(32),
    productName: text(100),
    productLine: text(50),
    productCategory: z.enum(financeProductCategories),
    pricingBasis: z.enum(pricingBases),
    unit: text(10),
    listPrice: money,
    taxRate,
    revenueRecognition: z.enum(revenueRecognitions),
    /** The revenue account (an ACCOUNTING_SUBJECT item of the finance metadata). */
    accountingSubjectCode: code(32).optional(),
    description: optionalText(1000),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'productName',
  keyword: ['productName', 'productCode', 'productLine'],
  filters: {
    productCode: 'eq',
    productLine: 'eq',
    productCategory: 'in',
    revenueRecognition: 'eq',
    enabled: 'eq',
  },
  sortable: ['productCode', 'productName', 'listPrice'],
  unique: [['productCode']],
  importable: true,
});

export const billingModes = ['SUBSCRIPTION', 'USAGE', 'ONE_OFF'] as const;
export const productEditions = ['STANDARD', 'PROFESSIONAL', 'ENTERPRISE', 'FLAGSHIP'] as const;

/** The new product catalogue: what sales may quote and orders sell, with floor prices and sale status. */
export const financeCatalogueProductResource = defineResource({
  name: 'finance-catalogue-product',
  scope: 'global',
  schema: z.object({
    productCode: code(32),
    productName: text(100),
    productLine: text(50),
    orderLargeCategory: z.enum(orderLargeCategories),
    /** The code of the service type (service catalogue, §2.12) it opens. */
    serviceTypeCode: code(40).optional(),
    edition: z.enum(productEditions).optional(),
    billingMode: z.enum(billingModes),
    unit: text(10),
    listPrice: money,
    /** The lowest unit price sales may sign without approval. */
    floorPrice: money.optional(),
    taxRate,
    taxCategoryCode: taxCategoryCode.optional(),
    effectiveDate: date,
    expireDate: date.optional(),
    saleStatus: z.enum(catalogueSaleStatuses),
    description: optionalText(1000),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'productName',
  keyword: ['productName', 'productCode', 'serviceTypeCode'],
  filters: {
    productCode: 'eq',
    productLine: 'eq',
    orderLargeCategory: 'in',
    billingMode: 'in',
    saleStatus: 'in',
    serviceTypeCode: 'eq',
    effectiveDate: 'range',
  },
  sortable: ['productCode', 'productName', 'listPrice', 'effectiveDate'],
  unique: [['productCode']],
  importable: true,
});

export const financeProjectTypes = [
  'IMPLEMENTATION',
  'CUSTOM_DEVELOPMENT',
  'INTEGRATION',
  'CONSULTING',
] as const;

/** Delivery projects for customers: what they earn, what they cost, how far they are. */
export const financeProjectResource = defineResource({
  name: 'finance-project',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    projectCode: code(40),
    projectName: text(100),
    contractCode: code(40).optional(),
    projectType: z.enum(financeProjectTypes),
    projectManager: text(50),
    startDate: date,
    plannedEndDate: date,
    actualEndDate: date.optional(),
    contractAmount: money,
    budgetCost: money,
    actualCost: money.default(0),
    progress: z.number().int().min(0).max(100).default(0),
    projectStatus: z.enum(financeProjectStatuses),
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'projectName',
  keyword: ['projectName', 'projectCode', 'contractCode', 'projectManager'],
  filters: {
    tenantId: 'eq',
    contractCode: 'eq',
    projectType: 'in',
    projectStatus: 'in',
    projectManager: 'contains',
    startDate: 'range',
  },
  sortable: ['projectCode', 'projectName', 'startDate', 'plannedEndDate', 'contractAmount', 'progress'],
  unique: [['projectCode']],
  guards: [{ field: 'projectStatus', values: ['ACCEPTED'], authority: 'finance:audit' }],
});

/**
 * Money that reached the provider's bank accounts (收款流水), and how much of it was written off
 * against contracts and orders. Global: a payment arrives before anyone knows whose it is.
 */
export const financeReceiptFlowResource = defineResource({
  name: 'finance-receipt-flow',
  scope: 'global',
  schema: z.object({
    /** The bank's serial number of the transfer. */
    flowCode: code(40),
    receiptDate: date,
    payerName: text(100),
    payerAccount: bankAccount.optional(),
    payerBank: optionalText(100),
    receivingOrgCode: code(32),
    receivingAccount: bankAccount,
    amount: money,
    currencyCode,
    /** The bank's summary line (附言). */
    bankSummary: optionalText(200),
    /** Whether the money arrived, or was returned to the payer. */
    receiptStatus: z.enum(receiptStatuses),
    /** Whether the paper receipt was mailed to the payer. */
    mailingStatus: z.enum(receiptMailingStatuses).default('NOT_MAILED'),
    writeOffStatus: z.enum(writeOffStatuses),
    writtenOffAmount: money.default(0),
    tenantId: tenantId.optional(),
    contractCode: code(40).optional(),
    orderCode: code(40).optional(),
    writeOffDate: date.optional(),
    writeOffBy: optionalText(50),
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'flowCode',
  keyword: ['flowCode', 'payerName', 'bankSummary', 'contractCode'],
  filters: {
    flowCode: 'eq',
    receivingOrgCode: 'eq',
    receiptStatus: 'in',
    mailingStatus: 'eq',
    writeOffStatus: 'in',
    tenantId: 'eq',
    contractCode: 'eq',
    receiptDate: 'range',
    amount: 'range',
  },
  sortable: ['flowCode', 'receiptDate', 'amount', 'writtenOffAmount'],
  unique: [['flowCode']],
  defaultSort: { field: 'receiptDate', direction: 'desc' },
  importable: true,
  guards: [
    { field: 'receiptStatus', values: ['RETURNED'], authority: 'finance:pay' },
    // Undoing a write-off, wholly or in part, is the auditors'.
    {
      field: 'writeOffStatus',
      values: ['NOT_WRITTEN_OFF', 'PARTLY_WRITTEN_OFF'],
      from: ['PARTLY_WRITTEN_OFF', 'WRITTEN_OFF'],
      authority: 'finance:audit',
    },
  ],
});

/** A sales or account owner's claim that (part of) a receipt flow pays their customer's contract (认领). */
export const financeReceiptClaimResource = defineResource({
  name: 'finance-receipt-claim',
  scope: 'global',
  schema: z.object({
    claimCode: code(40),
    flowCode: code(40),
    tenantId: tenantId.optional(),
    customerName: text(100),
    contractCode: code(40).optional(),
    orderCode: code(40).optional(),
    claimAmount: money,
    claimant: text(50),
    claimDate: date,
    claimStatus: z.enum(receiptClaimStatuses),
    confirmedBy: optionalText(50),
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'claimCode',
  keyword: ['claimCode', 'flowCode', 'customerName', 'contractCode'],
  filters: {
    flowCode: 'eq',
    tenantId: 'eq',
    contractCode: 'eq',
    claimStatus: 'in',
    claimant: 'contains',
    claimDate: 'range',
  },
  sortable: ['claimCode', 'claimDate', 'claimAmount'],
  unique: [['claimCode']],
  defaultSort: { field: 'claimDate', direction: 'desc' },
  guards: [{ field: 'claimStatus', values: ['CONFIRMED', 'REJECTED'], authority: 'finance:audit' }],
});

/** What customers owe on their contracts and orders (应收), and how much of it came in. */
export const financeReceivableResource = defineResource({
  name: 'finance-receivable',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    receivableCode: code(40),
    contractCode: code(40),
    orderCode: code(40).optional(),
    customerName: text(100),
    billingDate: date,
    dueDate: date,
    receivableAmount: money,
    receivedAmount: money.default(0),
    currencyCode,
    receivableStatus: z.enum(receivableStatuses),
    owner: text(50),
    lastReceiptDate: date.optional(),
    writeOffReason: optionalText(200),
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'receivableCode',
  keyword: ['receivableCode', 'contractCode', 'orderCode', 'customerName'],
  filters: {
    tenantId: 'eq',
    contractCode: 'eq',
    orderCode: 'eq',
    receivableStatus: 'in',
    owner: 'contains',
    dueDate: 'range',
    receivableAmount: 'range',
  },
  sortable: ['receivableCode', 'billingDate', 'dueDate', 'receivableAmount', 'receivedAmount'],
  unique: [['receivableCode']],
  defaultSort: { field: 'dueDate', direction: 'asc' },
  guards: [{ field: 'receivableStatus', values: ['WRITTEN_OFF'], authority: 'finance:audit' }],
});

export const grossProfitPeriodTypes = ['MONTH', 'QUARTER', 'YEAR'] as const;

/** A tenant's gross profit over a period: recognised revenue less the costs of serving it. */
export const grossProfitCalculationResource = defineResource({
  name: 'gross-profit-calculation',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    periodType: z.enum(grossProfitPeriodTypes),
    periodStart: date,
    periodEnd: date,
    productLine: optionalText(50),
    revenueAmount: money,
    cloudCost: money,
    serviceCost: money,
    channelCost: money,
    otherCost: money.default(0),
    totalCost: money,
    grossProfit: money,
    /** Gross profit over revenue, in percent; negative when the tenant costs more than it pays. */
    grossMargin: z.number().min(-10_000).max(100),
    currencyCode,
    calculationStatus: z.enum(grossProfitStatuses),
    calculatedBy: optionalText(50),
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:report', write: 'finance:write' },
  title: 'periodStart',
  keyword: ['productLine', 'calculatedBy'],
  filters: {
    tenantId: 'eq',
    periodType: 'eq',
    calculationStatus: 'in',
    periodStart: 'range',
    grossMargin: 'range',
    revenueAmount: 'range',
  },
  sortable: ['periodStart', 'revenueAmount', 'totalCost', 'grossProfit', 'grossMargin'],
  unique: [['tenantId', 'periodType', 'periodStart']],
  defaultSort: { field: 'periodStart', direction: 'desc' },
  guards: [{ field: 'calculationStatus', values: ['CONFIRMED'], authority: 'finance:report' }],
});

export const heliosReportTypes = [
  'REVENUE',
  'ARR',
  'RENEWAL',
  'CHURN',
  'COLLECTION',
  'GROSS_PROFIT',
] as const;
export const heliosDimensions = ['TOTAL', 'PRODUCT_LINE', 'REGION', 'TENANT_GROUP', 'OWNER'] as const;

/** Snapshots of the Helios business analysis: the figures of a period, frozen when they were reported. */
export const heliosAnalysisReportResource = defineResource({
  name: 'helios-analysis-report',
  scope: 'global',
  schema: z.object({
    reportCode: code(40),
    reportName: text(100),
    reportType: z.enum(heliosReportTypes),
    dimension: z.enum(heliosDimensions),
    /** The value of the dimension the figures are for (a product line, a region...); empty for TOTAL. */
    dimensionValue: optionalText(60),
    periodStart: date,
    periodEnd: date,
    snapshotDate: date,
    newContractAmount: money,
    renewalAmount: money,
    revenueAmount: money,
    collectedAmount: money,
    arrAmount: money,
    activeTenants: z.number().int().min(0).max(1_000_000),
    renewalRate: percent,
    churnRate: percent,
    generatedBy: text(50),
    summary: optionalText(2000),
  }),
  permissions: { read: 'finance:report', write: 'finance:report' },
  title: 'reportName',
  keyword: ['reportName', 'reportCode', 'dimensionValue'],
  filters: {
    reportType: 'in',
    dimension: 'eq',
    snapshotDate: 'range',
    periodStart: 'range',
  },
  sortable: ['reportCode', 'snapshotDate', 'periodStart', 'revenueAmount', 'arrAmount'],
  unique: [['reportCode']],
  defaultSort: { field: 'snapshotDate', direction: 'desc' },
});

export const forestEnergyScenes = [
  'TRAIN_TRAVEL',
  'E_INVOICE',
  'PAPERLESS_REIMBURSEMENT',
  'CAR_POOLING',
  'ONLINE_MEETING',
] as const;

/**
 * Forest energy (蚂蚁森林 green energy) granted to tenants' employees for low-carbon choices:
 * the train instead of a flight, e-invoices, paperless claims. Queried, not edited.
 */
export const forestEnergyRecordResource = defineResource({
  name: 'forest-energy-record',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    recordCode: code(40),
    employeeName: text(60),
    employeeID: code(32).optional(),
    scene: z.enum(forestEnergyScenes),
    /** The document or booking that earned it. */
    businessCode: code(40).optional(),
    energyPoints: z.number().int().min(1).max(100_000),
    carbonReductionGrams: z.number().int().min(0).max(100_000_000),
    grantDate: date,
    grantStatus: z.enum(forestEnergyGrantStatuses),
    /** The employee's Alipay account, masked as Alipay shows it. */
    alipayAccount: optionalText(60),
    failReason: optionalText(200),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'recordCode',
  keyword: ['recordCode', 'employeeName', 'employeeID', 'businessCode'],
  filters: {
    tenantId: 'eq',
    scene: 'in',
    grantStatus: 'in',
    employeeID: 'eq',
    grantDate: 'range',
  },
  sortable: ['recordCode', 'grantDate', 'energyPoints', 'carbonReductionGrams'],
  unique: [['recordCode']],
  defaultSort: { field: 'grantDate', direction: 'desc' },
});

/**
 * The provider's output VAT invoices as finance books them (invoice-management-finance): issued by
 * one of its organisations to a customer, audited against the contract and order.
 */
export const financeInvoiceResource = defineResource({
  name: 'finance-invoice',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The invoice number: 20 digits for fully digital invoices, 8 for paper ones. */
    invoiceNo: z.string().regex(/^(\d{8}|\d{20})$/, ValidationMessage.CODE),
    /** The 10- or 12-digit code of a paper invoice. */
    invoiceCode: z
      .string()
      .regex(/^(\d{10}|\d{12})$/, ValidationMessage.CODE)
      .optional(),
    invoiceType: z.enum(invoiceTypes),
    issuingOrgCode: code(32),
    buyerName: text(100),
    buyerTaxNumber: taxNumber.optional(),
    taxpayerKind: z.enum(taxpayerKinds),
    contractCode: code(40),
    orderCode: code(40).optional(),
    /** The invoice request it answers. */
    invoiceApplyCode: code(40).optional(),
    amountExcludingTax: money,
    taxRate,
    taxAmount: money,
    totalAmount: money,
    invoiceDate: date,
    drawer: text(50),
    invoiceStatus: z.enum(invoiceStatuses),
    auditStatus: z.enum(invoiceAuditStatuses),
    /** The accounting voucher the revenue was booked with. */
    voucherNo: code(40).optional(),
    /** For a red-letter invoice: the number of the invoice it reverses, and why. */
    originalInvoiceNo: optionalText(20),
    redFlushReason: optionalText(200),
  }),
  permissions: { read: 'finance:read', write: 'finance:audit' },
  title: 'invoiceNo',
  keyword: ['invoiceNo', 'buyerName', 'contractCode', 'orderCode'],
  filters: {
    tenantId: 'eq',
    invoiceNo: 'eq',
    invoiceType: 'in',
    issuingOrgCode: 'eq',
    taxpayerKind: 'eq',
    contractCode: 'eq',
    orderCode: 'eq',
    invoiceStatus: 'in',
    auditStatus: 'in',
    invoiceDate: 'range',
    totalAmount: 'range',
  },
  sortable: ['invoiceNo', 'invoiceDate', 'totalAmount', 'amountExcludingTax'],
  unique: [['invoiceNo']],
  defaultSort: { field: 'invoiceDate', direction: 'desc' },
  guards: [{ field: 'auditStatus', values: ['AUDITED', 'REJECTED'], authority: 'finance:audit' }],
});

/**
 * The invoices customers ask for on their orders (invoice-management): raised by the business side
 * with the title, tax details and mailing address, then issued by finance.
 */
export const invoiceResource = defineResource({
  name: 'invoice',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    invoiceApplyCode: code(40),
    contractCode: code(40),
    orderCode: code(40).optional(),
    /** The invoice title (抬头): the buyer's registered name. */
    invoiceTitle: text(100),
    buyerTaxNumber: taxNumber.optional(),
    taxpayerKind: z.enum(taxpayerKinds),
    invoiceType: z.enum(invoiceTypes),
    /** What the invoice says was sold, e.g. *信息技术服务*软件服务费. */
    invoiceContent: text(100),
    amountIncludingTax: money,
    taxRate,
    currencyCode,
    applicant: text(50),
    applyDate: date,
    invoiceStatus: z.enum(invoiceStatuses),
    invoiceNo: optionalText(20),
    invoiceDate: date.optional(),
    recipientName: optionalText(50),
    recipientMobile: mobile.optional(),
    recipientEmail: email.optional(),
    recipientAddress: optionalText(200),
    mailingStatus: z.enum(receiptMailingStatuses).default('NOT_MAILED'),
    expressNo: optionalText(40),
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'invoiceApplyCode',
  keyword: ['invoiceApplyCode', 'invoiceTitle', 'contractCode', 'orderCode', 'invoiceNo'],
  filters: {
    tenantId: 'eq',
    contractCode: 'eq',
    orderCode: 'eq',
    invoiceType: 'in',
    taxpayerKind: 'eq',
    invoiceStatus: 'in',
    mailingStatus: 'eq',
    applicant: 'contains',
    applyDate: 'range',
    amountIncludingTax: 'range',
  },
  sortable: ['invoiceApplyCode', 'applyDate', 'invoiceDate', 'amountIncludingTax'],
  unique: [['invoiceApplyCode']],
  defaultSort: { field: 'applyDate', direction: 'desc' },
  guards: [{ field: 'invoiceStatus', values: ['RED_FLUSHED'], authority: 'finance:audit' }],
});

export const financeMetaTypes = [
  'TAX_RATE',
  'TAX_CATEGORY',
  'ACCOUNTING_SUBJECT',
  'SETTLEMENT_METHOD',
  'PAYMENT_TERM',
  'COST_CATEGORY',
  'INVOICE_CONTENT',
] as const;

/** The code lists finance works with: tax rates, tax categories, accounting subjects, payment terms... */
export const financeMetadataItemResource = defineResource({
  name: 'finance-metadata-item',
  scope: 'global',
  schema: z.object({
    metaType: z.enum(financeMetaTypes),
    itemCode: code(40),
    itemName: text(100),
    itemNameEn: optionalText(100),
    /** The item's value where it has one: a rate, a number of days. */
    itemValue: optionalText(100),
    parentCode: code(40).optional(),
    sortOrder: z.number().int().min(0).max(9999).default(0),
    description: optionalText(500),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'itemName',
  keyword: ['itemName', 'itemCode', 'itemNameEn'],
  filters: { metaType: 'eq', itemCode: 'eq', parentCode: 'eq', enabled: 'eq' },
  sortable: ['metaType', 'itemCode', 'itemName', 'sortOrder'],
  unique: [['metaType', 'itemCode']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  importable: true,
});

/** The lines of an order: which catalogue products, how many, at what price, for which term. */
export const orderLineResource = defineResource({
  name: 'order-line',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    orderCode: code(40),
    lineNo: z.number().int().min(1).max(999),
    productCode: code(32),
    productName: text(100),
    orderLargeCategory: z.enum(orderLargeCategories),
    quantity: z.number().int().min(1).max(1_000_000),
    unit: text(10),
    listPrice: money,
    unitPrice: money,
    /** Quantity × unit price (× years for subscriptions): what the line costs the customer. */
    amount: money,
    taxRate,
    effectiveDate: date,
    expireDate: date,
    remark: optionalText(200),
  }),
  permissions: { read: 'order:read', write: 'order:write' },
  title: 'productName',
  keyword: ['productName', 'productCode', 'orderCode'],
  filters: { tenantId: 'eq', orderCode: 'eq', productCode: 'eq', orderLargeCategory: 'in' },
  sortable: ['orderCode', 'lineNo', 'amount'],
  unique: [['orderCode', 'lineNo']],
  defaultSort: { field: 'lineNo', direction: 'asc' },
});

/** The resources of this area of the console, by name. */
export const financeAreaResources = {
  'finance-collection-plan': financeCollectionPlanResource,
  'finance-inventory-item': financeInventoryItemResource,
  'finance-organization': financeOrganizationResource,
  'finance-partner': financePartnerResource,
  'finance-product': financeProductResource,
  'finance-catalogue-product': financeCatalogueProductResource,
  'finance-project': financeProjectResource,
  'finance-receipt-flow': financeReceiptFlowResource,
  'finance-receipt-claim': financeReceiptClaimResource,
  'finance-receivable': financeReceivableResource,
  'gross-profit-calculation': grossProfitCalculationResource,
  'helios-analysis-report': heliosAnalysisReportResource,
  'forest-energy-record': forestEnergyRecordResource,
  'finance-invoice': financeInvoiceResource,
  invoice: invoiceResource,
  'finance-metadata-item': financeMetadataItemResource,
  'order-line': orderLineResource,
} as const satisfies Record<string, ResourceDescriptor>;
