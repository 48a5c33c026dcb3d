import type {
  contractResource,
  crmCustomerResource,
  orderResource,
  preOpenOrderResource,
  contractStatuses,
  orderStatuses,
  orderTypes,
} from '@opsdesk/api';
import {
  catalogue,
  channelPartners,
  crmProductLines,
  preOpenServices,
  products,
  type ProductEntry,
} from '../data/business';
import type { ContractType } from '../data/reference';
import type { SeedContext } from './context';
import type { PlannedRow, SeedFields } from './plan';
import type { Random } from './random';
import { drawIdentity, type TenantSketch, type Term } from './tenants';
import { addDays, addMonths, dateAfter, daysBetween, instantAfter, money } from './values';

type CustomerFields = SeedFields<typeof crmCustomerResource.schema>;
type ContractFields = SeedFields<typeof contractResource.schema>;
type OrderFields = SeedFields<typeof orderResource.schema>;
type PreOpenFields = SeedFields<typeof preOpenOrderResource.schema>;
type BuyType = (typeof orderTypes)[number];

export interface Commerce {
  readonly customers: PlannedRow<CustomerFields>[];
  readonly contracts: PlannedRow<ContractFields>[];
  readonly orders: PlannedRow<OrderFields>[];
  readonly preOpenOrders: PlannedRow<PreOpenFields>[];
}

export interface CommerceOptions {
  /** How many customers the CRM holds in all: those of tenants, and leads without a tenant. */
  readonly customers: number;
  /** The provider's sales people, who own customers and contracts. */
  readonly owners: readonly string[];
  /**
   * Draws a contract's total in cents, the orders then being scaled to it; without it, a contract
   * totals its orders.
   */
  readonly contractTotal?: (rng: Random) => number;
}

interface OrderLine {
  readonly product: ProductEntry;
  readonly count: number;
  readonly cents: number;
  /** Services end before the contract: implementation days are used within three months. */
  readonly months?: number;
}

const catalogueByName = new Map(catalogue.map((entry) => [entry.name, entry]));

/**
 * What a product of the price list is in the product catalogue (finance-catalogue-product, which
 * the finance area seeds from the same list): its large category and the service type it opens. An
 * order of one product takes both, so that its lines and its finance detail agree.
 */
export function catalogueEntryOf(entry: ProductEntry) {
  const found = catalogueByName.get(entry.name);
  if (!found) throw new Error(`Seed: the product ${entry.name} is not in the catalogue`);
  return { orderLargeCategory: found.category, serviceTypeCode: found.serviceType };
}

/**
 * Orders are in CNY, overseas customers' included: the provider prices and signs its contracts in
 * CNY (a contract's total is the sum of its orders).
 */
const ORDER_CURRENCY = 'CNY';

const product = (prefix: string) => {
  const found = products.find((entry) => entry.name.startsWith(prefix));
  if (!found) throw new Error(`Seed: no product ${prefix}`);
  return found;
};

/** A list-price line with the customer's discount: `years` of a subscription, or a service once. */
function line(entry: ProductEntry, count: number, years: number, discount: number): OrderLine {
  const service = entry.basis === 'service';
  return {
    product: entry,
    count,
    cents: Math.round(entry.unitPrice * 100 * count * (service ? 1 : years) * discount),
    ...(service && { months: 3 }),
  };
}

/** What a customer buys for one term: seats of the expense product, travel, packs, services. */
function termLines(
  rng: Random,
  tenant: TenantSketch,
  seats: number,
  term: Term,
  first: boolean,
): OrderLine[] {
  const years = term.months / 12;
  const discount = Math.round(rng.next() * 35 + 65) / 100;
  const lines = [
    line(
      product(tenant.employees >= 1000 || rng.chance(0.3) ? '智能费控 专业版' : '智能费控 标准版'),
      seats,
      years,
      discount,
    ),
  ];
  if (rng.chance(0.6))
    lines.push(line(product('商旅管理'), Math.max(5, Math.round(seats * 0.6)), years, discount));
  if (rng.chance(0.55))
    lines.push(line(product('发票云'), Math.max(1, Math.ceil(seats / 150)), years, discount));
  if (first && rng.chance(0.7))
    lines.push(line(product('实施服务'), Math.min(120, Math.max(3, Math.round(seats / 40))), years, 1));
  if (tenant.groupCode === 'KA' || tenant.employees > 3000)
    lines.push(line(product('专属客户成功'), 1, years, 1));
  for (const extra of ['电子会计档案', '资金支付', '数据分析'])
    if (rng.chance(0.18)) lines.push(line(product(extra), 1, years, discount));
  return lines;
}

/** Scales the lines so that they add up to `total` cents exactly. */
function scaleLines(lines: OrderLine[], total: number): OrderLine[] {
  const natural = lines.reduce((sum, entry) => sum + entry.cents, 0);
  if (natural === 0) return lines;
  let left = total;
  return lines.map((entry, index) => {
    const cents = index === lines.length - 1 ? left : Math.round((entry.cents * total) / natural);
    left -= cents;
    return { ...entry, cents };
  });
}

function productLineOf(lines: readonly OrderLine[]): string {
  const bought = new Set(lines.map((entry) => entry.product.productLine));
  if (bought.has('智能费控') && bought.has('商旅管理')) return '智能费控+商旅管理';
  return lines[0]?.product.productLine ?? '智能费控';
}

/** The CRM, the contracts and orders of every customer tenant, and leads that are not tenants yet. */
export function planCommerce(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  options: CommerceOptions,
): Commerce {
  const rng = context.rng.fork('commerce');
  const today = dateAfter(context.now, 0);
  const customers: PlannedRow<CustomerFields>[] = [];
  const contracts: PlannedRow<ContractFields>[] = [];
  const orders: PlannedRow<OrderFields>[] = [];
  const preOpenOrders: PlannedRow<PreOpenFields>[] = [];
  let contractSequence = 0;
  let orderSequence = 0;
  for (const tenant of tenants) context.customerNames.add(tenant.name);
  const customerCodes = new Map<string, string>();
  let customerSequence = 100_000;

  const addContract = (
    tenant: TenantSketch,
    owner: string,
    spec: {
      type: ContractType;
      buyType: BuyType;
      start: string;
      end: string;
      lines: OrderLine[];
      draft?: boolean;
      terminated?: boolean;
    },
  ) => {
    const tenantRng = rng.fork(`contract:${tenant.code}:${contractSequence}`);
    const signDate = spec.draft ? undefined : addDays(spec.start, -tenantRng.int(3, 25));
    contractSequence += 1;
    const contractCode = `HT${(signDate ?? spec.start).slice(0, 4)}${String(contractSequence).padStart(5, '0')}`;
    const lines =
      options.contractTotal && spec.lines.length > 0
        ? scaleLines(spec.lines, options.contractTotal(tenantRng))
        : spec.lines;
    const totalCents = lines.reduce((sum, entry) => sum + entry.cents, 0);
    const status: (typeof contractStatuses)[number] = spec.draft
      ? 'DRAFT'
      : spec.terminated
        ? 'TERMINATED'
        : spec.end < today
          ? 'EXPIRED'
          : 'ACTIVE';
    const headquarters = tenant.companies[0]?.name ?? tenant.name;
    contracts.push({
      refs: { tenantId: tenant.key },
      data: {
        contractCode,
        crmCustomerCode: customerCodes.get(tenant.code),
        signContractCustomer: spec.type === 'CHANNEL' ? tenantRng.pick(channelPartners) : headquarters,
        actualUseAccount: tenant.name,
        contractType: spec.type,
        totalAmount: money(totalCents),
        owner,
        contractStatus: status,
        ...(signDate && { signDate }),
        startDate: spec.start,
        endDate: spec.end,
      },
      createdAt: instantAfter(new Date(`${signDate ?? spec.start}T02:00:00Z`), -tenantRng.int(1, 20)),
    });
    for (const entry of lines) {
      // Services are used within months; subscriptions of several years are billed year by year.
      const periods = entry.months
        ? [[spec.start, minDate(addDays(addMonths(spec.start, entry.months), -1), spec.end)] as const]
        : yearsOf(spec.start, spec.end);
      const share = Math.round(entry.cents / periods.length);
      periods.forEach(([effectiveDate, expireDate], part) => {
        orderSequence += 1;
        const issued = part === 0 ? (signDate ?? spec.start) : effectiveDate;
        const sinceIssued = daysBetween(issued, today);
        const orderStatus: (typeof orderStatuses)[number] =
          status === 'DRAFT' || sinceIssued < 0
            ? 'PENDING_PAYMENT'
            : status === 'TERMINATED'
              ? 'CLOSED'
              : sinceIssued < 30 && tenantRng.chance(0.6)
                ? 'PENDING_PAYMENT'
                : tenantRng.chance(0.04)
                  ? 'CLOSED'
                  : 'PAID';
        orders.push({
          refs: { tenantId: tenant.key },
          data: {
            orderCode: `DD${issued.replace(/-/g, '')}${String(orderSequence).padStart(5, '0')}`,
            contractCode,
            businessType: spec.buyType,
            orderType: spec.buyType,
            contractProductName: entry.product.name,
            buyCount: entry.count,
            actualAmount: money(part === periods.length - 1 ? entry.cents - share * part : share),
            effectiveDate,
            expireDate,
            orderStatus,
            ...catalogueEntryOf(entry.product),
            currencyCode: ORDER_CURRENCY,
          },
          createdAt: instantAfter(new Date(`${issued}T03:00:00Z`), tenantRng.next()),
        });
      });
    }
    return lines;
  };

  for (const tenant of tenants) {
    if (tenant.provider || tenant.sandbox) continue;
    const tenantRng = rng.fork(`customer:${tenant.code}`);
    const owner = tenantRng.pick(options.owners);
    customerSequence += tenantRng.int(1, 7);
    const customerCode = `CUS${customerSequence}`;
    customerCodes.set(tenant.code, customerCode);
    const bought: OrderLine[] = [];
    let seats = Math.max(10, Math.round(tenant.employees * (0.35 + tenantRng.next() * 0.65)));
    tenant.terms.forEach((term, index) => {
      const first = index === 0;
      const lapsedLast = tenant.lifecycle === 'LAPSED' && index === tenant.terms.length - 1;
      const type: ContractType = first
        ? tenant.groupCode === 'CHANNEL'
          ? 'CHANNEL'
          : tenant.groupCode === 'KA' && tenantRng.chance(0.5)
            ? 'FRAMEWORK'
            : 'STANDARD'
        : 'RENEWAL';
      bought.push(
        ...addContract(tenant, owner, {
          type,
          buyType: first ? 'NEW_PURCHASE' : 'RENEWAL',
          start: term.start,
          end: term.end,
          lines: termLines(tenantRng, tenant, seats, term, first),
          terminated: lapsedLast && tenantRng.chance(0.2),
        }),
      );
      // Growing customers buy more seats or packs within a term.
      const addOnStart = addMonths(term.start, tenantRng.int(3, Math.max(3, term.months - 2)));
      if (term.months >= 12 && addOnStart < today && addOnStart < term.end && tenantRng.chance(0.4)) {
        const remaining = { start: addOnStart, end: term.end, months: Math.max(1, term.months - 3) };
        const extraSeats = Math.max(5, Math.round(seats * (0.1 + tenantRng.next() * 0.2)));
        addContract(tenant, owner, {
          type: 'SUPPLEMENT',
          buyType: 'ADD_ON',
          start: remaining.start,
          end: remaining.end,
          lines: [
            line(bought[0]?.product ?? product('智能费控 标准版'), extraSeats, remaining.months / 12, 0.9),
          ],
        });
        seats += extraSeats;
      }
      seats = Math.round(seats * (1 + tenantRng.next() * 0.2));
    });
    const current = tenant.terms[tenant.terms.length - 1];
    if (tenant.lifecycle === 'PAID' && current && daysBetween(today, current.end) <= 60) {
      const next = {
        start: addDays(current.end, 1),
        end: addDays(addMonths(addDays(current.end, 1), 12), -1),
        months: 12,
      };
      addContract(tenant, owner, {
        type: 'RENEWAL',
        buyType: 'RENEWAL',
        start: next.start,
        end: next.end,
        lines: termLines(tenantRng, tenant, seats, next, false),
        draft: true,
      });
    }
    const trialContract =
      (tenant.lifecycle === 'TRIAL' && tenantRng.chance(0.35)) ||
      (tenant.lifecycle === 'TRIAL_ENDED' && tenantRng.chance(0.2));
    if (trialContract && tenant.licenceExpireDate) {
      addContract(tenant, owner, {
        type: 'TRIAL',
        buyType: 'NEW_PURCHASE',
        start: dateAfter(tenant.createdAt, 0),
        end: tenant.licenceExpireDate,
        lines: [],
      });
    }

    const expiry = tenant.licenceExpireDate ?? today;
    const daysLeft = daysBetween(today, expiry);
    const lifeStatus: CustomerFields['lifeStatus'] =
      tenant.lifecycle === 'PAID'
        ? daysLeft > 90
          ? 'SIGNED'
          : 'RENEWING'
        : tenant.lifecycle === 'LAPSED'
          ? daysLeft > -90
            ? 'RENEWING'
            : 'LOST'
          : tenant.lifecycle === 'TRIAL'
            ? 'POTENTIAL'
            : tenantRng.chance(0.5)
              ? 'POTENTIAL'
              : 'LOST';
    customers.push({
      refs: { tenantId: tenant.key },
      data: {
        customerCode,
        customerName: tenant.name,
        productLine: bought.length > 0 ? productLineOf(bought) : tenantRng.pick(crmProductLines),
        lifeStatus,
        industry: tenant.industry,
        ownerName: owner,
      },
      createdAt: instantAfter(tenant.createdAt, -tenantRng.int(10, 120)),
    });

    if (tenant.lifecycle === 'PAID' && tenant.setup === 'full' && current && tenantRng.chance(0.4)) {
      for (const [serviceTypeName, unitPrice] of tenantRng.sample(preOpenServices, tenantRng.int(1, 3))) {
        const apportionQty = tenantRng.logNormal(unitPrice >= 1 ? 300 : 20000, 0.8, 10, 500_000);
        preOpenOrders.push({
          refs: { tenantId: tenant.key },
          data: {
            serviceTypeName,
            apportionQty,
            apportionAmount: money(Math.round(apportionQty * unitPrice * 100)),
            openDate: maxDate(current.start, dateAfter(context.now, -tenantRng.int(1, 90))),
          },
        });
      }
    }
  }

  // Leads: companies sales talks to that have no tenant yet, or talked to and lost.
  const leads = Math.max(0, options.customers - customers.length);
  for (let i = 0; i < leads; i += 1) {
    const leadRng = rng.fork(`lead:${i}`);
    const locale = leadRng.weighted([
      ['zh', 80],
      ['en', 15],
      ['ja', 5],
    ] as const);
    const country =
      locale === 'zh' ? 'CN' : locale === 'ja' ? 'JP' : leadRng.pick(['SG', 'HK', 'US', 'GB', 'DE']);
    const identity = drawIdentity(leadRng, context, locale, country, context.customerNames);
    customerSequence += leadRng.int(1, 7);
    customers.push({
      data: {
        customerCode: `CUS${customerSequence}`,
        customerName: identity.name,
        productLine: leadRng.pick(crmProductLines),
        lifeStatus: leadRng.chance(0.75) ? 'POTENTIAL' : 'LOST',
        industry: identity.industry[1],
        ownerName: leadRng.pick(options.owners),
      },
      createdAt: instantAfter(context.now, -leadRng.int(1, 900) - leadRng.next()),
    });
  }
  return { customers, contracts, orders, preOpenOrders };
}

const minDate = (a: string, b: string) => (a < b ? a : b);

/** The yearly periods from `start` to `end`, the last one possibly shorter. */
function yearsOf(start: string, end: string): (readonly [string, string])[] {
  const periods: (readonly [string, string])[] = [];
  for (let from = start; from <= end;) {
    const to = minDate(addDays(addMonths(from, 12), -1), end);
    periods.push([from, to]);
    from = addDays(to, 1);
  }
  return periods;
}
const maxDate = (a: string, b: string) => (a > b ? a : b);
