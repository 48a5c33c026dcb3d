// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LabelPicker, labelSource } from './label';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

const chooseTenant = 'Choose a tenant first to look up its labels.';

describe('labelSource', () => {
  it('lists the labels of category 1002 of the scope tenant once, for the picker to filter', async () => {
    const { page, requests } = await runSearch(labelSource, { scope: { tenantId: 1015 }, filters: {} });
    expect(labelSource.paging).toBe('client');
    expect(requests).toEqual([
      { path: '/api/tenant/label/list', params: { documentCategory: 1002, tenantId: 1015 } },
    ]);
    expect(page.items.map((label) => label.name)).toContain('加急');
    expect(page.total).toBe(6);
  });

  it('sends 1002 even when a caller passes the category as undefined (spec §5)', async () => {
    const { requests } = await runSearch(labelSource, {
      scope: { tenantId: 1015 },
      filters: { documentCategory: undefined },
    });
    expect(requests[0]?.params.documentCategory).toBe(1002);
  });

  it("prefers the picker's tenant and category filters to the defaults", async () => {
    const { requests } = await runSearch(labelSource, {
      scope: { tenantId: 42 },
      filters: { tenantId: 1015, documentCategory: 3004 },
    });
    expect(requests[0]?.params).toMatchObject({ tenantId: 1015, documentCategory: 3004 });
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(labelSource, '', {}, {})).toBe(chooseTenant);
  });

  it('searches once a tenant is known, from the scope or the filter', () => {
    expect(ruleMessage(labelSource, '', {}, { tenantId: 1015 })).toBeUndefined();
    expect(ruleMessage(labelSource, '', { tenantId: 1015 }, {})).toBeUndefined();
  });
});

describe('LabelPicker', () => {
  it('chooses a label found by typing: onChange gets its id and the label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<LabelPicker label="Label" value={null} onChange={onChange} debounceMs={0} />, {
      tenantId: 1015,
    });
    await user.type(screen.getByRole('combobox', { name: 'Label' }), 'URGENT');
    await user.click(await screen.findByRole('option', { name: /加急/ }));
    expect(onChange).toHaveBeenCalledWith(38237, expect.objectContaining({ id: 38237, type: 'URGENT' }));
  });

  it('sends category 1002 when no category is given (spec §5)', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <LabelPicker label="Label" value={null} onChange={vi.fn()} debounceMs={0} />,
      { tenantId: 1015 },
    );
    await user.click(screen.getByRole('combobox', { name: 'Label' }));
    await screen.findByRole('option', { name: /加急/ });
    expect(requests).toEqual([
      { path: '/api/tenant/label/list', params: { documentCategory: 1002, tenantId: 1015 } },
    ]);
  });

  it('asks for a tenant and sends nothing when there is none', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <LabelPicker label="Label" value={null} onChange={vi.fn()} debounceMs={0} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Label' }));
    expect(await screen.findByText(chooseTenant)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('offers the document category in the dialog as a required choice that cannot be cleared', async () => {
    const user = userEvent.setup();
    renderPicker(
      <LabelPicker label="Label" variant="dialog" value={null} onChange={vi.fn()} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Label' }));
    const dialog = await screen.findByRole('dialog');
    const category = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: /Document category/ });
    expect(category.value).toBe('1002');
    expect(category.required).toBe(true);
    // Every choice the list offers is a category: the empty placeholder cannot be chosen.
    const choosable = [...category.options].filter((option) => !option.disabled);
    expect(choosable.map((option) => option.value)).toEqual(['1002', '3004', '1001', '2007', '3001', '1701']);
    const field = category.closest('div')?.parentElement as HTMLElement;
    expect(within(field).queryByRole('button', { name: /clear/i })).toBeNull();
  });

  it('searches the category chosen in the dialog', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <LabelPicker label="Label" variant="dialog" value={null} onChange={vi.fn()} debounceMs={0} />,
      { tenantId: 1015 },
    );
    await user.click(screen.getByRole('button', { name: 'Label' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Document category/ }), 'Loan');
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ documentCategory: 3001 }));
  });
});
