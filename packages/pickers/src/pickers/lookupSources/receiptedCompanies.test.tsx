// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReceiptedCompanyPicker, receiptedCompanySource } from './receiptedCompanies';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('receiptedCompanySource', () => {
  it('lists the receipted companies of the tenant filter, keyed by companyReceiptedOID', async () => {
    const { page, requests } = await runSearch(receiptedCompanySource, {
      scope: { tenantId: 7 },
      filters: { tenantId: 1015 },
    });
    expect(requests).toEqual([{ path: '/api/all/company/receipted/invoices', params: { tenantId: 1015 } }]);
    expect(page.items).toHaveLength(9);
    const [first] = page.items;
    expect(first && receiptedCompanySource.key(first)).toBe('51b79dd5-6855-535d-8f34-d0d6b6a54b65');
    expect(first && receiptedCompanySource.description?.(first)).toBe('915101007602686248');
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(receiptedCompanySource, '', {}, {})).toBe('Choose a tenant first.');
    expect(ruleMessage(receiptedCompanySource, '', {}, { tenantId: 1015 })).toBeUndefined();
  });
});

describe('ReceiptedCompanyPicker', () => {
  it('finds a company by its taxpayer number and chooses it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <ReceiptedCompanyPicker label="Receipted company" value={null} onChange={onChange} debounceMs={0} />,
      { tenantId: 1015 },
    );
    await user.type(screen.getByRole('combobox', { name: 'Receipted company' }), '9133010047321413X4');
    await user.click(await screen.findByRole('option', { name: /杭州万程供应链管理有限公司/ }));
    expect(onChange).toHaveBeenCalledWith(
      '3bf5faab-636d-53f3-8838-0b6205ed9797',
      expect.objectContaining({ id: 45941 }),
    );
  });
});
