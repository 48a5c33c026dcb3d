import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { ValidationMessage, type ValidationMessageId } from '../../constants/validation';
import { financeAreaResources, orderResource } from './finance';

type Name = keyof typeof financeAreaResources;
type Sample<N extends Name> = z.input<(typeof financeAreaResources)[N]['schema']>;

/** One record each resource accepts. */
const valid: { [N in Name]: Sample<N> } = {
  'crm-customer': { customerCode: 'C-001', customerName: 'Acme Group', lifeStatus: 'SIGNED' },
  order: {
    tenantId: 1,
    orderCode: 'DD-2025-001',
    contractCode: 'HT-2025-001',
    businessType: 'SAAS',
    orderType: 'NEW_PURCHASE',
    contractProductName: 'Expense cloud',
    buyCount: 100,
    actualAmount: 60_000,
    effectiveDate: '2025-02-01',
    expireDate: '2026-01-31',
    orderStatus: 'PAID',
  },
  'pre-open-order': { tenantId: 1, serviceTypeName: 'Travel', apportionQty: 10, apportionAmount: 99.99 },
  'finance-collection-plan': {
    tenantId: 1,
    planCode: 'HK-HT202500001-01',
    planKind: 'STANDARD',
    contractCode: 'HT202500001',
    customerName: '上海云帆科技有限公司',
    installmentNo: 1,
    plannedDate: '2025-03-31',
    plannedAmount: 120_000,
    currencyCode: 'CNY',
    collectionStatus: 'NOT_DUE',
    owner: '王磊',
  },
  'finance-inventory-item': {
    itemCode: 'INV-SCAN-01',
    itemName: '票据扫描仪',
    category: 'HARDWARE',
    unit: '台',
    warehouse: '上海仓',
    quantityOnHand: 42,
    unitCost: 1850.5,
  },
  'finance-organization': {
    orgCode: 'ORG-SH',
    orgName: '上海汇联易信息科技有限公司',
    orgType: 'HEADQUARTERS',
    taxNumber: '91310115MA1H7XXX1Q',
    taxpayerKind: 'GENERAL',
    bankName: '招商银行上海分行',
    bankAccount: '1219 0876 5432 101',
    currencyCode: 'CNY',
  },
  'finance-partner': {
    partnerCode: 'PT-001',
    partnerName: '杭州数策信息服务有限公司',
    partnerType: 'CHANNEL',
    cooperationStart: '2023-01-01',
    commissionRate: 20,
    settlementCycle: 'QUARTERLY',
    partnerStatus: 'COOPERATING',
  },
  'finance-product': {
    productCode: 'FP-FK-STD',
    productName: '智能费控 标准版',
    productLine: '智能费控',
    productCategory: 'SUBSCRIPTION',
    pricingBasis: 'PER_SEAT_YEAR',
    unit: '用户·年',
    listPrice: 360,
    taxRate: 6,
    revenueRecognition: 'RATABLE',
  },
  'finance-catalogue-product': {
    productCode: 'SKU-FK-PRO',
    productName: '智能费控 专业版',
    productLine: '智能费控',
    orderLargeCategory: 'SOFTWARE',
    billingMode: 'SUBSCRIPTION',
    unit: '用户·年',
    listPrice: 680,
    floorPrice: 450,
    taxRate: 6,
    taxCategoryCode: '3040203000000000000',
    effectiveDate: '2025-01-01',
    saleStatus: 'ON_SALE',
  },
  'finance-project': {
    tenantId: 1,
    projectCode: 'PRJ-2025-001',
    projectName: '云帆科技费控实施',
    projectType: 'IMPLEMENTATION',
    projectManager: '陈静',
    startDate: '2025-02-01',
    plannedEndDate: '2025-05-31',
    contractAmount: 80_000,
    budgetCost: 48_000,
    projectStatus: 'IN_PROGRESS',
  },
  'finance-receipt-flow': {
    flowCode: 'CMB2025031200018',
    receiptDate: '2025-03-12',
    payerName: '上海云帆科技有限公司',
    receivingOrgCode: 'ORG-SH',
    receivingAccount: '121908765432101',
    amount: 60_000,
    currencyCode: 'CNY',
    receiptStatus: 'RECEIVED',
    writeOffStatus: 'NOT_WRITTEN_OFF',
  },
  'finance-receipt-claim': {
    claimCode: 'RL2025031200001',
    flowCode: 'CMB2025031200018',
    customerName: '上海云帆科技有限公司',
    claimAmount: 60_000,
    claimant: '王磊',
    claimDate: '2025-03-13',
    claimStatus: 'PENDING',
  },
  'finance-receivable': {
    tenantId: 1,
    receivableCode: 'YS-DD2025010100001',
    contractCode: 'HT202500001',
    customerName: '上海云帆科技有限公司',
    billingDate: '2025-01-01',
    dueDate: '2025-01-31',
    receivableAmount: 60_000,
    currencyCode: 'CNY',
    receivableStatus: 'OUTSTANDING',
    owner: '王磊',
  },
  'gross-profit-calculation': {
    tenantId: 1,
    periodType: 'MONTH',
    periodStart: '2025-01-01',
    periodEnd: '2025-01-31',
    revenueAmount: 10_000,
    cloudCost: 1200,
    serviceCost: 2500,
    channelCost: 0,
    totalCost: 3700,
    grossProfit: 6300,
    grossMargin: 63,
    currencyCode: 'CNY',
    calculationStatus: 'CALCULATED',
  },
  'helios-analysis-report': {
    reportCode: 'HA-2025Q1-REV',
    reportName: '2025 年一季度收入分析',
    reportType: 'REVENUE',
    dimension: 'TOTAL',
    periodStart: '2025-01-01',
    periodEnd: '2025-03-31',
    snapshotDate: '2025-04-02',
    newContractAmount: 1_200_000,
    renewalAmount: 800_000,
    revenueAmount: 1_500_000,
    collectedAmount: 1_300_000,
    arrAmount: 6_000_000,
    activeTenants: 420,
    renewalRate: 86.5,
    churnRate: 4.2,
    generatedBy: '财务分析组',
  },
  'forest-energy-record': {
    tenantId: 1,
    recordCode: 'FE2025031200001',
    employeeName: '李娜',
    scene: 'TRAIN_TRAVEL',
    energyPoints: 230,
    carbonReductionGrams: 23_000,
    grantDate: '2025-03-12',
    grantStatus: 'GRANTED',
  },
  'finance-invoice': {
    tenantId: 1,
    invoiceNo: '25312000000012345678',
    invoiceType: 'E_SPECIAL',
    issuingOrgCode: 'ORG-SH',
    buyerName: '上海云帆科技有限公司',
    buyerTaxNumber: '91310000MA1FL0XX1X',
    taxpayerKind: 'GENERAL',
    contractCode: 'HT202500001',
    amountExcludingTax: 56_603.77,
    taxRate: 6,
    taxAmount: 3396.23,
    totalAmount: 60_000,
    invoiceDate: '2025-03-15',
    drawer: '赵敏',
    invoiceStatus: 'ISSUED',
    auditStatus: 'PENDING_AUDIT',
  },
  invoice: {
    tenantId: 1,
    invoiceApplyCode: 'KP2025031400001',
    contractCode: 'HT202500001',
    invoiceTitle: '上海云帆科技有限公司',
    taxpayerKind: 'SMALL_SCALE',
    invoiceType: 'E_GENERAL',
    invoiceContent: '*信息技术服务*软件服务费',
    amountIncludingTax: 60_000,
    taxRate: 6,
    currencyCode: 'CNY',
    applicant: '王磊',
    applyDate: '2025-03-14',
    invoiceStatus: 'DRAFT',
  },
  'finance-metadata-item': {
    metaType: 'TAX_RATE',
    itemCode: 'VAT6',
    itemName: '增值税 6%',
    itemValue: '6',
  },
  'order-line': {
    tenantId: 1,
    orderCode: 'DD2025010100001',
    lineNo: 1,
    productCode: 'SKU-FK-PRO',
    productName: '智能费控 专业版',
    orderLargeCategory: 'SOFTWARE',
    quantity: 200,
    unit: '用户·年',
    listPrice: 680,
    unitPrice: 544,
    amount: 108_800,
    taxRate: 6,
    effectiveDate: '2025-01-01',
    expireDate: '2025-12-31',
  },
};

/**
 * A change that breaks the record, and the field the refusal names (with the message id of the
 * resource's own check, where the change breaks one).
 */
const invalid: {
  [N in Name]: { change: Record<string, unknown>; field: string; message?: ValidationMessageId };
} = {
  'crm-customer': {
    change: { customerCode: '-C001' },
    field: 'customerCode',
    message: ValidationMessage.CODE,
  },
  order: { change: { expireDate: '2026-1-31' }, field: 'expireDate', message: ValidationMessage.DATE },
  'pre-open-order': {
    change: { apportionAmount: 0.123 },
    field: 'apportionAmount',
    message: ValidationMessage.MONEY,
  },
  'finance-collection-plan': { change: { planKind: 'MONTHLY' }, field: 'planKind' },
  'finance-inventory-item': { change: { quantityOnHand: -1 }, field: 'quantityOnHand' },
  'finance-organization': { change: { taxNumber: '12345' }, field: 'taxNumber' },
  'finance-partner': { change: { commissionRate: 120 }, field: 'commissionRate' },
  'finance-product': { change: { listPrice: 1.005 }, field: 'listPrice' },
  'finance-catalogue-product': { change: { taxCategoryCode: '30402' }, field: 'taxCategoryCode' },
  'finance-project': { change: { startDate: '2025/02/01' }, field: 'startDate' },
  'finance-receipt-flow': { change: { receiptStatus: 'MAILED' }, field: 'receiptStatus' },
  'finance-receipt-claim': { change: { claimCode: 'RL 001' }, field: 'claimCode' },
  'finance-receivable': { change: { receivableStatus: 'PAID' }, field: 'receivableStatus' },
  'gross-profit-calculation': { change: { grossMargin: 101 }, field: 'grossMargin' },
  'helios-analysis-report': { change: { activeTenants: 1.5 }, field: 'activeTenants' },
  'forest-energy-record': { change: { energyPoints: 0 }, field: 'energyPoints' },
  'finance-invoice': { change: { invoiceNo: '12345' }, field: 'invoiceNo' },
  invoice: { change: { currencyCode: 'rmb' }, field: 'currencyCode' },
  'finance-metadata-item': { change: { metaType: 'BANK' }, field: 'metaType' },
  'order-line': { change: { quantity: 0 }, field: 'quantity' },
};

describe('finance area resources', () => {
  for (const name of Object.keys(financeAreaResources) as Name[]) {
    const resource = financeAreaResources[name];

    test(`${name} accepts a valid record`, () => {
      const result = resource.schema.safeParse(valid[name]);
      expect(result.error?.issues).toBeUndefined();
    });

    test(`${name} refuses a record with a bad ${invalid[name].field}`, () => {
      const result = resource.schema.safeParse({ ...valid[name], ...invalid[name].change });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([invalid[name].field]);
      const { message } = invalid[name];
      if (message) expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
    });
  }

  test('every tenant-scoped resource carries a tenantId', () => {
    for (const resource of Object.values(financeAreaResources)) {
      if (resource.scope === 'tenant') expect(resource.shape).toHaveProperty('tenantId');
    }
  });

  test('a receipt flow defaults to not mailed and nothing written off', () => {
    const parsed = financeAreaResources['finance-receipt-flow'].schema.parse(valid['finance-receipt-flow']);
    expect(parsed.mailingStatus).toBe('NOT_MAILED');
    expect(parsed.writtenOffAmount).toBe(0);
  });
});

describe('the order', () => {
  const order = valid.order;

  test('is in CNY unless another ISO 4217 code is given', () => {
    expect(orderResource.schema.parse(order).currencyCode).toBe('CNY');
    expect(orderResource.schema.parse({ ...order, currencyCode: 'USD' }).currencyCode).toBe('USD');
    const lower = orderResource.schema.safeParse({ ...order, currencyCode: 'usd' });
    expect(lower.error?.issues.map((issue) => issue.message)).toEqual([ValidationMessage.CURRENCY_CODE]);
  });

  test('takes the large categories of its lines and a service type code', () => {
    const lineCategories = financeAreaResources['order-line'].shape.orderLargeCategory.options;
    for (const category of lineCategories)
      expect(orderResource.schema.safeParse({ ...order, orderLargeCategory: category }).success).toBe(true);
    expect(orderResource.schema.safeParse({ ...order, orderLargeCategory: 'HARDWARE' }).success).toBe(false);
    const service = orderResource.schema.safeParse({ ...order, serviceTypeCode: 'EXPENSE CLAIM' });
    expect(service.error?.issues.map((issue) => issue.message)).toEqual([ValidationMessage.CODE]);
  });
});
