// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DefaultPermissionPicker, defaultPermissionSource } from './defaultPermission';
import { renderPicker, runSearch } from '../test/render';

describe('defaultPermissionSource', () => {
  it('lists the default permissions once, for the picker to filter', async () => {
    const { page, requests } = await runSearch(defaultPermissionSource, { filters: {} });
    expect(defaultPermissionSource.paging).toBe('client');
    expect(requests).toEqual([{ path: '/api/resource/detail/default/permission', params: {} }]);
    expect(page.items).toHaveLength(49);
  });

  it("sends the menu's resourceKey and keeps its permissions", async () => {
    const { page, requests } = await runSearch(defaultPermissionSource, {
      filters: { resourceKey: 'help-center' },
    });
    expect(requests[0]?.params).toEqual({ resourceKey: 'help-center' });
    expect(page.items.map(defaultPermissionSource.key)).toEqual(['menu.help-center']);
  });
});

describe('DefaultPermissionPicker', () => {
  it('chooses a permission found by typing: onChange gets the permissionCode and the permission', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <DefaultPermissionPicker label="Permission" value={null} onChange={onChange} debounceMs={0} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Permission' }), '帮助中心');
    await user.click(await screen.findByRole('option', { name: /帮助中心/ }));
    expect(onChange).toHaveBeenCalledWith(
      'menu.help-center',
      expect.objectContaining({ permissionName: '帮助中心' }),
    );
  });
});
