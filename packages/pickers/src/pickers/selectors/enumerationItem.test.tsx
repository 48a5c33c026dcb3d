// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EnumerationItemPicker, enumerationItemSource } from './enumerationItem';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

const noCode = 'No enumeration was named, so there is nothing to list.';

describe('enumerationItemSource', () => {
  it('lists the items of the enumeration named by the code filter, for the picker to filter', async () => {
    const { page, requests } = await runSearch(enumerationItemSource, { filters: { code: 'REGION' } });
    expect(enumerationItemSource.paging).toBe('client');
    expect(requests).toEqual([{ path: '/api/enum/item/list', params: { customEnumerationCode: 'REGION' } }]);
    expect(page.items.map(enumerationItemSource.key)).toEqual(['CN', 'HK', 'SG', 'JP', 'EU', 'US']);
  });

  it('sends the enabled filter', async () => {
    const { page, requests } = await runSearch(enumerationItemSource, {
      filters: { code: 'CLOUDENV', enabled: true },
    });
    expect(requests[0]?.params).toEqual({ customEnumerationCode: 'CLOUDENV', enabled: true });
    expect(page.items.map(enumerationItemSource.key)).not.toContain('TENCENT_GZ');
  });

  it('refuses to search without an enumeration code', () => {
    expect(ruleMessage(enumerationItemSource, '', { code: '' })).toBe(noCode);
  });

  it('searches with an enumeration code', () => {
    expect(ruleMessage(enumerationItemSource, '', { code: 'DEPLOY_ENV' })).toBeUndefined();
  });
});

describe('EnumerationItemPicker', () => {
  it('chooses an item of the enumeration: onChange gets its value and the item', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <EnumerationItemPicker
        label="Deployment"
        filters={{ code: 'DEPLOY_ENV' }}
        value={null}
        onChange={onChange}
        debounceMs={0}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Deployment' }), 'Stag');
    await user.click(await screen.findByRole('option', { name: /Staging/ }));
    expect(onChange).toHaveBeenCalledWith(
      'stage',
      expect.objectContaining({ code: 'stage', name: 'Staging' }),
    );
  });

  it('shows the message and sends nothing when no code is given', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <EnumerationItemPicker label="Deployment" value={null} onChange={vi.fn()} debounceMs={0} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Deployment' }));
    expect(await screen.findByText(noCode)).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
