// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExpenseLabelPicker, expenseLabelSource } from './expenseLabels';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('expenseLabelSource', () => {
  it('lists the expense labels of the scope tenant', async () => {
    const { page, requests } = await runSearch(expenseLabelSource, {
      scope: { tenantId: 1015 },
      filters: {},
    });
    expect(requests).toEqual([{ path: '/api/expense/labels', params: { tenantId: 1015 } }]);
    expect(page.items).toHaveLength(8);
    expect(page.items.map((label) => expenseLabelSource.description?.(label))[0]).toBe('BILLABLE');
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(expenseLabelSource, '', {}, {})).toBe('Choose a tenant first.');
    expect(ruleMessage(expenseLabelSource, '', {}, { tenantId: 1015 })).toBeUndefined();
  });
});

describe('ExpenseLabelPicker', () => {
  it('chooses labels in multiple mode: onChange gets their ids and the labels', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <ExpenseLabelPicker
        label="Expense label"
        multiple
        value={[41462]}
        onChange={onChange}
        debounceMs={0}
      />,
      { tenantId: 1015 },
    );
    await user.type(screen.getByRole('combobox', { name: 'Expense label' }), 'PROJECT');
    await user.click(await screen.findByRole('option', { name: /项目相关/ }));
    expect(onChange).toHaveBeenCalledWith(
      [41462, 41466],
      [expect.objectContaining({ code: 'URGENT' }), expect.objectContaining({ code: 'PROJECT' })],
    );
  });
});
