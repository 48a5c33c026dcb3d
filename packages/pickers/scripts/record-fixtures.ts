/**
 * Records what the reference operation-service answers to every lookup call of @opsdesk/api
 * (calls/lookups.ts, furtherLookups.ts and enumerations.ts), for the fixture HTTP client that
 * stories and tests use instead of a server.
 *
 * The service (buildApp) listens on 127.0.0.1 over a fresh PGlite in a temporary directory, seeded
 * at the demo scale with a fixed clock, so that every run records the same data. It logs in as the
 * demo `admin` through @opsdesk/http, calls each api function (so every answer is checked against
 * its schema) and writes the raw answer to src/fixtures/recorded/<call>.json, with
 * src/fixtures/recorded/index.ts listing them all.
 *
 * Run from packages/pickers: `pnpm exec tsx --conditions=@opsdesk/source scripts/record-fixtures.ts`.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as api from '@opsdesk/api';
import {
  createHttpClient,
  createMemoryTokenStore,
  type HttpClient,
  type RequestOptions,
} from '@opsdesk/http';
import { format, resolveConfig } from 'prettier';
import * as enumerationCalls from '../../api/src/calls/enumerations';
import * as furtherLookupCalls from '../../api/src/calls/furtherLookups';
import * as lookupCalls from '../../api/src/calls/lookups';
import { buildApp } from '../../../apps/operation-service/src/app';
import { DEFAULT_OAUTH_CLIENT, loadConfig } from '../../../apps/operation-service/src/config';
import { migrate } from '../../../apps/operation-service/src/db';
import { openPglite } from '../../../apps/operation-service/src/db/pglite';
import { ensureResourceIndexes } from '../../../apps/operation-service/src/resources/setup';
import { PROVIDER_TENANT_CODE, seedDatabase } from '../../../apps/operation-service/src/seed';
import { DEMO_PASSWORD } from '../../../apps/operation-service/src/seed/accounts';

/** The seed's clock: the same data on every run (as the lookup benchmark uses). */
const NOW = new Date('2026-11-20T08:00:00Z');
/** Pages are asked for at this size; pages and lists are cut to it, so each file stays small. */
const MAX_ROWS = 200;
/** How many staff contacts (e-mail addresses, then mobile numbers) the contact search is recorded for. */
const CONTACTS = 12;

const recordedDir = fileURLToPath(new URL('../src/fixtures/recorded/', import.meta.url));

type Params = Record<string, unknown>;

/** One recorded call, as written to its file (the fixture client reads the same shape). */
interface Recording {
  call: string;
  path: string;
  pattern?: string;
  selectBy?: Record<string, string>;
  params: Params;
  defaultSize?: number;
  answer: unknown;
}

interface Capture {
  readonly url: string;
  readonly params: Params;
  readonly answer: unknown;
}

type Page = { content: unknown[]; totalElements: number; totalPages: number; number: number; size: number };
type Rows = { rows: unknown[]; total: number };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isPage = (value: unknown): value is Page => isObject(value) && Array.isArray(value.content);
const isRows = (value: unknown): value is Rows => isObject(value) && Array.isArray(value.rows);

/** The query without the values left undefined, as it went on the wire. */
const definedParams = (params: object | undefined): Params =>
  JSON.parse(JSON.stringify(params ?? {})) as Params;

/** The answers of several requests of one call as one: rows joined (each once), cut to MAX_ROWS. */
function mergeAnswers(call: string, answers: readonly unknown[]): unknown {
  const [first] = answers;
  const join = (lists: readonly unknown[][]) => {
    const seen = new Set<string>();
    return lists.flat().filter((row) => {
      const key = JSON.stringify(row);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  if (answers.every(Array.isArray)) return join(answers as unknown[][]).slice(0, MAX_ROWS);
  if (answers.every(isPage) && isPage(first)) {
    const content = join(answers.map((answer) => (answer as Page).content)).slice(0, MAX_ROWS);
    const size = first.size;
    return {
      ...first,
      content,
      totalElements: content.length,
      totalPages: Math.ceil(content.length / size),
      number: 0,
    };
  }
  if (answers.every(isRows) && isRows(first)) {
    const rows = join(answers.map((answer) => (answer as Rows).rows)).slice(0, MAX_ROWS);
    return { ...first, rows, total: rows.length };
  }
  if (answers.length === 1) return first;
  throw new Error(`${call}: answers of several requests that cannot be joined`);
}

/** The queries of several requests as one: a parameter that differed holds each value once. */
function mergeParams(list: readonly Params[]): Params {
  const merged: Params = {};
  for (const name of new Set(list.flatMap((params) => Object.keys(params)))) {
    const values = [...new Map(list.map((params) => [JSON.stringify(params[name]), params[name]])).values()];
    const defined = values.filter((value) => value !== undefined);
    merged[name] = defined.length === 1 ? defined[0] : defined;
  }
  return merged;
}

/** The path of a call as the catalogue writes it, `:name` for each path parameter. */
function patternOf(call: string): string | undefined {
  const definition = (api.furtherLookupCalls as Record<string, { path: string } | undefined>)[call];
  return definition?.path.includes(':') ? definition.path : undefined;
}

async function formatted(text: string, parser: 'json' | 'typescript', file: string): Promise<string> {
  const config = await resolveConfig(file);
  return format(text, { ...config, parser, filepath: file });
}

const dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-fixtures-'));
const db = await openPglite({ dataDir });
const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), port: 0, host: '127.0.0.1' };
const app = await buildApp({ db, config, now: () => NOW });

try {
  await migrate(db);
  await ensureResourceIndexes(db);
  await seedDatabase(db, { scale: 'demo', now: NOW });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const http = createHttpClient({
    baseURL: address,
    oauthClient: { clientId: DEFAULT_OAUTH_CLIENT.id, clientSecret: DEFAULT_OAUTH_CLIENT.secret },
    tokenStore: createMemoryTokenStore(),
    environment: 'dev',
    // Storybook's default interface language.
    language: () => 'en',
    pagePath: () => undefined,
    navigateToRoot: () => undefined,
  });
  await http.login({ username: 'admin', password: DEMO_PASSWORD });

  // Every GET of the api functions goes through here: the raw answer is kept before the schema check.
  let captures: Capture[] = [];
  const recorder: HttpClient = {
    ...http,
    async get<T>(url: string, params?: object, options?: RequestOptions): Promise<T> {
      const answer = await http.get<T>(url, params, options);
      captures.push({ url, params: definedParams(params), answer });
      return answer;
    },
  };

  const recordings = new Map<string, Recording>();

  /**
   * Runs `calls` (one or more calls of the api function `call`) and keeps what the service answered.
   * `selectBy` names the parameters that pick rows by another field (see RecordedCall in the index).
   */
  async function record<T>(
    call: string,
    calls: (http: HttpClient) => Promise<T>,
    selectBy?: Record<string, string>,
  ): Promise<T> {
    captures = [];
    const result = await calls(recorder);
    const made = captures;
    const [first] = made;
    if (!first) throw new Error(`${call} made no request`);
    const pattern = patternOf(call);
    if (!pattern && made.some((capture) => capture.url !== first.url))
      throw new Error(`${call} requested several paths`);
    const params = mergeParams(made.map((capture) => capture.params));
    const answer = mergeAnswers(
      call,
      made.map((capture) => capture.answer),
    );
    let defaultSize: number | undefined;
    if (isPage(answer)) {
      // The page size the service answers when the query names none, for the fixture client's paging.
      const { page: _page, size: _size, ...rest } = first.params;
      defaultSize = (await http.get<Page>(first.url, rest)).size;
    }
    recordings.set(call, {
      call,
      path: first.url,
      ...(pattern && { pattern }),
      ...(selectBy && { selectBy }),
      params,
      ...(defaultSize !== undefined && { defaultSize }),
      answer,
    });
    return result;
  }

  const all = { page: 0, size: MAX_ROWS } as const;

  // The first customer tenant: the provider's own tenant holds none of the finance and form data.
  const tenants = await record('listTenants', (h) => api.listTenants(h, all));
  const tenant = tenants.content.find((row) => row.tenantCode !== PROVIDER_TENANT_CODE);
  if (!tenant) throw new Error('the seed holds no customer tenant');
  const tenantId = tenant.tenantId;
  const ofTenant = { tenantId } as const;

  // calls/lookups.ts
  await record('searchTenants', (h) => api.searchTenants(h, all));
  const companies = await record('searchCompaniesOfTenant', (h) =>
    api.searchCompaniesOfTenant(h, { ...all, ...ofTenant }),
  );
  await record('listAvailableCompanies', (h) => api.listAvailableCompanies(h, ofTenant));
  await record('searchCities', (h) => api.searchCities(h, all));
  await record('searchTenantExpenseTypes', (h) => api.searchTenantExpenseTypes(h, { ...all, ...ofTenant }));
  await record('queryUserInfo', (h) => api.queryUserInfo(h, { ...all, ...ofTenant }));
  await record('searchStaffByKeyword', (h) => api.searchStaffByKeyword(h, all));
  const staff = await record('searchStaffOfTenant', (h) =>
    api.searchStaffOfTenant(h, { ...all, ...ofTenant }),
  );
  // The service finds staff by a whole e-mail address or mobile number: the answers for several are joined.
  const contacts = [
    ...staff.content.flatMap((row) => (row.email ? [row.email] : [])).slice(0, CONTACTS / 2),
    ...staff.content.flatMap((row) => (row.mobile ? [row.mobile] : [])).slice(CONTACTS / 2, CONTACTS),
  ];
  await record('searchStaffByContact', async (h) => {
    for (const contact of contacts) await api.searchStaffByContact(h, contact, ofTenant);
  });
  await record('listBackendUsers', (h) => api.listBackendUsers(h, all));
  await record('searchCrmCustomers', (h) => api.searchCrmCustomers(h, all));
  await record('listTenantNoticeRules', (h) => api.listTenantNoticeRules(h, ofTenant));
  await record('listTenantGroups', (h) => api.listTenantGroups(h));
  await record('searchContracts', (h) => api.searchContracts(h, all));
  await record('searchOrders', (h) => api.searchOrders(h, all));
  // Pre-open orders are few: those of every tenant that has some, joined.
  const { rows: preOpenTenants } = await db.query<{ tenantId: number }>(
    `select distinct tenant_id as "tenantId" from resource_record
      where resource = 'pre-open-order' order by tenant_id limit 20`,
  );
  await record('listPreOpenOrders', async (h) => {
    for (const row of preOpenTenants) await api.listPreOpenOrders(h, { tenantId: row.tenantId });
  });
  await record('searchAirlines', (h) => api.searchAirlines(h, all));
  await record('listLabels', (h) => api.listLabels(h, ofTenant));
  await record('listSetsOfBooks', (h) => api.listSetsOfBooks(h, ofTenant));
  await record('searchFunctionPackages', (h) => api.searchFunctionPackages(h, all));

  // calls/furtherLookups.ts
  await record('searchProxyForms', (h) => api.searchProxyForms(h, { ...all, ...ofTenant }));
  await record('searchAuditProxyForms', (h) => api.searchAuditProxyForms(h, { ...all, ...ofTenant }));
  await record('listCustomProxyForms', (h) => api.listCustomProxyForms(h, ofTenant));
  await record('listLoanReferenceForms', (h) => api.listLoanReferenceForms(h, ofTenant));
  await record('listFinanceForms', (h) => api.listFinanceForms(h, { ...ofTenant, showCompany: true }));
  const { rows: ruleSets } = await db.query<{ ruleSetId: number }>(
    `select distinct (data->>'ruleSetId')::int as "ruleSetId" from resource_record
      where resource = 'credit-rule-condition' and tenant_id = $1 order by 1`,
    [tenantId],
  );
  await record(
    'listAutoCreditConditions',
    async (h) => {
      for (const { ruleSetId } of ruleSets) await api.listAutoCreditConditions(h, ruleSetId, ofTenant);
    },
    { ruleSetId: 'ruleSetId' },
  );
  await record('listReceiptedCompanies', (h) => api.listReceiptedCompanies(h, ofTenant));
  await record('listDepartmentPositions', (h) => api.listDepartmentPositions(h, ofTenant));
  await record('getExchangeRate', (h) =>
    api.getExchangeRate(h, { currencyCode: 'USD', baseCurrencyCode: 'CNY' }),
  );
  const roots = await record('listRootDepartments', (h) => api.listRootDepartments(h, ofTenant));
  // The whole department tree of the tenant: the children of every department that has some.
  await record(
    'listChildDepartments',
    async (h) => {
      const pending = roots.filter((department) => department.hasChildren);
      for (let parent = pending.shift(); parent; parent = pending.shift()) {
        const children = await api.listChildDepartments(h, parent.departmentOID);
        pending.push(...children.filter((child) => child.hasChildren));
      }
    },
    { departmentOID: 'parentDepartmentOID' },
  );
  // Department names are words such as "Finance" or "财务部": "a" and "部" between them find many.
  await record('searchDepartmentsLike', async (h) => {
    for (const name of ['a', '部']) await api.searchDepartmentsLike(h, { ...all, ...ofTenant, name });
  });
  const { rows: costCenters } = await db.query<{ oid: string }>(
    `select oid::text as oid from resource_record
      where resource = 'cost-center' and tenant_id = $1 order by id`,
    [tenantId],
  );
  await record(
    'listCostCenterItems',
    async (h) => {
      for (const { oid } of costCenters) await api.listCostCenterItems(h, oid);
    },
    { costCenterOID: 'costCenterOID' },
  );
  // The user groups of each company of the tenant, joined: each group names its company.
  await record('listCompanyUserGroups', async (h) => {
    for (const company of companies.content) await api.listCompanyUserGroups(h, { companyId: company.id });
  });
  await record('searchUserGroups', (h) => api.searchUserGroups(h, { ...all, ...ofTenant }));
  await record('listInternationalAreas', (h) => api.listInternationalAreas(h));
  await record('listCountriesByContinent', (h) => api.listCountriesByContinent(h, all));
  await record('listMyCityLevels', (h) => api.listMyCityLevels(h, ofTenant));
  await record('listCreditModels', (h) => api.listCreditModels(h, ofTenant));
  await record('listExpenseLabels', (h) => api.listExpenseLabels(h, ofTenant));
  await record('listLabelTypes', (h) => api.listLabelTypes(h, ofTenant));
  await record('listReceiptTitles', (h) => api.listReceiptTitles(h, ofTenant));
  await record('listDefaultPermissions', (h) => api.listDefaultPermissions(h));

  // calls/enumerations.ts
  const codes = await record('listEnumerationCodes', (h) => api.listEnumerationCodes(h));
  // Every enumeration's items, joined: each item names its enumeration.
  await record('listEnumerationItems', async (h) => {
    for (const code of codes) await api.listEnumerationItems(h, code);
  });
  // Items of one custom enumeration: they do not name it, so the recording serves every code.
  const customCode = codes.find((code) => code.startsWith('TPL_')) ?? codes[0];
  if (!customCode) throw new Error('the seed holds no enumeration');
  await record('listEnumerationItemsByUser', (h) => api.listEnumerationItemsByUser(h, customCode));
  await record('listCloudEnvironments', (h) => api.listCloudEnvironments(h));
  const { rows: types } = await db.query<{ type: number }>(
    `select distinct (data->>'type')::int as type from resource_record
      where resource = 'enumeration-item' and data->>'type' is not null order by 1`,
  );
  const templateTypes = types.map((row) => row.type).filter((type) => type > api.SYSTEM_ENUMERATION_TYPE_MAX);
  const systemTypes = types.map((row) => row.type).filter((type) => type <= api.SYSTEM_ENUMERATION_TYPE_MAX);
  await record('listEnumerationTemplatesByType', async (h) => {
    for (const type of templateTypes) await api.listEnumerationTemplatesByType(h, type);
  });
  await record(
    'listSystemEnumerationsByType',
    async (h) => {
      for (const type of systemTypes) await api.listSystemEnumerationsByType(h, type);
    },
    { systemCustomEnumerationType: 'type' },
  );
  await record('listStandardCurrencies', (h) => api.listStandardCurrencies(h));

  // Every exported call of the three modules must have been recorded.
  const expected = [lookupCalls, furtherLookupCalls, enumerationCalls].flatMap((module) =>
    Object.entries(module).flatMap(([name, value]) => (typeof value === 'function' ? [name] : [])),
  );
  const missing = expected.filter((name) => !recordings.has(name));
  if (missing.length > 0) throw new Error(`not recorded: ${missing.join(', ')}`);

  // Write the files afresh: a call that no longer exists loses its file.
  await mkdir(recordedDir, { recursive: true });
  for (const file of await readdir(recordedDir)) {
    if (file.endsWith('.json')) await rm(join(recordedDir, file));
  }
  const names = [...recordings.keys()].sort();
  for (const name of names) {
    const file = join(recordedDir, `${name}.json`);
    await writeFile(file, await formatted(JSON.stringify(recordings.get(name), null, 2), 'json', file));
  }
  const indexFile = join(recordedDir, 'index.ts');
  await writeFile(indexFile, await formatted(indexModule(names), 'typescript', indexFile));
  process.stdout.write(
    `Recorded ${names.length} calls against tenant ${tenant.tenantCode} (${tenantId}) into ${recordedDir}\n`,
  );
} finally {
  await app.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}

/** The index module: the type of a recording, and every recording file imported. */
function indexModule(names: readonly string[]): string {
  return `// Written by scripts/record-fixtures.ts: re-record instead of editing.
${names.map((name) => `import ${name} from './${name}.json';`).join('\n')}

/** One lookup call of @opsdesk/api and what the reference operation-service answered to it. */
export interface RecordedCall {
  /** The @opsdesk/api function. */
  readonly call: string;
  /** The path requested (the first one, when several requests were joined). */
  readonly path: string;
  /** The path with \`:name\` for each path parameter, for a call whose path holds one. */
  readonly pattern?: string;
  /** Parameters (path or query) that pick the rows whose field of that name equals their value. */
  readonly selectBy?: Readonly<Record<string, string>>;
  /** The query sent; a parameter holds a list when the answers of several requests were joined. */
  readonly params: Readonly<Record<string, unknown>>;
  /** The page size the service answers when the query names none (paged calls only). */
  readonly defaultSize?: number;
  /** The answer as sent: pages and lists cut to ${MAX_ROWS} rows, their totals counting what is kept. */
  readonly answer: unknown;
}

/** Every recording, by call name. */
export const recordedCalls: readonly RecordedCall[] = [${names.join(', ')}];
`;
}
