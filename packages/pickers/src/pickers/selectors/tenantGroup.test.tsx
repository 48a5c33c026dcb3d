// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPicker, runSearch } from '../test/render';
import { TenantGroupPicker, tenantGroupSource } from './tenantGroup';

describe('tenantGroupSource', () => {
  it('lists the enabled tenant groups once, for the picker to filter', async () => {
    const { page, requests } = await runSearch(tenantGroupSource, { filters: {} });
    expect(tenantGroupSource.paging).toBe('client');
    expect(requests).toEqual([{ path: '/api/tenantGroup', params: { isEnabled: true } }]);
    expect(page.items).toHaveLength(11);
    expect(page.total).toBe(11);
    expect(page.items.map(tenantGroupSource.key)).toContain('FINANCE');
  });

  it('sends the isEnabled filter when the picker asks for disabled groups', async () => {
    const { requests } = await runSearch(tenantGroupSource, { filters: { isEnabled: false } });
    expect(requests[0]?.params).toEqual({ isEnabled: false });
  });
});

describe('TenantGroupPicker', () => {
  it('chooses a group found by its code: onChange gets the tenantGroupCode and the group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<TenantGroupPicker label="Tenant group" value={null} onChange={onChange} debounceMs={0} />);
    await user.type(screen.getByRole('combobox', { name: 'Tenant group' }), 'FINANCE');
    await user.click(await screen.findByRole('option', { name: /金融行业/ }));
    expect(onChange).toHaveBeenCalledWith(
      'FINANCE',
      expect.objectContaining({ tenantGroupName: '金融行业', tenantGroupCode: 'FINANCE' }),
    );
  });
});
