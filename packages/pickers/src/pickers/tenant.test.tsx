// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPicker } from './test/render';
import { TenantPicker } from './tenant';

const tenantPath = '/api/tenant/object/list/page';

/** Opens the dialog form of a tenant picker and waits for its first page. */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Tenant' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByText('艾克米科技有限公司')).toBeTruthy());
  return dialog;
}

describe('TenantPicker', () => {
  it('searches the non-sandbox tenants by default (sandbox=false)', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <TenantPicker label="Tenant" value={null} onChange={vi.fn()} debounceMs={0} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Tenant' }), 'Globex');
    await screen.findByRole('option', { name: /Globex Trading/ });
    const last = requests.filter((request) => request.path === tenantPath).at(-1);
    expect(last?.params).toMatchObject({ keyword: 'Globex', sandbox: false });
    expect(last?.params).not.toHaveProperty('isAll');
  });

  it('searches every tenant (isAll=true, no sandbox) when the sandbox filter is unset', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <TenantPicker
        label="Tenant"
        filters={{ sandbox: null }}
        value={null}
        onChange={vi.fn()}
        debounceMs={0}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Tenant' }));
    await waitFor(() => expect(requests.some((request) => request.path === tenantPath)).toBe(true));
    const last = requests.filter((request) => request.path === tenantPath).at(-1);
    expect(last?.params).toMatchObject({ isAll: true });
    expect(last?.params).not.toHaveProperty('sandbox');
  });

  it('chooses a tenant: onChange gets its tenantId and the tenant', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<TenantPicker label="Tenant" value={null} onChange={onChange} debounceMs={0} />);
    await user.type(screen.getByRole('combobox', { name: 'Tenant' }), 'Globex');
    await user.click(await screen.findByRole('option', { name: /Globex Trading/ }));
    expect(onChange).toHaveBeenCalledWith(1016, expect.objectContaining({ tenantCode: 'T0002' }));
  });
});

describe('the tenant dialog filters', () => {
  it('searches every tenant when the sandbox filter is set to all', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <TenantPicker label="Tenant" variant="dialog" value={null} onChange={vi.fn()} debounceMs={0} />,
    );
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sandbox' }), 'All tenants');
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ isAll: true }));
    expect(requests.at(-1)?.params).not.toHaveProperty('sandbox');
  });

  it('sends the regions chosen in the region filter as codes', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <TenantPicker label="Tenant" variant="dialog" value={null} onChange={vi.fn()} debounceMs={0} />,
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: /Singapore/ }));
    await waitFor(() =>
      expect(requests.filter((request) => request.path === tenantPath).at(-1)?.params).toMatchObject({
        region: ['SG'],
      }),
    );
    await waitFor(() => expect(within(dialog).queryByText('艾克米科技有限公司')).toBeNull());
    expect(within(dialog).getByText('Globex Trading Pte. Ltd.')).toBeTruthy();
  });

  it('sends the cloud environments chosen in the cloud filter as codes', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <TenantPicker label="Tenant" variant="dialog" value={null} onChange={vi.fn()} debounceMs={0} />,
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'Cloud' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Cloud' }), 'AWS_SG');
    await user.click(await screen.findByRole('option', { name: /新加坡/ }));
    await waitFor(() =>
      expect(requests.filter((request) => request.path === tenantPath).at(-1)?.params).toMatchObject({
        cloud: ['AWS_SG'],
      }),
    );
  });
});
