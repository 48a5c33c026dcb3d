// @vitest-environment jsdom
import { OpsIntlProvider } from '@opsdesk/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderPicker, orderSource } from './order';
import { renderPicker, runResolve, runSearch } from '../test/render';

describe('orderSource', () => {
  it('searches the orders of a contract and the scope tenant, a page at a time', async () => {
    const { page, requests } = await runSearch(orderSource, {
      scope: { tenantId: 1068 },
      filters: { contractCode: 'HT201800075' },
    });
    expect(requests).toEqual([
      {
        path: '/api/order/info/page/by/contract/tenant',
        params: { contractCode: 'HT201800075', tenantId: 1068, page: 0, size: 20 },
      },
    ]);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((order) => order.contractCode === 'HT201800075')).toBe(true);
  });

  it('sends the status and type filters and the keyword', async () => {
    const { requests } = await runSearch(orderSource, {
      query: 'DD2019',
      filters: { orderStatus: ['PAID'], orderType: ['RENEWAL'] },
    });
    expect(requests[0]?.params).toMatchObject({
      keyword: 'DD2019',
      orderStatus: ['PAID'],
      orderType: ['RENEWAL'],
    });
  });

  it('keys an order by its code and describes it by product, business type and term', async () => {
    const { page } = await runSearch(orderSource, { query: 'DD2018111600226', filters: {} });
    const [order] = page.items;
    expect(order && orderSource.key(order)).toBe('DD2018111600226');
    expect(order && orderSource.description?.(order)).toBe(
      '智能费控 标准版（按用户/年） · New purchase · 2018-12-11 – 2019-12-10',
    );
  });

  it('shows the amount paid with thousands separators and 2 decimals (spec §9)', async () => {
    const { page } = await runSearch(orderSource, { query: 'DD2018111600226', filters: {} });
    const column = orderSource.columns?.find((candidate) => candidate.id === 'actualAmount');
    const [order] = page.items;
    render(<OpsIntlProvider locale="en">{order && column?.value(order)}</OpsIntlProvider>);
    expect(screen.getByText('54,100.80')).toBeTruthy();
  });

  it('resolves order codes that are not among the options loaded', async () => {
    const { items } = await runResolve(orderSource, ['DD2019111902720'], { filters: {} });
    expect(items.map((order) => order.contractCode)).toEqual(['HT201900822']);
  });
});

describe('OrderPicker', () => {
  it('chooses an order of the contract found by typing: onChange gets its code and the order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { requests } = renderPicker(
      <OrderPicker
        label="Order"
        value={null}
        onChange={onChange}
        filters={{ contractCode: 'HT201900822' }}
        debounceMs={0}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Order' }), 'DD2019111902720');
    await user.click(await screen.findByRole('option', { name: /DD2019111902720/ }));
    expect(onChange).toHaveBeenCalledWith('DD2019111902720', expect.objectContaining({ buyCount: 516 }));
    expect(requests.at(-1)?.params).toMatchObject({
      contractCode: 'HT201900822',
      keyword: 'DD2019111902720',
    });
  });
});
