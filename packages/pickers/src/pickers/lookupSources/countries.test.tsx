// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InternationalAreaPicker, internationalAreaSource } from './countries';
import { renderPicker, runSearch } from '../test/render';

describe('internationalAreaSource', () => {
  it('lists the international areas once, keyed by ISO code, without the home country', async () => {
    const { page, requests } = await runSearch(internationalAreaSource, { filters: {} });
    expect(internationalAreaSource.paging).toBe('client');
    expect(requests).toEqual([{ path: '/api/areas/international/list', params: {} }]);
    expect(page.items).toHaveLength(103);
    expect(page.items.map(internationalAreaSource.key)).toContain('DE');
    expect(page.items.map(internationalAreaSource.key)).not.toContain('CN');
  });
});

describe('InternationalAreaPicker', () => {
  it('finds a country by name and chooses it by its code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { requests } = renderPicker(
      <InternationalAreaPicker label="Country" value={null} onChange={onChange} debounceMs={0} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'germ');
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    expect(onChange).toHaveBeenCalledWith('DE', expect.objectContaining({ adCode: '276' }));
    expect(requests).toHaveLength(1);
  });

  it('shows a country that is not on the first page by its name', async () => {
    renderPicker(<InternationalAreaPicker label="Country" value="DE" onChange={() => {}} debounceMs={0} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
    await waitFor(() => expect(input.value).toBe('Germany'));
  });
});
