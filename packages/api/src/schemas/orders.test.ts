import { describe, expect, test } from 'vitest';
import { orderInputSchema, orderUpdateSchema } from './orders';

const line = {
  productCode: 'SKU-FK-PRO',
  productName: '智能费控 专业版',
  orderLargeCategory: 'SOFTWARE',
  quantity: 10,
  unit: '用户·年',
  listPrice: 680,
  unitPrice: 600,
  amount: 6000,
  taxRate: 6,
  effectiveDate: '2026-01-01',
  expireDate: '2026-12-31',
};

const order = {
  tenantId: 1,
  contractCode: 'HT202600001',
  businessType: 'NEW_PURCHASE',
  orderType: 'NEW_PURCHASE',
  effectiveDate: '2026-01-01',
  expireDate: '2026-12-31',
  lines: [line],
};

describe('the order input', () => {
  test('leaves the category, service type and currency to the service when they are not chosen', () => {
    const parsed = orderInputSchema.parse(order);
    expect(parsed).not.toHaveProperty('orderLargeCategory');
    expect(parsed).not.toHaveProperty('serviceTypeCode');
    expect(parsed).not.toHaveProperty('currencyCode');
  });

  test('carries the category, service type and currency chosen', () => {
    const chosen = { orderLargeCategory: 'SERVICE', serviceTypeCode: 'IMPLEMENTATION', currencyCode: 'USD' };
    expect(orderInputSchema.parse({ ...order, ...chosen })).toMatchObject(chosen);
    expect(orderUpdateSchema.parse({ ...order, ...chosen, version: 3 })).toMatchObject(chosen);
  });

  test('refuses a currency that is not an ISO 4217 code and a category no line can have', () => {
    const result = orderInputSchema.safeParse({
      ...order,
      currencyCode: 'RMB1',
      orderLargeCategory: 'HARDWARE',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'currencyCode',
      'orderLargeCategory',
    ]);
  });
});
