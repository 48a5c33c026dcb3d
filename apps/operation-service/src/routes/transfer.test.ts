import {
  crmCustomerResource,
  EXPORT_MAX_LINES,
  IMPORT_ERROR_LISTING_THRESHOLD,
  orderResource,
  tenantResource,
  type ResourceDescriptor,
} from '@opsdesk/api';
import { exportErrorRows } from '@opsdesk/http';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestService,
  type TestService,
  verificationTokenOf as verificationTokenFor,
} from '../../test/harness';
import { tenantRow } from '../../test/tenantSheet';
import { insertRecords } from '../seed/insert';
import { contentDisposition } from './transfer';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});

afterAll(() => service.close());

/** The tenant's fields, in the order of the template's and the export's columns. */
const tenantColumns = Object.keys(tenantResource.shape);

/** The titles of those columns in English and in simplified Chinese: the labels of the fields. */
const englishTitles = [
  'Tenant name',
  'Tenant code',
  'Region',
  'Cloud environment',
  'Licence',
  'Sandbox',
  'Source tenant',
  'Messaging platform',
  'Tenant group',
  'Contact',
  'Contact e-mail',
  'Contact mobile',
  'Licence expires',
  'Status',
];
const chineseTitles = [
  '租户名称',
  '租户编码',
  '区域',
  '云环境',
  '付费状态',
  '沙箱租户',
  '源租户',
  '消息平台',
  '租户组',
  '联系人',
  '联系邮箱',
  '联系电话',
  '授权到期日',
  '启用状态',
];

const verificationTokenOf = (login: string) => verificationTokenFor(service, login);

async function sheetsOf(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
  return workbook.worksheets;
}

async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const sheet = (await sheetsOf(response))[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

/** The second sheet of a workbook: what each column holds. */
async function fieldsSheetOf(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const sheet = (await sheetsOf(response))[1];
  if (!sheet) throw new Error('the workbook has no second sheet');
  return sheet;
}

/** The values of a sheet's rows, from row 1, without exceljs's leading empty slot. */
function valuesOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function exportCall(
  resource: string,
  query: Record<string, string>,
  options: { login?: string; verificationToken?: string | null } = {},
) {
  const login = options.login ?? 'admin';
  const verificationToken =
    options.verificationToken === undefined ? await verificationTokenOf(login) : options.verificationToken;
  return service.call({
    method: 'GET',
    url: `/api/resources/${resource}/export?${new URLSearchParams(query).toString()}`,
    token: await service.login(login),
    headers: verificationToken ? { 'x-verification-token': verificationToken } : {},
  });
}

async function tenantIdOf(code: string): Promise<number> {
  const { rows } = await service.db.query<{ id: number }>(
    "select id from resource_record where resource = 'tenant' and data->>'tenantCode' = $1",
    [code],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no tenant ${code}`);
  return id;
}

describe('GET /api/resources/:resource/export', () => {
  beforeAll(async () => {
    await insertRecords(service.db, tenantResource, [
      tenantRow('XE001', {
        tenantName: '=HYPERLINK("http://evil.example","click")',
        licenceExpireDate: '2027-03-31',
        sourceTenantId: 4242,
      }),
      tenantRow('XE002', { contactName: '@SUM(A1)', contactMobile: '+8613800000009', licensed: 0 }),
      tenantRow('XE003', { tenantName: 'Gamma', sandbox: true, region: 'XS' }),
    ]);
  });

  it('refuses with 403 VERIFICATION_REQUIRED without a verification token', async () => {
    const response = await exportCall('tenant', { region: 'XR' }, { verificationToken: null });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      errorCode: 'VERIFICATION_REQUIRED',
      message: 'Verify your identity before exporting.',
    });
  });

  it('refuses an unknown verification token', async () => {
    const response = await exportCall('tenant', { region: 'XR' }, { verificationToken: 'not-a-token' });
    expect(response.json().errorCode).toBe('VERIFICATION_REQUIRED');
  });

  it("refuses another account's verification token", async () => {
    const financeToken = await verificationTokenOf('finance');
    const response = await exportCall('tenant', { region: 'XR' }, { verificationToken: financeToken });
    expect(response.json().errorCode).toBe('VERIFICATION_REQUIRED');
  });

  it('refuses a verification token older than ten minutes', async () => {
    const verificationToken = await verificationTokenOf('admin');
    service.clock.advance(10 * 60_000 + 1000);
    const response = await exportCall('tenant', { region: 'XR' }, { verificationToken });
    expect(response.json().errorCode).toBe('VERIFICATION_REQUIRED');
  });

  it("answers an .xlsx with a header row of the fields' titles, then ID, Created at and Updated at", async () => {
    const response = await exportCall('tenant', { region: 'XR', sort: 'tenantCode,asc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const rows = valuesOf(await workbookOf(response));
    expect(rows[0]).toEqual([...englishTitles, 'ID', 'Created at', 'Updated at']);
    expect(rows).toHaveLength(3);
  });

  it('titles the columns in the language of the request', async () => {
    const response = await exportCall('tenant', { region: 'XR', language: 'zh_cn' });
    expect(response.statusCode).toBe(200);
    const rows = valuesOf(await workbookOf(response));
    expect(rows[0]).toEqual([...chineseTitles, 'ID', '创建时间', '更新时间']);
  });

  it('writes numbers as numbers, booleans as booleans and dates as YYYY-MM-DD text', async () => {
    const response = await exportCall('tenant', { tenantCode: 'XE001' });
    const sheet = await workbookOf(response);
    const cell = (title: string) => sheet.getRow(2).getCell(columnOf(sheet, title));
    expect(cell('Source tenant').value).toBe(4242);
    expect(cell('Source tenant').type).toBe(ExcelJS.ValueType.Number);
    expect(cell('Sandbox').value).toBe(false);
    expect(cell('Licence expires').value).toBe('2027-03-31');
    expect(cell('Licence expires').type).toBe(ExcelJS.ValueType.String);
    expect(cell('ID').type).toBe(ExcelJS.ValueType.Number);
    expect(cell('Created at').value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("writes an enum's values as their words in the language of the request", async () => {
    const query = { region: 'XR', sort: 'tenantCode,asc' };
    const english = await workbookOf(await exportCall('tenant', query));
    const licence = columnOf(english, 'Licence');
    const platform = columnOf(english, 'Messaging platform');
    expect(english.getRow(2).getCell(licence).value).toBe('Paid');
    expect(english.getRow(2).getCell(licence).type).toBe(ExcelJS.ValueType.String);
    expect(english.getRow(3).getCell(licence).value).toBe('Free');
    expect(english.getRow(2).getCell(platform).value).toBe('None');
    const chinese = await workbookOf(await exportCall('tenant', { ...query, language: 'zh_cn' }));
    expect(chinese.getRow(2).getCell(columnOf(chinese, '付费状态')).value).toBe('付费');
    expect(chinese.getRow(3).getCell(columnOf(chinese, '付费状态')).value).toBe('免费');
    expect(chinese.getRow(2).getCell(columnOf(chinese, '消息平台')).value).toBe('无');
  });

  it("adds a sheet of each column's title and field code, with the codes and words of an enum's values", async () => {
    const english = await fieldsSheetOf(await exportCall('tenant', { region: 'XR' }));
    expect(english.name).toBe('Fields');
    const rows = valuesOf(english);
    expect(rows[0]).toEqual(['Column', 'Field code', 'Value code', 'Value']);
    expect(rows).toContainEqual(['Tenant name', 'tenantName']);
    expect(rows).toContainEqual(['Licence', 'licensed', 0, 'Free']);
    expect(rows).toContainEqual(['Licence', 'licensed', 1, 'Paid']);
    expect(rows).toContainEqual(['Messaging platform', 'messagingPlatform', 'NONE', 'None']);
    expect(rows).toContainEqual(['Messaging platform', 'messagingPlatform', 'DINGTALK', 'DingTalk']);
    expect(rows.slice(-3)).toEqual([
      ['ID', 'id'],
      ['Created at', 'createdAt'],
      ['Updated at', 'updatedAt'],
    ]);
    // Every column of the first sheet is listed, in its order.
    const titles = rows.slice(1).map((row) => row[0]);
    expect([...new Set(titles)]).toEqual([...englishTitles, 'ID', 'Created at', 'Updated at']);
    const chinese = await fieldsSheetOf(await exportCall('tenant', { region: 'XR', language: 'zh_cn' }));
    expect(chinese.name).toBe('字段说明');
    expect(valuesOf(chinese)[0]).toEqual(['列名', '字段编码', '取值编码', '取值名称']);
    expect(valuesOf(chinese)).toContainEqual(['付费状态', 'licensed', 1, '付费']);
  });

  it('neutralises text cells that would start a formula', async () => {
    const response = await exportCall('tenant', { region: 'XR', sort: 'tenantCode,asc' });
    const sheet = await workbookOf(response);
    const rows = valuesOf(sheet);
    const name = columnOf(sheet, 'Tenant name') - 1;
    const contact = columnOf(sheet, 'Contact') - 1;
    const mobile = columnOf(sheet, 'Contact mobile') - 1;
    expect(rows[1]?.[name]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows[2]?.[contact]).toBe("'@SUM(A1)");
    expect(rows[2]?.[mobile]).toBe("'+8613800000009");
    for (const row of rows) {
      for (const value of row) {
        if (typeof value === 'object' && value !== null) expect(value).not.toHaveProperty('formula');
      }
    }
  });

  it('applies the filters, the keyword and the sorting of the list', async () => {
    const byFilter = valuesOf(await workbookOf(await exportCall('tenant', { region: 'XS' })));
    expect(byFilter.slice(1).map((row) => row[1])).toEqual(['XE003']);
    const byKeyword = valuesOf(
      await workbookOf(
        await exportCall('tenant', { keyword: 'XE00', licensed: '1', sort: 'tenantCode,desc' }),
      ),
    );
    expect(byKeyword.slice(1).map((row) => row[1])).toEqual(['XE003', 'XE001']);
  });

  it('takes access_token and verificationToken from the query of a plain link', async () => {
    const verificationToken = await verificationTokenOf('admin');
    const query = new URLSearchParams({
      region: 'XS',
      access_token: await service.login('admin'),
      verificationToken,
    });
    const response = await service.call({
      method: 'GET',
      url: `/api/resources/tenant/export?${query.toString()}`,
    });
    expect(response.statusCode).toBe(200);
    expect(valuesOf(await workbookOf(response))).toHaveLength(2);
  });

  it('names the file in the language of the request, with an ASCII fallback', async () => {
    const response = await exportCall('tenant', { region: 'XS', language: 'zh_cn' });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tenant-export-20261120.xlsx"; filename*=UTF-8''tenant-%E5%AF%BC%E5%87%BA-20261120.xlsx`,
    );
  });

  it("exports only the own tenant's records to a tenant-bound account", async () => {
    const own = await tenantIdOf('T0001');
    const other = await tenantIdOf('T0002');
    const order = (tenantId: number, orderCode: string) => ({
      tenantId,
      orderCode,
      contractCode: 'C-1',
      businessType: 'NEW',
      orderType: 'NEW_PURCHASE',
      contractProductName: 'Travel',
      buyCount: 1,
      actualAmount: 100.5,
      effectiveDate: '2026-01-01',
      expireDate: '2026-12-31',
      orderStatus: 'PAID',
    });
    await insertRecords(service.db, orderResource, [order(own, 'XO-OWN'), order(other, 'XO-OTHER')]);
    const response = await exportCall('order', { keyword: 'XO-' }, { login: 'agent' });
    expect(response.statusCode).toBe(200);
    const rows = valuesOf(await workbookOf(response));
    expect(rows.slice(1).map((row) => row[1])).toEqual(['XO-OWN']);
  });

  it('answers 403 to an account without the export authority', async () => {
    // The content editor reads tenants but may not export them.
    const response = await exportCall('tenant', {}, { login: 'content', verificationToken: null });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });

  it('answers 401 without a token and 404 for an unknown resource', async () => {
    expect((await service.call({ method: 'GET', url: '/api/resources/tenant/export' })).statusCode).toBe(401);
    const unknown = await exportCall('no-such-resource', {}, { verificationToken: null });
    expect(unknown.statusCode).toBe(404);
  });

  describe(`the cap of ${EXPORT_MAX_LINES} rows`, () => {
    const customer = (index: number) => ({
      customerCode: `XB${String(index).padStart(6, '0')}`,
      customerName: `Bulk customer ${index}`,
      productLine: 'BULK-EXPORT',
      lifeStatus: 'SIGNED',
    });

    beforeAll(async () => {
      await insertRecords(
        service.db,
        crmCustomerResource,
        Array.from({ length: EXPORT_MAX_LINES }, (_, index) => customer(index)),
      );
    });

    it(`exports ${EXPORT_MAX_LINES} rows`, async () => {
      const response = await exportCall('crm-customer', { productLine: 'BULK-EXPORT', sort: 'id,asc' });
      expect(response.statusCode).toBe(200);
      const rows = valuesOf(await workbookOf(response));
      expect(rows).toHaveLength(EXPORT_MAX_LINES + 1);
      expect(rows[EXPORT_MAX_LINES]?.[0]).toBe(`XB${String(EXPORT_MAX_LINES - 1).padStart(6, '0')}`);
    });

    it('refuses a larger set with 400 EXPORT_CAP_REACHED, the limit and the count', async () => {
      await insertRecords(service.db, crmCustomerResource, [customer(EXPORT_MAX_LINES)]);
      const response = await exportCall('crm-customer', { productLine: 'BULK-EXPORT' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'EXPORT_CAP_REACHED',
        limit: EXPORT_MAX_LINES,
        count: EXPORT_MAX_LINES + 1,
        message: `The export is capped at ${EXPORT_MAX_LINES} rows (${EXPORT_MAX_LINES + 1} match): narrow the filters.`,
      });
    });
  });
});

/** The number of the column a sheet's header titles so. */
function columnOf(sheet: ExcelJS.Worksheet, title: string): number {
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const index = header.indexOf(title);
  if (index < 0) throw new Error(`no column ${title}`);
  return index + 1;
}

describe('contentDisposition', () => {
  it('gives an ASCII filename and the UTF-8 name as filename*', () => {
    expect(contentDisposition('a "b".xlsx', '导出 (1).xlsx')).toBe(
      `attachment; filename="a _b_.xlsx"; filename*=UTF-8''%E5%AF%BC%E5%87%BA%20%281%29.xlsx`,
    );
  });
});

// ---- Imports ---------------------------------------------------------------------------------

async function xlsxOf(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A tenant as a row of the template's columns. */
function tenantCells(values: Record<string, unknown>): unknown[] {
  return tenantColumns.map((column) => values[column] ?? null);
}

async function multipart(file?: { data: Buffer; name: string; field?: string }) {
  const form = new FormData();
  if (file) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.data)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function importCall(
  resource: string,
  file: { data: Buffer; name: string; field?: string } | undefined,
  options: { key?: string | null; login?: string; language?: string } = {},
) {
  const { payload, contentType } = await multipart(file);
  const key = options.key === undefined ? `key-${Math.random().toString(36).slice(2)}` : options.key;
  const query = options.language ? `?language=${options.language}` : '';
  return service.call({
    method: 'POST',
    url: `/api/resources/${resource}/import${query}`,
    token: await service.login(options.login ?? 'admin'),
    headers: { 'content-type': contentType, ...(key !== null && { 'idempotency-key': key }) },
    payload,
  });
}

async function tenantCount(codePrefix: string): Promise<number> {
  const { rows } = await service.db.query<{ count: number }>(
    "select count(*)::int as count from resource_record where resource = 'tenant' and data->>'tenantCode' like $1",
    [`${codePrefix}%`],
  );
  return rows[0]?.count ?? 0;
}

describe('GET /api/resources/:resource/import/template', () => {
  const templateCall = async (language?: string) =>
    service.call({
      method: 'GET',
      url: `/api/resources/tenant/import/template${language ? `?language=${language}` : ''}`,
      token: await service.login('admin'),
    });

  it("answers an .xlsx with the header row of the resource's fields' titles and a row of their rules", async () => {
    const response = await templateCall();
    expect(response.statusCode).toBe(200);
    const rows = valuesOf(await workbookOf(response));
    expect(rows[0]).toEqual(englishTitles);
    expect(rows[1]?.[0]).toBe('Required; text of at most 100 characters');
    expect(rows[1]?.[tenantColumns.indexOf('licensed')]).toBe('Required; one of Free, Paid');
    expect(rows[1]?.[tenantColumns.indexOf('messagingPlatform')]).toBe(
      'Optional, None when empty; one of None, DingTalk, WeCom, Lark',
    );
    expect(response.headers['content-disposition']).toContain('filename="tenant-import-template.xlsx"');
  });

  it('titles the columns and words the rules in the language of the request', async () => {
    const rows = valuesOf(await workbookOf(await templateCall('zh_cn')));
    expect(rows[0]).toEqual(chineseTitles);
    expect(rows[1]?.[0]).toBe('必填；文本，最多 100 个字符');
    expect(rows[1]?.[tenantColumns.indexOf('licensed')]).toBe('必填；可选值：免费、付费');
    expect(rows[1]?.[tenantColumns.indexOf('messagingPlatform')]).toBe(
      '选填，默认 无；可选值：无、钉钉、企业微信、飞书',
    );
  });

  it("adds a sheet of each column's title and field code, with the codes and words of an enum's values", async () => {
    const sheet = await fieldsSheetOf(await templateCall());
    expect(sheet.name).toBe('Fields');
    const rows = valuesOf(sheet);
    expect(rows[0]).toEqual(['Column', 'Field code', 'Value code', 'Value']);
    expect(rows[1]).toEqual(['Tenant name', 'tenantName']);
    expect(rows).toContainEqual(['Licence', 'licensed', 1, 'Paid']);
    expect(rows).toContainEqual(['Messaging platform', 'messagingPlatform', 'LARK', 'Lark']);
    // The template has no audit columns.
    expect([...new Set(rows.slice(1).map((row) => row[0]))]).toEqual(englishTitles);
  });

  it('answers 404 for a resource that is not importable', async () => {
    const response = await service.call({
      method: 'GET',
      url: '/api/resources/currency/import/template',
      token: await service.login('admin'),
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 403 to an account without the import authority', async () => {
    const response = await service.call({
      method: 'GET',
      url: '/api/resources/tenant/import/template',
      token: await service.login('content'),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/resources/:resource/import', () => {
  it('commits the good rows, in the history as IMPORT, and answers the counts', async () => {
    const template = await service.call({
      method: 'GET',
      url: '/api/resources/tenant/import/template?language=zh_cn',
      token: await service.login('admin'),
    });
    // Filled in below the template's own rule row, which the import skips.
    const sheet = await workbookOf(template);
    sheet.addRow(tenantCells(tenantRow('XI001', { licensed: '1', sandbox: 'false', enabled: 'TRUE' })));
    sheet.addRow(tenantCells(tenantRow('XI002', { licenceExpireDate: new Date(Date.UTC(2027, 0, 31)) })));
    const data = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
    const response = await importCall('tenant', { data, name: 'tenants.xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      resource: 'tenant',
      fileName: 'tenants.xlsx',
      status: 'DONE',
      totalRows: 2,
      successCount: 2,
      failureCount: 0,
      errorFileRecommended: false,
      errors: [],
      replayed: false,
    });
    const { rows } = await service.db.query<{ data: Record<string, unknown>; action: string }>(
      `select r.data, h.action from resource_record r join resource_history h on h.record_id = r.id and h.resource = r.resource
        where r.resource = 'tenant' and r.data->>'tenantCode' like 'XI00%' order by r.id`,
    );
    expect(rows.map((row) => row.action)).toEqual(['IMPORT', 'IMPORT']);
    expect(rows[0]?.data).toMatchObject({ licensed: 1, sandbox: false, enabled: true });
    expect(rows[1]?.data).toMatchObject({ licenceExpireDate: '2027-01-31' });
  });

  it('reports bad rows and duplicates by their line in the sheet, naming the fields by their titles, and commits the rest', async () => {
    const data = await xlsxOf([
      englishTitles,
      tenantCells(tenantRow('XD001')),
      tenantCells(tenantRow('XD002', { tenantName: '' })),
      tenantCells(tenantRow('XD003', { licensed: 'x', contactEmail: 'not-an-email' })),
      tenantCells(tenantRow('XD001', { tenantName: 'Again' })),
      tenantCells(tenantRow('T0001')),
      tenantCells(tenantRow('XD004')),
    ]);
    const response = await importCall('tenant', { data, name: 'mixed.xlsx' });
    const result = response.json();
    expect(result).toMatchObject({ status: 'DONE', totalRows: 6, successCount: 2, failureCount: 4 });
    expect(result.errors.map((error: { lineNumber: number }) => error.lineNumber)).toEqual([3, 4, 5, 6]);
    expect(result.errors[0].errorMessage).toBe('Tenant name is required');
    expect(result.errors[1].errorMessage).toBe(
      'Licence must be one of: Free, Paid; Contact e-mail is not a valid e-mail address',
    );
    expect(result.errors[2].errorMessage).toBe('The same Tenant code as line 2.');
    expect(result.errors[3].errorMessage).toBe('A record with the same Tenant code already exists.');
    expect(await tenantCount('XD')).toBe(2);
  });

  it('names the fields by their titles in the language of the request', async () => {
    const data = await xlsxOf([
      tenantColumns,
      tenantCells(tenantRow('XL001')),
      tenantCells(tenantRow('XL002', { tenantName: '' })),
      tenantCells(tenantRow('XL001', { tenantName: 'Again' })),
    ]);
    const response = await importCall('tenant', { data, name: 'zh.xlsx' }, { language: 'zh_cn' });
    expect(response.json().errors).toEqual([
      { lineNumber: 3, errorMessage: '租户名称不能为空' },
      { lineNumber: 4, errorMessage: '租户编码与第 2 行重复' },
    ]);
    for (const { errorMessage } of response.json().errors as { errorMessage: string }[]) {
      for (const field of tenantColumns) expect(errorMessage).not.toContain(field);
    }
  });

  it('reads a header of titles in Chinese and enum values by their words', async () => {
    const data = await xlsxOf([
      chineseTitles,
      tenantCells(tenantRow('XZ001', { licensed: '付费', messagingPlatform: '钉钉' })),
      // The words of any language, in any case, around spaces.
      tenantCells(tenantRow('XZ002', { licensed: ' free ', messagingPlatform: 'WeCom' })),
      tenantCells(tenantRow('XZ003', { licensed: '無料', messagingPlatform: '飛書' })),
    ]);
    const response = await importCall('tenant', { data, name: '租户.xlsx' }, { language: 'zh_cn' });
    expect(response.json()).toMatchObject({ status: 'DONE', totalRows: 3, successCount: 3, failureCount: 0 });
    const { rows } = await service.db.query<{ data: Record<string, unknown> }>(
      "select data from resource_record where resource = 'tenant' and data->>'tenantCode' like 'XZ00%' order by data->>'tenantCode'",
    );
    expect(rows.map((row) => [row.data.licensed, row.data.messagingPlatform])).toEqual([
      [1, 'DINGTALK'],
      [0, 'WECHAT'],
      [0, 'LARK'],
    ]);
  });

  it('reads a header of titles in any language and case, or of field codes', async () => {
    const { fields } = tenantResource as ResourceDescriptor;
    // Japanese titles with spaces around, field codes in capitals, Italian titles in lower case.
    const header = tenantColumns.map((field, index) =>
      index % 3 === 0
        ? ` ${fields[field]?.label.ja ?? field} `
        : index % 3 === 1
          ? field.toUpperCase()
          : (fields[field]?.label.it ?? field).toLowerCase(),
    );
    const data = await xlsxOf([header, tenantCells(tenantRow('XY001', { licensed: 'A pagamento' }))]);
    const response = await importCall('tenant', { data, name: 'mixed.xlsx' });
    expect(response.json()).toMatchObject({ status: 'DONE', successCount: 1 });
    expect(await tenantCount('XY001')).toBe(1);
  });

  it('imports a template of field codes with its rule row of codes, made before the titles', async () => {
    const rules = tenantColumns.map((field) =>
      field === 'tenantName'
        ? 'Required; text of at most 100 characters'
        : field === 'licensed'
          ? 'Required; one of 0, 1'
          : field === 'messagingPlatform'
            ? 'Optional, NONE when empty; one of NONE, DINGTALK, WECHAT, LARK'
            : null,
    );
    const data = await xlsxOf([
      tenantColumns,
      rules,
      tenantCells(tenantRow('XO001', { licensed: 0, messagingPlatform: 'LARK' })),
      tenantCells(tenantRow('XO002', { licensed: '1' })),
    ]);
    const response = await importCall('tenant', { data, name: 'old.xlsx' });
    expect(response.json()).toMatchObject({ status: 'DONE', totalRows: 2, successCount: 2, failureCount: 0 });
    const { rows } = await service.db.query<{ data: Record<string, unknown> }>(
      "select data from resource_record where resource = 'tenant' and data->>'tenantCode' like 'XO00%' order by data->>'tenantCode'",
    );
    expect(rows.map((row) => [row.data.licensed, row.data.messagingPlatform])).toEqual([
      [0, 'LARK'],
      [1, 'NONE'],
    ]);
  });

  it("skips the rule row of a template in another language than the request's", async () => {
    const template = await service.call({
      method: 'GET',
      url: '/api/resources/tenant/import/template?language=ja',
      token: await service.login('admin'),
    });
    const sheet = await workbookOf(template);
    sheet.addRow(tenantCells(tenantRow('XT001', { licensed: '有料' })));
    const data = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
    const response = await importCall('tenant', { data, name: 'ja.xlsx' }, { language: 'it' });
    expect(response.json()).toMatchObject({ status: 'DONE', totalRows: 1, successCount: 1 });
  });

  it('imports back what an export wrote, titles and words', async () => {
    const exported = await workbookOf(await exportCall('tenant', { tenantCode: 'XE002', language: 'zh_cn' }));
    exported.getRow(2).getCell(columnOf(exported, '租户编码')).value = 'XV001';
    const data = Buffer.from(await exported.workbook.xlsx.writeBuffer());
    const response = await importCall('tenant', { data, name: 'export.xlsx' });
    expect(response.json()).toMatchObject({ status: 'DONE', totalRows: 1, successCount: 1 });
    const { rows } = await service.db.query<{ data: Record<string, unknown> }>(
      "select data from resource_record where resource = 'tenant' and data->>'tenantCode' = 'XV001'",
    );
    expect(rows[0]?.data).toMatchObject({
      contactName: '@SUM(A1)',
      contactMobile: '+8613800000009',
      licensed: 0,
      messagingPlatform: 'NONE',
      sandbox: false,
    });
  });

  it('answers FAILED when no row could be imported', async () => {
    const data = await xlsxOf([tenantColumns, tenantCells(tenantRow('T0002'))]);
    const response = await importCall('tenant', { data, name: 'none.xlsx' });
    expect(response.json()).toMatchObject({ status: 'FAILED', successCount: 0, failureCount: 1 });
  });

  it(`recommends the error file when more than ${IMPORT_ERROR_LISTING_THRESHOLD} rows fail, and lists the first ${IMPORT_ERROR_LISTING_THRESHOLD}`, async () => {
    const bad = Array.from({ length: IMPORT_ERROR_LISTING_THRESHOLD + 1 }, (_, index) =>
      tenantCells(tenantRow(`XM${index}`, { licensed: 7 })),
    );
    const response = await importCall('tenant', {
      data: await xlsxOf([tenantColumns, ...bad]),
      name: 'bad.xlsx',
    });
    expect(response.json()).toMatchObject({
      failureCount: IMPORT_ERROR_LISTING_THRESHOLD + 1,
      errorFileRecommended: true,
    });
    expect(response.json().errors).toHaveLength(IMPORT_ERROR_LISTING_THRESHOLD);
  });

  it('refuses a workbook of another template with IMPORT_FILE_INVALID, naming the missing columns', async () => {
    const data = await xlsxOf([
      ['tenantName', 'tenantCode', 'colour'],
      ['A', 'XW001', 'red'],
    ]);
    const response = await importCall('tenant', { data, name: 'wrong.xlsx' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'IMPORT_FILE_INVALID',
      missingColumns: tenantColumns.filter((column) => column !== 'tenantName' && column !== 'tenantCode'),
    });
    expect(response.json().message).toBe(
      'The template is not right: the columns Region, Cloud environment, Licence, Sandbox, Source tenant, ' +
        'Messaging platform, Tenant group, Contact, Contact e-mail, Contact mobile, Licence expires, Status are missing.',
    );
    const chinese = await importCall('tenant', { data, name: 'wrong.xlsx' }, { language: 'zh_cn' });
    expect(chinese.json().message).toBe(
      '模板不正确，缺少列：区域、云环境、付费状态、沙箱租户、源租户、消息平台、租户组、联系人、联系邮箱、联系电话、授权到期日、启用状态',
    );
    expect(await tenantCount('XW')).toBe(0);
  });

  it('refuses a file that is not an .xlsx with IMPORT_FILE_INVALID', async () => {
    const response = await importCall('tenant', {
      data: Buffer.from('tenantName,tenantCode\nA,B\n'),
      name: 'a.csv',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('IMPORT_FILE_INVALID');
  });

  it('refuses a workbook without data rows with IMPORT_FILE_EMPTY', async () => {
    const response = await importCall('tenant', { data: await xlsxOf([tenantColumns]), name: 'empty.xlsx' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('IMPORT_FILE_EMPTY');
  });

  it('refuses a request without a file with IMPORT_FILE_MISSING, and a JSON body with 415', async () => {
    const none = await importCall('tenant', undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json().errorCode).toBe('IMPORT_FILE_MISSING');
    const json = await service.call({
      method: 'POST',
      url: '/api/resources/tenant/import',
      token: await service.login('admin'),
      headers: { 'idempotency-key': 'json-body' },
      payload: {},
    });
    expect([json.statusCode, json.json().errorCode]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('refuses a file larger than the upload limit with 413', async () => {
    const data = Buffer.alloc(3 * 1024 * 1024 + 1, 1);
    const response = await importCall('tenant', { data, name: 'big.xlsx' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      errorCode: 'IMPORT_FILE_TOO_LARGE',
      message: 'An import file may be at most 3 MB.',
    });
  });

  it('refuses a request without Idempotency-Key with 400 IDEMPOTENCY_KEY_MISSING', async () => {
    const data = await xlsxOf([tenantColumns, tenantCells(tenantRow('XK001'))]);
    const response = await importCall('tenant', { data, name: 'a.xlsx' }, { key: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('IDEMPOTENCY_KEY_MISSING');
    expect(await tenantCount('XK')).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key with the first result, committing nothing twice', async () => {
    const data = await xlsxOf([
      tenantColumns,
      tenantCells(tenantRow('XR001')),
      tenantCells(tenantRow('XR002')),
    ]);
    const first = await importCall('tenant', { data, name: 'r.xlsx' }, { key: 'retry-1' });
    const again = await importCall('tenant', { data, name: 'r.xlsx' }, { key: 'retry-1' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ ...first.json(), replayed: true });
    expect(await tenantCount('XR00')).toBe(2);
  });

  it('imports again under the same Idempotency-Key of another account', async () => {
    const data = await xlsxOf([tenantColumns, tenantCells(tenantRow('XA001'))]);
    const first = await importCall('tenant', { data, name: 'a.xlsx' }, { key: 'shared-key' });
    const other = await importCall(
      'tenant',
      { data, name: 'a.xlsx' },
      { key: 'shared-key', login: 'service' },
    );
    expect(other.json().id).not.toBe(first.json().id);
    expect(other.json().replayed).toBe(false);
  });

  it('refuses an Idempotency-Key already used for another resource with 409', async () => {
    const data = await xlsxOf([tenantColumns, tenantCells(tenantRow('XU001'))]);
    await importCall('tenant', { data, name: 'a.xlsx' }, { key: 'used-for-tenant' });
    const response = await importCall('company', { data, name: 'a.xlsx' }, { key: 'used-for-tenant' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('commits once when two identical requests race', async () => {
    const data = await xlsxOf([
      tenantColumns,
      tenantCells(tenantRow('XC001')),
      tenantCells(tenantRow('XC002')),
    ]);
    const [one, two] = await Promise.all([
      importCall('tenant', { data, name: 'race.xlsx' }, { key: 'race-1' }),
      importCall('tenant', { data, name: 'race.xlsx' }, { key: 'race-1' }),
    ]);
    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    expect(one?.json().id).toBe(two?.json().id);
    expect([one?.json().replayed, two?.json().replayed].sort()).toEqual([false, true]);
    expect(await tenantCount('XC00')).toBe(2);
    const jobs = await service.db.query("select 1 from import_job where idempotency_key = 'race-1'");
    expect(jobs.rowCount).toBe(1);
  });

  it('answers 404 for a resource that is not importable and 403 without the import authority', async () => {
    const data = await xlsxOf([tenantColumns, tenantCells(tenantRow('XN001'))]);
    expect((await importCall('currency', { data, name: 'a.xlsx' })).statusCode).toBe(404);
    const refused = await importCall('tenant', { data, name: 'a.xlsx' }, { login: 'content' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('FORBIDDEN');
  });
});

describe('import jobs', () => {
  let jobId: number;

  beforeAll(async () => {
    const data = await xlsxOf([
      tenantColumns,
      tenantCells(tenantRow('XJ001')),
      tenantCells(tenantRow('XJ002', { licensed: 9, contactName: '=cmd|calc' })),
      tenantCells(tenantRow('XJ003', { region: '' })),
    ]);
    jobId = (await importCall('tenant', { data, name: 'jobs.xlsx' })).json().id as number;
  });

  it('GET /api/import/jobs/:id answers the job to its owner', async () => {
    const response = await service.call({
      method: 'GET',
      url: `/api/import/jobs/${jobId}`,
      token: await service.login('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: jobId,
      status: 'DONE',
      totalRows: 3,
      successCount: 1,
      failureCount: 2,
      errorFileRecommended: false,
      finishedAt: expect.any(String),
    });
  });

  it('GET /api/import/jobs/:id/errors answers a page of { lineNumber, errorMessage } that exportErrorRows reads', async () => {
    const response = await service.call({
      method: 'GET',
      url: `/api/import/jobs/${jobId}/errors?page=1&size=1`,
      token: await service.login('admin'),
    });
    expect(response.json()).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, size: 1 });
    expect(exportErrorRows(response.json())).toEqual([{ line: 4, message: 'Region is required' }]);
  });

  it('GET /api/import/jobs/:id/errors/export answers the line, the message and the original cells of each failing row', async () => {
    const response = await service.call({
      method: 'GET',
      url: `/api/import/jobs/${jobId}/errors/export?language=en`,
      token: await service.login('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename="tenant-import-errors-${jobId}.xlsx"`,
    );
    const rows = valuesOf(await workbookOf(response));
    expect(rows[0]).toEqual(['Line number', 'Error message', ...tenantColumns]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([3, 4]);
    expect(rows[1]?.[2 + tenantColumns.indexOf('tenantCode')]).toBe('XJ002');
    expect(rows[1]?.[2 + tenantColumns.indexOf('licensed')]).toBe(9);
    // The uploaded text comes back neutralised.
    expect(rows[1]?.[2 + tenantColumns.indexOf('contactName')]).toBe("'=cmd|calc");
  });

  it.each(['', '/errors', '/errors/export'])(
    'GET /api/import/jobs/:id%s answers 404 to another account',
    async (suffix) => {
      const response = await service.call({
        method: 'GET',
        url: `/api/import/jobs/${jobId}${suffix}`,
        token: await service.login('finance'),
      });
      expect(response.statusCode).toBe(404);
    },
  );

  it.each(['', '/errors', '/errors/export'])(
    'GET /api/import/jobs/:id%s answers 401 without a token',
    async (suffix) => {
      expect(
        (await service.call({ method: 'GET', url: `/api/import/jobs/${jobId}${suffix}` })).statusCode,
      ).toBe(401);
    },
  );

  it("answers 403 to the owner once the job's import authority is gone", async () => {
    const data = await xlsxOf([tenantColumns, tenantCells(tenantRow('XG001'))]);
    const job = await importCall('tenant', { data, name: 'a.xlsx' }, { login: 'service' });
    // The customer-service account loses tenant:write.
    await service.db.query("update account set roles = '{CONTENT_EDITOR}' where login = 'service'");
    try {
      const response = await service.call({
        method: 'GET',
        url: `/api/import/jobs/${job.json().id}`,
        token: await service.login('service'),
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await service.db.query("update account set roles = '{CUSTOMER_SERVICE}' where login = 'service'");
    }
  });
});
