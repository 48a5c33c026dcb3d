// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LabelTypePicker, labelTypeSource } from './labelTypes';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('labelTypeSource', () => {
  it('lists the label types of the scope tenant for the document category, from rows', async () => {
    const { page, requests } = await runSearch(labelTypeSource, {
      scope: { tenantId: 1015 },
      filters: { documentCategory: 1001 },
    });
    expect(requests).toEqual([{ path: '/api/labels', params: { tenantId: 1015, documentCategory: 1001 } }]);
    expect(page.items.map(labelTypeSource.key)).toEqual(['AUDIT', 'INFO', 'URGENT', 'WARNING']);
    expect(page.total).toBe(4);
  });

  it('sends 1002 when the document category is left out: it cannot be cleared (spec §5)', async () => {
    const { requests } = await runSearch(labelTypeSource, {
      scope: { tenantId: 1015 },
      filters: { documentCategory: undefined },
    });
    expect(requests[0]?.params).toEqual({ tenantId: 1015, documentCategory: 1002 });
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(labelTypeSource, '', {}, {})).toBe('Choose a tenant first.');
    expect(ruleMessage(labelTypeSource, '', {}, { tenantId: 1015 })).toBeUndefined();
  });
});

describe('LabelTypePicker', () => {
  it('starts on document category 1002 and chooses a type by a label name', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { requests } = renderPicker(
      <LabelTypePicker label="Label type" value={null} onChange={onChange} debounceMs={0} />,
      { tenantId: 1015 },
    );
    await user.type(screen.getByRole('combobox', { name: 'Label type' }), '超预算');
    await user.click(await screen.findByRole('option', { name: /WARNING/ }));
    expect(onChange).toHaveBeenCalledWith('WARNING', expect.objectContaining({ labelCount: 6 }));
    expect(requests[0]?.params).toEqual({ tenantId: 1015, documentCategory: 1002 });
  });

  it('offers no empty choice for the document category in the dialog', async () => {
    const user = userEvent.setup();
    renderPicker(<LabelTypePicker label="Label type" variant="dialog" value={null} onChange={() => {}} />, {
      tenantId: 1015,
    });
    await user.click(screen.getByRole('button', { name: /Label type/ }));
    const dialog = await screen.findByRole('dialog');
    const category = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Document category' });
    expect(category.value).toBe('1002');
    const choosable = [...category.options].filter((option) => !option.disabled);
    expect(choosable.map((option) => option.value)).toEqual(['1002', '3004', '1001', '2007', '3001', '1701']);
    expect(within(dialog).queryByRole('button', { name: /clear/i })).toBeNull();
  });
});
