import type { orderLargeCategories } from '@opsdesk/api';
import {
  fromCents,
  isDate,
  isEndBeforeStart,
  isMoney,
  lineAmountCents,
  orderTotals,
  type TotalsLine,
} from './orderMath';

// The new-order form as data: what the user has typed (kept as typed on any error), its checks,
// and the request it becomes. Pure, so that the screen stays a view of it.

export const ORDER_TYPES = ['NEW_PURCHASE', 'ADD_ON', 'RENEWAL'] as const;
type OrderLargeCategory = (typeof orderLargeCategories)[number];
export type OrderTypeCode = (typeof ORDER_TYPES)[number];

/** A catalogue product as a line needs it (finance-catalogue-product). */
export interface CatalogueProduct {
  readonly productCode: string;
  readonly productName: string;
  readonly orderLargeCategory: string;
  /** The service type the product opens (service catalogue), when it has one. */
  readonly serviceTypeCode?: string | undefined;
  readonly billingMode: string;
  readonly unit: string;
  readonly listPrice: number;
  readonly floorPrice?: number | undefined;
  readonly taxRate: number;
  readonly saleStatus?: string | undefined;
  readonly productLine?: string | undefined;
}

export interface LineDraft {
  /** The line's key in the form (React key), stable while lines move. */
  readonly key: string;
  /** A stored line being edited: its id and the version read. */
  readonly id?: number | undefined;
  readonly version?: number | undefined;
  readonly productCode: string;
  readonly productName: string;
  readonly orderLargeCategory: string;
  /** Its product's service type (not stored on the line: read from the catalogue). */
  readonly serviceTypeCode?: string | undefined;
  readonly billingMode: string;
  readonly unit: string;
  readonly listPrice: number;
  readonly floorPrice?: number | undefined;
  readonly taxRate: number;
  readonly quantity: number | null;
  readonly unitPrice: number | null;
  readonly effectiveDate: string | null;
  readonly expireDate: string | null;
  readonly remark?: string | undefined;
}

export interface OrderDraft {
  readonly tenantId: number | null;
  readonly contractCode: string | null;
  readonly orderType: OrderTypeCode;
  readonly businessType: string;
  /** The order's large category: one of its lines' (the first line's until the user chooses). */
  readonly orderLargeCategory: string | null;
  /** The service type the order opens: one of its lines' products' (the first line's by default). */
  readonly serviceTypeCode: string | null;
  /** ISO 4217 code of the amounts. */
  readonly currencyCode: string;
  readonly effectiveDate: string | null;
  readonly expireDate: string | null;
  readonly lines: readonly LineDraft[];
}

/** The currency of an order unless its contract's other orders are in another one. */
export const DEFAULT_CURRENCY = 'CNY';

export const emptyDraft: OrderDraft = {
  tenantId: null,
  contractCode: null,
  orderType: 'NEW_PURCHASE',
  businessType: 'NEW_PURCHASE',
  orderLargeCategory: null,
  serviceTypeCode: null,
  currencyCode: DEFAULT_CURRENCY,
  effectiveDate: null,
  expireDate: null,
  lines: [],
};

/** What is wrong with a field: a message id of the screen (`order.error.*`) or the server's message. */
export type DraftProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'quantity' }
  | { readonly kind: 'money' }
  | { readonly kind: 'tooLarge' }
  | { readonly kind: 'endBeforeStart' }
  | { readonly kind: 'noLines' }
  | { readonly kind: 'server'; readonly message: string };

/** Problems by field path: `tenantId`, `expireDate`, `lines.2.unitPrice`... */
export type DraftProblems = Readonly<Record<string, DraftProblem>>;

let keys = 0;
/** A new form key for a line. */
export function lineKey(): string {
  keys += 1;
  return `line-${keys}`;
}

/** A new line for a product: its list price as the unit price, quantity 1, the term given. */
export function lineOf(
  product: CatalogueProduct,
  term: { effectiveDate: string; expireDate: string },
): LineDraft {
  return {
    key: lineKey(),
    productCode: product.productCode,
    productName: product.productName,
    orderLargeCategory: product.orderLargeCategory,
    serviceTypeCode: product.serviceTypeCode,
    billingMode: product.billingMode,
    unit: product.unit,
    listPrice: product.listPrice,
    floorPrice: product.floorPrice,
    taxRate: product.taxRate,
    quantity: 1,
    unitPrice: product.listPrice,
    effectiveDate: term.effectiveDate,
    expireDate: term.expireDate,
  };
}

const distinct = (values: readonly (string | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** What the order's category and service type may be: those of its lines, in line order. */
export function headerChoices(lines: readonly LineDraft[]) {
  return {
    categories: distinct(lines.map((line) => line.orderLargeCategory)),
    serviceTypes: distinct(lines.map((line) => line.serviceTypeCode)),
  };
}

/**
 * The draft with a category and service type its lines allow: kept when one of the lines still has
 * it, the first line's otherwise (none without lines).
 */
export function withHeaderOfLines(draft: OrderDraft): OrderDraft {
  const { categories, serviceTypes } = headerChoices(draft.lines);
  const keep = (value: string | null, choices: readonly string[]) =>
    value !== null && choices.includes(value) ? value : (choices[0] ?? null);
  const orderLargeCategory = keep(draft.orderLargeCategory, categories);
  const serviceTypeCode = keep(draft.serviceTypeCode, serviceTypes);
  return orderLargeCategory === draft.orderLargeCategory && serviceTypeCode === draft.serviceTypeCode
    ? draft
    : { ...draft, orderLargeCategory, serviceTypeCode };
}

/** Another order of the contract, as the over-the-contract warning adds it up. */
export interface OtherOrder {
  readonly cents: number;
  readonly currencyCode: string;
}

/** The contract's other orders in a currency, in cents: orders in other currencies do not add up. */
export function orderedCentsIn(others: readonly OtherOrder[], currencyCode: string): number {
  return others
    .filter((other) => other.currencyCode === currencyCode)
    .reduce((sum, other) => sum + other.cents, 0);
}

/** The currency of most of the contract's other orders (the first met on a tie); CNY without any. */
export function usualCurrency(others: readonly OtherOrder[]): string {
  const counts = new Map<string, number>();
  for (const other of others) counts.set(other.currencyCode, (counts.get(other.currencyCode) ?? 0) + 1);
  let usual = DEFAULT_CURRENCY;
  let most = 0;
  for (const [currency, count] of counts)
    if (count > most) {
      usual = currency;
      most = count;
    }
  return usual;
}

/** The line's fields for the arithmetic, with what is not typed yet as 0. */
export function totalsLineOf(line: LineDraft): TotalsLine {
  return {
    quantity: line.quantity !== null && Number.isInteger(line.quantity) ? line.quantity : 0,
    unitPrice: line.unitPrice !== null && isMoney(line.unitPrice) ? line.unitPrice : 0,
    listPrice: line.listPrice,
    taxRate: line.taxRate,
    billingMode: line.billingMode,
    effectiveDate: line.effectiveDate,
    expireDate: line.expireDate,
  };
}

/** The totals of the form as typed so far. */
export function draftTotals(draft: OrderDraft) {
  return orderTotals(draft.lines.map(totalsLineOf));
}

/** Checks the form before it is sent; every problem at once, by field. */
export function checkDraft(draft: OrderDraft): DraftProblems {
  const problems: Record<string, DraftProblem> = {};
  if (draft.tenantId === null) problems.tenantId = { kind: 'required' };
  if (!draft.contractCode) problems.contractCode = { kind: 'required' };
  if (!draft.businessType) problems.businessType = { kind: 'required' };
  // No category or service type chosen leaves them to the service: the first line's.
  if (!/^[A-Z]{3}$/.test(draft.currencyCode)) problems.currencyCode = { kind: 'required' };
  if (!isDate(draft.effectiveDate)) problems.effectiveDate = { kind: 'required' };
  if (!isDate(draft.expireDate)) problems.expireDate = { kind: 'required' };
  else if (isEndBeforeStart(draft.effectiveDate, draft.expireDate))
    problems.expireDate = { kind: 'endBeforeStart' };
  if (draft.lines.length === 0) problems.lines = { kind: 'noLines' };
  draft.lines.forEach((line, index) => {
    const at = (field: string) => `lines.${index}.${field}`;
    if (line.quantity === null) problems[at('quantity')] = { kind: 'required' };
    else if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 1_000_000)
      problems[at('quantity')] = { kind: 'quantity' };
    if (line.unitPrice === null) problems[at('unitPrice')] = { kind: 'required' };
    else if (!isMoney(line.unitPrice) || line.unitPrice < 0) problems[at('unitPrice')] = { kind: 'money' };
    if (!isDate(line.effectiveDate)) problems[at('effectiveDate')] = { kind: 'required' };
    if (!isDate(line.expireDate)) problems[at('expireDate')] = { kind: 'required' };
    else if (isEndBeforeStart(line.effectiveDate, line.expireDate))
      problems[at('expireDate')] = { kind: 'endBeforeStart' };
    if (
      !problems[at('quantity')] &&
      !problems[at('unitPrice')] &&
      lineAmountCents(totalsLineOf(line)) === undefined
    )
      problems[at('amount')] = { kind: 'tooLarge' };
  });
  if (Object.keys(problems).length === 0 && draftTotals(draft).overflow)
    problems.total = { kind: 'tooLarge' };
  return problems;
}

/** The request of a checked form (POST /api/orders; with `version`, PUT /api/orders/:id). */
export function orderRequestOf(draft: OrderDraft) {
  return {
    tenantId: draft.tenantId as number,
    contractCode: draft.contractCode as string,
    orderType: draft.orderType,
    businessType: draft.businessType,
    ...(draft.orderLargeCategory !== null
      ? { orderLargeCategory: draft.orderLargeCategory as OrderLargeCategory }
      : {}),
    ...(draft.serviceTypeCode !== null ? { serviceTypeCode: draft.serviceTypeCode } : {}),
    currencyCode: draft.currencyCode,
    effectiveDate: draft.effectiveDate as string,
    expireDate: draft.expireDate as string,
    lines: draft.lines.map((line) => ({
      ...(line.id !== undefined ? { id: line.id } : {}),
      ...(line.version !== undefined ? { version: line.version } : {}),
      productCode: line.productCode,
      productName: line.productName,
      orderLargeCategory: line.orderLargeCategory as OrderLargeCategory,
      quantity: line.quantity as number,
      unit: line.unit,
      listPrice: line.listPrice,
      unitPrice: line.unitPrice as number,
      amount: fromCents(lineAmountCents(totalsLineOf(line)) ?? 0),
      taxRate: line.taxRate,
      effectiveDate: line.effectiveDate as string,
      expireDate: line.expireDate as string,
      ...(line.remark ? { remark: line.remark } : {}),
    })),
  };
}

/** The service's 400 answer as problems by field (its paths are the form's: `lines.1.unitPrice`). */
export function serverProblems(
  errors: readonly { readonly field?: string | undefined; readonly message: string }[],
): DraftProblems {
  const problems: Record<string, DraftProblem> = {};
  for (const error of errors) {
    const field = error.field ?? 'form';
    if (!problems[field]) problems[field] = { kind: 'server', message: error.message };
  }
  return problems;
}

type Stored = Readonly<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' ? value : null);

/** A stored pending order and its lines as the form edits them (the products add billing and floor price). */
export function draftOfOrder(
  order: Stored,
  lines: readonly Stored[],
  products: ReadonlyMap<string, CatalogueProduct>,
): OrderDraft {
  const orderType = ORDER_TYPES.find((type) => type === order.orderType) ?? 'NEW_PURCHASE';
  return {
    tenantId: number(order.tenantId),
    contractCode: text(order.contractCode) || null,
    orderType,
    businessType: text(order.businessType) || orderType,
    orderLargeCategory: text(order.orderLargeCategory) || null,
    serviceTypeCode: text(order.serviceTypeCode) || null,
    currencyCode: text(order.currencyCode) || DEFAULT_CURRENCY,
    effectiveDate: text(order.effectiveDate) || null,
    expireDate: text(order.expireDate) || null,
    lines: lines.map((line) => {
      const product = products.get(text(line.productCode));
      return {
        key: lineKey(),
        id: number(line.id) ?? undefined,
        version: number(line.version) ?? undefined,
        productCode: text(line.productCode),
        productName: text(line.productName),
        orderLargeCategory: text(line.orderLargeCategory),
        serviceTypeCode: product?.serviceTypeCode,
        billingMode: product?.billingMode ?? 'ONE_OFF',
        unit: text(line.unit),
        listPrice: number(line.listPrice) ?? 0,
        floorPrice: product?.floorPrice,
        taxRate: number(line.taxRate) ?? 0,
        quantity: number(line.quantity),
        unitPrice: number(line.unitPrice),
        effectiveDate: text(line.effectiveDate) || null,
        expireDate: text(line.expireDate) || null,
        remark: text(line.remark) || undefined,
      };
    }),
  };
}

/** A stored catalogue product, read defensively. */
export function productOf(record: Stored): CatalogueProduct {
  return {
    productCode: text(record.productCode),
    productName: text(record.productName),
    orderLargeCategory: text(record.orderLargeCategory),
    serviceTypeCode: text(record.serviceTypeCode) || undefined,
    billingMode: text(record.billingMode),
    unit: text(record.unit),
    listPrice: number(record.listPrice) ?? 0,
    floorPrice: number(record.floorPrice) ?? undefined,
    taxRate: number(record.taxRate) ?? 0,
    saleStatus: text(record.saleStatus) || undefined,
    productLine: text(record.productLine) || undefined,
  };
}

/** Whether a unit price is below the product's floor price (signing it needs approval). */
export function isBelowFloor(line: {
  readonly unitPrice: unknown;
  readonly floorPrice?: number | undefined;
}): boolean {
  return (
    typeof line.unitPrice === 'number' && line.floorPrice !== undefined && line.unitPrice < line.floorPrice
  );
}
