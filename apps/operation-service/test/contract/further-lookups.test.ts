import {
  furtherLookupAnswerSchema,
  furtherLookupCalls,
  getExchangeRate,
  listAutoCreditConditions,
  listChildDepartments,
  listCompanyUserGroups,
  listCostCenterItems,
  listCountriesByContinent,
  listCreditModels,
  listCustomProxyForms,
  listDefaultPermissions,
  listDepartmentPositions,
  listEnumerationItemsByUser,
  listExpenseLabels,
  listFinanceForms,
  listInternationalAreas,
  listLabelTypes,
  listLoanReferenceForms,
  listMyCityLevels,
  listReceiptedCompanies,
  listReceiptTitles,
  listRootDepartments,
  lookupSources,
  searchAuditProxyForms,
  searchDepartmentsLike,
  searchProxyForms,
  searchUserGroups,
  type FurtherLookupCall,
} from '@opsdesk/api';
import { describeError, isHttpError, type HttpClient } from '@opsdesk/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLookupFixtures, type LookupFixtures } from '../../src/routes/lookups/further/fixtures';
import { listen, startTestService, type TestService } from '../harness';

/**
 * The further lookups of @opsdesk/api against the listening service, through logged-in
 * @opsdesk/http clients as the console calls them: each answer passes its schema (the typed call
 * rejects with a ContractError otherwise), and a picker finds its value in the identifier field of
 * the lookup-source table.
 */

let service: TestService;
let data: LookupFixtures;
let admin: HttpClient;
let tenantBound: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  data = await createLookupFixtures(service.db);
  const server = await listen(service);
  admin = await server.clientFor('admin');
  tenantBound = await server.clientFor(data.tenantBoundLogin);
});

afterAll(() => service.close());

/** The values a picker keeps of the items a call answered: the identifier field of its source. */
function identifiersOf(call: FurtherLookupCall, items: readonly object[]): unknown[] {
  const source = Object.values(lookupSources).find((candidate) =>
    (candidate.calls as readonly string[]).includes(call),
  );
  return items.map((item) => (item as Record<string, unknown>)[source?.identifier ?? '']);
}

describe('form lookups', () => {
  it('searchProxyForms answers a page of proxy forms keyed by formOID', async () => {
    const page = await searchProxyForms(admin, { tenantId: data.tenantA, size: 2 });
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, size: 2 });
    expect(identifiersOf('searchProxyForms', page.content).every((oid) => typeof oid === 'string')).toBe(
      true,
    );
  });

  it('searchAuditProxyForms answers enabled proxy forms only', async () => {
    const page = await searchAuditProxyForms(admin, { tenantId: data.tenantA });
    expect(page.content.map((form) => form.enabled)).toEqual([true, true]);
  });

  it('listCustomProxyForms gives a tenant-bound account its own proxy forms', async () => {
    const forms = await listCustomProxyForms(tenantBound);
    expect(forms.map((form) => form.formCode)).toEqual(['PX-ADV', 'PX-TRAVEL']);
  });

  it('listLoanReferenceForms answers the loan-reference forms of a tenant', async () => {
    const forms = await listLoanReferenceForms(admin, { tenantId: data.tenantA });
    expect(forms.map((form) => form.formType)).toEqual(['LOAN_REFERENCE']);
  });

  it('listFinanceForms names the companies with showCompany', async () => {
    const forms = await listFinanceForms(admin, { tenantId: data.tenantA, showCompany: true });
    expect(forms.map((form) => form.companyName)).toEqual(['Acme HQ', null]);
  });
});

describe('finance lookups', () => {
  it('listAutoCreditConditions answers the conditions of a rule set keyed by conditionCode', async () => {
    const conditions = await listAutoCreditConditions(admin, 7, { tenantId: data.tenantA });
    expect(identifiersOf('listAutoCreditConditions', conditions)).toEqual(['AMOUNT_OVER', 'LEVEL_IS']);
  });

  it('listCreditModels answers enabled credit models keyed by id', async () => {
    const models = await listCreditModels(tenantBound);
    expect(models.map((model) => model.code)).toEqual(['CM-EXEC', 'CM-STD']);
  });

  it('listReceiptedCompanies answers receipted companies keyed by companyReceiptedOID', async () => {
    const companies = await listReceiptedCompanies(admin, { tenantId: data.tenantA, keyword: 'Shanghai' });
    expect(identifiersOf('listReceiptedCompanies', companies)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
  });

  it('listCostCenterItems answers the items in a range of item numbers', async () => {
    const items = await listCostCenterItems(admin, data.costCenterA, {
      fromItemNumber: 10,
      toItemNumber: 20,
    });
    expect(items.map((item) => item.itemNumber)).toEqual([10, 20]);
  });

  it("listCostCenterItems answers nothing for a 'from' above the 'to'", async () => {
    expect(
      await listCostCenterItems(admin, data.costCenterA, { fromItemNumber: 20, toItemNumber: 10 }),
    ).toEqual([]);
  });

  it('listExpenseLabels answers the expense labels of a tenant', async () => {
    const labels = await listExpenseLabels(admin, { tenantId: data.tenantB });
    expect(labels.map((label) => label.code)).toEqual(['EL-B']);
  });

  it('listReceiptTitles answers invoice titles under rows keyed by key', async () => {
    const titles = await listReceiptTitles(admin, { tenantId: data.tenantA, taxpayerKind: 'GENERAL' });
    expect(identifiersOf('listReceiptTitles', titles.rows)).toEqual(['T-GENERAL']);
    expect(titles.total).toBe(1);
  });
});

describe('staff-structure lookups', () => {
  it('listDepartmentPositions answers positions keyed by positionCode', async () => {
    const positions = await listDepartmentPositions(admin, {
      tenantId: data.tenantA,
      companyId: data.companyAHq,
    });
    expect(identifiersOf('listDepartmentPositions', positions)).toEqual(['P-ACCOUNTANT', 'P-MANAGER']);
  });

  it('walks the department tree from the roots to the children', async () => {
    const [root] = await listRootDepartments(admin, { tenantId: data.tenantA, companyId: data.companyAHq });
    const children = await listChildDepartments(admin, root?.departmentOID ?? '');
    expect(children.map((child) => [child.name, child.hasChildren])).toEqual([
      ['Finance', true],
      ['Sales', false],
    ]);
  });

  it('searchDepartmentsLike answers a page of matches with their paths', async () => {
    const page = await searchDepartmentsLike(admin, { tenantId: data.tenantA, name: 'Payables' });
    expect(page.content[0]?.path.map((ancestor) => ancestor.name)).toEqual(['Acme headquarters', 'Finance']);
  });

  it('listCompanyUserGroups gives a tenant-bound account its own company groups', async () => {
    const groups = await listCompanyUserGroups(tenantBound);
    expect(groups.map((group) => group.code)).toEqual(['G-APPROVERS', 'G-AUDITORS']);
  });

  it('searchUserGroups answers a page of user groups keyed by id', async () => {
    const page = await searchUserGroups(admin, { tenantId: data.tenantB });
    expect(identifiersOf('searchUserGroups', page.content)).toEqual([expect.any(Number)]);
  });
});

describe('reference, location and permission lookups', () => {
  it('getExchangeRate answers the rate of a pair on a date', async () => {
    const rate = await getExchangeRate(admin, {
      currencyCode: 'QMA',
      baseCurrencyCode: 'QMB',
      date: '2026-02-01',
    });
    expect(rate).toMatchObject({ currencyCode: 'QMA', rate: 2, effectiveDate: '2026-01-01' });
  });

  it('listMyCityLevels answers the city levels of the caller tenant', async () => {
    const levels = await listMyCityLevels(tenantBound);
    expect(levels.map((level) => level.code)).toEqual(['L1', 'L2']);
  });

  it('listEnumerationItemsByUser answers items keyed by value', async () => {
    const items = await listEnumerationItemsByUser(admin, 'LOOKUP_TEST_LEVEL');
    expect(identifiersOf('listEnumerationItemsByUser', items)).toEqual(['HIGH', 'LOW']);
  });

  it('listLabelTypes answers the kinds of label under rows keyed by type', async () => {
    const labels = await listLabelTypes(admin, { tenantId: data.tenantA, documentCategory: 1002 });
    expect(identifiersOf('listLabelTypes', labels.rows)).toEqual(['INFO', 'WARNING']);
  });

  it('listInternationalAreas answers countries keyed by code', async () => {
    const countries = await listInternationalAreas(admin, { keyword: 'Xbland' });
    expect(identifiersOf('listInternationalAreas', countries)).toEqual(['XB']);
  });

  it('listCountriesByContinent answers a page of the countries of continents', async () => {
    const page = await listCountriesByContinent(admin, { continent: ['ANTARCTICA', 'OCEANIA'], page: 1 });
    expect(page.content.map((country) => country.code)).toEqual(expect.arrayContaining(['XA', 'XB', 'XC']));
    expect(page.size).toBe(1000);
  });

  it('listDefaultPermissions answers permissions with name and code', async () => {
    const permissions = await listDefaultPermissions(admin, { resourceKey: 'other-test' });
    expect(permissions.map((permission) => [permission.permissionName, permission.permissionCode])).toEqual([
      ['Read others', 'other-test.read'],
    ]);
  });
});

describe('refusals through the client', () => {
  it('rejects with status 403 and the CROSS_TENANT message when a tenant-bound account names another tenant', async () => {
    const failure = await listReceiptTitles(tenantBound, { tenantId: data.tenantB }).catch(
      (error: unknown) => error,
    );
    expect(isHttpError(failure) && failure.status).toBe(403);
    expect(describeError(failure).message).toBe("You may not access another tenant's data.");
  });

  it('rejects with the field and message of a refused parameter', async () => {
    const failure = await listCustomProxyForms(admin).catch((error: unknown) => error);
    expect(describeError(failure).message).toMatch(/tenantId.*Choose a tenant\./);
  });
});

describe('the call catalogue', () => {
  /** A request of each call that finds something in the fixtures. */
  const requests: Record<FurtherLookupCall, () => [path: Record<string, string | number>, query: object]> = {
    searchProxyForms: () => [{}, { tenantId: data.tenantA }],
    searchAuditProxyForms: () => [{}, { tenantId: data.tenantA }],
    listCustomProxyForms: () => [{}, { tenantId: data.tenantA }],
    listLoanReferenceForms: () => [{}, { tenantId: data.tenantA }],
    listAutoCreditConditions: () => [{ ruleSetId: 7 }, { tenantId: data.tenantA }],
    listReceiptedCompanies: () => [{}, { tenantId: data.tenantA }],
    listDepartmentPositions: () => [{}, { tenantId: data.tenantA }],
    getExchangeRate: () => [{}, { currencyCode: 'QMC', baseCurrencyCode: 'QMA' }],
    listRootDepartments: () => [{}, { tenantId: data.tenantA }],
    listChildDepartments: () => [{ departmentOID: data.departments['D-HQ'] ?? '' }, {}],
    searchDepartmentsLike: () => [{}, { name: 'a', tenantId: data.tenantA }],
    listCostCenterItems: () => [{ costCenterOID: data.costCenterA }, {}],
    listCompanyUserGroups: () => [{}, { companyId: data.companyAHq }],
    searchUserGroups: () => [{}, { tenantId: data.tenantA }],
    listInternationalAreas: () => [{}, {}],
    listCountriesByContinent: () => [{}, { page: 0, size: 1000 }],
    listMyCityLevels: () => [{}, { tenantId: data.tenantA }],
    listEnumerationItemsByUser: () => [{ enumerationOID: 'LOOKUP_TEST_LEVEL' }, {}],
    listFinanceForms: () => [{}, { tenantId: data.tenantA, showCompany: true }],
    listCreditModels: () => [{}, { tenantId: data.tenantA }],
    listExpenseLabels: () => [{}, { tenantId: data.tenantA }],
    listLabelTypes: () => [{}, { tenantId: data.tenantA }],
    listReceiptTitles: () => [{}, { tenantId: data.tenantA }],
    listDefaultPermissions: () => [{}, {}],
  };

  it.each(Object.keys(furtherLookupCalls) as FurtherLookupCall[])(
    'answers %s in the shape the catalogue declares for it',
    async (call) => {
      const [pathParams, query] = requests[call]();
      const path = furtherLookupCalls[call].path.replace(/:(\w+)/g, (_, name: string) =>
        String(pathParams[name]),
      );
      const answer = await admin.get(path, query);
      expect(furtherLookupAnswerSchema(call).safeParse(answer).error).toBeUndefined();
    },
  );
});
