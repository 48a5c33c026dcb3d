// The arithmetic of the order flow: money in integer cents (2 decimals, at most 15 digits, the
// `money` field of @opsdesk/api), products computed in BigInt so that quantity × price × months
// never loses a cent, and the dates of a line's term. Pure: the screens and their tests share it.

/** The largest amount a money field holds: 9 999 999 999 999.99, in cents. */
export const MAX_MONEY_CENTS = 999_999_999_999_999;

/** Whether a number is money as the service stores it: at most 2 decimals, at most 15 digits. */
export function isMoney(value: number): boolean {
  return (
    Number.isFinite(value) &&
    /^-?\d+(\.\d{1,2})?$/.test(String(value)) &&
    Math.abs(toCents(value)) <= MAX_MONEY_CENTS
  );
}

/** Money in cents, read from its decimal text (multiplying by 100 in floating point misjudges some amounts). */
export function toCents(amount: number): number {
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(2).split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return amount < 0 ? -cents : cents;
}

/** Cents as the money number the API takes (its shortest decimal text has at most 2 decimals). */
export function fromCents(cents: number): number {
  return cents / 100;
}

// Dates are calendar dates, YYYY-MM-DD, computed in UTC so that no time zone shifts them.

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const value = parse(date);
  value.setUTCDate(value.getUTCDate() + days);
  return format(value);
}

/** The same day `months` later (the month's last day when it has fewer days). */
export function addMonths(date: string, months: number): string {
  const value = parse(date);
  const day = value.getUTCDate();
  value.setUTCDate(1);
  value.setUTCMonth(value.getUTCMonth() + months);
  const last = new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + 1, 0)).getUTCDate();
  value.setUTCDate(Math.min(day, last));
  return format(value);
}

export function isDate(value: unknown): value is string {
  return (
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(parse(value).getTime())
  );
}

/** Start ≤ end is the rule (spec §5); equal dates are a one-day term. */
export function isEndBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  return isDate(start) && isDate(end) && end < start;
}

/**
 * The months of a term from its first to its last day, rounded to whole months (at least one):
 * 2026-01-01 → 2026-12-31 is 12 months, 2026-01-15 → 2026-04-14 is 3.
 */
export function termMonths(start: string, end: string): number {
  const from = parse(start);
  const to = parse(addDays(end, 1));
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  let anchor = parse(addMonths(start, months));
  if (anchor > to) {
    months -= 1;
    anchor = parse(addMonths(start, months));
  }
  const restDays = Math.round((to.getTime() - anchor.getTime()) / 86_400_000);
  if (restDays >= 15) months += 1;
  return Math.max(1, months);
}

/** How a product is billed (finance-catalogue-product `billingMode`): subscriptions by the year. */
export type BillingMode = 'SUBSCRIPTION' | 'USAGE' | 'ONE_OFF';

export interface LineAmountInput {
  readonly quantity: number;
  readonly unitPrice: number;
  readonly billingMode?: string | undefined;
  readonly effectiveDate?: string | null | undefined;
  readonly expireDate?: string | null | undefined;
}

/** The years a line is charged for: its term in months / 12 for subscriptions, else 1 (as months: 12). */
export function chargedMonths(line: Omit<LineAmountInput, 'quantity' | 'unitPrice'>): number {
  if (line.billingMode !== 'SUBSCRIPTION') return 12;
  if (!isDate(line.effectiveDate) || !isDate(line.expireDate) || line.expireDate < line.effectiveDate)
    return 12;
  return termMonths(line.effectiveDate, line.expireDate);
}

/** a × b × months / 12, rounded half up to the cent; undefined beyond the largest money amount. */
function priceCents(quantity: number, priceCents: number, months: number): number | undefined {
  const product = BigInt(quantity) * BigInt(priceCents) * BigInt(months);
  const twelve = 12n;
  const sign = product < 0n ? -1n : 1n;
  const rounded = (sign * product * 2n + twelve) / (twelve * 2n);
  const cents = sign * rounded;
  if (cents > BigInt(MAX_MONEY_CENTS) || cents < -BigInt(MAX_MONEY_CENTS)) return undefined;
  return Number(cents);
}

/**
 * A line's amount in cents: quantity × unit price × years of the term for SUBSCRIPTION products,
 * quantity × unit price otherwise, rounded to cents. Undefined when it exceeds 15 digits.
 */
export function lineAmountCents(line: LineAmountInput): number | undefined {
  return priceCents(line.quantity, toCents(line.unitPrice), chargedMonths(line));
}

/** The same at the list price. */
export function lineListCents(line: LineAmountInput & { readonly listPrice: number }): number | undefined {
  return priceCents(line.quantity, toCents(line.listPrice), chargedMonths(line));
}

/** The VAT an amount includes at a rate in percent: amount × rate / (100 + rate), rounded to cents. */
export function taxIncludedCents(amountCents: number, ratePercent: number): number {
  const basis = BigInt(Math.round(ratePercent * 100));
  if (basis === 0n) return 0;
  const amount = BigInt(amountCents);
  const whole = 10_000n + basis;
  const sign = amount < 0n ? -1n : 1n;
  return Number(sign * ((sign * amount * basis * 2n + whole) / (whole * 2n)));
}

/** The discount off the list price in percent (2 decimals); undefined without a list price. */
export function discountPercent(listCents: number, amountCents: number): number | undefined {
  if (listCents <= 0) return undefined;
  const basis = BigInt(listCents - amountCents) * 20_000n;
  const list = BigInt(listCents);
  const sign = basis < 0n ? -1n : 1n;
  return Number(sign * ((sign * basis + list) / (list * 2n))) / 100;
}

export interface TotalsLine extends LineAmountInput {
  readonly listPrice: number;
  readonly taxRate: number;
}

export interface OrderTotals {
  readonly listCents: number;
  readonly orderCents: number;
  readonly discountCents: number;
  readonly discountPercent: number | undefined;
  /** The tax included at each rate, by rate ascending. */
  readonly taxes: readonly {
    readonly rate: number;
    readonly amountCents: number;
    readonly taxCents: number;
  }[];
  /** A line or a total beyond 15 digits: nothing can be saved. */
  readonly overflow: boolean;
}

/** The footer of an order: list total, order total, discount and the tax included at each rate. */
export function orderTotals(lines: readonly TotalsLine[]): OrderTotals {
  let listCents = 0;
  let orderCents = 0;
  let overflow = false;
  const byRate = new Map<number, number>();
  for (const line of lines) {
    const list = lineListCents(line);
    const amount = lineAmountCents(line);
    if (list === undefined || amount === undefined) {
      overflow = true;
      continue;
    }
    listCents += list;
    orderCents += amount;
    byRate.set(line.taxRate, (byRate.get(line.taxRate) ?? 0) + amount);
  }
  if (Math.abs(listCents) > MAX_MONEY_CENTS || Math.abs(orderCents) > MAX_MONEY_CENTS) overflow = true;
  const taxes = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, amountCents]) => ({ rate, amountCents, taxCents: taxIncludedCents(amountCents, rate) }));
  return {
    listCents,
    orderCents,
    discountCents: listCents - orderCents,
    discountPercent: discountPercent(listCents, orderCents),
    taxes,
    overflow,
  };
}

/** The order type a contract suggests: renewal contracts renew, supplementary agreements add on. */
export function defaultOrderType(contractType: string | undefined): 'NEW_PURCHASE' | 'ADD_ON' | 'RENEWAL' {
  if (contractType === 'RENEWAL') return 'RENEWAL';
  if (contractType === 'SUPPLEMENT') return 'ADD_ON';
  return 'NEW_PURCHASE';
}

/** The order's product name: the first line's, with " 等 N 项" when there are several (at most 100 characters). */
export function orderProductName(names: readonly string[]): string {
  const first = names[0] ?? '';
  if (names.length <= 1) return first.slice(0, 100);
  const suffix = ` 等 ${names.length} 项`;
  return `${first.slice(0, 100 - suffix.length)}${suffix}`;
}

export interface Term {
  readonly effectiveDate: string;
  readonly expireDate: string;
}

/**
 * A new line's term: the contract's term; services three months from its start. Without a
 * contract term, from today for a year.
 */
export function defaultLineTerm(
  category: string,
  contract: Readonly<Record<string, unknown>> | undefined,
  today: string,
): Term {
  const startDate = contract?.startDate;
  const endDate = contract?.endDate;
  const start = isDate(startDate) ? startDate : today;
  if (category === 'SERVICE') return { effectiveDate: start, expireDate: addDays(addMonths(start, 3), -1) };
  const end = isDate(endDate) && endDate >= start ? endDate : addDays(addMonths(start, 12), -1);
  return { effectiveDate: start, expireDate: end };
}

/** The order's term by default: from the earliest line start to the latest line end. */
export function termOfLines(
  lines: readonly { readonly effectiveDate?: string | null; readonly expireDate?: string | null }[],
): Partial<Term> {
  const starts = lines
    .map((line) => line.effectiveDate)
    .filter(isDate)
    .sort();
  const ends = lines
    .map((line) => line.expireDate)
    .filter(isDate)
    .sort();
  return {
    ...(starts[0] ? { effectiveDate: starts[0] } : {}),
    ...(ends.length > 0 ? { expireDate: ends[ends.length - 1] } : {}),
  };
}

/** Whether a term lies outside another (the contract's): starts before it or ends after it. */
export function isOutsideTerm(
  term: Readonly<Record<string, unknown>>,
  outer: Readonly<Record<string, unknown>>,
): boolean {
  const { effectiveDate, expireDate } = term;
  const { startDate, endDate } = outer;
  return (
    (isDate(effectiveDate) && isDate(startDate) && effectiveDate < startDate) ||
    (isDate(expireDate) && isDate(endDate) && expireDate > endDate)
  );
}

/** A list with one item moved from one place to another. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
