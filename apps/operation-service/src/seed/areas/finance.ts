import {
  financeCatalogueProductResource,
  financeCollectionPlanResource,
  financeInventoryItemResource,
  financeInvoiceResource,
  financeMetadataItemResource,
  financeOrganizationResource,
  financePartnerResource,
  financeProductResource,
  financeProjectResource,
  financeReceiptClaimResource,
  financeReceiptFlowResource,
  financeReceivableResource,
  forestEnergyRecordResource,
  grossProfitCalculationResource,
  heliosAnalysisReportResource,
  invoiceResource,
  orderLineResource,
  type orderResource,
} from '@opsdesk/api';
import type { z } from 'zod';
import { must } from '../../must';
import { banks, catalogue, channelPartners, products, type CatalogueEntry } from '../data/business';
import { planCommerce } from '../generate/commerce';
import { SeedContext } from '../generate/context';
import { drawName } from '../generate/people';
import { step, type PlannedRow, type PlannedStep, type SeedFields } from '../generate/plan';
import { tenantKey, type TenantSketch } from '../generate/tenants';
import {
  addDays,
  addMonths,
  dateAfter,
  daysBetween,
  instantAfter,
  money,
  unifiedSocialCreditCode,
} from '../generate/values';
// A cycle (world imports this file): `scales` is only read when the plan is drawn, long after both load.
import { scales, type SeedScale } from '../generate/world';

type Fields<R extends { schema: z.ZodObject }> = SeedFields<R['schema']>;
type OrderRow = PlannedRow<SeedFields<typeof orderResource.schema>>;

interface Sizes {
  readonly collectionContracts: number;
  readonly zhenxuanTenants: number;
  readonly zhenxuanMonths: number;
  readonly orders: number;
  readonly unclaimedFlows: number;
  readonly projects: number;
  readonly profitTenants: number;
  readonly profitMonths: number;
  readonly heliosQuarters: number;
  readonly energyTenants: number;
  readonly energyPerTenant: number;
  readonly partners: number;
  readonly inventoryItems: number;
  /** Reference lists (metadata, products) are cut to this many records, or kept whole. */
  readonly referenceCap: number;
}

const sizesOf: Readonly<Record<SeedScale, Sizes>> = {
  demo: {
    collectionContracts: 40,
    zhenxuanTenants: 10,
    zhenxuanMonths: 6,
    orders: 140,
    unclaimedFlows: 16,
    projects: 45,
    profitTenants: 12,
    profitMonths: 6,
    heliosQuarters: 6,
    energyTenants: 10,
    energyPerTenant: 12,
    partners: 20,
    inventoryItems: 32,
    referenceCap: Number.POSITIVE_INFINITY,
  },
  test: {
    collectionContracts: 2,
    zhenxuanTenants: 1,
    zhenxuanMonths: 3,
    orders: 5,
    unclaimedFlows: 3,
    projects: 3,
    profitTenants: 2,
    profitMonths: 2,
    heliosQuarters: 1,
    energyTenants: 2,
    energyPerTenant: 2,
    partners: 4,
    inventoryItems: 4,
    referenceCap: 6,
  },
};

/**
 * The contracts and orders the seed writes, drawn again: planCommerce draws each tenant from its own
 * fork of the seed's stream, so a fresh context with the same seed gives the same codes, amounts and
 * statuses. It draws nothing from `context.rng`, and writes nothing into `context`.
 */
function seededCommerce(context: SeedContext, tenants: readonly TenantSketch[], scale: SeedScale) {
  const replay = new SeedContext(context.now, context.rng.seed);
  const contractTotal = scales[scale].contractTotal;
  return planCommerce(replay, tenants, {
    customers: 0,
    owners: ['—'],
    ...(contractTotal && { contractTotal }),
  });
}

// The provider's legal entities: codes, names, types, city adCodes, taxpayer kinds.
const organisations = [
  [
    'ORG-HZ',
    '杭州奥普台科技有限公司',
    'HEADQUARTERS',
    '330100',
    'GENERAL',
    '浙江省杭州市滨江区长河街道江南大道 3888 号',
  ],
  [
    'ORG-SH',
    '上海奥普台信息技术有限公司',
    'SUBSIDIARY',
    '310100',
    'GENERAL',
    '上海市浦东新区张江高科技园区碧波路 690 号',
  ],
  [
    'ORG-BJ',
    '杭州奥普台科技有限公司北京分公司',
    'BRANCH',
    '110100',
    'GENERAL',
    '北京市海淀区中关村软件园二期 12 号楼',
  ],
  [
    'ORG-SZ',
    '杭州奥普台科技有限公司深圳分公司',
    'BRANCH',
    '440300',
    'GENERAL',
    '深圳市南山区粤海街道科技园科苑路 15 号',
  ],
  [
    'ORG-CD',
    '成都奥普台技术服务有限公司',
    'SUBSIDIARY',
    '510100',
    'SMALL_SCALE',
    '成都市高新区天府大道中段 1268 号',
  ],
  // Sales branches: customers want invoices from an entity in their own city.
  ...(
    [
      ['GZ', '广州', '440100', '广州市天河区珠江新城华夏路 10 号'],
      ['WH', '武汉', '420100', '武汉市东湖高新区光谷大道 77 号'],
      ['NJ', '南京', '320100', '南京市建邺区江东中路 359 号'],
      ['XA', '西安', '610100', '西安市雁塔区高新路 52 号'],
      ['CQ', '重庆', '500100', '重庆市渝北区金开大道 1600 号'],
      ['TJ', '天津', '120100', '天津市滨海新区第三大街 16 号'],
      ['SU', '苏州', '320500', '苏州工业园区星湖街 328 号'],
      ['XM', '厦门', '350200', '厦门市思明区软件园二期观日路 24 号'],
      ['QD', '青岛', '370200', '青岛市崂山区海尔路 180 号'],
      ['CS', '长沙', '430100', '长沙市岳麓区麓谷大道 627 号'],
    ] as const
  ).map(
    ([code, city, adCode, address]) =>
      [`ORG-${code}`, `杭州奥普台科技有限公司${city}分公司`, 'BRANCH', adCode, 'GENERAL', address] as const,
  ),
] as const;

const catalogueByName = new Map(catalogue.map((entry) => [entry.name, entry]));

const taxCategoryOf = (category: CatalogueEntry['category']) =>
  category === 'SERVICE'
    ? '3040201990000000000'
    : category === 'RESOURCE'
      ? '3040205000000000000'
      : '3040203000000000000';

// Finance's staff: collectors, drawers, analysts.
const financeStaff = ['赵敏', '钱晓红', '孙丽', '周凯', '吴倩', '郑浩', '冯雪', '陈静'];
const projectManagers = ['刘洋', '黄志强', '林峰', '何佳', '罗斌', '谢婷'];

/** Banks' serial-number prefixes for the flows received at them. */
const bankPrefixes = ['CMB', 'ICBC', 'CCB', 'BOC', 'ABC', 'BOCOM'];

// prettier-ignore
const partnerNames: readonly (readonly [string, 'CHANNEL' | 'RESELLER' | 'SUPPLIER' | 'TECHNOLOGY'])[] = [
  ...channelPartners.map((name) => [name, 'CHANNEL'] as const),
  ['成都蜀信软件有限公司', 'RESELLER'], ['武汉楚云信息技术有限公司', 'RESELLER'], ['南京金陵数科有限公司', 'RESELLER'],
  ['西安秦岭数码科技有限公司', 'RESELLER'], ['苏州姑苏企服软件有限公司', 'RESELLER'], ['青岛海岸软件有限公司', 'RESELLER'],
  ['厦门鹭岛信息技术有限公司', 'RESELLER'], ['长沙麓山软件有限公司', 'RESELLER'],
  ['云栖计算服务（杭州）有限公司', 'SUPPLIER'], ['蓝信通短信服务有限公司', 'SUPPLIER'], ['智票识别科技有限公司', 'SUPPLIER'],
  ['捷达商旅票务服务有限公司', 'SUPPLIER'], ['顺达速运有限公司', 'SUPPLIER'],
  ['北京慧眼视觉科技有限公司', 'TECHNOLOGY'], ['深圳数联电子发票服务有限公司', 'TECHNOLOGY'], ['上海睿档信息技术有限公司', 'TECHNOLOGY'],
];

// prettier-ignore
const inventoryTemplates = [
  ['HW-S200', '票据扫描仪', 'HARDWARE', 'S200 双面 40 页/分钟', '台', 1850],
  ['HW-S600', '高速票据扫描仪', 'HARDWARE', 'S600 双面 80 页/分钟', '台', 4200],
  ['HW-UKEY', '税务 UKey', 'HARDWARE', '数字证书介质', '个', 120],
  ['HW-PRN', '发票打印机', 'HARDWARE', '针式 24 针', '台', 1380],
  ['RP-CHK', '发票查验包', 'RESOURCE_PACK', '1 万次/包', '包', 2600],
  ['RP-OCR', 'OCR 识别包', 'RESOURCE_PACK', '10 万次/包', '包', 5200],
  ['RP-SMS', '短信包', 'RESOURCE_PACK', '10 万条/包', '包', 2900],
  ['LC-ERP', 'ERP 接口许可', 'LICENCE', '用友/金蝶标准接口', '套', 9000],
  ['CS-PASTE', '票据粘贴单', 'CONSUMABLE', 'A4 100 张/本', '本', 6.5],
  ['CS-BOX', '会计档案盒', 'CONSUMABLE', '牛皮纸 5cm', '个', 4.8],
  ['CS-BOOK', '培训教材', 'CONSUMABLE', '费控实施手册 v5', '本', 35],
] as const;
const warehouses = [
  ['HZ', '杭州总仓'],
  ['SH', '上海仓'],
  ['BJ', '北京仓'],
  ['SZ', '深圳仓'],
] as const;

// prettier-ignore
const metadata: readonly (readonly [
  Fields<typeof financeMetadataItemResource>['metaType'], string, string, string, string?, string?,
])[] = [
  ['TAX_RATE', 'VAT13', '增值税 13%', 'VAT 13%', '13'], ['TAX_RATE', 'VAT9', '增值税 9%', 'VAT 9%', '9'],
  ['TAX_RATE', 'VAT6', '增值税 6%', 'VAT 6%', '6'], ['TAX_RATE', 'VAT3', '增值税 3%（小规模）', 'VAT 3% (small-scale)', '3'],
  ['TAX_RATE', 'VAT1', '增值税 1%（小规模减按）', 'VAT 1% (small-scale, reduced)', '1'], ['TAX_RATE', 'VAT0', '免税', 'Exempt', '0'],
  ['TAX_CATEGORY', '3040203000000000000', '信息系统服务', 'Information system services'],
  ['TAX_CATEGORY', '3040201990000000000', '其他软件服务', 'Other software services'],
  ['TAX_CATEGORY', '3040205000000000000', '信息系统增值服务', 'Value-added IT services'],
  ['TAX_CATEGORY', '3070201000000000000', '教育培训服务', 'Training services'],
  ['TAX_CATEGORY', '1090511000000000000', '扫描仪', 'Scanners'],
  ['ACCOUNTING_SUBJECT', '1002', '银行存款', 'Cash at bank'],
  ['ACCOUNTING_SUBJECT', '1122', '应收账款', 'Accounts receivable'],
  ['ACCOUNTING_SUBJECT', '2203', '合同负债', 'Contract liabilities'],
  ['ACCOUNTING_SUBJECT', '2221', '应交税费', 'Taxes payable'],
  ['ACCOUNTING_SUBJECT', '222101', '应交增值税（销项税额）', 'Output VAT payable', undefined, '2221'],
  ['ACCOUNTING_SUBJECT', '6001', '主营业务收入', 'Main business revenue'],
  ['ACCOUNTING_SUBJECT', '600101', '软件订阅收入', 'Subscription revenue', undefined, '6001'],
  ['ACCOUNTING_SUBJECT', '600102', '专业服务收入', 'Professional services revenue', undefined, '6001'],
  ['ACCOUNTING_SUBJECT', '600103', '资源包收入', 'Resource pack revenue', undefined, '6001'],
  ['ACCOUNTING_SUBJECT', '6401', '主营业务成本', 'Cost of main business'],
  ['ACCOUNTING_SUBJECT', '640101', '云资源成本', 'Cloud cost', undefined, '6401'],
  ['ACCOUNTING_SUBJECT', '640102', '实施与服务成本', 'Delivery cost', undefined, '6401'],
  ['ACCOUNTING_SUBJECT', '6601', '销售费用', 'Selling expenses'],
  ['ACCOUNTING_SUBJECT', '660105', '渠道佣金', 'Channel commission', undefined, '6601'],
  ['SETTLEMENT_METHOD', 'BANK_TRANSFER', '银行转账', 'Bank transfer'],
  ['SETTLEMENT_METHOD', 'ALIPAY', '支付宝', 'Alipay'], ['SETTLEMENT_METHOD', 'WECHAT_PAY', '微信支付', 'WeChat Pay'],
  ['SETTLEMENT_METHOD', 'ACCEPTANCE_BILL', '银行承兑汇票', 'Bank acceptance bill'],
  ['PAYMENT_TERM', 'PREPAID', '预付 100%', '100% in advance', '0'], ['PAYMENT_TERM', 'NET30', '开票后 30 天', '30 days after invoice', '30'],
  ['PAYMENT_TERM', 'NET60', '开票后 60 天', '60 days after invoice', '60'],
  ['PAYMENT_TERM', 'SPLIT_433', '分期 4-3-3', 'Instalments 40/30/30', '30'],
  ['COST_CATEGORY', 'CLOUD', '云资源', 'Cloud resources'], ['COST_CATEGORY', 'LABOUR', '人力成本', 'Labour'],
  ['COST_CATEGORY', 'CHANNEL', '渠道佣金', 'Channel commission'], ['COST_CATEGORY', 'THIRD_PARTY', '第三方服务', 'Third-party services'],
  ['INVOICE_CONTENT', 'SOFTWARE_FEE', '*信息技术服务*软件服务费', 'IT services — software fee'],
  ['INVOICE_CONTENT', 'TECH_FEE', '*信息技术服务*技术服务费', 'IT services — technical service fee'],
  ['INVOICE_CONTENT', 'SYSTEM_FEE', '*信息技术服务*信息系统服务费', 'IT services — information system fee'],
  ['INVOICE_CONTENT', 'TRAINING_FEE', '*现代服务*培训费', 'Modern services — training fee'],
];

const years = (from: string, to: string) => Math.max(1, Math.round(daysBetween(from, addDays(to, 1)) / 365));
const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const monthEnd = (start: string) => addDays(addMonths(start, 1), -1);

/**
 * An amount of money from cents that the shared money check accepts. That check compares
 * `value * 100` with its rounding at six decimals, which floating point misses for some amounts of
 * ten million yuan and more (77,420,177.85 × 100 = 7,742,017,784.999999): those move by a cent.
 */
function cash(cents: number): number {
  let rounded = Math.round(cents);
  while (!financeReceivableResource.shape.receivableAmount.safeParse(money(rounded)).success) rounded += 1;
  return money(rounded);
}

/** Splits `cents` in parts of the given weights, the last part taking what rounding left. */
function split(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  let left = cents;
  return weights.map((weight, index) => {
    const part = index === weights.length - 1 ? left : Math.round((cents * weight) / total);
    left -= part;
    return part;
  });
}

/** The part of an order's amount earned between `from` and `to`: spread evenly over its term. */
function earned(order: OrderRow['data'], from: string, to: string): number {
  const start = maxDate(order.effectiveDate, from);
  const end = minDate(order.expireDate, to);
  if (end < start) return 0;
  const term = daysBetween(order.effectiveDate, addDays(order.expireDate, 1));
  return Math.round((order.actualAmount * 100 * daysBetween(start, addDays(end, 1))) / Math.max(1, term));
}

/**
 * The records of the finance area's resources (see @opsdesk/api's resources/areas/finance.ts),
 * except those `generate/` plans (areaChecks.ts's `plannedInGenerate`).
 */
export function planFinanceArea(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  scale: SeedScale,
): PlannedStep[] {
  const rng = context.rng.fork('area:finance');
  const size = sizesOf[scale];
  const today = dateAfter(context.now, 0);
  const tenantOf = new Map(tenants.map((tenant) => [tenant.key, tenant]));
  const commerce = seededCommerce(context, tenants, scale);
  const contractOf = new Map(commerce.contracts.map((row) => [row.data.contractCode, row]));
  const signed = commerce.contracts.filter(
    (row) => row.data.contractStatus !== 'DRAFT' && row.data.totalAmount > 0 && row.refs?.tenantId,
  );
  const billable = commerce.orders.filter((row) => row.data.actualAmount > 0 && row.refs?.tenantId);
  const customerOf = (contractCode: string) => contractOf.get(contractCode)?.data.signContractCustomer ?? '—';
  const orgCodes = organisations.map(([code]) => code);
  /**
   * A reference list cut to the scale's cap: the entries other records name (kept whatever the cap),
   * then the others in order while there is room; in the list's order.
   */
  const cut = <T>(rows: readonly T[], named: (row: T) => boolean = () => false): T[] => {
    let room = size.referenceCap - rows.filter(named).length;
    return rows.filter((row) => named(row) || room-- > 0);
  };

  // The demo tenant's orders first (the screens are shown on it), then a sample of the others.
  const demoKey = tenants.find((tenant) => !tenant.provider && !tenant.sandbox)?.key;
  const demoOrders = billable
    .filter((row) => row.refs?.tenantId === demoKey)
    .slice(-Math.ceil(size.orders / 3));
  const sampledOrders = [
    ...demoOrders,
    ...rng.fork('orders').sample(
      billable.filter((row) => row.refs?.tenantId !== demoKey),
      size.orders - demoOrders.length,
    ),
  ];

  const organisationRows = cut(organisations).map(
    ([orgCode, orgName, orgType, adCode, taxpayerKind, registeredAddress], index) => {
      const orgRng = rng.fork(`organisation:${orgCode}`);
      return {
        data: {
          orgCode,
          orgName,
          orgType,
          ...(orgType !== 'HEADQUARTERS' && { parentOrgCode: 'ORG-HZ' }),
          taxNumber: unifiedSocialCreditCode(orgRng, adCode),
          taxpayerKind,
          legalRepresentative: index === 0 ? '沈立新' : orgRng.pick(['许文涛', '沈立新', '韩雪梅']),
          registeredAddress,
          telephone: `0${orgRng.pick(['571', '21', '10', '755', '28'])}-${orgRng.digits(8)}`,
          bankName: `${orgRng.pick(banks)}${orgName.slice(0, 2)}分行`,
          bankAccount: `${orgRng.int(1, 9)}${orgRng.digits(15)}`,
          currencyCode: 'CNY',
          enabled: true,
        },
      } satisfies PlannedRow<Fields<typeof financeOrganizationResource>>;
    },
  );
  const receivingAccount = new Map(organisationRows.map((row) => [row.data.orgCode, row.data.bankAccount]));

  // Products: the older list and the new catalogue.
  const productRows: PlannedRow<Fields<typeof financeProductResource>>[] = cut(
    products.map((entry, index): PlannedRow<Fields<typeof financeProductResource>> => {
      const service = entry.basis === 'service';
      return {
        data: {
          productCode: `FP-${String(index + 1).padStart(3, '0')}`,
          productName: entry.name.replace(/（.*）$/, ''),
          productLine: entry.productLine,
          productCategory: service ? 'SERVICE' : entry.basis === 'seat' ? 'SUBSCRIPTION' : 'RESOURCE_PACK',
          pricingBasis: service ? 'PER_DAY' : entry.basis === 'seat' ? 'PER_SEAT_YEAR' : 'PER_YEAR',
          unit: service ? '人天' : entry.basis === 'seat' ? '用户·年' : '年',
          listPrice: entry.unitPrice,
          taxRate: 6,
          revenueRecognition: service ? 'POINT_IN_TIME' : 'RATABLE',
          accountingSubjectCode: service ? '600102' : entry.basis === 'seat' ? '600101' : '600103',
          enabled: true,
        },
      };
    }),
  );
  // Hardware sold with projects, and products no longer sold (kept for the revenue booked under them).
  for (const [
    productCode,
    productName,
    productLine,
    productCategory,
    pricingBasis,
    unit,
    listPrice,
    taxRate,
    enabled,
  ] of [
    ['FP-902', '税务 UKey', '发票云', 'HARDWARE', 'ONE_OFF', '个', 200, 13, true],
    ['FP-011', '短信通知包（10 万条）', '智能费控', 'RESOURCE_PACK', 'PER_PACK', '包', 5000, 6, true],
    ['FP-012', 'OCR 识别包（10 万次）', '发票云', 'RESOURCE_PACK', 'PER_PACK', '包', 10000, 6, true],
    ['FP-013', '培训服务（场）', '专业服务', 'SERVICE', 'ONE_OFF', '场', 8000, 6, true],
    ['FP-801', '费控 2.0 私有化部署许可', '智能费控', 'SUBSCRIPTION', 'ONE_OFF', '套', 380000, 13, false],
    ['FP-802', '移动报销 App 定制', '专业服务', 'SERVICE', 'ONE_OFF', '项', 60000, 6, false],
  ] as const) {
    if (productRows.length >= size.referenceCap) break;
    productRows.push({
      data: {
        productCode,
        productName,
        productLine,
        productCategory,
        pricingBasis,
        unit,
        listPrice,
        taxRate,
        revenueRecognition:
          productCategory === 'SUBSCRIPTION' || productCategory === 'RESOURCE_PACK'
            ? 'RATABLE'
            : 'POINT_IN_TIME',
        ...(!enabled && { description: '已停售，仅保留历史收入核算。' }),
        enabled,
      },
    });
  }
  if (productRows.length < size.referenceCap)
    productRows.push({
      data: {
        productCode: 'FP-901',
        productName: '票据扫描仪 S200',
        productLine: '发票云',
        productCategory: 'HARDWARE',
        pricingBasis: 'ONE_OFF',
        unit: '台',
        listPrice: 2680,
        taxRate: 13,
        revenueRecognition: 'POINT_IN_TIME',
        description: '随费控项目销售的票据扫描硬件，按台一次性确认收入。',
        enabled: true,
      },
    });

  // Every order has its lines, each of a product of the catalogue: the catalogue keeps those.
  const ordered = new Set(commerce.orders.map((row) => row.data.contractProductName));
  const catalogueRows = cut(
    catalogue.map((entry, index) => ({
      data: {
        productCode: entry.code,
        productName: entry.name,
        productLine: entry.line,
        orderLargeCategory: entry.category,
        serviceTypeCode: entry.serviceType,
        ...(entry.edition && { edition: entry.edition }),
        billingMode: entry.billing,
        unit: entry.unit,
        listPrice: entry.price,
        floorPrice: entry.floor,
        taxRate: 6,
        taxCategoryCode: taxCategoryOf(entry.category),
        effectiveDate: entry.status === 'DRAFT' ? addDays(today, 30) : addMonths(today, -24 + index),
        ...(entry.status === 'OFF_SALE' && { expireDate: addMonths(today, -3) }),
        saleStatus: entry.status,
      },
    })) satisfies PlannedRow<Fields<typeof financeCatalogueProductResource>>[],
    (row) => ordered.has(row.data.productName),
  );

  // The accounting subjects the products name, and the subjects those hang from.
  const parentOf = new Map<string, string | undefined>(metadata.map((item) => [item[1], item[5]]));
  const subjects = new Set<string>();
  for (const row of productRows)
    for (let code = row.data.accountingSubjectCode; code && !subjects.has(code); code = parentOf.get(code))
      subjects.add(code);

  const metadataRows = cut(
    metadata.map(([metaType, itemCode, itemName, itemNameEn, itemValue, parentCode], index) => ({
      data: {
        metaType,
        itemCode,
        itemName,
        itemNameEn,
        ...(itemValue !== undefined && { itemValue }),
        ...(parentCode && { parentCode }),
        sortOrder: (index + 1) * 10,
        enabled: !(metaType === 'TAX_RATE' && itemCode === 'VAT0'),
      },
    })) satisfies PlannedRow<Fields<typeof financeMetadataItemResource>>[],
    (row) => subjects.has(row.data.itemCode),
  );

  const partnerRng = rng.fork('partners');
  const partnerRows: PlannedRow<Fields<typeof financePartnerResource>>[] = partnerNames
    .slice(0, size.partners)
    .map(([partnerName, partnerType], index) => {
      const local = !/[A-Za-z]/.test(partnerName);
      const contact = drawName(partnerRng, local ? 'CN' : 'SG');
      const since = addMonths(today, -partnerRng.int(3, 60));
      const partnerStatus = partnerRng.weighted([
        ['COOPERATING', 80],
        ['SUSPENDED', 12],
        ['TERMINATED', 8],
      ] as const);
      return {
        data: {
          partnerCode: `PT${String(index + 1).padStart(4, '0')}`,
          partnerName,
          partnerType,
          ...(local && {
            taxNumber: unifiedSocialCreditCode(
              partnerRng,
              partnerRng.pick(['310100', '330100', '440300', '510100']),
            ),
            taxpayerKind: partnerRng.chance(0.8) ? ('GENERAL' as const) : ('SMALL_SCALE' as const),
            bankName: partnerRng.pick(banks),
            bankAccount: `${partnerRng.int(1, 9)}${partnerRng.digits(15)}`,
          }),
          contactName: contact.fullName,
          contactMobile: `1${partnerRng.pick(['39', '58', '86', '77'])}${partnerRng.digits(8)}`,
          contactEmail: `${contact.familyLatin}.${contact.givenLatin}@partner${index + 1}.example`,
          cooperationStart: since,
          ...(partnerStatus === 'TERMINATED' && { cooperationEnd: addDays(today, -partnerRng.int(10, 200)) }),
          ...((partnerType === 'CHANNEL' || partnerType === 'RESELLER') && {
            commissionRate: partnerRng.pick([10, 15, 20, 25, 30]),
          }),
          settlementCycle:
            partnerType === 'SUPPLIER' ? 'MONTHLY' : partnerType === 'CHANNEL' ? 'QUARTERLY' : 'PER_ORDER',
          partnerStatus,
          ownerName: partnerRng.pick(financeStaff),
        },
      };
    });

  const inventoryRng = rng.fork('inventory');
  const inventoryRows: PlannedRow<Fields<typeof financeInventoryItemResource>>[] = [];
  for (const [code, itemName, category, specification, unit, cost] of inventoryTemplates)
    for (const [suffix, warehouse] of warehouses) {
      if (inventoryRows.length >= size.inventoryItems) break;
      if (suffix !== 'HZ' && !inventoryRng.chance(0.6)) continue;
      const onHand = category === 'CONSUMABLE' ? inventoryRng.int(50, 3000) : inventoryRng.int(0, 120);
      const safety = category === 'CONSUMABLE' ? 200 : 10;
      inventoryRows.push({
        data: {
          itemCode: `${code}-${suffix}`,
          itemName,
          category,
          specification,
          unit,
          warehouse,
          quantityOnHand: onHand,
          quantityReserved: Math.min(onHand, inventoryRng.int(0, Math.ceil(onHand / 4))),
          safetyStock: safety,
          unitCost: cost,
          lastStocktakeDate: addDays(monthStart(today), -inventoryRng.int(1, 90)),
          enabled: !(code === 'HW-PRN' && suffix !== 'HZ'),
          ...(onHand < safety && { remark: '低于安全库存，已提交采购申请' }),
        },
      });
    }

  // Collection plans of signed contracts: one to three instalments from the signing date on.
  const planRng = rng.fork('collection-plans');
  const collectionRows: PlannedRow<Fields<typeof financeCollectionPlanResource>>[] = [];
  for (const contract of planRng.sample(signed, size.collectionContracts)) {
    const { contractCode, totalAmount, startDate, signDate } = contract.data;
    const first = signDate ?? startDate ?? today;
    const parts = totalAmount >= 200_000 ? [4, 3, 3] : totalAmount >= 50_000 ? [1, 1] : [1];
    const owner = planRng.pick(financeStaff);
    split(Math.round(totalAmount * 100), parts).forEach((cents, index) => {
      const plannedDate = addDays(addMonths(first, index * 4), 30);
      const overdue = daysBetween(plannedDate, today);
      const collectionStatus =
        overdue < -15
          ? 'NOT_DUE'
          : overdue < 0
            ? 'DUE'
            : contract.data.contractStatus === 'TERMINATED' || planRng.chance(0.12)
              ? 'OVERDUE'
              : planRng.chance(0.1)
                ? 'PARTLY_COLLECTED'
                : 'COLLECTED';
      const received =
        collectionStatus === 'COLLECTED'
          ? cents
          : collectionStatus === 'PARTLY_COLLECTED'
            ? Math.round(cents / 2)
            : 0;
      collectionRows.push({
        refs: { tenantId: contract.refs?.tenantId ?? '' },
        data: {
          planCode: `HK-${contractCode}-${String(index + 1).padStart(2, '0')}`,
          planKind: 'STANDARD',
          contractCode,
          customerName: contract.data.signContractCustomer,
          installmentNo: index + 1,
          plannedDate,
          plannedAmount: cash(cents),
          receivedAmount: cash(received),
          ...(received > 0 && { receivedDate: minDate(addDays(plannedDate, planRng.int(-10, 20)), today) }),
          currencyCode: 'CNY',
          collectionStatus,
          owner,
          ...(collectionStatus === 'OVERDUE' && { remark: '已电话催收，客户付款审批中' }),
        },
      });
    });
  }

  // Zhenxuan (travel-booking) service fees, settled month by month for tenants that book travel.
  const travellers = [
    ...new Set(
      billable
        .filter((row) => row.data.contractProductName.startsWith('商旅管理'))
        .map((row) => row.data.contractCode),
    ),
  ];
  for (const contractCode of planRng.sample(travellers, size.zhenxuanTenants)) {
    const contract = contractOf.get(contractCode);
    if (!contract?.refs?.tenantId) continue;
    const tenant = tenantOf.get(contract.refs.tenantId);
    const monthly = planRng.logNormal(Math.max(800, (tenant?.employees ?? 200) * 12), 0.5, 300, 400_000);
    for (let back = size.zhenxuanMonths; back >= 1; back -= 1) {
      const settlementStart = monthStart(addMonths(today, -back));
      const settlementEnd = monthEnd(settlementStart);
      const plannedDate = addDays(settlementEnd, 15);
      const cents = Math.round(monthly * (0.7 + planRng.next() * 0.6) * 100);
      const due = daysBetween(plannedDate, today);
      const collectionStatus = due < 0 ? 'DUE' : planRng.chance(0.85) ? 'COLLECTED' : 'OVERDUE';
      collectionRows.push({
        refs: { tenantId: contract.refs.tenantId },
        data: {
          planCode: `ZX-${contractCode}-${settlementStart.slice(0, 7).replace('-', '')}`,
          planKind: 'ZHENXUAN',
          contractCode,
          customerName: contract.data.signContractCustomer,
          installmentNo: size.zhenxuanMonths - back + 1,
          settlementStart,
          settlementEnd,
          plannedDate,
          plannedAmount: cash(cents),
          receivedAmount: collectionStatus === 'COLLECTED' ? cash(cents) : 0,
          ...(collectionStatus === 'COLLECTED' && {
            receivedDate: addDays(plannedDate, planRng.int(-5, 10)),
          }),
          currencyCode: 'CNY',
          collectionStatus,
          owner: planRng.pick(financeStaff),
        },
      });
    }
  }

  // Order lines of every order; receivables, receipt flows and invoices of the sampled orders.
  const lineRows: PlannedRow<Fields<typeof orderLineResource>>[] = [];
  const receivableRows: PlannedRow<Fields<typeof financeReceivableResource>>[] = [];
  const flowRows: PlannedRow<Fields<typeof financeReceiptFlowResource>>[] = [];
  const claimRows: PlannedRow<Fields<typeof financeReceiptClaimResource>>[] = [];
  const invoiceRows: PlannedRow<Fields<typeof invoiceResource>>[] = [];
  const financeInvoiceRows: PlannedRow<Fields<typeof financeInvoiceResource>>[] = [];
  const orderRng = rng.fork('order-records');
  let flowSequence = 0;
  let claimSequence = 0;
  let invoiceSequence = 0;
  const productOf = (order: OrderRow) =>
    must(catalogueByName.get(order.data.contractProductName), order.data.contractProductName);
  // Every order's line: an order is of one product (its header names it), so its one line has the
  // product, the quantity and the whole amount, and the order totals its lines as the order flow's do.
  for (const order of commerce.orders) {
    const { orderCode, actualAmount, effectiveDate, expireDate, buyCount } = order.data;
    const product = productOf(order);
    const term = product.billing === 'SUBSCRIPTION' ? years(effectiveDate, expireDate) : 1;
    lineRows.push({
      refs: { tenantId: must(order.refs?.tenantId, 'the tenant of a seeded order') },
      data: {
        orderCode: must(orderCode, 'a seeded order code'),
        lineNo: 1,
        productCode: product.code,
        productName: product.name,
        orderLargeCategory: product.category,
        quantity: buyCount,
        unit: product.unit,
        listPrice: product.price,
        unitPrice: cash(Math.round((actualAmount * 100) / (buyCount * term))),
        amount: actualAmount,
        taxRate: 6,
        effectiveDate,
        expireDate,
      },
    });
  }

  // Receivables, receipt flows and invoices of the sampled orders.
  for (const order of sampledOrders) {
    const tenantRef = order.refs?.tenantId ?? '';
    const tenant = tenantOf.get(tenantRef);
    const { orderCode, contractCode, actualAmount, effectiveDate, orderStatus } = order.data;
    const product = productOf(order);
    const customerName = customerOf(contractCode);
    const billingDate = minDate(effectiveDate, today);
    const dueDate = addDays(billingDate, 30);
    const paid = orderStatus === 'PAID';
    const lastReceiptDate = minDate(addDays(billingDate, orderRng.int(3, 40)), today);
    const partly = !paid && orderRng.chance(0.2);
    const stale = !paid && daysBetween(dueDate, today) > 365;
    receivableRows.push({
      refs: { tenantId: tenantRef },
      data: {
        receivableCode: `YS-${orderCode}`,
        contractCode,
        orderCode,
        customerName,
        billingDate,
        dueDate,
        receivableAmount: actualAmount,
        receivedAmount: paid ? actualAmount : partly ? cash(Math.round(actualAmount * 50)) : 0,
        currencyCode: 'CNY',
        receivableStatus: paid
          ? 'RECEIVED'
          : orderStatus === 'CLOSED' || stale
            ? 'WRITTEN_OFF'
            : partly
              ? 'PARTLY_RECEIVED'
              : 'OUTSTANDING',
        owner: orderRng.pick(financeStaff),
        ...((paid || partly) && { lastReceiptDate }),
        ...((orderStatus === 'CLOSED' || stale) && {
          writeOffReason: '客户终止合作，经催收无果，按坏账核销',
        }),
      },
    });

    const receivingOrgCode = orderRng.pick(orgCodes.slice(0, 4));
    if (paid || partly) {
      flowSequence += 1;
      const flowCode = `${orderRng.pick(bankPrefixes)}${lastReceiptDate.replace(/-/g, '')}${String(flowSequence).padStart(5, '0')}`;
      const amount = paid ? actualAmount : cash(Math.round(actualAmount * 50));
      const writtenOff = paid || orderRng.chance(0.5);
      flowRows.push({
        refs: { tenantId: tenantRef },
        data: {
          flowCode,
          receiptDate: lastReceiptDate,
          payerName: customerName,
          payerAccount: `${orderRng.int(1, 9)}${orderRng.digits(15)}`,
          payerBank: orderRng.pick(banks),
          receivingOrgCode,
          receivingAccount: receivingAccount.get(receivingOrgCode) ?? '6222000000000000',
          amount,
          currencyCode: 'CNY',
          bankSummary: orderRng.pick([`${contractCode} 服务费`, `付${orderCode}货款`, '软件服务费', '年费']),
          receiptStatus: 'RECEIVED',
          mailingStatus: orderRng.chance(0.7) ? 'MAILED' : 'NOT_MAILED',
          writeOffStatus: writtenOff ? 'WRITTEN_OFF' : 'NOT_WRITTEN_OFF',
          writtenOffAmount: writtenOff ? amount : 0,
          contractCode,
          orderCode,
          ...(writtenOff && { writeOffDate: minDate(addDays(lastReceiptDate, orderRng.int(0, 5)), today) }),
          ...(writtenOff && { writeOffBy: orderRng.pick(financeStaff) }),
        },
      });
      if (orderRng.chance(0.35) || !writtenOff) {
        claimSequence += 1;
        claimRows.push({
          refs: { tenantId: tenantRef },
          data: {
            claimCode: `RL${lastReceiptDate.replace(/-/g, '')}${String(claimSequence).padStart(4, '0')}`,
            flowCode,
            customerName,
            contractCode,
            orderCode,
            claimAmount: amount,
            claimant: orderRng.pick(projectManagers),
            claimDate: lastReceiptDate,
            claimStatus: writtenOff ? 'CONFIRMED' : 'PENDING',
            ...(writtenOff && { confirmedBy: orderRng.pick(financeStaff) }),
          },
        });
      }
    }

    if (orderStatus === 'CLOSED') continue;
    invoiceSequence += 1;
    const headquarters = tenant?.companies[0];
    const small = (tenant?.employees ?? 0) < 150 && !headquarters?.taxNumber;
    const taxpayerKind = small ? 'SMALL_SCALE' : 'GENERAL';
    const invoiceType = small ? 'E_GENERAL' : orderRng.chance(0.85) ? 'E_SPECIAL' : 'PAPER_SPECIAL';
    const applyDate = minDate(addDays(billingDate, orderRng.int(0, 10)), today);
    const invoiceApplyCode = `KP${applyDate.replace(/-/g, '')}${String(invoiceSequence).padStart(4, '0')}`;
    const issued = paid || orderRng.chance(0.5);
    const invoiceDate = minDate(addDays(applyDate, orderRng.int(1, 5)), today);
    const invoiceNo = `${invoiceDate.slice(2, 4)}332000${String(invoiceSequence).padStart(12, '0')}`;
    const redFlushed = issued && orderRng.chance(0.05);
    const invoiceStatus = redFlushed
      ? 'RED_FLUSHED'
      : issued
        ? 'ISSUED'
        : orderRng.chance(0.1)
          ? 'CANCELLED'
          : 'DRAFT';
    const paper = invoiceType === 'PAPER_SPECIAL';
    const contact = tenant?.contact;
    invoiceRows.push({
      refs: { tenantId: tenantRef },
      data: {
        invoiceApplyCode,
        contractCode,
        orderCode,
        invoiceTitle: headquarters?.name ?? customerName,
        ...(headquarters?.taxNumber && { buyerTaxNumber: headquarters.taxNumber }),
        taxpayerKind,
        invoiceType,
        invoiceContent:
          product.category === 'SERVICE' ? '*信息技术服务*技术服务费' : '*信息技术服务*软件服务费',
        amountIncludingTax: actualAmount,
        taxRate: 6,
        currencyCode: 'CNY',
        applicant: orderRng.pick(projectManagers),
        applyDate,
        invoiceStatus,
        ...(issued && { invoiceNo, invoiceDate }),
        ...(contact && {
          recipientName: contact.name,
          ...(/^\+?[0-9]{6,15}$/.test(contact.mobile) && { recipientMobile: contact.mobile }),
          recipientEmail: contact.email,
        }),
        ...(paper && {
          recipientAddress: `${headquarters?.cityName ?? ''}${orderRng.pick(['科技路', '世纪大道', '人民路'])} ${orderRng.int(1, 999)} 号`,
        }),
        mailingStatus: issued && paper ? 'MAILED' : 'NOT_MAILED',
        ...(issued && paper && { expressNo: `SF${orderRng.digits(12)}` }),
      },
    });
    if (!issued) continue;
    const excluding = Math.round((actualAmount * 100) / 1.06);
    financeInvoiceRows.push({
      refs: { tenantId: tenantRef },
      data: {
        invoiceNo,
        ...(paper && { invoiceCode: `0${orderRng.digits(11)}` }),
        invoiceType,
        issuingOrgCode: receivingOrgCode,
        buyerName: headquarters?.name ?? customerName,
        ...(headquarters?.taxNumber && { buyerTaxNumber: headquarters.taxNumber }),
        taxpayerKind,
        contractCode,
        orderCode,
        invoiceApplyCode,
        amountExcludingTax: cash(excluding),
        taxRate: 6,
        taxAmount: cash(Math.round(actualAmount * 100) - excluding),
        totalAmount: actualAmount,
        invoiceDate,
        drawer: orderRng.pick(financeStaff),
        invoiceStatus: redFlushed ? 'RED_FLUSHED' : 'ISSUED',
        auditStatus:
          daysBetween(invoiceDate, today) < 10
            ? 'PENDING_AUDIT'
            : orderRng.chance(0.95)
              ? 'AUDITED'
              : 'REJECTED',
        ...(daysBetween(invoiceDate, today) >= 10 && {
          voucherNo: `JZ${invoiceDate.slice(0, 7).replace('-', '')}-${orderRng.digits(4)}`,
        }),
        ...(redFlushed && { redFlushReason: '购方名称有误，重新开具' }),
      },
    });
  }

  // Money nobody has claimed yet: received but not matched to a contract, and one sent back.
  const flowRng = rng.fork('unclaimed-flows');
  for (let i = 0; i < size.unclaimedFlows; i += 1) {
    const receiptDate = addDays(today, -flowRng.int(0, 45));
    flowSequence += 1;
    const payer =
      signed.length > 0 && flowRng.chance(0.6)
        ? flowRng.pick(signed).data.signContractCustomer
        : flowRng.pick(channelPartners);
    const returned = i === 0;
    const receivingOrgCode = flowRng.pick(orgCodes.slice(0, 4));
    const amount = cash(flowRng.logNormal(3_000_000, 1, 50_000, 200_000_000));
    const flowCode = `${flowRng.pick(bankPrefixes)}${receiptDate.replace(/-/g, '')}${String(flowSequence).padStart(5, '0')}`;
    flowRows.push({
      data: {
        flowCode,
        receiptDate,
        payerName: payer,
        payerAccount: `${flowRng.int(1, 9)}${flowRng.digits(15)}`,
        payerBank: flowRng.pick(banks),
        receivingOrgCode,
        receivingAccount: receivingAccount.get(receivingOrgCode) ?? '6222000000000000',
        amount,
        currencyCode: 'CNY',
        ...(flowRng.chance(0.8) && { bankSummary: flowRng.pick(['货款', '服务费', '往来款', '预付款']) }),
        receiptStatus: returned ? 'RETURNED' : 'RECEIVED',
        mailingStatus: 'NOT_MAILED',
        writeOffStatus: 'NOT_WRITTEN_OFF',
        writtenOffAmount: 0,
        ...(returned && { remark: '付款方重复付款，已原路退回' }),
      },
    });
    if (!returned && signed.length > 0 && (i < 3 || flowRng.chance(0.5))) {
      claimSequence += 1;
      const claimed = flowRng.pick(signed);
      claimRows.push({
        ...(claimed.refs?.tenantId && { refs: { tenantId: claimed.refs.tenantId } }),
        data: {
          claimCode: `RL${receiptDate.replace(/-/g, '')}${String(claimSequence).padStart(4, '0')}`,
          flowCode,
          customerName: claimed.data.signContractCustomer,
          contractCode: claimed.data.contractCode,
          claimAmount: amount,
          claimant: flowRng.pick(projectManagers),
          claimDate: minDate(addDays(receiptDate, flowRng.int(0, 3)), today),
          claimStatus: flowRng.weighted([
            ['PENDING', 60],
            ['REJECTED', 25],
            ['CANCELLED', 15],
          ] as const),
          ...(payer !== claimed.data.signContractCustomer && { remark: '付款方与签约客户不一致，请核实' }),
        },
      });
    }
  }

  // Delivery projects: implementation orders, plus custom work for the biggest customers.
  const projectRng = rng.fork('projects');
  const services = billable.filter(
    (row) =>
      row.data.contractProductName.startsWith('实施服务') ||
      row.data.contractProductName.startsWith('专属客户成功'),
  );
  // Running projects first (the list is worked from them), then finished ones.
  const running = services.filter((row) => row.data.expireDate >= addMonths(today, -1));
  const projectRows: PlannedRow<Fields<typeof financeProjectResource>>[] = [
    ...projectRng.sample(running, Math.ceil(size.projects / 3)),
    ...projectRng.sample(
      services.filter((row) => !running.includes(row)),
      size.projects - Math.min(running.length, Math.ceil(size.projects / 3)),
    ),
  ].map((order, index) => {
    const { contractCode, actualAmount, effectiveDate, expireDate } = order.data;
    const tenant = tenantOf.get(order.refs?.tenantId ?? '');
    const implementation = order.data.contractProductName.startsWith('实施服务');
    const projectType = implementation
      ? projectRng.chance(0.8)
        ? 'IMPLEMENTATION'
        : 'INTEGRATION'
      : projectRng.chance(0.5)
        ? 'CONSULTING'
        : 'CUSTOM_DEVELOPMENT';
    const started = effectiveDate <= today;
    const finished = expireDate < today;
    const projectStatus = !started
      ? 'NOT_STARTED'
      : finished
        ? projectRng.chance(0.75)
          ? 'CLOSED'
          : 'ACCEPTED'
        : projectRng.chance(0.1)
          ? 'SUSPENDED'
          : 'IN_PROGRESS';
    const cents = Math.round(actualAmount * 100);
    const budget = Math.round(cents * (0.5 + projectRng.next() * 0.25));
    const progress = !started
      ? 0
      : finished
        ? 100
        : Math.min(
            95,
            Math.round(
              (daysBetween(effectiveDate, today) * 100) / Math.max(1, daysBetween(effectiveDate, expireDate)),
            ),
          );
    return {
      refs: { tenantId: order.refs?.tenantId ?? '' },
      data: {
        projectCode: `PRJ${effectiveDate.slice(0, 4)}${String(index + 1).padStart(4, '0')}`,
        projectName: `${tenant?.brand ?? customerOf(contractCode)}${{ IMPLEMENTATION: '费控实施项目', INTEGRATION: 'ERP 集成项目', CONSULTING: '财务数字化咨询', CUSTOM_DEVELOPMENT: '定制开发项目' }[projectType]}`,
        contractCode,
        projectType,
        projectManager: projectRng.pick(projectManagers),
        startDate: effectiveDate,
        plannedEndDate: expireDate,
        ...(finished && { actualEndDate: addDays(expireDate, projectRng.int(-20, 30)) }),
        contractAmount: actualAmount,
        budgetCost: cash(budget),
        actualCost: cash(Math.round((budget * progress * (0.85 + projectRng.next() * 0.35)) / 100)),
        progress,
        projectStatus,
        ...(projectStatus === 'SUSPENDED' && { remark: '客户组织架构调整，项目暂停待重启' }),
      },
    };
  });

  // Gross profit per tenant and month (and the last quarter), from the orders' earned revenue.
  const profitRng = rng.fork('gross-profit');
  const ordersOf = new Map<string, OrderRow[]>();
  for (const order of billable) {
    const key = order.refs?.tenantId ?? '';
    ordersOf.set(key, [...(ordersOf.get(key) ?? []), order]);
  }
  const earning = [...ordersOf.keys()].filter((key) =>
    (ordersOf.get(key) ?? []).some((order) => order.data.expireDate >= addMonths(today, -size.profitMonths)),
  );
  const profitTenants = [
    ...(demoKey && earning.includes(demoKey) ? [demoKey] : []),
    ...profitRng.sample(
      earning.filter((key) => key !== demoKey),
      size.profitTenants - 1,
    ),
  ];
  const profitRows: PlannedRow<Fields<typeof grossProfitCalculationResource>>[] = [];
  const lastQuarterStart = (() => {
    const month = Number(today.slice(5, 7));
    const quarterStart = `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
    return addMonths(quarterStart, -3);
  })();
  for (const key of profitTenants) {
    const tenantOrders = ordersOf.get(key) ?? [];
    const cloudShare = 0.08 + profitRng.next() * 0.1;
    const periods: ['MONTH' | 'QUARTER', string, string][] = [];
    for (let back = size.profitMonths; back >= 1; back -= 1) {
      const start = monthStart(addMonths(today, -back));
      periods.push(['MONTH', start, monthEnd(start)]);
    }
    if (scale === 'demo')
      periods.push(['QUARTER', lastQuarterStart, addDays(addMonths(lastQuarterStart, 3), -1)]);
    for (const [periodType, periodStart, periodEnd] of periods) {
      const revenue = tenantOrders.reduce(
        (sum, order) => sum + earned(order.data, periodStart, periodEnd),
        0,
      );
      const cloud = Math.round(revenue * cloudShare * (0.9 + profitRng.next() * 0.2));
      const service = Math.round(revenue * (0.1 + profitRng.next() * 0.2));
      const channel = tenantOf.get(key)?.groupCode === 'CHANNEL' ? Math.round(revenue * 0.2) : 0;
      const other = Math.round(revenue * profitRng.next() * 0.03);
      const cost = cloud + service + channel + other;
      const profit = revenue - cost;
      const recent = periodEnd >= addDays(monthStart(today), -1);
      profitRows.push({
        refs: { tenantId: key },
        data: {
          periodType,
          periodStart,
          periodEnd,
          revenueAmount: cash(revenue),
          cloudCost: cash(cloud),
          serviceCost: cash(service),
          channelCost: cash(channel),
          otherCost: cash(other),
          totalCost: cash(cost),
          grossProfit: cash(profit),
          grossMargin: revenue > 0 ? Math.round((profit * 10000) / revenue) / 100 : 0,
          currencyCode: 'CNY',
          calculationStatus: recent ? (profitRng.chance(0.5) ? 'CALCULATED' : 'DRAFT') : 'CONFIRMED',
          calculatedBy: profitRng.pick(financeStaff),
          ...(revenue === 0 && { remark: '本期无确认收入（合同已到期待续约）' }),
        },
      });
    }
  }

  // Helios snapshots: each past quarter's figures, company-wide and by product line.
  const heliosRng = rng.fork('helios');
  const heliosRows: PlannedRow<Fields<typeof heliosAnalysisReportResource>>[] = [];
  for (let back = size.heliosQuarters; back >= 1; back -= 1) {
    const periodStart = addMonths(lastQuarterStart, -(back - 1) * 3);
    const periodEnd = addDays(addMonths(periodStart, 3), -1);
    const quarter = `${periodStart.slice(0, 4)}Q${Math.floor((Number(periodStart.slice(5, 7)) - 1) / 3) + 1}`;
    const inQuarter = (date?: string) => date !== undefined && date >= periodStart && date <= periodEnd;
    const sumOf = (rows: readonly { data: { totalAmount: number } }[]) =>
      Math.round(rows.reduce((sum, row) => sum + row.data.totalAmount * 100, 0));
    const newContracts = sumOf(
      signed.filter((row) => inQuarter(row.data.signDate) && row.data.contractType !== 'RENEWAL'),
    );
    const renewals = sumOf(
      signed.filter((row) => inQuarter(row.data.signDate) && row.data.contractType === 'RENEWAL'),
    );
    const revenue = billable.reduce((sum, order) => sum + earned(order.data, periodStart, periodEnd), 0);
    const collected = Math.round(
      billable
        .filter((order) => order.data.orderStatus === 'PAID' && inQuarter(order.data.effectiveDate))
        .reduce((sum, order) => sum + order.data.actualAmount * 100, 0),
    );
    const active = new Set(
      billable
        .filter((order) => order.data.effectiveDate <= periodEnd && order.data.expireDate >= periodEnd)
        .map((order) => order.refs?.tenantId),
    ).size;
    const snapshotDate = minDate(addDays(periodEnd, heliosRng.int(3, 10)), today);
    for (const [reportType, dimension, dimensionValue, share] of [
      ['REVENUE', 'TOTAL', undefined, 1],
      ['ARR', 'TOTAL', undefined, 1],
      ['RENEWAL', 'TOTAL', undefined, 1],
      ['REVENUE', 'PRODUCT_LINE', '智能费控', 0.62],
      ['REVENUE', 'PRODUCT_LINE', '商旅管理', 0.21],
    ] as const) {
      if (scale === 'test' && dimension !== 'TOTAL') continue;
      const scaled = (cents: number) => cash(Math.round(cents * share));
      heliosRows.push({
        data: {
          reportCode: `HA-${quarter}-${reportType}${dimensionValue ? `-${dimensionValue === '智能费控' ? 'FK' : 'SL'}` : ''}`,
          reportName: `${quarter.replace('Q', ' 年第 ')} 季度${{ REVENUE: '收入', ARR: 'ARR', RENEWAL: '续约' }[reportType]}分析${dimensionValue ? `（${dimensionValue}）` : ''}`,
          reportType,
          dimension,
          ...(dimensionValue && { dimensionValue }),
          periodStart,
          periodEnd,
          snapshotDate,
          newContractAmount: scaled(newContracts),
          renewalAmount: scaled(renewals),
          revenueAmount: scaled(revenue),
          collectedAmount: scaled(collected),
          arrAmount: scaled(revenue * 4),
          activeTenants: Math.round(active * share),
          renewalRate: Math.round((80 + heliosRng.next() * 15) * 10) / 10,
          churnRate: Math.round((2 + heliosRng.next() * 6) * 10) / 10,
          generatedBy: '财务分析组',
          summary: `${quarter}${dimensionValue ? ` ${dimensionValue}` : ''} 确认收入 ${scaled(revenue).toFixed(2)} 元，期末活跃租户 ${Math.round(active * share)} 家。`,
        },
      });
    }
  }

  // Forest energy for the staff of tenants that book travel and claim expenses online.
  const energyRng = rng.fork('forest-energy');
  const energyRows: PlannedRow<Fields<typeof forestEnergyRecordResource>>[] = [];
  const green = tenants.filter(
    (tenant) => !tenant.provider && tenant.lifecycle === 'PAID' && tenant.locale === 'zh',
  );
  let energySequence = 0;
  for (const tenant of energyRng.sample(green, size.energyTenants)) {
    for (let i = 0; i < size.energyPerTenant; i += 1) {
      energySequence += 1;
      const name = drawName(energyRng, tenant.naming);
      const scene = energyRng.weighted([
        ['TRAIN_TRAVEL', 40],
        ['E_INVOICE', 25],
        ['PAPERLESS_REIMBURSEMENT', 20],
        ['CAR_POOLING', 10],
        ['ONLINE_MEETING', 5],
      ] as const);
      const grams = scene === 'TRAIN_TRAVEL' ? energyRng.int(5_000, 60_000) : energyRng.int(50, 2_000);
      const grantDate = addDays(today, -energyRng.int(0, 120));
      const grantStatus = energyRng.weighted([
        ['GRANTED', 85],
        ['PENDING', 8],
        ['FAILED', 7],
      ] as const);
      energyRows.push({
        refs: { tenantId: tenantKey(tenant.code) },
        data: {
          recordCode: `FE${grantDate.replace(/-/g, '')}${String(energySequence).padStart(5, '0')}`,
          employeeName: name.fullName,
          employeeID: `${tenant.employeeIdPrefix}${String(tenant.employeeIdStart + energyRng.int(0, 800)).padStart(tenant.employeeIdDigits, '0')}`,
          scene,
          ...(scene !== 'ONLINE_MEETING' && {
            businessCode: `${scene === 'TRAIN_TRAVEL' ? 'TR' : 'BX'}${grantDate.replace(/-/g, '')}${energyRng.digits(6)}`,
          }),
          energyPoints: Math.max(1, Math.round(grams / 100)),
          carbonReductionGrams: grams,
          grantDate,
          grantStatus,
          ...(grantStatus !== 'PENDING' && {
            alipayAccount: `${energyRng.pick(['138', '139', '186', '177'])}****${energyRng.digits(4)}`,
          }),
          ...(grantStatus === 'FAILED' && {
            failReason: energyRng.pick(['员工未绑定支付宝账号', '支付宝账号已注销', '当日能量发放已达上限']),
          }),
        },
        createdAt: instantAfter(new Date(`${grantDate}T02:00:00Z`), energyRng.next()),
      });
    }
  }

  return [
    step(financeOrganizationResource, organisationRows),
    step(financeMetadataItemResource, metadataRows),
    step(financeProductResource, productRows),
    step(financeCatalogueProductResource, catalogueRows),
    step(financePartnerResource, partnerRows),
    step(financeInventoryItemResource, inventoryRows),
    step(financeCollectionPlanResource, collectionRows),
    step(orderLineResource, lineRows),
    step(financeReceivableResource, receivableRows),
    step(financeReceiptFlowResource, flowRows),
    step(financeReceiptClaimResource, claimRows),
    step(invoiceResource, invoiceRows),
    step(financeInvoiceResource, financeInvoiceRows),
    step(financeProjectResource, projectRows),
    step(grossProfitCalculationResource, profitRows),
    step(heliosAnalysisReportResource, heliosRows),
    step(forestEnergyRecordResource, energyRows),
  ];
}
