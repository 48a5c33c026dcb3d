import {
  completeWorkItem,
  createSavedFilter,
  createServerSavedFiltersStore,
  deleteSavedFilter,
  getPendingCounts,
  listDepartmentStaff,
  listSavedFilters,
  listWorkItems,
  updateSavedFilter,
} from '@opsdesk/api';
import { describeError, isHttpError, type HttpClient } from '@opsdesk/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, startTestService, type TestService } from '../harness';

/**
 * The preference, workbench and address-book calls of @opsdesk/api against the listening service,
 * through logged-in @opsdesk/http clients as the console makes them: each answer passes its
 * schema (a ContractError otherwise).
 */

let service: TestService;
let admin: HttpClient;
let finance: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  const server = await listen(service);
  admin = await server.clientFor('admin');
  finance = await server.clientFor('finance');
});

afterAll(() => service.close());

interface TenantFilters {
  tenantName?: string;
  licensed?: number;
}

describe('the server saved-filters store', () => {
  it('saves, lists oldest first, renames, sets and clears the default, and removes', async () => {
    const store = createServerSavedFiltersStore<TenantFilters>(admin, 'contract.tenant-list');
    const saved = await store.save('Licensed', { licensed: 1 });
    expect(saved).toMatchObject({ name: 'Licensed', filters: { licensed: 1 }, isDefault: false });
    service.clock.advance(1000);
    await store.save('Acme', { tenantName: 'Acme' });
    await store.rename(saved.id, 'Licensed only');
    await store.setDefault(saved.id);
    expect((await store.list()).map(({ name, isDefault }) => ({ name, isDefault }))).toEqual([
      { name: 'Licensed only', isDefault: true },
      { name: 'Acme', isDefault: false },
    ]);
    await store.setDefault(null);
    expect((await store.list()).some((item) => item.isDefault)).toBe(false);
    await store.remove(saved.id);
    expect((await store.list()).map((item) => item.name)).toEqual(['Acme']);
  });

  it('resolves a removal of a saved filter that is already gone', async () => {
    const store = createServerSavedFiltersStore(admin, 'contract.gone');
    const saved = await store.save('Soon gone', {});
    await store.remove(saved.id);
    await expect(store.remove(saved.id)).resolves.toBeUndefined();
  });

  it('rejects a taken name with the server’s message naming the field', async () => {
    const store = createServerSavedFiltersStore(admin, 'contract.taken');
    await store.save('Weekly', {});
    const failure: unknown = await store.save('weekly', {}).catch((error: unknown) => error);
    expect(isHttpError(failure) && failure.status).toBe(409);
    expect(describeError(failure).message).toContain('already has this name');
  });

  it('leaves out saved filters its parser refuses', async () => {
    await createSavedFilter(admin, 'contract.parsed', { name: 'Old shape', filters: { legacy: true } });
    await createSavedFilter(admin, 'contract.parsed', { name: 'New shape', filters: { tenantName: 'x' } });
    const store = createServerSavedFiltersStore<TenantFilters>(admin, 'contract.parsed', {
      parseFilters: (value) =>
        typeof value === 'object' && value !== null && 'tenantName' in value
          ? (value as TenantFilters)
          : undefined,
    });
    expect((await store.list()).map((item) => item.name)).toEqual(['New shape']);
  });
});

describe('the saved-filter calls', () => {
  it('create, update, list and delete one account’s saved filters of a list', async () => {
    const created = await createSavedFilter(finance, 'contract.calls', {
      name: 'Unpaid',
      filters: { status: 'UNPAID' },
      isDefault: true,
    });
    expect(created).toMatchObject({ tableKey: 'contract.calls', isDefault: true });
    const updated = await updateSavedFilter(finance, 'contract.calls', created.id, {
      filters: { status: 'PAID' },
    });
    expect(updated).toMatchObject({ name: 'Unpaid', filters: { status: 'PAID' } });
    expect(await listSavedFilters(admin, 'contract.calls')).toEqual([]);
    await deleteSavedFilter(finance, 'contract.calls', created.id);
    expect(await listSavedFilters(finance, 'contract.calls')).toEqual([]);
  });
});

describe('the workbench calls', () => {
  it('count the open items, list them and complete one', async () => {
    const before = await getPendingCounts(admin);
    const open = await listWorkItems(admin, { kind: 'APPROVAL', status: 'OPEN' });
    expect(open.totalElements).toBe(before.approvals);
    const [first] = open.content;
    if (!first) throw new Error('the administrator has no open approval');
    const done = await completeWorkItem(admin, first.id);
    expect(done).toMatchObject({ id: first.id, status: 'DONE' });
    expect(await getPendingCounts(admin)).toEqual({ ...before, approvals: before.approvals - 1 });
  });
});

describe('the address book call', () => {
  it('lists the staff of a department', async () => {
    const { rows } = await service.db.query<{ oid: string }>(
      `select d.oid::text as oid from resource_record s
         join resource_record d on d.resource = 'department' and d.tenant_id = s.tenant_id
          and d.company_id = s.company_id and d.data->>'name' = s.data->>'departmentName'
        where s.resource = 'staff' and s.data->>'email' = 'employee@acme.example'`,
    );
    const oid = rows[0]?.oid ?? '';
    const page = await listDepartmentStaff(admin, oid, { keyword: 'employee@acme', size: 5 });
    expect(page.content.map((staff) => [staff.email, staff.departmentOID])).toEqual([
      ['employee@acme.example', oid],
    ]);
  });
});
