// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TenantExpenseTypePicker, tenantExpenseTypeSource } from './tenantExpenseType';
import { renderPicker, ruleMessage, runResolve, runSearch } from '../test/render';

describe('tenantExpenseTypeSource', () => {
  it('searches the expense types of the scope tenant by keyword and category', async () => {
    const { page, requests } = await runSearch(tenantExpenseTypeSource, {
      scope: { tenantId: 1015 },
      query: '费',
      filters: { category: '市场' },
    });
    expect(requests).toEqual([
      {
        path: '/api/tenant/expense/type/statistic/list/page',
        params: { tenantId: 1015, category: '市场', keyword: '费', page: 0, size: 20 },
      },
    ]);
    expect(page.items.map((expenseType) => expenseType.code)).toContain('ADVERTISING');
    expect(page.items.every((expenseType) => expenseType.category === '市场')).toBe(true);
  });

  it('keys an expense type by its code', async () => {
    const { page } = await runSearch(tenantExpenseTypeSource, { scope: { tenantId: 1015 }, filters: {} });
    expect(page.items.map((expenseType) => tenantExpenseTypeSource.key(expenseType))).toContain('CLOUD');
  });

  it('resolves codes that are not among the options loaded, within the tenant', async () => {
    const { items, requests } = await runResolve(tenantExpenseTypeSource, ['TRAVEL_ALLOWANCE'], {
      scope: { tenantId: 1015 },
      filters: {},
    });
    expect(items.map((expenseType) => expenseType.name)).toEqual(['差旅补贴']);
    expect(requests[0]?.params).toMatchObject({ tenantId: 1015, keyword: 'TRAVEL_ALLOWANCE' });
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(tenantExpenseTypeSource, '', {}, {})).toBe(
      'Choose a tenant first to look up its expense types.',
    );
  });

  it('searches once a tenant is known, from the scope or the filter', () => {
    expect(ruleMessage(tenantExpenseTypeSource, '', {}, { tenantId: 1015 })).toBeUndefined();
    expect(ruleMessage(tenantExpenseTypeSource, '', { tenantId: 1015 }, {})).toBeUndefined();
  });
});

describe('TenantExpenseTypePicker', () => {
  it('chooses an expense type found by typing: onChange gets its code and the type', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <TenantExpenseTypePicker label="Expense type" value={null} onChange={onChange} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    await user.type(screen.getByRole('combobox', { name: 'Expense type' }), '云服务');
    await user.click(await screen.findByRole('option', { name: /云服务费/ }));
    expect(onChange).toHaveBeenCalledWith(
      'CLOUD',
      expect.objectContaining({ name: '云服务费', tenantId: 1015 }),
    );
  });
});
