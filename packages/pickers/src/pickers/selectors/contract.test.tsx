// @vitest-environment jsdom
import { OpsIntlProvider } from '@opsdesk/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContractPicker, contractSource } from './contract';
import { renderPicker, runResolve, runSearch } from '../test/render';

describe('contractSource', () => {
  it('searches the contracts of the scope tenant by keyword, status and owner', async () => {
    const { page, requests } = await runSearch(contractSource, {
      scope: { tenantId: 1068 },
      query: 'HT2018',
      filters: { contractStatus: ['EXPIRED'], owner: '刘毅' },
    });
    expect(requests).toEqual([
      {
        path: '/api/contract/info/page',
        params: {
          tenantId: 1068,
          contractStatus: ['EXPIRED'],
          owner: '刘毅',
          keyword: 'HT2018',
          page: 0,
          size: 20,
        },
      },
    ]);
    expect(page.items.map((contract) => contract.contractCode)).toContain('HT201800075');
    expect(page.items.every((contract) => contract.tenantId === 1068 && contract.owner === '刘毅')).toBe(
      true,
    );
  });

  it("prefers the picker's tenant filter to the scope", async () => {
    const { requests } = await runSearch(contractSource, {
      scope: { tenantId: 1 },
      filters: { tenantId: 1068 },
    });
    expect(requests[0]?.params).toMatchObject({ tenantId: 1068 });
  });

  it('keys a contract by its code and describes it by customer, type and status', async () => {
    const { page } = await runSearch(contractSource, { query: 'HT201800075', filters: {} });
    const [contract] = page.items;
    expect(contract && contractSource.key(contract)).toBe('HT201800075');
    expect(contract && contractSource.description?.(contract)).toBe(
      '杭州天润建设工程有限公司 · Standard contract · Expired',
    );
  });

  it('shows the total amount with thousands separators and 2 decimals (spec §9)', async () => {
    const { page } = await runSearch(contractSource, { query: 'HT201800075', filters: {} });
    const column = contractSource.columns?.find((candidate) => candidate.id === 'totalAmount');
    const [contract] = page.items;
    render(<OpsIntlProvider locale="en">{contract && column?.value(contract)}</OpsIntlProvider>);
    expect(screen.getByText('151,612.80')).toBeTruthy();
  });

  it('resolves contract codes that are not among the options loaded', async () => {
    const { items, requests } = await runResolve(contractSource, ['HT202100171'], { filters: {} });
    expect(items.map((contract) => contract.signContractCustomer)).toEqual(['宁波朝阳保险经纪有限公司']);
    expect(requests[0]?.params).toMatchObject({ keyword: 'HT202100171' });
  });
});

describe('ContractPicker', () => {
  it('chooses a contract found by typing: onChange gets its code and the contract', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<ContractPicker label="Contract" value={null} onChange={onChange} debounceMs={0} />);
    await user.type(screen.getByRole('combobox', { name: 'Contract' }), '宁波朝阳');
    await user.click(await screen.findByRole('option', { name: /HT202100171/ }));
    expect(onChange).toHaveBeenCalledWith('HT202100171', expect.objectContaining({ totalAmount: 191006.4 }));
  });
});
