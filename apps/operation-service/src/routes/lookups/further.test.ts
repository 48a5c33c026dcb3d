import {
  furtherLookupCalls,
  lookupSources,
  roles,
  type FurtherLookupCall,
  type RoleCode,
} from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../../test/harness';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});

afterAll(() => service.close());

const calls = Object.keys(furtherLookupCalls) as FurtherLookupCall[];

/** A concrete URL of a call: placeholders for its path parameters. */
const urlOf = (call: FurtherLookupCall) =>
  furtherLookupCalls[call].path
    .replace(':ruleSetId', '7')
    .replace(':enumerationOID', 'LOOKUP_TEST')
    .replace(/:\w+/, '00000000-0000-4000-8000-000000000000');

/** A demo role without the authority of a call (the demo accounts hold one role each), if any. */
const refusedRole = (call: FurtherLookupCall): RoleCode | undefined =>
  (Object.keys(roles) as RoleCode[]).find(
    (code) => !roles[code].permitAll && !roles[code].authorities.includes(furtherLookupCalls[call].authority),
  );

const refusable = calls.flatMap((call) => {
  const role = refusedRole(call);
  return role ? [[call, role] as const] : [];
});
/** The reference-data lookups: every role holds reference:read. */
const open = calls.filter((call) => refusedRole(call) === undefined);

describe('the further lookup routes', () => {
  it.each(calls)('registers %s at its path with its authority', (call) => {
    const { path, authority } = furtherLookupCalls[call];
    const route = service.app.declaredRoutes.find(
      (declared) => declared.method === 'GET' && declared.url === path,
    );
    expect(route?.access).toEqual({ kind: 'authority', anyOf: [authority] });
  });

  it.each(calls)('answers 401 to %s without a token', async (call) => {
    const response = await service.call({ method: 'GET', url: urlOf(call) });
    expect(response.statusCode).toBe(401);
  });

  it.each(refusable)(
    'answers 403 FORBIDDEN to %s from %s, a role without its authority',
    async (call, role) => {
      const response = await service.call({
        method: 'GET',
        url: urlOf(call),
        token: await service.tokenOf(role),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('FORBIDDEN');
    },
  );

  it.each(open)('lets an employee, the role with the fewest authorities, call %s', async (call) => {
    const response = await service.call({
      method: 'GET',
      url: urlOf(call),
      token: await service.tokenOf('EMPLOYEE'),
    });
    expect(response.statusCode).not.toBe(403);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('the lookup-source table', () => {
  const sources = Object.values(lookupSources);

  it('serves each further lookup from exactly one source', () => {
    const served = sources.flatMap((source) => source.calls);
    expect([...served].sort()).toEqual([...calls].sort());
  });

  it.each(sources.map((source) => [source.source, source] as const))(
    'keys %s by a field every call serving it answers',
    (_name, source) => {
      for (const call of source.calls) {
        expect(Object.keys(furtherLookupCalls[call].item.shape)).toContain(source.identifier);
      }
    },
  );

  it('holds the identifiers of spec §3', () => {
    expect(Object.fromEntries(sources.map((source) => [source.source, source.identifier]))).toEqual({
      'proxy forms': 'formOID',
      'loan-reference forms': 'formOID',
      'auto-credit rule conditions': 'conditionCode',
      'receipted companies': 'companyReceiptedOID',
      'department positions': 'positionCode',
      'currency and exchange rates': 'currencyCode',
      departments: 'departmentOID',
      'cost-center items': 'id',
      'user groups': 'id',
      countries: 'code',
      'city levels': 'id',
      'enumeration items': 'value',
      'finance forms': 'formOID',
      'credit models': 'id',
      'expense labels': 'id',
      'labels (list under rows)': 'type',
      'receipt titles (list under rows)': 'key',
      'default permissions': 'permissionCode',
    });
  });
});
