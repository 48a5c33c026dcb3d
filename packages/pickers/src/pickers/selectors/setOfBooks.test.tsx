// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SetOfBooksPicker, setOfBooksSource } from './setOfBooks';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

const chooseTenant = 'Choose a tenant first to look up its sets of books.';

describe('setOfBooksSource', () => {
  it('lists the enabled sets of books of the scope tenant once, for the picker to filter', async () => {
    const { page, requests } = await runSearch(setOfBooksSource, { scope: { tenantId: 1015 }, filters: {} });
    expect(setOfBooksSource.paging).toBe('client');
    expect(requests).toEqual([
      { path: '/api/artemis/setOfBooks/query/dto', params: { enabled: true, tenantId: 1015 } },
    ]);
    expect(page.items.map(setOfBooksSource.key)).toEqual(['SOB01']);
  });

  it("prefers the picker's tenant filter to the scope", async () => {
    const { requests } = await runSearch(setOfBooksSource, {
      scope: { tenantId: 42 },
      filters: { tenantId: 1015 },
    });
    expect(requests[0]?.params).toMatchObject({ tenantId: 1015 });
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(setOfBooksSource, '', {}, {})).toBe(chooseTenant);
  });

  it('searches once a tenant is known, from the scope or the filter', () => {
    expect(ruleMessage(setOfBooksSource, '', {}, { tenantId: 1015 })).toBeUndefined();
    expect(ruleMessage(setOfBooksSource, '', { tenantId: 1015 }, {})).toBeUndefined();
  });
});

describe('SetOfBooksPicker', () => {
  it('chooses a set of books found by its code: onChange gets the setOfBooksCode and the set', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<SetOfBooksPicker label="Set of books" value={null} onChange={onChange} debounceMs={0} />, {
      tenantId: 1015,
    });
    await user.type(screen.getByRole('combobox', { name: 'Set of books' }), 'SOB01');
    await user.click(await screen.findByRole('option', { name: /艾克米 CNY 账簿/ }));
    expect(onChange).toHaveBeenCalledWith(
      'SOB01',
      expect.objectContaining({ setOfBooksName: '艾克米 CNY 账簿' }),
    );
  });

  it('asks for a tenant and sends nothing when there is none', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <SetOfBooksPicker label="Set of books" value={null} onChange={vi.fn()} debounceMs={0} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Set of books' }));
    expect(await screen.findByText(chooseTenant)).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
