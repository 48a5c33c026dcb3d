import {
  financeFormLookupSchema,
  formLookupSchema,
  pageSchema,
  type FinanceFormLookup,
  type FormLookup,
  type Page,
} from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useFurtherLookups } from '../../../../test/lookups';
import { must } from '../../../must';

const { get, data, service } = useFurtherLookups();

const codes = (forms: readonly { formCode: string }[]) => forms.map((form) => form.formCode);

describe('GET /api/billProxyRule/proxy/forms/search', () => {
  const url = '/api/billProxyRule/proxy/forms/search';

  it("pages a tenant's proxy forms in any state, by name", async () => {
    const response = await get('finance', url, { tenantId: data().tenantA });
    expect(response.statusCode).toBe(200);
    const page = pageSchema(formLookupSchema).parse(response.json());
    expect(codes(page.content)).toEqual(['PX-ADV', 'PX-OLD', 'PX-TRAVEL']);
    expect(page.totalElements).toBe(3);
  });

  it('keys each form by its record OID', async () => {
    const page: Page<FormLookup> = (
      await get('finance', url, { tenantId: data().tenantA, keyword: 'travel' })
    ).json();
    const form = must(page.content[0], 'the travel proxy form');
    const stored = await service().db.query<{ oid: string }>(
      'select oid::text as oid from resource_record where id = $1',
      [form.id],
    );
    expect(form.formOID).toBe(stored.rows[0]?.oid);
  });

  it('filters by keyword, document category, company and state', async () => {
    const search = async (query: Record<string, string | number | boolean>) =>
      codes((await get('finance', url, { tenantId: data().tenantA, ...query })).json().content);
    expect(await search({ keyword: 'px-adv' })).toEqual(['PX-ADV']);
    expect(await search({ documentCategory: 1002 })).toEqual(['PX-OLD', 'PX-TRAVEL']);
    expect(await search({ companyId: data().companyAHq })).toEqual(['PX-TRAVEL']);
    expect(await search({ enabled: false })).toEqual(['PX-OLD']);
  });

  it('pages with page and size', async () => {
    const page = (await get('finance', url, { tenantId: data().tenantA, page: 1, size: 2 })).json();
    expect(codes(page.content)).toEqual(['PX-TRAVEL']);
    expect(page).toMatchObject({ number: 1, size: 2, totalElements: 3, totalPages: 2 });
  });

  it('answers 400 naming documentCategory when it is not a number', async () => {
    const response = await get('finance', url, { documentCategory: 'reimbursement' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('documentCategory');
  });
});

describe('GET /api/billProxyRule/proxy/forms/audit/search', () => {
  it('answers enabled proxy forms only, whatever enabled says', async () => {
    const response = await get('finance', '/api/billProxyRule/proxy/forms/audit/search', {
      tenantId: data().tenantA,
      enabled: false,
    });
    expect(codes(pageSchema(formLookupSchema).parse(response.json()).content)).toEqual([
      'PX-ADV',
      'PX-TRAVEL',
    ]);
  });
});

describe('GET /api/custom/forms/proxy', () => {
  it("lists a tenant's enabled proxy forms with the count in X-Total-Count", async () => {
    const response = await get('finance', '/api/custom/forms/proxy', { tenantId: data().tenantA });
    expect(codes(z.array(formLookupSchema).parse(response.json()))).toEqual(['PX-ADV', 'PX-TRAVEL']);
    expect(response.headers['x-total-count']).toBe('2');
  });

  it('answers 400 naming tenantId when the provider staff name no tenant', async () => {
    const response = await get('finance', '/api/custom/forms/proxy');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'tenantId', message: 'Choose a tenant.' }]);
  });
});

describe('GET /api/forms/loan/reference', () => {
  it("lists a tenant's enabled loan-reference forms", async () => {
    const forms: FormLookup[] = (
      await get('finance', '/api/forms/loan/reference', { tenantId: data().tenantB })
    ).json();
    expect(forms.map((form) => [form.formCode, form.formType])).toEqual([['LR-B', 'LOAN_REFERENCE']]);
  });
});

describe('GET /api/forms/finance/all', () => {
  const url = '/api/forms/finance/all';

  it("lists a tenant's enabled finance forms without company names unless showCompany", async () => {
    const forms = z
      .array(financeFormLookupSchema)
      .parse((await get('finance', url, { tenantId: data().tenantA })).json());
    expect(codes(forms)).toEqual(['FIN-AUDIT', 'FIN-LEDGER']);
    expect(forms.every((form) => !('companyName' in form))).toBe(true);
  });

  it("names each form's company with showCompany=true, null for a form of the whole tenant", async () => {
    const forms: FinanceFormLookup[] = (
      await get('finance', url, { tenantId: data().tenantA, showCompany: true })
    ).json();
    expect(forms.map((form) => [form.formCode, form.companyName])).toEqual([
      ['FIN-AUDIT', 'Acme HQ'],
      ['FIN-LEDGER', null],
    ]);
  });
});

describe('access and tenants', () => {
  it.each(['employee', 'content', 'deploy', 'service'])(
    'refuses %s, who lacks finance:read, with 403',
    async (login) => {
      const response = await get(login, '/api/forms/finance/all', { tenantId: data().tenantA });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('FORBIDDEN');
    },
  );

  it("gives a tenant-bound account its own tenant's forms without naming it", async () => {
    const forms: FormLookup[] = (await get(data().tenantBoundLogin, '/api/custom/forms/proxy')).json();
    expect(forms.map((form) => form.tenantId)).toEqual([data().tenantA, data().tenantA]);
  });

  it('keeps a tenant-bound search to its own tenant', async () => {
    const page: Page<FormLookup> = (
      await get(data().tenantBoundLogin, '/api/billProxyRule/proxy/forms/search')
    ).json();
    expect(new Set(page.content.map((form) => form.tenantId))).toEqual(new Set([data().tenantA]));
  });

  it('answers 403 CROSS_TENANT to a tenant-bound account naming another tenant', async () => {
    const response = await get(data().tenantBoundLogin, '/api/billProxyRule/proxy/forms/search', {
      tenantId: data().tenantB,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('CROSS_TENANT');
  });
});
