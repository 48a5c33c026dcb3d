// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreditModelPicker, creditModelSource } from './creditModels';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('creditModelSource', () => {
  it('lists the credit models of the scope tenant', async () => {
    const { page, requests } = await runSearch(creditModelSource, { scope: { tenantId: 1015 }, filters: {} });
    expect(requests).toEqual([{ path: '/api/credit/all/model', params: { tenantId: 1015 } }]);
    expect(page.items.map(creditModelSource.key)).toEqual([43897, 43899, 43898]);
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(creditModelSource, '', {}, {})).toBe('Choose a tenant first.');
    expect(ruleMessage(creditModelSource, '', { tenantId: 1015 }, {})).toBeUndefined();
  });
});

describe('CreditModelPicker', () => {
  it('chooses a model by its code: onChange gets its id and the model', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<CreditModelPicker label="Credit model" value={null} onChange={onChange} debounceMs={0} />, {
      tenantId: 1015,
    });
    await user.type(screen.getByRole('combobox', { name: 'Credit model' }), 'TRAVEL');
    await user.click(await screen.findByRole('option', { name: /差旅信用模型/ }));
    expect(onChange).toHaveBeenCalledWith(43898, expect.objectContaining({ code: 'TRAVEL_CREDIT' }));
  });
});
