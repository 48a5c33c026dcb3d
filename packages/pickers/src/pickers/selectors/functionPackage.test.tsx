// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FunctionPackagePicker, functionPackageSource } from './functionPackage';
import { renderPicker, runResolve, runSearch } from '../test/render';

describe('functionPackageSource', () => {
  it('searches the enabled packages by keyword, a page at a time', async () => {
    const { page, requests } = await runSearch(functionPackageSource, { query: 'BUDGET', filters: {} });
    expect(requests).toEqual([
      { path: '/api/funcPkg/query/pages', params: { keyword: 'BUDGET', page: 0, size: 20, isEnabled: true } },
    ]);
    expect(page.items.map(functionPackageSource.key)).toEqual(['BUDGET_CTRL']);
    expect(page.total).toBe(1);
  });

  it('leaves isEnabled out when the filter asks for every package', async () => {
    const { requests } = await runSearch(functionPackageSource, { filters: { isEnabled: null } });
    expect(requests[0]?.params).toEqual({ page: 0, size: 20 });
  });

  it('resolves a package code among every package, enabled or not', async () => {
    const { items, requests } = await runResolve(functionPackageSource, ['CORP_CARD'], { filters: {} });
    expect(items.map(functionPackageSource.key)).toContain('CORP_CARD');
    expect(requests[0]?.params).toEqual({ keyword: 'CORP_CARD', page: 0, size: 20 });
  });
});

describe('FunctionPackagePicker', () => {
  it('chooses a package found by typing: onChange gets the pkgCode and the package', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <FunctionPackagePicker label="Function package" value={null} onChange={onChange} debounceMs={0} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Function package' }), '公务卡');
    await user.click(await screen.findByRole('option', { name: /公务卡/ }));
    expect(onChange).toHaveBeenCalledWith('CORP_CARD', expect.objectContaining({ pkgName: '公务卡' }));
  });
});
