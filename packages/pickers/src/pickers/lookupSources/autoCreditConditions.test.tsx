// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AutoCreditConditionPicker, autoCreditConditionSource } from './autoCreditConditions';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('autoCreditConditionSource', () => {
  it('lists the conditions of the rule set of the filter, for the scope tenant', async () => {
    const { page, requests } = await runSearch(autoCreditConditionSource, {
      scope: { tenantId: 1015 },
      filters: { ruleSetId: 43897 },
    });
    expect(requests).toEqual([{ path: '/api/credit/auto/43897/conditions', params: { tenantId: 1015 } }]);
    expect(page.items.map(autoCreditConditionSource.key)).toEqual([
      'AUDIT_PASS_RATE',
      'NO_OVERDUE_LOAN',
      'TIMELY_SUBMISSION',
      'WITHIN_STANDARD',
    ]);
    expect(page.items.every((condition) => condition.ruleSetId === 43897)).toBe(true);
  });

  it('sends nothing without a rule set (a value resolved before one is chosen)', async () => {
    const { page, requests } = await runSearch(autoCreditConditionSource, { filters: {} });
    expect(requests).toEqual([]);
    expect(page.items).toEqual([]);
  });

  it('asks for the rule set first, then for a tenant', () => {
    expect(ruleMessage(autoCreditConditionSource, '', {}, { tenantId: 1015 })).toBe(
      'Choose an auto-credit rule set first.',
    );
    expect(ruleMessage(autoCreditConditionSource, '', { ruleSetId: 43897 }, {})).toBe(
      'Choose a tenant first.',
    );
    expect(
      ruleMessage(autoCreditConditionSource, '', { ruleSetId: 43897 }, { tenantId: 1015 }),
    ).toBeUndefined();
  });
});

describe('AutoCreditConditionPicker', () => {
  it('shows the rule set message and sends nothing without a rule set', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <AutoCreditConditionPicker label="Condition" value={null} onChange={() => {}} debounceMs={0} />,
      { tenantId: 1015 },
    );
    await user.click(screen.getByRole('combobox', { name: 'Condition' }));
    expect((await screen.findByRole('status')).textContent).toBe('Choose an auto-credit rule set first.');
    expect(requests).toEqual([]);
  });

  it('chooses a condition by typing: onChange gets its code and the condition', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <AutoCreditConditionPicker
        label="Condition"
        value={null}
        onChange={onChange}
        filters={{ ruleSetId: 43897 }}
        debounceMs={0}
      />,
      { tenantId: 1015 },
    );
    await user.type(screen.getByRole('combobox', { name: 'Condition' }), 'overdue');
    await user.click(await screen.findByRole('option', { name: /无逾期借款/ }));
    expect(onChange).toHaveBeenCalledWith('NO_OVERDUE_LOAN', expect.objectContaining({ id: 44135 }));
  });
});
