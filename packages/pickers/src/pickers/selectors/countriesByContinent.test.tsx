// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CountriesByContinentPicker, countriesByContinentSource } from './countriesByContinent';
import { renderPicker, runSearch } from '../test/render';

describe('countriesByContinentSource', () => {
  it('asks for the first page of 1000 countries once, for the picker to filter', async () => {
    const { page, requests } = await runSearch(countriesByContinentSource, { filters: {} });
    expect(countriesByContinentSource.paging).toBe('client');
    expect(requests).toEqual([
      { path: '/api/areas/country/list/continent', params: { page: 0, size: 1000 } },
    ]);
    expect(page.items).toHaveLength(104);
    expect(page.total).toBe(104);
  });

  it('sends the continent filter and keeps its countries', async () => {
    const { page, requests } = await runSearch(countriesByContinentSource, {
      filters: { continent: 'OCEANIA' },
    });
    expect(requests[0]?.params).toEqual({ continent: 'OCEANIA', page: 0, size: 1000 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((country) => country.continent === 'OCEANIA')).toBe(true);
  });
});

describe('CountriesByContinentPicker', () => {
  it('chooses a country found by typing: onChange gets its adCode and the country', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <CountriesByContinentPicker label="Country" value={null} onChange={onChange} debounceMs={0} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'France');
    await user.click(await screen.findByRole('option', { name: /France/ }));
    expect(onChange).toHaveBeenCalledWith('250', expect.objectContaining({ code: 'FR', name: 'France' }));
  });

  it('lists the countries of the continent chosen in the dialog', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <CountriesByContinentPicker
        label="Country"
        variant="dialog"
        value={null}
        onChange={vi.fn()}
        debounceMs={0}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Country' }));
    const dialog = await screen.findByRole('dialog');
    // Every continent at first: Angola is on the first page.
    await waitFor(() => expect(within(dialog).getByText('Angola')).toBeTruthy());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Continent' }), 'Oceania');
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ continent: 'OCEANIA' }));
    await waitFor(() => expect(within(dialog).getByText('Australia')).toBeTruthy());
    expect(within(dialog).queryByText('Angola')).toBeNull();
  });
});
