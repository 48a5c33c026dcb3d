// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CityLevelPicker, cityLevelSource } from './cityLevels';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('cityLevelSource', () => {
  it('lists the city levels of the scope tenant, described by code and description', async () => {
    const { page, requests } = await runSearch(cityLevelSource, { scope: { tenantId: 1015 }, filters: {} });
    expect(requests).toEqual([{ path: '/api/levels/my', params: { tenantId: 1015 } }]);
    expect(page.items.map(cityLevelSource.key)).toEqual([46899, 46900, 46901, 46902, 46903]);
    expect(page.items.map((level) => cityLevelSource.description?.(level))[0]).toBe(
      'L1 · 北京、上海、广州、深圳等',
    );
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(cityLevelSource, '', {}, {})).toBe('Choose a tenant first.');
    expect(ruleMessage(cityLevelSource, '', {}, { tenantId: 1015 })).toBeUndefined();
  });
});

describe('CityLevelPicker', () => {
  it('asks for a tenant and sends nothing when neither the filter nor the scope names one', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <CityLevelPicker label="City level" value={null} onChange={() => {}} debounceMs={0} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'City level' }));
    expect((await screen.findByRole('status')).textContent).toBe('Choose a tenant first.');
    expect(requests).toEqual([]);
  });

  it("lists the filter's tenant without a scope tenant", async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <CityLevelPicker
        label="City level"
        value={null}
        onChange={() => {}}
        filters={{ tenantId: 1015 }}
        debounceMs={0}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'City level' }));
    expect(await screen.findAllByRole('option')).toHaveLength(5);
    expect(requests).toEqual([{ path: '/api/levels/my', params: { tenantId: 1015 } }]);
  });

  it('chooses a level found by its code: onChange gets its id and the level', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<CityLevelPicker label="City level" value={null} onChange={onChange} debounceMs={0} />, {
      tenantId: 1015,
    });
    await user.type(screen.getByRole('combobox', { name: 'City level' }), 'L2');
    await user.click(await screen.findByRole('option', { name: /新一线城市/ }));
    expect(onChange).toHaveBeenCalledWith(46900, expect.objectContaining({ code: 'L2' }));
  });
});
