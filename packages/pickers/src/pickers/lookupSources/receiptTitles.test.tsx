// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReceiptTitlePicker, receiptTitleSource } from './receiptTitles';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('receiptTitleSource', () => {
  it('lists the invoice titles of the scope tenant of a taxpayer kind, from rows', async () => {
    const { page, requests } = await runSearch(receiptTitleSource, {
      scope: { tenantId: 1015 },
      filters: { taxpayerKind: 'GENERAL' },
    });
    expect(requests).toEqual([
      { path: '/api/receipt/vicp/titles', params: { tenantId: 1015, taxpayerKind: 'GENERAL' } },
    ]);
    expect(page.items.map(receiptTitleSource.key)).toEqual(['TITLE-T0001-HQ', 'TITLE-T0001-BJ']);
    expect(page.items.map((title) => receiptTitleSource.description?.(title))[0]).toBe(
      '913301008067527384 · 浙江省杭州市科技路82号28楼',
    );
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(receiptTitleSource, '', {}, {})).toBe('Choose a tenant first.');
    expect(ruleMessage(receiptTitleSource, '', {}, { tenantId: 1015 })).toBeUndefined();
  });
});

describe('ReceiptTitlePicker', () => {
  it('chooses a title by typing: onChange gets its key and the title', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <ReceiptTitlePicker label="Invoice title" value={null} onChange={onChange} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    await user.type(screen.getByRole('combobox', { name: 'Invoice title' }), '北京');
    await user.click(await screen.findByRole('option', { name: /北京分公司/ }));
    expect(onChange).toHaveBeenCalledWith(
      'TITLE-T0001-BJ',
      expect.objectContaining({ taxpayerKind: 'GENERAL' }),
    );
  });

  it('shows the taxpayer kind and the invoice fields in the dialog table', async () => {
    const user = userEvent.setup();
    renderPicker(
      <ReceiptTitlePicker label="Invoice title" variant="dialog" value={null} onChange={() => {}} />,
      {
        tenantId: 1015,
      },
    );
    await user.click(screen.getByRole('button', { name: /Invoice title/ }));
    const dialog = await screen.findByRole('dialog');
    const row = await within(dialog).findByRole('row', { name: /艾克米科技有限公司北京分公司/ });
    expect(row.textContent).toContain('General taxpayer');
    expect(row.textContent).toContain('浦发银行北京分行');
    expect(row.textContent).toContain('9298491785439063');
  });
});
