import type { SavedFilterRecord } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';

let service: TestService;
let admin: string;
let finance: string;

beforeAll(async () => {
  service = await startTestService();
  admin = await service.tokenOf('SUPER_ADMIN');
  finance = await service.tokenOf('FINANCE_ADMIN');
});

afterAll(() => service.close());

const url = (tableKey: string, rest = '') => `/api/preferences/saved-filters/${tableKey}${rest}`;

async function create(tableKey: string, payload: Record<string, unknown>, token = admin, query = '') {
  return service.call({ method: 'POST', url: `${url(tableKey)}${query}`, token, payload });
}

async function saved(tableKey: string, name: string, filters: Record<string, unknown> = {}, token = admin) {
  const response = await create(tableKey, { name, filters }, token);
  expect(response.statusCode).toBe(201);
  return response.json<SavedFilterRecord>();
}

async function list(tableKey: string, token = admin): Promise<SavedFilterRecord[]> {
  const response = await service.call({ method: 'GET', url: url(tableKey), token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('saved filters', () => {
  it('saves a list’s filters under a trimmed name and lists them for that list only', async () => {
    const record = await saved('tenant-list', '  Licensed in Shanghai  ', { region: 'CN-SH', licensed: 1 });
    expect(record).toMatchObject({
      tableKey: 'tenant-list',
      name: 'Licensed in Shanghai',
      filters: { region: 'CN-SH', licensed: 1 },
      isDefault: false,
    });
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await list('tenant-list')).map((item) => item.id)).toEqual([record.id]);
    expect(await list('company-list')).toEqual([]);
  });

  it('refuses an empty name with 400 naming name, in the request’s language', async () => {
    const response = await create('empty-name', { name: '   ', filters: {} }, admin, '?language=zh_cn');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'name', message: '请输入名称' }]);
  });

  it('takes 50 characters as a person counts them and refuses 51', async () => {
    const fifty = '🚀'.repeat(50);
    expect((await create('long-name', { name: fifty, filters: {} })).statusCode).toBe(201);
    const response = await create('long-name', { name: `${fifty}x`, filters: {} }, admin, '?language=it');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'name', message: 'Il nome può avere al massimo 50 caratteri.' },
    ]);
  });

  it('refuses filters of more than 8 KB of JSON with 400 naming filters', async () => {
    const response = await create('big-filters', { name: 'Big', filters: { keyword: 'x'.repeat(8200) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'filters', message: 'The filter conditions are too large: at most 8 KB.' },
    ]);
    expect(await list('big-filters')).toEqual([]);
  });

  it('refuses filters that are not a JSON object with 400 naming filters', async () => {
    const response = await create('array-filters', { name: 'Array', filters: ['a'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('filters');
  });

  it('keeps at most 50 saved filters per list and account', async () => {
    for (let n = 1; n <= 50; n += 1) await saved('full-list', `Filter ${n}`);
    const response = await create('full-list', { name: 'Filter 51', filters: {} }, admin, '?language=en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'SAVED_FILTER_LIMIT_REACHED',
      validationErrors: [
        {
          field: 'name',
          message: 'A list keeps at most 50 saved filters. Delete one you no longer use first.',
        },
      ],
    });
    // The limit is per account: another account still saves on the same list.
    await saved('full-list', 'Filter 51', {}, finance);
  });

  it('refuses a name the list already has, case, width and spaces aside, with 409 naming name', async () => {
    await saved('duplicates', 'Open  Tenants');
    for (const name of ['open tenants', 'ＯＰＥＮ Tenants']) {
      const response = await create('duplicates', { name, filters: {} });
      expect(response.statusCode).toBe(409);
      expect(response.json().validationErrors).toEqual([
        { field: 'name', message: 'A saved filter of this list already has this name.' },
      ]);
    }
    // Another list and another account may use the name.
    await saved('duplicates-elsewhere', 'Open Tenants');
    await saved('duplicates', 'Open Tenants', {}, finance);
  });

  it('renames a saved filter and replaces its filters, moving updatedAt', async () => {
    const record = await saved('rename', 'Before', { status: 'OPEN' });
    service.clock.advance(60_000);
    const response = await service.call({
      method: 'PUT',
      url: url('rename', `/${record.id}`),
      token: admin,
      payload: { name: ' After ', filters: { status: 'DONE' } },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<SavedFilterRecord>();
    expect(updated).toMatchObject({ id: record.id, name: 'After', filters: { status: 'DONE' } });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(record.updatedAt));
    expect(updated.createdAt).toBe(record.createdAt);
  });

  it('lets a saved filter keep its own name when renamed in another case', async () => {
    const record = await saved('rename-case', 'weekly');
    const response = await service.call({
      method: 'PUT',
      url: url('rename-case', `/${record.id}`),
      token: admin,
      payload: { name: 'Weekly' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Weekly');
  });

  it('refuses an update that changes nothing with 400', async () => {
    const record = await saved('no-change', 'Same');
    const response = await service.call({
      method: 'PUT',
      url: url('no-change', `/${record.id}`),
      token: admin,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('keeps one default per list: setting another moves it, null clears it', async () => {
    const first = await saved('defaults', 'First');
    const second = await saved('defaults', 'Second');
    const setDefault = (id: string | null) =>
      service.call({ method: 'PUT', url: url('defaults', '/default'), token: admin, payload: { id } });
    const defaults = (items: SavedFilterRecord[]) =>
      items.filter((item) => item.isDefault).map((item) => item.id);

    expect(defaults((await setDefault(first.id)).json())).toEqual([first.id]);
    expect(defaults((await setDefault(second.id)).json())).toEqual([second.id]);
    expect(defaults((await setDefault(null)).json())).toEqual([]);
    expect(defaults(await list('defaults'))).toEqual([]);
  });

  it('moves the default to a filter created as the default', async () => {
    const first = await saved('created-default', 'First');
    await service.call({
      method: 'PUT',
      url: url('created-default', '/default'),
      token: admin,
      payload: { id: first.id },
    });
    const created = await create('created-default', { name: 'Second', filters: {}, isDefault: true });
    expect(created.statusCode).toBe(201);
    const items = await list('created-default');
    expect(items.filter((item) => item.isDefault).map((item) => item.name)).toEqual(['Second']);
  });

  it('answers 404 for another account’s saved filter and never lists it', async () => {
    const theirs = await saved('private', 'Finance only', { amountFrom: 1000 }, finance);
    expect(await list('private')).toEqual([]);
    const attempts = [
      { method: 'PUT' as const, url: url('private', `/${theirs.id}`), payload: { name: 'Mine now' } },
      { method: 'PUT' as const, url: url('private', '/default'), payload: { id: theirs.id } },
      { method: 'DELETE' as const, url: url('private', `/${theirs.id}`) },
    ];
    for (const attempt of attempts) {
      const response = await service.call({ ...attempt, token: admin });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Finance only');
    }
    expect((await list('private', finance)).map((item) => item.name)).toEqual(['Finance only']);
  });

  it('answers 404 for a saved filter addressed through another list', async () => {
    const record = await saved('list-a', 'On list A');
    const response = await service.call({
      method: 'DELETE',
      url: url('list-b', `/${record.id}`),
      token: admin,
    });
    expect(response.statusCode).toBe(404);
  });

  it('deletes a saved filter, and a second delete answers 404', async () => {
    const record = await saved('delete', 'Gone soon');
    const first = await service.call({ method: 'DELETE', url: url('delete', `/${record.id}`), token: admin });
    expect(first.statusCode).toBe(204);
    expect(await list('delete')).toEqual([]);
    const again = await service.call({ method: 'DELETE', url: url('delete', `/${record.id}`), token: admin });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a table key outside letters, digits, dash, underscore and dot with 400 naming tableKey', async () => {
    const response = await service.call({ method: 'GET', url: url('tenant%20list'), token: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('tableKey');
  });

  it('lets any signed-in account keep saved filters, and no one without a token', async () => {
    const employee = await service.tokenOf('EMPLOYEE');
    expect((await create('employee-list', { name: 'Mine', filters: {} }, employee)).statusCode).toBe(201);
    const anonymous = await service.call({ method: 'GET', url: url('employee-list') });
    expect(anonymous.statusCode).toBe(401);
  });
});
