// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomProxyFormPicker, customProxyFormSource, ProxyFormPicker, proxyFormSource } from './proxyForms';
import { renderPicker, ruleMessage, runResolve, runSearch } from '../test/render';

const travelForm = '544690bd-fa2e-5426-8b59-3143dc897e6b';
const expenseForm = '1fcd46e6-fa34-5f67-9c79-6564d112b88b';

describe('proxyFormSource', () => {
  it('searches proxy forms by keyword with the scope tenant, a page at a time', async () => {
    const { page, requests } = await runSearch(proxyFormSource, {
      scope: { tenantId: 1015 },
      query: 'EXP',
      filters: { kind: 'search' },
    });
    expect(requests).toEqual([
      {
        path: '/api/billProxyRule/proxy/forms/search',
        params: { tenantId: 1015, keyword: 'EXP', page: 0, size: 20 },
      },
    ]);
    expect(page.items.map((form) => form.formOID)).toEqual([expenseForm]);
    expect(page.total).toBe(1);
  });

  it("sends the enabled filter with the 'search' kind", async () => {
    const { requests } = await runSearch(proxyFormSource, {
      filters: { kind: 'search', enabled: false, documentCategory: 1002 },
    });
    expect(requests[0]?.params).toMatchObject({ enabled: false, documentCategory: 1002 });
  });

  it("uses the audit search with the 'audit' kind, which takes no enabled filter", async () => {
    const { page, requests } = await runSearch(proxyFormSource, {
      scope: { tenantId: 1015 },
      filters: { kind: 'audit', enabled: false },
    });
    expect(requests).toEqual([
      {
        path: '/api/billProxyRule/proxy/forms/audit/search',
        params: { tenantId: 1015, page: 0, size: 20 },
      },
    ]);
    expect(page.items).toHaveLength(2);
  });

  it("prefers the picker's tenant filter to the scope", async () => {
    const { requests } = await runSearch(proxyFormSource, {
      scope: { tenantId: 42 },
      filters: { tenantId: 1015 },
    });
    expect(requests[0]?.params).toMatchObject({ tenantId: 1015 });
  });

  it('resolves an OID by reading the pages, since the keyword does not search OIDs', async () => {
    const { items, requests } = await runResolve(proxyFormSource, [travelForm], {
      scope: { tenantId: 1015 },
      filters: {},
    });
    expect(items.map((form) => form.formName)).toEqual(['代理差旅申请单']);
    expect(requests).toEqual([
      { path: '/api/billProxyRule/proxy/forms/search', params: { tenantId: 1015, page: 0, size: 200 } },
    ]);
  });

  it('aborts the call when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = runSearch(proxyFormSource, {
      filters: {},
      fixture: { delayMs: 1000 },
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'canceled' });
  });
});

describe('customProxyFormSource', () => {
  it('lists the enabled proxy forms of the scope tenant once, as a whole list', async () => {
    const { page, requests } = await runSearch(customProxyFormSource, {
      scope: { tenantId: 1015 },
      filters: {},
    });
    expect(customProxyFormSource.paging).toBe('client');
    expect(requests).toEqual([{ path: '/api/custom/forms/proxy', params: { tenantId: 1015 } }]);
    expect(page.items.map((form) => form.formCode)).toEqual(['APP_TRAVEL_PROXY', 'EXP_PROXY']);
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(customProxyFormSource, '', {}, {})).toBe('Choose a tenant first.');
    expect(ruleMessage(customProxyFormSource, '', {}, { tenantId: 1015 })).toBeUndefined();
    expect(ruleMessage(customProxyFormSource, '', { tenantId: 1015 }, {})).toBeUndefined();
  });
});

describe('ProxyFormPicker', () => {
  it('chooses a form found by typing: onChange gets its OID and the form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { requests } = renderPicker(
      <ProxyFormPicker label="Proxy form" value={null} onChange={onChange} debounceMs={0} />,
      { tenantId: 1015 },
    );
    await user.type(screen.getByRole('combobox', { name: 'Proxy form' }), '报销');
    await user.click(await screen.findByRole('option', { name: /代理报销单/ }));
    expect(onChange).toHaveBeenCalledWith(expenseForm, expect.objectContaining({ formCode: 'EXP_PROXY' }));
    expect(requests.at(-1)?.params).toMatchObject({ keyword: '报销', tenantId: 1015 });
  });
});

describe('CustomProxyFormPicker', () => {
  it('filters the listed forms locally and chooses one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { requests } = renderPicker(
      <CustomProxyFormPicker label="Proxy form" value={null} onChange={onChange} debounceMs={0} />,
      { tenantId: 1015 },
    );
    await user.type(screen.getByRole('combobox', { name: 'Proxy form' }), 'travel');
    await user.click(await screen.findByRole('option', { name: /代理差旅申请单/ }));
    expect(onChange).toHaveBeenCalledWith(
      travelForm,
      expect.objectContaining({ formCode: 'APP_TRAVEL_PROXY' }),
    );
    expect(requests).toEqual([{ path: '/api/custom/forms/proxy', params: { tenantId: 1015 } }]);
  });
});
