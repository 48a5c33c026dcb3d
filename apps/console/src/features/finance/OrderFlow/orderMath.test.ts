import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  draftOfOrder,
  emptyDraft,
  lineOf,
  orderRequestOf,
  serverProblems,
  type CatalogueProduct,
  type OrderDraft,
} from './orderDraft';
import {
  addMonths,
  defaultLineTerm,
  defaultOrderType,
  discountPercent,
  fromCents,
  isEndBeforeStart,
  isMoney,
  isOutsideTerm,
  lineAmountCents,
  MAX_MONEY_CENTS,
  moveItem,
  orderProductName,
  orderTotals,
  taxIncludedCents,
  termMonths,
  termOfLines,
  toCents,
} from './orderMath';

describe('money in cents', () => {
  it('reads amounts from their decimal text, without floating-point drift', () => {
    expect(toCents(77420177.85)).toBe(7742017785);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-12.5)).toBe(-1250);
    expect(toCents(9_999_999_999_999.99)).toBe(MAX_MONEY_CENTS);
    expect(fromCents(7742017785)).toBe(77420177.85);
  });

  it('accepts money of at most 2 decimals and 15 digits only', () => {
    expect(isMoney(12.34)).toBe(true);
    expect(isMoney(12.345)).toBe(false);
    expect(isMoney(9_999_999_999_999.99)).toBe(true);
    expect(isMoney(10_000_000_000_000)).toBe(false);
    expect(isMoney(Number.NaN)).toBe(false);
  });
});

describe('terms', () => {
  it('counts a term in whole months, at least one', () => {
    expect(termMonths('2026-01-01', '2026-12-31')).toBe(12);
    expect(termMonths('2026-01-15', '2026-04-14')).toBe(3);
    expect(termMonths('2026-01-31', '2026-02-27')).toBe(1);
    expect(termMonths('2026-01-01', '2026-01-05')).toBe(1);
    expect(termMonths('2024-03-01', '2027-02-28')).toBe(36);
  });

  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('says when an end is before its start (equal dates are fine)', () => {
    expect(isEndBeforeStart('2026-02-01', '2026-01-31')).toBe(true);
    expect(isEndBeforeStart('2026-02-01', '2026-02-01')).toBe(false);
    expect(isEndBeforeStart(null, '2026-01-31')).toBe(false);
  });

  it("defaults a line to the contract's term, and a service to three months from its start", () => {
    const contract = { startDate: '2026-03-01', endDate: '2027-02-28' };
    expect(defaultLineTerm('SOFTWARE', contract, '2026-01-10')).toEqual({
      effectiveDate: '2026-03-01',
      expireDate: '2027-02-28',
    });
    expect(defaultLineTerm('SERVICE', contract, '2026-01-10')).toEqual({
      effectiveDate: '2026-03-01',
      expireDate: '2026-05-31',
    });
    expect(defaultLineTerm('RESOURCE', undefined, '2026-01-10')).toEqual({
      effectiveDate: '2026-01-10',
      expireDate: '2027-01-09',
    });
  });

  it("takes the order's term from the earliest line start to the latest line end", () => {
    expect(
      termOfLines([
        { effectiveDate: '2026-03-01', expireDate: '2026-05-31' },
        { effectiveDate: '2026-01-01', expireDate: '2026-12-31' },
        { effectiveDate: null, expireDate: null },
      ]),
    ).toEqual({ effectiveDate: '2026-01-01', expireDate: '2026-12-31' });
  });

  it('tells a term outside the contract term', () => {
    const contract = { startDate: '2026-01-01', endDate: '2026-12-31' };
    expect(isOutsideTerm({ effectiveDate: '2026-01-01', expireDate: '2026-12-31' }, contract)).toBe(false);
    expect(isOutsideTerm({ effectiveDate: '2025-12-31', expireDate: '2026-06-30' }, contract)).toBe(true);
    expect(isOutsideTerm({ effectiveDate: '2026-01-01', expireDate: '2027-01-01' }, contract)).toBe(true);
  });
});

describe('line amounts and totals', () => {
  it('charges quantity × unit price, and × years of the term for subscriptions, rounded to cents', () => {
    expect(lineAmountCents({ quantity: 3, unitPrice: 0.1 })).toBe(30);
    const subscription = { quantity: 10, unitPrice: 99.99, billingMode: 'SUBSCRIPTION' };
    expect(lineAmountCents({ ...subscription, effectiveDate: '2026-01-01', expireDate: '2027-12-31' })).toBe(
      199980,
    );
    // Six months of a yearly price: half, rounded half up.
    expect(
      lineAmountCents({
        quantity: 1,
        unitPrice: 0.03,
        billingMode: 'SUBSCRIPTION',
        effectiveDate: '2026-01-01',
        expireDate: '2026-06-30',
      }),
    ).toBe(2);
  });

  it('refuses an amount beyond 15 digits instead of losing cents', () => {
    expect(lineAmountCents({ quantity: 1_000_000, unitPrice: 9_999_999_999.99 })).toBeUndefined();
    expect(lineAmountCents({ quantity: 1, unitPrice: 9_999_999_999_999.99 })).toBe(MAX_MONEY_CENTS);
  });

  it('computes the tax included at a rate', () => {
    expect(taxIncludedCents(10600, 6)).toBe(600);
    expect(taxIncludedCents(100, 13)).toBe(12);
    expect(taxIncludedCents(100, 0)).toBe(0);
    expect(taxIncludedCents(MAX_MONEY_CENTS, 13)).toBe(115044247787611);
  });

  it('gives the discount in percent with 2 decimals', () => {
    expect(discountPercent(10000, 8000)).toBe(20);
    expect(discountPercent(30000, 20000)).toBe(33.33);
    expect(discountPercent(0, 100)).toBeUndefined();
  });

  it('totals an order: list total, order total, discount and tax by rate', () => {
    const totals = orderTotals([
      { quantity: 2, unitPrice: 80, listPrice: 100, taxRate: 6 },
      { quantity: 1, unitPrice: 113, listPrice: 113, taxRate: 13 },
      { quantity: 1, unitPrice: 10.6, listPrice: 10.6, taxRate: 6 },
    ]);
    expect(totals).toEqual({
      listCents: 32360,
      orderCents: 28360,
      discountCents: 4000,
      discountPercent: 12.36,
      taxes: [
        { rate: 6, amountCents: 17060, taxCents: 966 },
        { rate: 13, amountCents: 11300, taxCents: 1300 },
      ],
      overflow: false,
    });
  });

  it('flags a total beyond 15 digits', () => {
    const line = {
      quantity: 1,
      unitPrice: 9_999_999_999_999.99,
      listPrice: 9_999_999_999_999.99,
      taxRate: 6,
    };
    expect(orderTotals([line, line]).overflow).toBe(true);
  });
});

describe('order header helpers', () => {
  it('suggests the order type from the contract type', () => {
    expect(defaultOrderType('RENEWAL')).toBe('RENEWAL');
    expect(defaultOrderType('SUPPLEMENT')).toBe('ADD_ON');
    expect(defaultOrderType('STANDARD')).toBe('NEW_PURCHASE');
  });

  it('names an order after its first line, with the count of several', () => {
    expect(orderProductName(['Spend management'])).toBe('Spend management');
    expect(orderProductName(['A', 'B'])).toBe('A 等 2 项');
    expect(orderProductName(['x'.repeat(120), 'B'])).toHaveLength(100);
  });

  it('moves a line', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

const product: CatalogueProduct = {
  productCode: 'P1',
  productName: 'Suite',
  orderLargeCategory: 'SOFTWARE',
  billingMode: 'SUBSCRIPTION',
  unit: 'seat',
  listPrice: 100,
  floorPrice: 60,
  taxRate: 6,
};

const filled = (): OrderDraft => ({
  ...emptyDraft,
  tenantId: 7,
  contractCode: 'HT-1',
  effectiveDate: '2026-01-01',
  expireDate: '2027-12-31',
  lines: [{ ...lineOf(product, { effectiveDate: '2026-01-01', expireDate: '2027-12-31' }), quantity: 3 }],
});

describe('the new-order form', () => {
  it('finds every problem at once, by field, keeping what was typed', () => {
    const draft: OrderDraft = {
      ...filled(),
      tenantId: null,
      expireDate: '2025-12-31',
      lines: [{ ...(filled().lines[0] as OrderDraft['lines'][number]), quantity: 0, unitPrice: 1.234 }],
    };
    expect(checkDraft(draft)).toEqual({
      tenantId: { kind: 'required' },
      expireDate: { kind: 'endBeforeStart' },
      'lines.0.quantity': { kind: 'quantity' },
      'lines.0.unitPrice': { kind: 'money' },
    });
    expect(draft.lines[0]?.unitPrice).toBe(1.234);
    expect(checkDraft({ ...filled(), lines: [] })).toEqual({ lines: { kind: 'noLines' } });
  });

  it('becomes the create request with each line amount computed', () => {
    expect(checkDraft(filled())).toEqual({});
    const request = orderRequestOf(filled());
    expect(request).toMatchObject({ tenantId: 7, contractCode: 'HT-1', orderType: 'NEW_PURCHASE' });
    expect(request.lines[0]).toMatchObject({ productCode: 'P1', quantity: 3, unitPrice: 100, amount: 600 });
    expect(request.lines[0]).not.toHaveProperty('id');
  });

  it('reads a stored order back with its line ids and versions, for editing', () => {
    const draft = draftOfOrder(
      {
        tenantId: 7,
        contractCode: 'HT-1',
        orderType: 'ADD_ON',
        businessType: 'ADD_ON',
        effectiveDate: '2026-01-01',
        expireDate: '2026-12-31',
      },
      [
        {
          id: 11,
          version: 2,
          productCode: 'P1',
          productName: 'Suite',
          orderLargeCategory: 'SOFTWARE',
          quantity: 2,
          unit: 'seat',
          listPrice: 100,
          unitPrice: 90,
          taxRate: 6,
          effectiveDate: '2026-01-01',
          expireDate: '2026-12-31',
        },
      ],
      new Map([['P1', product]]),
    );
    expect(draft.orderType).toBe('ADD_ON');
    expect(orderRequestOf(draft).lines[0]).toMatchObject({ id: 11, version: 2, amount: 180 });
  });

  it("keeps the service's field errors by the form's paths", () => {
    expect(
      serverProblems([
        { field: 'lines.1.unitPrice', message: 'bad' },
        { field: 'lines.1.unitPrice', message: 'second' },
        { message: 'whole form' },
      ]),
    ).toEqual({
      'lines.1.unitPrice': { kind: 'server', message: 'bad' },
      form: { kind: 'server', message: 'whole form' },
    });
  });
});
