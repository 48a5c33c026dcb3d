// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloudEnvironmentPicker, cloudEnvironmentSource } from './cloudEnvironment';
import { renderPicker, runResolve, runSearch } from '../test/render';

describe('cloudEnvironmentSource', () => {
  it('lists the enabled cloud environments by default, for the picker to filter', async () => {
    const { page, requests } = await runSearch(cloudEnvironmentSource, { filters: {} });
    expect(cloudEnvironmentSource.paging).toBe('client');
    expect(requests).toEqual([{ path: '/api/cloud/env', params: { enable: true } }]);
    expect(page.items.map(cloudEnvironmentSource.key)).toContain('AWS_SG');
  });

  it('leaves enable out when the filter asks for every environment', async () => {
    const { requests } = await runSearch(cloudEnvironmentSource, { filters: { enable: null } });
    expect(requests[0]?.params).toEqual({});
  });

  it('sends enable=false when the filter asks for the disabled ones', async () => {
    const { requests } = await runSearch(cloudEnvironmentSource, { filters: { enable: false } });
    expect(requests[0]?.params).toEqual({ enable: false });
  });

  it('resolves a code among every environment, enabled or not', async () => {
    const { items, requests } = await runResolve(cloudEnvironmentSource, ['TENCENT_GZ'], { filters: {} });
    expect(requests[0]?.params).toEqual({});
    expect(items.map(cloudEnvironmentSource.key)).toContain('TENCENT_GZ');
  });
});

describe('CloudEnvironmentPicker', () => {
  it('chooses an environment found by its code: onChange gets the code and the environment', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<CloudEnvironmentPicker label="Cloud" value={null} onChange={onChange} debounceMs={0} />);
    await user.type(screen.getByRole('combobox', { name: 'Cloud' }), 'AWS_FRA');
    await user.click(await screen.findByRole('option', { name: /法兰克福/ }));
    expect(onChange).toHaveBeenCalledWith('AWS_FRA', expect.objectContaining({ provider: 'AWS' }));
  });
});
