import {
  createSandboxTenant,
  deleteSandboxTenant,
  exportExpiredTrials,
  exportLicenceRenewals,
  getRecord,
  syncTenant,
  tenantAuthorizationResource,
  tenantResource,
} from '@opsdesk/api';
import { describeError, isHttpError, type HttpClient } from '@opsdesk/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecords } from '../../src/seed/insert';
import { listen, startTestService, type TestService } from '../harness';
import { loggedIn, rowsOf } from './clients';

/**
 * The tenant operation calls of @opsdesk/api (create sandbox, delete sandbox, sync, the two
 * exports) through logged-in @opsdesk/http clients against the listening service, as the console
 * makes them: each answer is checked against its schema by the call itself.
 */

let service: TestService;
let baseURL: string;
/** Customer service: tenant:sandbox and tenant:write. Finance: tenant:export. */
let support: HttpClient;
let finance: HttpClient;
let parentId: number;

beforeAll(async () => {
  service = await startTestService();
  baseURL = (await listen(service)).baseURL;
  support = await loggedIn(service, baseURL, 'service');
  finance = await loggedIn(service, baseURL, 'finance');
  const [id] = await insertRecords(service.db, tenantResource, [
    {
      tenantName: 'Contract Parent',
      tenantCode: 'CTO01',
      region: 'CN',
      cloudEnv: 'ALI_HZ',
      licensed: 1,
      licenceExpireDate: '2026-12-01',
    },
    {
      tenantName: 'Contract Trial',
      tenantCode: 'CTO02',
      region: 'CN',
      cloudEnv: 'ALI_HZ',
      licensed: 0,
      licenceExpireDate: '2026-11-01',
    },
  ]);
  if (id === undefined) throw new Error('no tenant inserted');
  parentId = id;
});

afterAll(() => service.close());

describe('sandboxes', () => {
  let sandboxId: number;

  it('createSandboxTenant answers the stored sandbox, linked to its tenant', async () => {
    const sandbox = await createSandboxTenant(support, parentId);
    expect(sandbox).toMatchObject({ tenantCode: 'CTO01-SB1', sandbox: true, sourceTenantId: parentId });
    sandboxId = sandbox.id;
  });

  it('a refusal reads as the field and its message, as the console toasts it', async () => {
    const failure: unknown = await createSandboxTenant(support, parentId).catch((caught: unknown) => caught);
    expect(isHttpError(failure) && failure.status).toBe(400);
    expect(describeError(failure)).toMatchObject({
      status: 400,
      field: 'sandboxQuota',
      source: 'validation',
    });
  });

  it('deleteSandboxTenant deletes it', async () => {
    await deleteSandboxTenant(support, sandboxId);
    const failure: unknown = await getRecord(support, 'tenant', sandboxId).catch((caught: unknown) => caught);
    expect(isHttpError(failure) && failure.status).toBe(404);
  });
});

describe('sync', () => {
  it('syncTenant answers the tenant, the fields changed and the sources read', async () => {
    await insertRecords(service.db, tenantAuthorizationResource, [
      {
        tenantId: parentId,
        authorizationCode: 'AUTH-CTO01-1',
        authorizationType: 'FORMAL',
        functionPackageCodes: ['EXPENSE_STD'],
        authorizedSeats: 10,
        startDate: '2026-01-01',
        endDate: '2027-12-31',
        applicant: 'Sales',
        status: 'APPROVED',
      },
    ]);
    const result = await syncTenant(support, parentId);
    expect(result).toEqual({
      tenant: expect.objectContaining({ id: parentId, licensed: 1, licenceExpireDate: '2027-12-31' }),
      changedFields: ['licenceExpireDate'],
      sources: { paidOrders: 0, paidPlatformOrders: 0, grantedAuthorizations: 1 },
    });
  });
});

describe('exports', () => {
  it('exportLicenceRenewals verifies first, then downloads the list named by the server', async () => {
    const file = await exportLicenceRenewals(finance, { days: 30 });
    expect(file.fileName).toBe('Licences to renew-20261120.xlsx');
    const rows = await rowsOf(file.data);
    expect(rows[0]?.[0]).toBe('Tenant code');
  });

  it('exportExpiredTrials verifies first, then downloads the list with the trials that ended', async () => {
    const file = await exportExpiredTrials(finance);
    const rows = await rowsOf(file.data);
    expect(rows.some((row) => row[0] === 'CTO02')).toBe(true);
  });
});
