// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExchangeRatePicker, exchangeRateSource } from './exchangeRates';
import { renderPicker, ruleMessage, runResolve, runSearch } from '../test/render';

describe('exchangeRateSource', () => {
  it('lists the enabled currencies with the rate of each against the base currency', async () => {
    const { page, requests } = await runSearch(exchangeRateSource, {
      filters: { baseCurrencyCode: 'CNY', date: '2026-11-15' },
    });
    expect(exchangeRateSource.paging).toBe('client');
    expect(requests[0]).toEqual({ path: '/api/company/standard/currency/getAll', params: {} });
    const rateRequests = requests.filter((request) => request.path === '/api/get/exchange/rate');
    // Every currency but the base one, whose rate is 1.
    expect(rateRequests).toHaveLength(32);
    expect(rateRequests).toContainEqual({
      path: '/api/get/exchange/rate',
      params: { currencyCode: 'USD', baseCurrencyCode: 'CNY', date: '2026-11-15' },
    });
    expect(page.items).toHaveLength(33);
    expect(page.items.find((item) => item.currencyCode === 'USD')).toMatchObject({
      currencyName: 'US Dollar',
      rate: 7.12,
      effectiveDate: '2026-11-01',
      baseCurrencyCode: 'CNY',
    });
    expect(page.items.find((item) => item.currencyCode === 'CNY')).toMatchObject({ rate: 1 });
  });

  it('lists a currency whose rate is not recorded (404) without a rate', async () => {
    const { page } = await runSearch(exchangeRateSource, {
      filters: { baseCurrencyCode: 'CNY' },
      fixture: {
        failure: (path, params) =>
          path === '/api/get/exchange/rate' && params.currencyCode === 'USD' ? { status: 404 } : undefined,
      },
    });
    const usd = page.items.find((item) => item.currencyCode === 'USD');
    expect(usd).toMatchObject({ rate: null, effectiveDate: null });
    expect(usd && exchangeRateSource.description?.(usd)).toBe('USD');
  });

  it('fails when a rate fails for another reason than a missing rate', async () => {
    const pending = runSearch(exchangeRateSource, {
      filters: {},
      fixture: { failure: { '/api/get/exchange/rate': { status: 500 } } },
    });
    await expect(pending).rejects.toMatchObject({ status: 500 });
  });

  it('resolves a currency with one rate call, not one per currency', async () => {
    const { items, requests } = await runResolve(exchangeRateSource, ['USD'], { filters: {} });
    expect(items.map((item) => item.currencyCode)).toEqual(['USD']);
    expect(requests.map((request) => request.path)).toEqual([
      '/api/company/standard/currency/getAll',
      '/api/get/exchange/rate',
    ]);
    expect(requests[1]?.params).toEqual({ currencyCode: 'USD', baseCurrencyCode: 'CNY' });
  });

  it('refuses a base currency that is not a three-letter code and accepts the default', () => {
    expect(ruleMessage(exchangeRateSource, '', { baseCurrencyCode: 'US' }, {})).toBe(
      'The base currency must be a three-letter code such as CNY.',
    );
    expect(ruleMessage(exchangeRateSource, '', {}, {})).toBeUndefined();
    expect(ruleMessage(exchangeRateSource, '', { baseCurrencyCode: 'USD' }, {})).toBeUndefined();
  });
});

describe('ExchangeRatePicker', () => {
  it('describes each currency by its rate and chooses one by its code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<ExchangeRatePicker label="Currency" value={null} onChange={onChange} debounceMs={0} />);
    await user.type(screen.getByRole('combobox', { name: 'Currency' }), 'usd');
    const option = await screen.findByRole('option', { name: /US Dollar/ });
    expect(option.textContent).toContain('1 USD = 7.12 CNY');
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith('USD', expect.objectContaining({ rate: 7.12 }));
  });

  it('shows a currency that is not on the first page by its name', async () => {
    renderPicker(<ExchangeRatePicker label="Currency" value="USD" onChange={() => {}} debounceMs={0} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Currency' });
    await waitFor(() => expect(input.value).toBe('US Dollar'));
  });
});
