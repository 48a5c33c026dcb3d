// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CurrencyPicker, currencySource } from './currency';
import { renderPicker, runSearch } from '../test/render';

describe('currencySource', () => {
  it('lists the standard currencies with their Chinese names once, for the picker to filter', async () => {
    const { page, requests } = await runSearch(currencySource, { filters: {} });
    expect(currencySource.paging).toBe('client');
    expect(requests).toEqual([
      { path: '/api/company/standard/currency/getAll', params: { language: 'chineseName' } },
    ]);
    expect(page.items).toHaveLength(33);
    expect(page.items.map(currencySource.key)).toContain('CNY');
  });
});

describe('CurrencyPicker', () => {
  it('chooses a currency found by its code: onChange gets the currencyCode and the currency', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<CurrencyPicker label="Currency" value={null} onChange={onChange} debounceMs={0} />);
    await user.type(screen.getByRole('combobox', { name: 'Currency' }), 'JPY');
    await user.click(await screen.findByRole('option', { name: /Japanese Yen/ }));
    expect(onChange).toHaveBeenCalledWith('JPY', expect.objectContaining({ currencyCode: 'JPY' }));
  });

  it('finds a currency by its Chinese name', async () => {
    const user = userEvent.setup();
    renderPicker(<CurrencyPicker label="Currency" value={null} onChange={vi.fn()} debounceMs={0} />);
    await user.type(screen.getByRole('combobox', { name: 'Currency' }), '人民币');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        expect.stringContaining('CNY'),
      ]),
    );
  });
});
