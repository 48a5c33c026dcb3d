// @vitest-environment jsdom
import { isHttpError } from '@opsdesk/http';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AvailableCompanyPicker, availableCompanySource, CompanyPicker, companySource } from './company';
import { renderPicker, ruleMessage, runResolve, runSearch } from '../test/render';

const chooseTenant = 'Choose a tenant first to look up its companies.';

describe('companySource', () => {
  it('searches the companies of the scope tenant by keyword, a page at a time', async () => {
    const { page, requests } = await runSearch(companySource, {
      scope: { tenantId: 1015 },
      query: 'T0001-SH',
      filters: {},
    });
    expect(requests).toEqual([
      {
        path: '/api/company/by/tenant/page',
        params: { tenantId: 1015, keyword: 'T0001-SH', page: 0, size: 20 },
      },
    ]);
    expect(page.items.map((company) => company.id)).toEqual([1616]);
    expect(page.total).toBe(1);
  });

  it("prefers the picker's tenant filter to the scope and sends the status filter", async () => {
    const { page, requests } = await runSearch(companySource, {
      scope: { tenantId: 42 },
      filters: { tenantId: 1015, enabled: false },
    });
    expect(requests[0]?.params).toMatchObject({ tenantId: 1015, enabled: false });
    expect(page.items.map((company) => company.companyCode)).toEqual(['T0001-WH']);
  });

  it('aborts the call when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = runSearch(companySource, {
      scope: { tenantId: 1015 },
      filters: {},
      signal: controller.signal,
      fixture: { delayMs: 1000 },
    });
    controller.abort();
    const error: unknown = await pending.catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.kind).toBe('canceled');
  });

  it('resolves company ids that are not among the options loaded', async () => {
    const { items } = await runResolve(companySource, [1620, 1615], {
      scope: { tenantId: 1015 },
      filters: {},
    });
    expect(items.map((company) => company.name).sort()).toEqual([
      '艾克米科技有限公司',
      '艾克米科技（武汉）有限公司',
    ]);
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(companySource, '', {}, {})).toBe(chooseTenant);
  });

  it('searches once a tenant is known, from the scope or the filter', () => {
    expect(ruleMessage(companySource, '', {}, { tenantId: 1015 })).toBeUndefined();
    expect(ruleMessage(companySource, '', { tenantId: 1015 }, {})).toBeUndefined();
  });
});

describe('availableCompanySource', () => {
  it('lists the enabled companies of the tenant once, for the picker to filter', async () => {
    const { page, requests } = await runSearch(availableCompanySource, {
      scope: { tenantId: 1015 },
      filters: {},
    });
    expect(availableCompanySource.paging).toBe('client');
    expect(requests).toEqual([{ path: '/api/company/available', params: { tenantId: 1015 } }]);
    expect(page.items).toHaveLength(5);
    expect(page.items.every((company) => company.enabled)).toBe(true);
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(availableCompanySource, '', {}, {})).toBe(chooseTenant);
    expect(ruleMessage(availableCompanySource, '', {}, { tenantId: 1015 })).toBeUndefined();
  });
});

describe('CompanyPicker', () => {
  it('chooses a company found by typing: onChange gets its id and the company', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { requests } = renderPicker(
      <CompanyPicker label="Company" value={null} onChange={onChange} debounceMs={0} />,
      { tenantId: 1015 },
    );
    await user.type(screen.getByRole('combobox', { name: 'Company' }), '上海');
    await user.click(await screen.findByRole('option', { name: /艾克米科技（上海）有限公司/ }));
    expect(onChange).toHaveBeenCalledWith(
      1616,
      expect.objectContaining({ id: 1616, companyCode: 'T0001-SH' }),
    );
    expect(requests.at(-1)?.params).toMatchObject({ tenantId: 1015, keyword: '上海' });
  });
});

describe('AvailableCompanyPicker', () => {
  it('filters the listed companies locally and chooses one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { requests } = renderPicker(
      <AvailableCompanyPicker label="Company" value={null} onChange={onChange} debounceMs={0} />,
      { tenantId: 1015 },
    );
    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'T0001-SZ');
    await user.click(await screen.findByRole('option', { name: /深圳艾克米信息技术有限公司/ }));
    expect(onChange).toHaveBeenCalledWith(1617, expect.objectContaining({ companyCode: 'T0001-SZ' }));
    expect(requests).toEqual([{ path: '/api/company/available', params: { tenantId: 1015 } }]);
  });
});
