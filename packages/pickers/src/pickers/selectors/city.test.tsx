// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CityPicker, citySource } from './city';
import { renderPicker, runResolve, runSearch } from '../test/render';

describe('citySource', () => {
  it('searches the cities by keyword and country, a page at a time', async () => {
    const { page, requests } = await runSearch(citySource, { query: 'Tokyo', filters: { country: 'JP' } });
    expect(requests).toEqual([
      { path: '/api/custom/location/search', params: { country: 'JP', keyword: 'Tokyo', page: 0, size: 20 } },
    ]);
    expect(page.items.map((city) => city.nameEn)).toContain('Tokyo');
    expect(page.items.every((city) => city.countryCode === 'JP')).toBe(true);
  });

  it('counts every match and pages them by 20', async () => {
    const { page } = await runSearch(citySource, { filters: {}, page: 1 });
    expect(page.total).toBe(177);
    expect(page.items).toHaveLength(20);
  });

  it('keys a city by its adCode and tells two cities apart by province', async () => {
    const { page } = await runSearch(citySource, { query: '110000', filters: {} });
    const beijing = page.items.find((city) => city.adCode === '110000');
    expect(beijing && citySource.key(beijing)).toBe('110000');
    expect(beijing && citySource.description?.(beijing)).toBe('110000 · 直辖市 · 北京市');
  });

  it('resolves adCodes that are not among the options loaded by searching each code', async () => {
    const { items, requests } = await runResolve(citySource, ['320100'], { filters: {} });
    expect(items.map((city) => city.name)).toEqual(['南京']);
    expect(requests[0]?.params).toMatchObject({ keyword: '320100' });
  });
});

describe('CityPicker', () => {
  it('chooses a city found by typing: onChange gets its adCode and the city', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<CityPicker label="City" value={null} onChange={onChange} debounceMs={0} />);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Nanjing');
    await user.click(await screen.findByRole('option', { name: /南京/ }));
    expect(onChange).toHaveBeenCalledWith(
      '320100',
      expect.objectContaining({ name: '南京', nameEn: 'Nanjing' }),
    );
  });

  it('shows a value that is not on the first page by its name', async () => {
    renderPicker(<CityPicker label="City" value="320100" onChange={vi.fn()} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'City' });
    await vi.waitFor(() => expect(input.value).toBe('南京'));
  });
});
