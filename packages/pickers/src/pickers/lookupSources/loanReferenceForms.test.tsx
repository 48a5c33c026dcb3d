// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoanReferenceFormPicker, loanReferenceFormSource } from './loanReferenceForms';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('loanReferenceFormSource', () => {
  it('lists the loan-reference forms of the scope tenant with the company and category filters', async () => {
    const { page, requests } = await runSearch(loanReferenceFormSource, {
      scope: { tenantId: 1015 },
      filters: { documentCategory: 3001 },
    });
    expect(loanReferenceFormSource.paging).toBe('client');
    expect(requests).toEqual([
      { path: '/api/forms/loan/reference', params: { tenantId: 1015, documentCategory: 3001 } },
    ]);
    expect(page.items.map((form) => form.formCode)).toEqual(['LOAN', 'LOAN_PETTY', 'LOAN_PROJECT']);
    expect(page.items.map(loanReferenceFormSource.key)[0]).toBe('06a20766-bccc-5096-9adc-6be044fa0421');
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(loanReferenceFormSource, '', {}, {})).toBe('Choose a tenant first.');
    expect(ruleMessage(loanReferenceFormSource, '', {}, { tenantId: 1015 })).toBeUndefined();
  });
});

describe('LoanReferenceFormPicker', () => {
  it('filters the forms locally as you type and chooses one by its OID', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <LoanReferenceFormPicker label="Loan form" value={null} onChange={onChange} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    await user.type(screen.getByRole('combobox', { name: 'Loan form' }), 'petty');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /备用金借款单/ }));
    expect(onChange).toHaveBeenCalledWith(
      '7e78aa42-94b7-5dd1-b660-eb931360d0e5',
      expect.objectContaining({ formName: '备用金借款单' }),
    );
  });
});
