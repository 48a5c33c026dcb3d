// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AirlinePicker, airlineSource } from './airline';
import { renderPicker, runSearch } from '../test/render';

describe('airlineSource', () => {
  it('searches airlines by keyword, a page at a time, and maps the page', async () => {
    const { page, requests } = await runSearch(airlineSource, { query: 'Qantas', filters: {} });
    expect(requests).toEqual([
      { path: '/api/airline/search', params: { keyword: 'Qantas', page: 0, size: 20 } },
    ]);
    expect(page.items.map(airlineSource.key)).toEqual(['QF']);
    expect(page.total).toBe(1);
  });

  it('sends the country filter', async () => {
    const { requests } = await runSearch(airlineSource, { filters: { country: 'JP' } });
    expect(requests[0]?.params).toMatchObject({ country: 'JP' });
  });

  it('pages the whole list by 20 when nothing is typed', async () => {
    const { page } = await runSearch(airlineSource, { filters: {}, page: 2 });
    expect(page.items).toHaveLength(11);
    expect(page.total).toBe(51);
  });
});

describe('AirlinePicker', () => {
  it('chooses an airline found by typing: onChange gets its code and the airline', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<AirlinePicker label="Airline" value={null} onChange={onChange} debounceMs={0} />);
    await user.type(screen.getByRole('combobox', { name: 'Airline' }), 'Lufthansa');
    await user.click(await screen.findByRole('option', { name: /汉莎航空/ }));
    expect(onChange).toHaveBeenCalledWith('LH', expect.objectContaining({ nameEn: 'Lufthansa' }));
  });

  it('shows the name of a value that is not on the first page', async () => {
    renderPicker(<AirlinePicker label="Airline" value="QF" onChange={vi.fn()} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Airline' });
    await waitFor(() => expect(input.value).toBe('澳洲航空'));
  });
});
