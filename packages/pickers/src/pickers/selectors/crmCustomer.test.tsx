// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrmCustomerPicker, crmCustomerSource } from './crmCustomer';
import { renderPicker, runResolve, runSearch } from '../test/render';

describe('crmCustomerSource', () => {
  it('searches the customers by keyword and life status, a page at a time', async () => {
    const { page, requests } = await runSearch(crmCustomerSource, {
      query: 'Pte',
      filters: { lifeStatus: ['LOST'] },
    });
    expect(requests).toEqual([
      {
        path: '/api/crm/customer/info/simple/page',
        params: { keyword: 'Pte', lifeStatus: ['LOST'], page: 0, size: 20 },
      },
    ]);
    expect(page.items.map((customer) => customer.customerName)).toContain('Aurora Semiconductor Pte. Ltd.');
    expect(page.items.every((customer) => customer.lifeStatus === 'LOST')).toBe(true);
  });

  it('does not narrow the customers to the scope tenant: they are global records', async () => {
    const { requests } = await runSearch(crmCustomerSource, { scope: { tenantId: 1015 }, filters: {} });
    expect(requests[0]?.params.tenantId).toBeUndefined();
  });

  it('keys a customer by its code and describes it by product line and life status', async () => {
    const { page } = await runSearch(crmCustomerSource, { query: 'CUS100623', filters: {} });
    const [apex] = page.items;
    expect(apex && crmCustomerSource.key(apex)).toBe('CUS100623');
    expect(apex && crmCustomerSource.description?.(apex)).toBe('CUS100623 · 商旅管理 · Potential');
  });

  it('resolves customer codes that are not among the options loaded', async () => {
    const { items } = await runResolve(crmCustomerSource, ['CUS101619'], {
      filters: { lifeStatus: ['LOST'] },
    });
    expect(items.map((customer) => customer.customerName)).toEqual(['Frontier Consulting Company Limited']);
  });
});

describe('CrmCustomerPicker', () => {
  it('chooses a customer found by typing: onChange gets its code and the customer', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { requests } = renderPicker(
      <CrmCustomerPicker
        label="CRM customer"
        value={null}
        onChange={onChange}
        filters={{ lifeStatus: ['POTENTIAL'] }}
        debounceMs={0}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'CRM customer' }), 'Frontier');
    await user.click(await screen.findByRole('option', { name: /Frontier Consulting Company Limited/ }));
    expect(onChange).toHaveBeenCalledWith('CUS101619', expect.objectContaining({ lifeStatus: 'POTENTIAL' }));
    expect(requests.at(-1)?.params).toMatchObject({ keyword: 'Frontier', lifeStatus: ['POTENTIAL'] });
  });
});
