import {
  cityLevelLookupSchema,
  countryLookupSchema,
  defaultPermissionLookupSchema,
  exchangeRateLookupSchema,
  labelTypeLookupSchema,
  lookupRowsSchema,
  pageSchema,
  userEnumerationItemSchema,
  type CountryLookup,
} from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useFurtherLookups } from '../../../../test/lookups';

const { get, data } = useFurtherLookups();

describe('GET /api/get/exchange/rate', () => {
  const url = '/api/get/exchange/rate';
  const rate = (query: Record<string, string>) => get('employee', url, query);

  it('answers the latest rate of the pair in effect on the date', async () => {
    const response = await rate({ currencyCode: 'QMA', baseCurrencyCode: 'QMB', date: '2026-07-15' });
    expect(exchangeRateLookupSchema.parse(response.json())).toEqual({
      currencyCode: 'QMA',
      currencyName: 'Test Alpha',
      baseCurrencyCode: 'QMB',
      baseCurrencyName: 'Test Beta',
      rate: 2.5,
      effectiveDate: '2026-06-01',
      inverted: false,
    });
  });

  it('takes today when no date is given, leaving out rates not yet in effect', async () => {
    const response = await rate({ currencyCode: 'QMA', baseCurrencyCode: 'QMB' });
    expect(response.json()).toMatchObject({ rate: 2.5, effectiveDate: '2026-06-01' });
  });

  it('inverts the rate of the opposite pair when only that one is recorded', async () => {
    const response = await rate({ currencyCode: 'QMA', baseCurrencyCode: 'QMC', date: '2026-11-01' });
    expect(response.json()).toMatchObject({ rate: 0.25, effectiveDate: '2026-03-01', inverted: true });
  });

  it('answers 1 for a currency against itself', async () => {
    const response = await rate({ currencyCode: 'QMD', baseCurrencyCode: 'QMD', date: '2026-01-01' });
    expect(response.json()).toMatchObject({ rate: 1, effectiveDate: '2026-01-01', inverted: false });
  });

  it('names the currencies in Chinese for a Chinese request', async () => {
    const response = await rate({ currencyCode: 'QMA', baseCurrencyCode: 'QMB', language: 'zh_cn' });
    expect(response.json()).toMatchObject({ currencyName: '测试甲', baseCurrencyName: '测试乙' });
  });

  it('answers 404 EXCHANGE_RATE_NOT_FOUND when no rate of the pair is in effect on the date', async () => {
    const response = await rate({ currencyCode: 'QMA', baseCurrencyCode: 'QMB', date: '2025-12-31' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      errorCode: 'EXCHANGE_RATE_NOT_FOUND',
      message: 'No exchange rate from QMA to QMB is in effect on 2025-12-31.',
    });
  });

  it('answers 400 naming the currency that does not exist', async () => {
    const response = await rate({ currencyCode: 'QMA', baseCurrencyCode: 'QMZ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'baseCurrencyCode', message: 'There is no currency QMZ.' },
    ]);
  });

  it('answers 400 naming currencyCode when it is missing', async () => {
    const response = await rate({ baseCurrencyCode: 'QMB' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('currencyCode');
  });

  it.each(['2026-02-30', '2026-13-01'])(
    'answers 400 naming date for %s, a day that does not exist',
    async (date) => {
      const response = await rate({ currencyCode: 'QMA', baseCurrencyCode: 'QMB', date });
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors[0].field).toBe('date');
    },
  );
});

describe('GET /api/levels/my', () => {
  it("lists the city levels of a tenant-bound account's own tenant, by code", async () => {
    const levels = z
      .array(cityLevelLookupSchema)
      .parse((await get(data().tenantBoundLogin, '/api/levels/my')).json());
    expect(levels).toEqual([
      {
        id: expect.any(Number),
        name: 'First tier',
        code: 'L1',
        description: 'Capitals',
        cityAdCodes: ['110000', '310000'],
      },
      { id: expect.any(Number), name: 'Second tier', code: 'L2', description: null, cityAdCodes: ['330100'] },
    ]);
  });

  it('lists the levels of the tenant the provider staff name', async () => {
    const levels = (await get('content', '/api/levels/my', { tenantId: data().tenantB })).json();
    expect(levels.map((level: { code: string }) => level.code)).toEqual(['LB']);
  });

  it('answers 400 naming tenantId when the provider staff name no tenant', async () => {
    const response = await get('content', '/api/levels/my');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('tenantId');
  });

  it('answers 403 CROSS_TENANT to a tenant-bound account naming another tenant', async () => {
    const response = await get(data().tenantBoundLogin, '/api/levels/my', { tenantId: data().tenantB });
    expect(response.json()).toMatchObject({ status: 403, errorCode: 'CROSS_TENANT' });
  });
});

describe('GET /api/custom/enumerations/{enumerationOID}/items/by/user', () => {
  const url = (code: string) => `/api/custom/enumerations/${code}/items/by/user`;

  it('lists the enabled items of the enumeration in sequence, named in the request language', async () => {
    const english = z
      .array(userEnumerationItemSchema)
      .parse((await get('employee', url('LOOKUP_TEST_LEVEL'))).json());
    expect(english.map((item) => [item.value, item.name])).toEqual([
      ['HIGH', 'High'],
      ['LOW', 'Low'],
    ]);
    const chinese = (await get('employee', url('LOOKUP_TEST_LEVEL'), { language: 'zh_cn' })).json();
    expect(chinese.map((item: { name: string }) => item.name)).toEqual(['高', '低']);
  });

  it('searches the items by keyword', async () => {
    const items = (await get('employee', url('LOOKUP_TEST_LEVEL'), { keyword: 'low' })).json();
    expect(items.map((item: { value: string }) => item.value)).toEqual(['LOW']);
  });

  it('answers an empty list for an enumeration whose items are all disabled', async () => {
    const response = await get('employee', url('LOOKUP_TEST_RETIRED'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 404 for an enumeration without items', async () => {
    expect((await get('employee', url('LOOKUP_TEST_NOTHING'))).statusCode).toBe(404);
  });
});

describe('GET /api/labels', () => {
  it("lists the kinds of a tenant's enabled labels under rows, with their names and categories", async () => {
    const answer = lookupRowsSchema(labelTypeLookupSchema).parse(
      (await get('content', '/api/labels', { tenantId: data().tenantA })).json(),
    );
    expect(answer).toEqual({
      rows: [
        { type: 'INFO', labelCount: 1, names: ['Reviewed'], documentCategories: [1002] },
        { type: 'WARNING', labelCount: 2, names: ['Late', 'Over budget'], documentCategories: [1002, 3001] },
      ],
      total: 2,
    });
  });

  it('counts only the labels of the document category asked for', async () => {
    const answer = (
      await get('content', '/api/labels', { tenantId: data().tenantA, documentCategory: 3001 })
    ).json();
    expect(answer.rows).toEqual([
      { type: 'WARNING', labelCount: 1, names: ['Late'], documentCategories: [3001] },
    ]);
  });

  it('answers 400 naming documentCategory for a category the label picker does not offer', async () => {
    const response = await get('content', '/api/labels', {
      tenantId: data().tenantA,
      documentCategory: 9999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('documentCategory');
  });

  it("gives a tenant-bound account its own tenant's label kinds", async () => {
    const answer = (await get(data().tenantBoundLogin, '/api/labels')).json();
    expect(answer.rows.map((row: { type: string }) => row.type)).toEqual(['INFO', 'WARNING']);
  });

  it('answers 403 CROSS_TENANT to a tenant-bound account naming another tenant', async () => {
    const response = await get('employee', '/api/labels', { tenantId: data().tenantA });
    expect(response.json()).toMatchObject({ status: 403, errorCode: 'CROSS_TENANT' });
  });
});

describe('GET /api/areas/international/list', () => {
  it('lists the countries other than the home country, by code', async () => {
    const response = await get('content', '/api/areas/international/list');
    const countries = z.array(countryLookupSchema).parse(response.json());
    const codes = countries.map((country) => country.code);
    expect(codes).toEqual(expect.arrayContaining(['XA', 'XB', 'XC']));
    expect(codes).not.toContain('CN');
    expect(codes).toEqual([...codes].sort());
    expect(response.headers['x-total-count']).toBe(String(countries.length));
  });

  it('names the countries in the request language and searches them by keyword', async () => {
    const english: CountryLookup[] = (
      await get('content', '/api/areas/international/list', { keyword: 'xaland' })
    ).json();
    expect(english).toEqual([
      { code: 'XA', id: expect.any(Number), name: 'Xaland', adCode: 'XA0001', continent: 'ANTARCTICA' },
    ]);
    const chinese = (
      await get('content', '/api/areas/international/list', { keyword: 'xaland', language: 'zh_cn' })
    ).json();
    expect(chinese[0].name).toBe('甲国');
  });
});

describe('GET /api/areas/country/list/continent', () => {
  const url = '/api/areas/country/list/continent';

  it('pages the countries of a continent with their name and adCode, 1000 at a time', async () => {
    const response = await get('content', url, {
      continent: 'ANTARCTICA',
      page: 0,
      size: 1000,
      language: 'zh_cn',
    });
    const page = pageSchema(countryLookupSchema).parse(response.json());
    expect(page.content.every((country) => country.continent === 'ANTARCTICA')).toBe(true);
    expect(page.content).toEqual(
      expect.arrayContaining([
        { code: 'XA', id: expect.any(Number), name: '甲国', adCode: 'XA0001', continent: 'ANTARCTICA' },
        { code: 'XB', id: expect.any(Number), name: '乙国', adCode: 'XB0001', continent: 'ANTARCTICA' },
      ]),
    );
    expect(page.size).toBe(1000);
  });

  it('answers the same first page for page 0 and page 1', async () => {
    const first = (await get('content', url, { continent: 'ANTARCTICA', page: 0 })).json();
    const one = (await get('content', url, { continent: 'ANTARCTICA', page: 1 })).json();
    expect(one).toEqual(first);
    expect(first.number).toBe(0);
  });

  it('takes several continents', async () => {
    const page = (await get('content', `${url}?continent=ANTARCTICA&continent=OCEANIA`)).json();
    const codes = page.content.map((country: CountryLookup) => country.code);
    expect(codes).toEqual(expect.arrayContaining(['XA', 'XB', 'XC']));
  });

  it('answers 400 naming size above 1000', async () => {
    const response = await get('content', url, { size: 1001 });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('size');
  });

  it('answers 400 naming continent for an unknown continent', async () => {
    const response = await get('content', url, { continent: 'ATLANTIS' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toMatch(/^continent/);
  });
});

describe('GET /api/resource/detail/default/permission', () => {
  const url = '/api/resource/detail/default/permission';

  it('lists the default permissions of a menu key by code, with name and code', async () => {
    const permissions = z
      .array(defaultPermissionLookupSchema)
      .parse((await get('admin', url, { resourceKey: 'lookup-test' })).json());
    expect(permissions).toEqual([
      {
        permissionCode: 'lookup-test.read',
        id: expect.any(Number),
        permissionName: 'Read lookups',
        resourceKey: 'lookup-test',
        description: null,
      },
      {
        permissionCode: 'lookup-test.write',
        id: expect.any(Number),
        permissionName: 'Change lookups',
        resourceKey: 'lookup-test',
        description: 'Create and edit',
      },
    ]);
  });

  it('searches by name or code', async () => {
    const permissions = (await get('admin', url, { keyword: 'other-test' })).json();
    expect(permissions.map((permission: { permissionCode: string }) => permission.permissionCode)).toEqual([
      'other-test.read',
    ]);
  });
});

describe('access', () => {
  it.each([
    ['finance', '/api/resource/detail/default/permission', 'admin:read'],
    ['employee', '/api/areas/international/list', 'location:read'],
    ['employee', '/api/areas/country/list/continent', 'location:read'],
  ])('refuses %s on %s, which needs %s, with 403', async (login, url) => {
    const response = await get(login, url);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });
});
