import {
  cityLevelResource,
  companyResource,
  costCenterItemResource,
  costCenterResource,
  countryResource,
  creditModelResource,
  creditRuleConditionResource,
  currencyResource,
  defaultPermissionResource,
  departmentPositionResource,
  departmentResource,
  enumerationItemResource,
  exchangeRateResource,
  expenseLabelResource,
  formResource,
  labelResource,
  receiptedCompanyResource,
  receiptTitleResource,
  tenantResource,
  userGroupResource,
  type ResourceDescriptor,
} from '@opsdesk/api';
import { hashPassword } from '../../../auth/crypto';
import type { Queryable } from '../../../db';
import { must } from '../../../must';
import { DEMO_PASSWORD } from '../../../seed/accounts';
import { insertRecords } from '../../../seed/insert';

/**
 * The records the further-lookup tests read, created in their own two tenants so that whatever
 * the seed holds cannot change what the tests expect. Global records (currencies, countries,
 * enumerations, permissions) use codes no real data has: ISO's user-assigned ranges.
 */
export interface LookupFixtures {
  tenantA: number;
  tenantB: number;
  companyAHq: number;
  companyABranch: number;
  companyBHq: number;
  /** A tenant-bound account of tenant A (company A-HQ) with the finance administrator's authorities. */
  tenantBoundLogin: string;
  costCenterA: string;
  costCenterB: string;
  /** Department OIDs by code. */
  departments: Record<string, string>;
}

/** Inserts the rows and answers the OID of each, in order. */
async function insert(
  db: Queryable,
  resource: ResourceDescriptor,
  rows: readonly Record<string, unknown>[],
): Promise<{ ids: number[]; oids: string[] }> {
  const ids = await insertRecords(db, resource, rows);
  const { rows: found } = await db.query<{ id: number; oid: string }>(
    'select id, oid::text as oid from resource_record where id = any($1::bigint[])',
    [ids],
  );
  const oidOf = new Map(found.map((row) => [row.id, row.oid]));
  return { ids, oids: ids.map((id) => must(oidOf.get(id), 'inserted oid')) };
}

export async function createLookupFixtures(db: Queryable): Promise<LookupFixtures> {
  const tenant = (tenantCode: string) => ({
    tenantName: `Lookup tenant ${tenantCode}`,
    tenantCode,
    region: 'CN',
    cloudEnv: 'ALI_HZ',
    licensed: 1,
  });
  const {
    ids: [tenantA = 0, tenantB = 0],
  } = await insert(db, tenantResource, [tenant('LOOKUP-A'), tenant('LOOKUP-B')]);
  const {
    ids: [companyAHq = 0, companyABranch = 0, companyBHq = 0],
  } = await insert(db, companyResource, [
    { tenantId: tenantA, name: 'Acme HQ', companyCode: 'LOOKUP-A-HQ' },
    { tenantId: tenantA, name: 'Acme Branch', companyCode: 'LOOKUP-A-BR' },
    { tenantId: tenantB, name: 'Globex HQ', companyCode: 'LOOKUP-B-HQ' },
  ]);

  const tenantBoundLogin = 'lookup.finance';
  await db.query(
    `insert into account (login, name, email, password_hash, roles, tenant_id, company_id)
     values ($1, 'Lookup Finance', 'lookup.finance@acme.example', $2, $3, $4, $5)`,
    [tenantBoundLogin, await hashPassword(DEMO_PASSWORD), ['EMPLOYEE', 'FINANCE_ADMIN'], tenantA, companyAHq],
  );

  const form = (
    tenantId: number,
    formCode: string,
    formName: string,
    formType: string,
    documentCategory: number,
    extra: Record<string, unknown> = {},
  ) => ({ tenantId, formCode, formName, formType, documentCategory, ...extra });
  await insert(db, formResource, [
    form(tenantA, 'PX-TRAVEL', 'Travel proxy', 'PROXY', 1002, { companyId: companyAHq }),
    form(tenantA, 'PX-ADV', 'Advance proxy', 'PROXY', 3001),
    form(tenantA, 'PX-OLD', 'Old proxy', 'PROXY', 1002, { enabled: false }),
    form(tenantA, 'LR-LOAN', 'Loan reference', 'LOAN_REFERENCE', 3001),
    form(tenantA, 'LR-OLD', 'Old loan reference', 'LOAN_REFERENCE', 3001, { enabled: false }),
    form(tenantA, 'FIN-AUDIT', 'Finance audit', 'FINANCE', 1002, { companyId: companyAHq }),
    form(tenantA, 'FIN-LEDGER', 'Finance ledger', 'FINANCE', 1002),
    form(tenantA, 'CU-FORM', 'Custom form', 'CUSTOM', 1002),
    form(tenantB, 'PX-B', 'Globex proxy', 'PROXY', 1002),
    form(tenantB, 'LR-B', 'Globex loan reference', 'LOAN_REFERENCE', 3001),
    form(tenantB, 'FIN-B', 'Globex finance', 'FINANCE', 1002),
  ]);

  await insert(db, creditRuleConditionResource, [
    { tenantId: tenantA, ruleSetId: 7, conditionCode: 'LEVEL_IS', conditionName: 'Level is' },
    {
      tenantId: tenantA,
      ruleSetId: 7,
      conditionCode: 'AMOUNT_OVER',
      conditionName: 'Amount over',
      description: 'The amount exceeds the limit',
    },
    { tenantId: tenantA, ruleSetId: 8, conditionCode: 'OTHER_SET', conditionName: 'Other set' },
    { tenantId: tenantB, ruleSetId: 7, conditionCode: 'GLOBEX_ONLY', conditionName: 'Globex only' },
  ]);

  await insert(db, creditModelResource, [
    { tenantId: tenantA, name: 'Standard credit', code: 'CM-STD', description: 'For every employee' },
    { tenantId: tenantA, name: 'Executive credit', code: 'CM-EXEC' },
    { tenantId: tenantA, name: 'Retired credit', code: 'CM-OLD', enabled: false },
    { tenantId: tenantB, name: 'Globex credit', code: 'CM-B' },
  ]);

  await insert(db, receiptedCompanyResource, [
    { tenantId: tenantA, companyName: 'Acme Shanghai', taxNumber: '91310000MA1FL00001' },
    { tenantId: tenantA, companyName: 'Acme Beijing', taxNumber: '91110000MA1FL00002' },
    { tenantId: tenantA, companyName: 'Acme Closed', taxNumber: '91110000MA1FL00003', enabled: false },
    { tenantId: tenantB, companyName: 'Globex Singapore', taxNumber: '91440000MA1FL00004' },
  ]);

  const {
    oids: [costCenterA = '', costCenterB = ''],
  } = await insert(db, costCenterResource, [
    { tenantId: tenantA, name: 'Acme costs', code: 'CC-A' },
    { tenantId: tenantB, name: 'Globex costs', code: 'CC-B' },
  ]);
  const item = (tenantId: number, costCenterOid: string, itemNumber: number, enabled = true) => ({
    tenantId,
    costCenterOid,
    itemNumber,
    name: `Item ${itemNumber}`,
    code: `ITEM-${itemNumber}`,
    enabled,
  });
  await insert(db, costCenterItemResource, [
    item(tenantA, costCenterA, 30),
    item(tenantA, costCenterA, 10),
    item(tenantA, costCenterA, 20),
    item(tenantA, costCenterA, 40, false),
    item(tenantB, costCenterB, 10),
  ]);

  await insert(db, expenseLabelResource, [
    { tenantId: tenantA, name: 'Urgent', code: 'EL-URGENT', color: '#ff0000' },
    { tenantId: tenantA, name: 'Client', code: 'EL-CLIENT' },
    { tenantId: tenantA, name: 'Retired', code: 'EL-OLD', enabled: false },
    { tenantId: tenantB, name: 'Globex label', code: 'EL-B' },
  ]);

  await insert(db, receiptTitleResource, [
    {
      tenantId: tenantA,
      key: 'T-GENERAL',
      titleName: 'Acme Technology Co., Ltd.',
      taxNumber: '91310000MA1FL00001',
      taxpayerKind: 'GENERAL',
      address: '1 Century Avenue, Shanghai',
      telephone: '021-12345678',
      bankName: 'Bank of Shanghai',
      bankAccount: '6222000011112222',
    },
    {
      tenantId: tenantA,
      key: 'T-SMALL',
      titleName: 'Acme Studio',
      taxNumber: '92310000MA1FL00005',
      taxpayerKind: 'SMALL_SCALE',
    },
    {
      tenantId: tenantA,
      key: 'T-OLD',
      titleName: 'Acme Former Name',
      taxNumber: '91310000MA1FL00006',
      taxpayerKind: 'GENERAL',
      enabled: false,
    },
    {
      tenantId: tenantB,
      key: 'T-GLOBEX',
      titleName: 'Globex Trading',
      taxNumber: '91440000MA1FL00004',
      taxpayerKind: 'GENERAL',
    },
  ]);

  // The department tree of tenant A: HQ > (Finance > (Payables, Receivables disabled), Sales);
  // a root of its branch company; and one root in tenant B.
  const department = (
    tenantId: number,
    companyId: number,
    code: string,
    name: string,
    extra: Record<string, unknown> = {},
  ) => ({ tenantId, companyId, code, name, ...extra });
  const departments: Record<string, string> = {};
  const level = async (rows: ReturnType<typeof department>[]) => {
    const { oids } = await insert(db, departmentResource, rows);
    rows.forEach((row, index) => (departments[row.code] = must(oids[index], 'department oid')));
  };
  await level([
    department(tenantA, companyAHq, 'D-HQ', 'Acme headquarters', { managerName: 'Ada' }),
    department(tenantA, companyABranch, 'D-BRANCH', 'Branch office'),
    department(tenantA, companyAHq, 'D-ARCHIVE', 'Archive', { enabled: false }),
    department(tenantB, companyBHq, 'D-GLOBEX', 'Globex headquarters'),
  ]);
  await level([
    department(tenantA, companyAHq, 'D-FIN', 'Finance', { parentOid: departments['D-HQ'] }),
    department(tenantA, companyAHq, 'D-SALES', 'Sales', { parentOid: departments['D-HQ'] }),
  ]);
  await level([
    department(tenantA, companyAHq, 'D-AP', 'Payables', { parentOid: departments['D-FIN'] }),
    department(tenantA, companyAHq, 'D-AR', 'Receivables', {
      parentOid: departments['D-FIN'],
      enabled: false,
    }),
  ]);

  await insert(db, departmentPositionResource, [
    {
      tenantId: tenantA,
      companyId: companyAHq,
      positionCode: 'P-ACCOUNTANT',
      positionName: 'Accountant',
      departmentOid: departments['D-FIN'],
    },
    { tenantId: tenantA, companyId: companyAHq, positionCode: 'P-MANAGER', positionName: 'Manager' },
    { tenantId: tenantA, companyId: companyABranch, positionCode: 'P-CLERK', positionName: 'Clerk' },
    {
      tenantId: tenantA,
      companyId: companyAHq,
      positionCode: 'P-OLD',
      positionName: 'Retired position',
      enabled: false,
    },
    { tenantId: tenantB, companyId: companyBHq, positionCode: 'P-GLOBEX', positionName: 'Trader' },
  ]);

  await insert(db, userGroupResource, [
    { tenantId: tenantA, companyId: companyAHq, name: 'Approvers', code: 'G-APPROVERS' },
    {
      tenantId: tenantA,
      companyId: companyAHq,
      name: 'Auditors',
      code: 'G-AUDITORS',
      description: 'Internal audit',
    },
    { tenantId: tenantA, companyId: companyAHq, name: 'Former group', code: 'G-OLD', enabled: false },
    { tenantId: tenantA, companyId: companyABranch, name: 'Branch approvers', code: 'G-BRANCH' },
    { tenantId: tenantB, companyId: companyBHq, name: 'Globex approvers', code: 'G-GLOBEX' },
  ]);

  await insert(db, cityLevelResource, [
    { tenantId: tenantA, name: 'Second tier', code: 'L2', cityAdCodes: ['330100'] },
    {
      tenantId: tenantA,
      name: 'First tier',
      code: 'L1',
      description: 'Capitals',
      cityAdCodes: ['110000', '310000'],
    },
    { tenantId: tenantB, name: 'Globex tier', code: 'LB' },
  ]);

  await insert(db, labelResource, [
    { tenantId: tenantA, name: 'Over budget', type: 'WARNING', documentCategory: 1002 },
    { tenantId: tenantA, name: 'Late', type: 'WARNING', documentCategory: 3001 },
    { tenantId: tenantA, name: 'Reviewed', type: 'INFO', documentCategory: 1002 },
    { tenantId: tenantA, name: 'Retired', type: 'ARCHIVED', documentCategory: 1002, enabled: false },
    { tenantId: tenantB, name: 'Globex audit', type: 'AUDIT', documentCategory: 1002 },
  ]);

  const enumerationItem = (customEnumerationCode: string, value: string, extra: Record<string, unknown>) => ({
    customEnumerationCode,
    value,
    code: value,
    name: value,
    ...extra,
  });
  await insert(db, enumerationItemResource, [
    enumerationItem('LOOKUP_TEST_LEVEL', 'LOW', { name: '低', nameEn: 'Low', sequence: 2 }),
    enumerationItem('LOOKUP_TEST_LEVEL', 'HIGH', { name: '高', nameEn: 'High', sequence: 1 }),
    enumerationItem('LOOKUP_TEST_LEVEL', 'GONE', { name: '停用', sequence: 3, enabled: false }),
    enumerationItem('LOOKUP_TEST_RETIRED', 'ONLY', { name: '唯一', enabled: false }),
  ]);

  await insert(db, currencyResource, [
    { currencyCode: 'QMA', currencyName: 'Test Alpha', chineseName: '测试甲' },
    { currencyCode: 'QMB', currencyName: 'Test Beta', chineseName: '测试乙' },
    { currencyCode: 'QMC', currencyName: 'Test Gamma', chineseName: '测试丙' },
    { currencyCode: 'QMD', currencyName: 'Test Delta', chineseName: '测试丁' },
  ]);
  await insert(db, exchangeRateResource, [
    { fromCurrency: 'QMA', toCurrency: 'QMB', rate: 2, effectiveDate: '2026-01-01' },
    { fromCurrency: 'QMA', toCurrency: 'QMB', rate: 2.5, effectiveDate: '2026-06-01' },
    // After the seed's "now" (2026-11-20): not yet in effect today.
    { fromCurrency: 'QMA', toCurrency: 'QMB', rate: 3, effectiveDate: '2026-12-01' },
    { fromCurrency: 'QMC', toCurrency: 'QMA', rate: 4, effectiveDate: '2026-03-01' },
  ]);

  const country = (code: string, name: string, nameEn: string, continent: string) => ({
    code,
    name,
    nameEn,
    continent,
    adCode: `${code}0001`,
  });
  await insert(db, countryResource, [
    country('XA', '甲国', 'Xaland', 'ANTARCTICA'),
    country('XB', '乙国', 'Xbland', 'ANTARCTICA'),
    country('XC', '丙国', 'Xcland', 'OCEANIA'),
  ]);
  // The home country, unless the seed holds it already.
  const { rowCount } = await db.query(
    "select 1 from resource_record where resource = 'country' and data->>'code' = 'CN'",
  );
  if (rowCount === 0) await insert(db, countryResource, [country('CN', '中国', 'China', 'ASIA')]);

  await insert(db, defaultPermissionResource, [
    { permissionName: 'Read lookups', permissionCode: 'lookup-test.read', resourceKey: 'lookup-test' },
    {
      permissionName: 'Change lookups',
      permissionCode: 'lookup-test.write',
      resourceKey: 'lookup-test',
      description: 'Create and edit',
    },
    { permissionName: 'Read others', permissionCode: 'other-test.read', resourceKey: 'other-test' },
  ]);

  return {
    tenantA,
    tenantB,
    companyAHq,
    companyABranch,
    companyBHq,
    tenantBoundLogin,
    costCenterA,
    costCenterB,
    departments,
  };
}
