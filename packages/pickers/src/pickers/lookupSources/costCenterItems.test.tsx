// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CostCenterItemPicker, costCenterItemSource } from './costCenterItems';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

const costCenterOID = '9041335e-1fed-56c0-9bfb-ea8aab462f7e';

describe('costCenterItemSource', () => {
  it('asks for the items of the cost center of the filter with the range of item numbers', async () => {
    const { page, requests } = await runSearch(costCenterItemSource, {
      filters: { costCenterOID, fromItemNumber: 1001, toItemNumber: 1003 },
    });
    expect(requests).toEqual([
      {
        path: `/api/cost/center/items/${costCenterOID}/all`,
        params: { fromItemNumber: 1001, toItemNumber: 1003 },
      },
    ]);
    expect(page.items.map(costCenterItemSource.key).slice(0, 3)).toEqual([29840, 29841, 29842]);
    expect(page.items.map((item) => costCenterItemSource.description?.(item))[0]).toBe('1001 · HQ-GMO');
  });

  it('sends nothing without a cost center (a value resolved before one is chosen)', async () => {
    const { page, requests } = await runSearch(costCenterItemSource, { filters: {} });
    expect(requests).toEqual([]);
    expect(page.items).toEqual([]);
  });

  it('asks for the cost center first', () => {
    expect(ruleMessage(costCenterItemSource, '', {}, {})).toBe('Choose a cost center first.');
    expect(ruleMessage(costCenterItemSource, '', { costCenterOID }, {})).toBeUndefined();
  });

  it("refuses a 'from' item number above the 'to' one and accepts an equal or open range (spec §5)", () => {
    expect(
      ruleMessage(costCenterItemSource, '', { costCenterOID, fromItemNumber: 1010, toItemNumber: 1002 }, {}),
    ).toBe("The 'from' item number must not be above the 'to' item number.");
    expect(
      ruleMessage(costCenterItemSource, '', { costCenterOID, fromItemNumber: 1002, toItemNumber: 1002 }, {}),
    ).toBeUndefined();
    expect(
      ruleMessage(costCenterItemSource, '', { costCenterOID, fromItemNumber: 1010 }, {}),
    ).toBeUndefined();
  });
});

describe('CostCenterItemPicker', () => {
  it('offers a recent choice again under its cost center only', async () => {
    const user = userEvent.setup();
    const picker = (oid: string) => (
      <CostCenterItemPicker
        label="Item"
        value={null}
        onChange={() => {}}
        filters={{ costCenterOID: oid }}
        debounceMs={0}
      />
    );
    const { rerender } = renderPicker(picker(costCenterOID));
    const input = screen.getByRole('combobox', { name: 'Item' });
    await user.type(input, 'HQ-FSSC');
    await user.click(await screen.findByRole('option', { name: /财务共享中心/ }));

    await user.click(input);
    expect(await screen.findByRole('group', { name: 'Recent' })).toBeTruthy();
    await user.keyboard('{Escape}');

    rerender(picker('967b9331-a6cb-5db3-a937-f94ea17d8fb3'));
    await user.click(input);
    await screen.findAllByRole('option');
    expect(screen.queryByRole('group', { name: 'Recent' })).toBeNull();
  });

  it("shows the range message and sends nothing when 'from' is above 'to'", async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <CostCenterItemPicker
        label="Item"
        value={null}
        onChange={() => {}}
        filters={{ costCenterOID, fromItemNumber: 1010, toItemNumber: 1002 }}
        debounceMs={0}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Item' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "The 'from' item number must not be above the 'to' item number.",
    );
    expect(requests).toEqual([]);
  });

  it('chooses an item by typing: onChange gets its id and the item', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <CostCenterItemPicker
        label="Item"
        value={null}
        onChange={onChange}
        filters={{ costCenterOID }}
        debounceMs={0}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Item' }), 'HQ-FSSC');
    await user.click(await screen.findByRole('option', { name: /财务共享中心/ }));
    expect(onChange).toHaveBeenCalledWith(29842, expect.objectContaining({ itemNumber: 1003 }));
  });
});
