// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FinanceFormPicker, financeFormSource } from './financeForms';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('financeFormSource', () => {
  it('lists the finance forms of the scope tenant, asking for their company', async () => {
    const { page, requests } = await runSearch(financeFormSource, { scope: { tenantId: 1015 }, filters: {} });
    expect(requests).toEqual([
      { path: '/api/forms/finance/all', params: { tenantId: 1015, showCompany: true } },
    ]);
    expect(page.items).toHaveLength(4);
    expect(page.items.map((form) => financeFormSource.description?.(form))).toEqual([
      'PAY_PREPAY',
      'APP_CONTRACT_PAY',
      'PAY_PUBLIC',
      'ACCRUAL',
    ]);
  });

  it("describes a company's form by its code and its company", () => {
    const form = {
      formOID: 'b68df9a0-b366-5829-831e-dc7704d8f0a7',
      id: 1,
      formName: '对公付款单',
      formCode: 'PAY_PUBLIC',
      formType: 'FINANCE' as const,
      documentCategory: 3004,
      tenantId: 1015,
      companyId: 1616,
      enabled: true,
      companyName: '艾克米科技（上海）有限公司',
    };
    expect(financeFormSource.description?.(form)).toBe('PAY_PUBLIC · 艾克米科技（上海）有限公司');
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(financeFormSource, '', {}, {})).toBe('Choose a tenant first.');
    expect(ruleMessage(financeFormSource, '', { tenantId: 1015 }, {})).toBeUndefined();
  });
});

describe('FinanceFormPicker', () => {
  it('chooses a form found by its code: onChange gets its OID and the form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<FinanceFormPicker label="Finance form" value={null} onChange={onChange} debounceMs={0} />, {
      tenantId: 1015,
    });
    await user.type(screen.getByRole('combobox', { name: 'Finance form' }), 'ACCRUAL');
    await user.click(await screen.findByRole('option', { name: /费用预提单/ }));
    expect(onChange).toHaveBeenCalledWith(
      'fca06b73-808b-52e4-aeb4-76bda644a834',
      expect.objectContaining({ formCode: 'ACCRUAL' }),
    );
  });
});
