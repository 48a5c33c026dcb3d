// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomEnumerationItemPicker, customEnumerationItemSource } from './customEnumerationItems';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('customEnumerationItemSource', () => {
  it('lists the items of the enumeration of the filter, keyed by value', async () => {
    const { page, requests } = await runSearch(customEnumerationItemSource, {
      filters: { enumerationOID: 'TPL_BUDGET_ITEM' },
    });
    expect(requests).toEqual([
      { path: '/api/custom/enumerations/TPL_BUDGET_ITEM/items/by/user', params: {} },
    ]);
    expect(page.items.map(customEnumerationItemSource.key)).toEqual([
      'TRAVEL',
      'ENTERTAINMENT',
      'OFFICE',
      'MARKETING',
      'TRAINING',
    ]);
  });

  it('sends nothing without an enumeration (a value resolved before one is chosen)', async () => {
    const { page, requests } = await runSearch(customEnumerationItemSource, { filters: {} });
    expect(requests).toEqual([]);
    expect(page.items).toEqual([]);
  });

  it('asks for the enumeration first', () => {
    expect(ruleMessage(customEnumerationItemSource, '', {}, {})).toBe('Choose a value list first.');
    expect(
      ruleMessage(customEnumerationItemSource, '', { enumerationOID: 'TPL_BUDGET_ITEM' }, {}),
    ).toBeUndefined();
  });
});

describe('CustomEnumerationItemPicker', () => {
  it('chooses an item by typing: onChange gets its value and the item', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <CustomEnumerationItemPicker
        label="Budget item"
        value={null}
        onChange={onChange}
        filters={{ enumerationOID: 'TPL_BUDGET_ITEM' }}
        debounceMs={0}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Budget item' }), 'office');
    await user.click(await screen.findByRole('option', { name: /Office/ }));
    expect(onChange).toHaveBeenCalledWith('OFFICE', expect.objectContaining({ id: 99 }));
  });
});
