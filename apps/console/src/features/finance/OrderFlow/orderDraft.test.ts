import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  draftOfOrder,
  emptyDraft,
  headerChoices,
  lineOf,
  orderedCentsIn,
  orderRequestOf,
  usualCurrency,
  withHeaderOfLines,
  type CatalogueProduct,
  type OrderDraft,
} from './orderDraft';

const term = { effectiveDate: '2026-01-01', expireDate: '2026-12-31' };
const product = (code: string, category: string, serviceTypeCode?: string): CatalogueProduct => ({
  productCode: code,
  productName: code,
  orderLargeCategory: category,
  ...(serviceTypeCode ? { serviceTypeCode } : {}),
  billingMode: 'ONE_OFF',
  unit: 'pc',
  listPrice: 10,
  taxRate: 6,
});
const suite = product('SUITE', 'SOFTWARE', 'EXPENSE');
const days = product('DAYS', 'SERVICE', 'IMPLEMENTATION');
const pack = product('PACK', 'RESOURCE');

const withLines = (draft: OrderDraft, ...products: CatalogueProduct[]) =>
  withHeaderOfLines({ ...draft, lines: products.map((entry) => lineOf(entry, term)) });

describe("the order's category and service type", () => {
  it("are the first line's until chosen, and none without lines", () => {
    expect(withLines(emptyDraft)).toMatchObject({ orderLargeCategory: null, serviceTypeCode: null });
    expect(withLines(emptyDraft, days, suite)).toMatchObject({
      orderLargeCategory: 'SERVICE',
      serviceTypeCode: 'IMPLEMENTATION',
    });
  });

  it('keep a choice while a line has it, and fall back to the first line once none has', () => {
    const chosen = {
      ...withLines(emptyDraft, days, suite),
      orderLargeCategory: 'SOFTWARE',
      serviceTypeCode: 'EXPENSE',
    };
    expect(withHeaderOfLines({ ...chosen, lines: [...chosen.lines].reverse() })).toMatchObject({
      orderLargeCategory: 'SOFTWARE',
      serviceTypeCode: 'EXPENSE',
    });
    expect(withHeaderOfLines({ ...chosen, lines: chosen.lines.slice(0, 1) })).toMatchObject({
      orderLargeCategory: 'SERVICE',
      serviceTypeCode: 'IMPLEMENTATION',
    });
  });

  it("offer the lines' categories and their products' service types once each, in line order", () => {
    const lines = [days, suite, pack, suite].map((entry) => lineOf(entry, term));
    expect(headerChoices(lines)).toEqual({
      categories: ['SERVICE', 'SOFTWARE', 'RESOURCE'],
      serviceTypes: ['IMPLEMENTATION', 'EXPENSE'],
    });
  });
});

describe('the order request', () => {
  const filled: OrderDraft = {
    ...withLines(emptyDraft, pack, suite),
    tenantId: 7,
    contractCode: 'HT-1',
    currencyCode: 'USD',
    ...term,
  };

  it('carries the category, service type and currency', () => {
    expect(checkDraft(filled)).toEqual({});
    expect(orderRequestOf(filled)).toMatchObject({
      orderLargeCategory: 'RESOURCE',
      serviceTypeCode: 'EXPENSE',
      currencyCode: 'USD',
    });
  });

  it('leaves out a service type when no line has one', () => {
    const request = orderRequestOf(withLines(filled, pack));
    expect(request).not.toHaveProperty('serviceTypeCode');
    expect(request.orderLargeCategory).toBe('RESOURCE');
  });

  it('needs a currency; without a category it leaves the choice to the service', () => {
    expect(checkDraft({ ...filled, currencyCode: '' })).toEqual({ currencyCode: { kind: 'required' } });
    const unchosen = { ...filled, orderLargeCategory: null, serviceTypeCode: null };
    expect(checkDraft(unchosen)).toEqual({});
    expect(orderRequestOf(unchosen)).not.toHaveProperty('orderLargeCategory');
  });

  it('reads a stored order back with its header, in CNY when it has no currency', () => {
    const order = {
      tenantId: 7,
      contractCode: 'HT-1',
      orderType: 'NEW_PURCHASE',
      orderLargeCategory: 'SOFTWARE',
      serviceTypeCode: 'EXPENSE',
      effectiveDate: '2026-01-01',
      expireDate: '2026-12-31',
    };
    const line = { id: 3, version: 1, productCode: 'SUITE', orderLargeCategory: 'SOFTWARE', quantity: 1 };
    const draft = draftOfOrder(order, [line], new Map([['SUITE', suite]]));
    expect(draft).toMatchObject({
      orderLargeCategory: 'SOFTWARE',
      serviceTypeCode: 'EXPENSE',
      currencyCode: 'CNY',
    });
    expect(draft.lines[0]?.serviceTypeCode).toBe('EXPENSE');
    expect(draftOfOrder({ ...order, currencyCode: 'HKD' }, [line], new Map()).currencyCode).toBe('HKD');
  });
});

describe("the contract's other orders", () => {
  const others = [
    { cents: 100_00, currencyCode: 'USD' },
    { cents: 250_00, currencyCode: 'CNY' },
    { cents: 50_00, currencyCode: 'USD' },
  ];

  it('add up in the currency of the order only', () => {
    expect(orderedCentsIn(others, 'USD')).toBe(150_00);
    expect(orderedCentsIn(others, 'CNY')).toBe(250_00);
    expect(orderedCentsIn(others, 'EUR')).toBe(0);
  });

  it('give a new order the currency most of them are in, CNY when there are none', () => {
    expect(usualCurrency(others)).toBe('USD');
    expect(usualCurrency([])).toBe('CNY');
    expect(
      usualCurrency([
        { cents: 1, currencyCode: 'JPY' },
        { cents: 1, currencyCode: 'EUR' },
      ]),
    ).toBe('JPY');
  });
});
