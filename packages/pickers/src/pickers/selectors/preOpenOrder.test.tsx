// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PreOpenOrderPicker, preOpenOrderSource } from './preOpenOrder';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('preOpenOrderSource', () => {
  it('lists the pre-open orders of the scope tenant once, for the picker to filter', async () => {
    const { page, requests } = await runSearch(preOpenOrderSource, {
      scope: { tenantId: 1033 },
      filters: {},
    });
    expect(preOpenOrderSource.paging).toBe('client');
    expect(requests).toEqual([{ path: '/api/order/info/preOpen/by/tenant', params: { tenantId: 1033 } }]);
    expect(page.items.map((order) => order.serviceTypeName).sort()).toEqual([
      'OCR 识别服务',
      '企业支付通道服务',
      '短信通知服务',
    ]);
  });

  it('tells two orders apart by quantity, amount and opening date', async () => {
    const { page } = await runSearch(preOpenOrderSource, { scope: { tenantId: 1019 }, filters: {} });
    const travel = page.items.find((order) => order.id === 22723);
    expect(travel && preOpenOrderSource.description?.(travel)).toBe('× 366 · 5,490.00 · 2026-09-18');
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(preOpenOrderSource, '', {}, {})).toBe(
      'Choose a tenant first to look up its pre-open orders.',
    );
  });

  it('lists once a tenant is known, from the scope or the filter', () => {
    expect(ruleMessage(preOpenOrderSource, '', {}, { tenantId: 1033 })).toBeUndefined();
    expect(ruleMessage(preOpenOrderSource, '', { tenantId: 1033 }, {})).toBeUndefined();
  });
});

describe('PreOpenOrderPicker', () => {
  it('chooses a pre-open order found by typing: onChange gets its id and the order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <PreOpenOrderPicker label="Pre-open order" value={null} onChange={onChange} debounceMs={0} />,
      {
        tenantId: 1033,
      },
    );
    await user.type(screen.getByRole('combobox', { name: 'Pre-open order' }), '短信');
    await user.click(await screen.findByRole('option', { name: /短信通知服务/ }));
    expect(onChange).toHaveBeenCalledWith(22728, expect.objectContaining({ apportionQty: 35602 }));
  });
});
