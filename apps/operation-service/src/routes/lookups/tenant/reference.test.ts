import {
  airlineResource,
  cityResource,
  functionPackageResource,
  labelResource,
  setOfBooksResource,
} from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import { fieldsOf, seededId, useLookupService, valuesOf, type Page } from '../../../../test/lookups';
import { insertRecords } from '../../../seed/insert';

let t1: number;
let t2: number;

const { get, ok } = useLookupService(async ({ db }) => {
  t1 = await seededId(db, 'tenant', 'tenantCode', 'T0001');
  t2 = await seededId(db, 'tenant', 'tenantCode', 'T0002');
  await insertRecords(db, cityResource, [
    {
      adCode: 'TLK001',
      name: '临港',
      nameEn: 'Lingang',
      typeDescription: 'district',
      countryCode: 'CN',
      provinceName: '上海',
    },
    { adCode: 'TLK002', name: 'Lookupville', typeDescription: 'international city', countryCode: 'SG' },
    { adCode: 'TLK003', name: 'Closed Town', typeDescription: 'district', countryCode: 'CN', enabled: false },
  ]);
  await insertRecords(db, airlineResource, [
    { name: 'Lookup Air', nameEn: 'Lookup Airways', code: 'Q9Z', countryCode: 'CN' },
    { name: 'Lookup Jet', code: 'Q8Z', countryCode: 'SG' },
  ]);
  await insertRecords(db, labelResource, [
    { tenantId: t1, name: 'TLK urgent', description: 'Pay first', type: 'WARNING', documentCategory: 1002 },
    { tenantId: t1, name: 'TLK audit', type: 'AUDIT', documentCategory: 1002 },
    { tenantId: t1, name: 'TLK retired', type: 'INFO', documentCategory: 1002, enabled: false },
    { tenantId: t1, name: 'TLK loan', type: 'INFO', documentCategory: 3001 },
    { tenantId: t2, name: 'TLK globex', type: 'INFO', documentCategory: 1002 },
  ]);
  await insertRecords(db, setOfBooksResource, [
    { tenantId: t1, setOfBooksName: 'Lookup books CNY', setOfBooksCode: 'TLK-SOB1', currencyCode: 'CNY' },
    {
      tenantId: t1,
      setOfBooksName: 'Lookup books USD',
      setOfBooksCode: 'TLK-SOB2',
      currencyCode: 'USD',
      enabled: false,
    },
    { tenantId: t2, setOfBooksName: 'Lookup books SGD', setOfBooksCode: 'TLK-SOB3', currencyCode: 'SGD' },
  ]);
  await insertRecords(db, functionPackageResource, [
    { pkgCode: 'TLK-PKG1', pkgName: 'Lookup expense', pkgDescription: 'Claims and approvals' },
    { pkgCode: 'TLK-PKG2', pkgName: 'Lookup travel', enabled: false },
    { pkgCode: 'TLK-PKG3', pkgName: 'Lookup invoices' },
  ]);
});

describe('GET /api/custom/location/search', () => {
  const url = '/api/custom/location/search';

  it('answers enabled cities with adCode, typeDescription and name', async () => {
    const page = await ok<Page>(url, { keyword: 'TLK' });
    expect(valuesOf(page.content, 'adCode')).toEqual(['TLK001', 'TLK002']);
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      adCode: 'TLK001',
      typeDescription: 'district',
      name: '临港',
      nameEn: 'Lingang',
      countryCode: 'CN',
      provinceName: '上海',
    });
  });

  it('searches names in both languages, and filters by country in either case', async () => {
    expect(valuesOf((await ok<Page>(url, { keyword: 'lingang' })).content, 'adCode')).toEqual(['TLK001']);
    expect(valuesOf((await ok<Page>(url, { keyword: 'TLK', country: 'sg' })).content, 'adCode')).toEqual([
      'TLK002',
    ]);
  });

  it('pages', async () => {
    const page = await ok<Page>(url, { keyword: 'TLK', page: '1', size: '1' });
    expect(page).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, size: 1 });
    expect(valuesOf(page.content, 'adCode')).toEqual(['TLK002']);
  });

  it('refuses a country that is not a two-letter code, naming country', async () => {
    const response = await get(url, { country: 'SGP' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['country']);
  });

  it('lets the booking agent search, and refuses an account without location:read', async () => {
    expect((await ok<Page>(url, { keyword: 'TLK' }, 'agent')).totalElements).toBe(2);
    expect((await get(url, {}, 'employee')).statusCode).toBe(403);
    expect((await get(url, {}, 'deploy')).statusCode).toBe(403);
  });
});

describe('GET /api/airline/search', () => {
  const url = '/api/airline/search';

  it('answers airlines with name and code, by code', async () => {
    const page = await ok<Page>(url, { keyword: 'lookup' });
    expect(page.content).toEqual([
      { id: expect.any(Number), name: 'Lookup Jet', code: 'Q8Z', nameEn: null, countryCode: 'SG' },
      {
        id: expect.any(Number),
        name: 'Lookup Air',
        code: 'Q9Z',
        nameEn: 'Lookup Airways',
        countryCode: 'CN',
      },
    ]);
  });

  it('searches codes and English names, and filters by country', async () => {
    expect(valuesOf((await ok<Page>(url, { keyword: 'q9z' })).content, 'code')).toEqual(['Q9Z']);
    // Only the English name says "Lookup Airways" (the seed has real airlines called "… Airways").
    expect(valuesOf((await ok<Page>(url, { keyword: 'lookup airways' })).content, 'code')).toEqual(['Q9Z']);
    expect(valuesOf((await ok<Page>(url, { keyword: 'lookup', country: 'SG' })).content, 'code')).toEqual([
      'Q8Z',
    ]);
  });

  it('refuses a negative page, naming page', async () => {
    const response = await get(url, { page: '-1' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['page']);
  });

  it('lets finance search, and refuses an account without location:read', async () => {
    expect((await get(url, {}, 'finance')).statusCode).toBe(200);
    expect((await get(url, {}, 'employee')).statusCode).toBe(403);
  });
});

describe('GET /api/tenant/label/list', () => {
  const url = '/api/tenant/label/list';
  const names = (labels: Record<string, unknown>[]) =>
    labels.map((label) => label.name).filter((name) => String(name).startsWith('TLK'));

  it('lists the enabled labels of category 1002 when no category is sent', async () => {
    const labels = await ok<Record<string, unknown>[]>(url, { tenantId: String(t1) });
    expect(names(labels)).toEqual(['TLK audit', 'TLK urgent']);
    expect(labels.find((label) => label.name === 'TLK urgent')).toEqual({
      id: expect.any(Number),
      tenantId: t1,
      name: 'TLK urgent',
      description: 'Pay first',
      type: 'WARNING',
      documentCategory: 1002,
    });
  });

  it('lists the labels of another category, and filters by type and keyword', async () => {
    expect(names(await ok(url, { tenantId: String(t1), documentCategory: '3001' }))).toEqual(['TLK loan']);
    expect(names(await ok(url, { tenantId: String(t1), type: 'WARNING' }))).toEqual(['TLK urgent']);
    expect(names(await ok(url, { keyword: 'TLK' }))).toEqual(['TLK audit', 'TLK globex', 'TLK urgent']);
  });

  it('refuses a cleared category, naming documentCategory', async () => {
    const response = await get(url, { documentCategory: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'documentCategory', message: 'The document category cannot be cleared.' },
    ]);
  });

  it('refuses a category the picker does not offer, naming documentCategory', async () => {
    const response = await get(url, { documentCategory: '9999' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['documentCategory']);
  });

  it("shows a tenant-bound account its own tenant's labels only, and refuses another tenant's id", async () => {
    expect(names(await ok(url, {}, 'employee'))).toEqual(['TLK audit', 'TLK urgent']);
    const other = await get(url, { tenantId: String(t2) }, 'employee');
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('CROSS_TENANT');
  });
});

describe('GET /api/artemis/setOfBooks/query/dto', () => {
  const url = '/api/artemis/setOfBooks/query/dto';
  const codes = (sets: Record<string, unknown>[]) =>
    valuesOf(sets, 'setOfBooksCode').filter((code) => String(code).startsWith('TLK'));

  it('lists the enabled sets of books with enabled=true', async () => {
    const sets = await ok<Record<string, unknown>[]>(url, { enabled: 'true', tenantId: String(t1) });
    expect(codes(sets)).toEqual(['TLK-SOB1']);
    expect(sets.find((set) => set.setOfBooksCode === 'TLK-SOB1')).toEqual({
      id: expect.any(Number),
      tenantId: t1,
      setOfBooksName: 'Lookup books CNY',
      setOfBooksCode: 'TLK-SOB1',
      currencyCode: 'CNY',
      enabled: true,
    });
  });

  it('lists every tenant’s sets, disabled ones too, without filters', async () => {
    expect(codes(await ok(url, { keyword: 'Lookup books' }))).toEqual(['TLK-SOB1', 'TLK-SOB2', 'TLK-SOB3']);
  });

  it('refuses a bad enabled value, naming enabled', async () => {
    const response = await get(url, { enabled: 'sometimes' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['enabled']);
  });

  it('lets finance read them, and refuses an account without finance:read', async () => {
    expect((await get(url, { enabled: 'true' }, 'finance')).statusCode).toBe(200);
    expect((await get(url, { enabled: 'true' }, 'agent')).statusCode).toBe(403);
    expect((await get(url, { enabled: 'true' }, 'service')).statusCode).toBe(403);
  });
});

describe('GET /api/funcPkg/query/pages', () => {
  const url = '/api/funcPkg/query/pages';

  it('pages function packages by code, with isEnabled', async () => {
    const enabled = await ok<Page>(url, { keyword: 'TLK-PKG', isEnabled: 'true' });
    expect(enabled.content).toEqual([
      {
        id: expect.any(Number),
        pkgCode: 'TLK-PKG1',
        pkgName: 'Lookup expense',
        pkgDescription: 'Claims and approvals',
        enabled: true,
      },
      {
        id: expect.any(Number),
        pkgCode: 'TLK-PKG3',
        pkgName: 'Lookup invoices',
        pkgDescription: null,
        enabled: true,
      },
    ]);
    const second = await ok<Page>(url, { keyword: 'TLK-PKG', page: '1', size: '2' });
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
    expect(valuesOf(second.content, 'pkgCode')).toEqual(['TLK-PKG3']);
  });

  it('refuses a size of 0, naming size', async () => {
    const response = await get(url, { size: '0' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['size']);
  });

  it('lets the deployment engineer read them, and refuses an account without menu:read', async () => {
    expect((await get(url, {}, 'deploy')).statusCode).toBe(200);
    expect((await get(url, {}, 'finance')).statusCode).toBe(403);
  });
});
