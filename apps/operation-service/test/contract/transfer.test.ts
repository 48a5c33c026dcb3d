import {
  downloadImportErrors,
  downloadImportTemplate,
  exchangeVerificationCode,
  exportResource,
  getImportJob,
  importResource,
  listDevMailbox,
  listImportErrors,
  requestVerificationCode,
  resourceExportUrl,
  tenantResource,
  VERIFICATION_RESEND_SECONDS,
} from '@opsdesk/api';
import { exportErrorRows, isHttpError, type HttpClient, type TransferProgress } from '@opsdesk/http';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecords } from '../../src/seed/insert';
import { listen, startTestService, type TestService } from '../harness';
import { loggedIn, rowsOf } from './clients';

/**
 * The transfer calls of @opsdesk/api through a logged-in @opsdesk/http client against the
 * listening service, the way the console makes them: the identity check reads the code from the
 * development mailbox.
 */

let service: TestService;
let baseURL: string;
let admin: HttpClient;

const tenantColumns = Object.keys(tenantResource.shape);
/** The columns as the template and the export title them in English. */
const tenantTitles = tenantColumns.map(
  (column) => tenantResource.fields[column as keyof typeof tenantResource.fields]?.label.en,
);

beforeAll(async () => {
  service = await startTestService();
  baseURL = (await listen(service)).baseURL;
  admin = await loggedIn(service, baseURL, 'admin');
  await insertRecords(service.db, tenantResource, [
    { tenantName: 'Contract One', tenantCode: 'CT001', region: 'CTR', cloudEnv: 'ALI_HZ', licensed: 1 },
    { tenantName: 'Contract Two', tenantCode: 'CT002', region: 'CTR', cloudEnv: 'ALI_HZ', licensed: 0 },
  ]);
});

afterAll(() => service.close());

describe('identity verification', () => {
  it('sends a code, which the mailbox holds and which gives a verification token', async () => {
    service.clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);
    const sent = await requestVerificationCode(admin, 'PHONE');
    expect(sent).toMatchObject({ channel: 'PHONE', target: '138****0001' });
    const [message] = await listDevMailbox(admin);
    expect(message?.target).toBe('13800000001');
    const token = await exchangeVerificationCode(admin, /\d{6}/.exec(message?.body ?? '')?.[0] ?? '');
    expect(token.verificationToken).toMatch(/\S{20,}/);
  });

  it('rejects a wrong code with an HttpError of status 400 carrying the translated message', async () => {
    service.clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);
    await requestVerificationCode(admin, 'EMAIL');
    const [message] = await listDevMailbox(admin);
    const code = /\d{6}/.exec(message?.body ?? '')?.[0] ?? '000000';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const error: unknown = await exchangeVerificationCode(admin, wrong).catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(400);
    expect(isHttpError(error) && error.body).toMatchObject({
      errorCode: 'VERIFICATION_CODE_INVALID',
      message: 'The verification code is wrong or has expired.',
    });
  });
});

describe('exports', () => {
  it('exportResource verifies first, then downloads the filtered records as an .xlsx named by the server', async () => {
    const file = await exportResource(admin, 'tenant', { region: 'CTR', sort: 'tenantCode,asc' });
    expect(file.fileName).toBe('tenant-export-20261120.xlsx');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await rowsOf(file.data);
    expect(rows[0]?.slice(0, 2)).toEqual(['Tenant name', 'Tenant code']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['CT001', 'CT002']);
  });

  it('fails with 403 when the client verifies no identity', async () => {
    const unverified = await loggedIn(service, baseURL, 'admin', { verify: false });
    const error: unknown = await exportResource(unverified, 'tenant', { region: 'CTR' }).catch(
      (caught: unknown) => caught,
    );
    expect(isHttpError(error) && error.status).toBe(403);
    expect(isHttpError(error) && error.body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED' });
  });

  it('resourceExportUrl gives a plain link that downloads without any header', async () => {
    service.clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);
    await requestVerificationCode(admin, 'EMAIL');
    const [message] = await listDevMailbox(admin);
    const { verificationToken } = await exchangeVerificationCode(
      admin,
      /\d{6}/.exec(message?.body ?? '')?.[0] ?? '',
    );
    const url = resourceExportUrl(admin, 'tenant', { tenantCode: 'CT002' }, verificationToken);
    expect(url).toContain('access_token=');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const rows = await rowsOf(await response.arrayBuffer());
    expect(rows.slice(1).map((row) => row[1])).toEqual(['CT002']);
  });
});

describe('imports', () => {
  async function filledTemplate(rows: readonly Record<string, unknown>[]): Promise<Blob> {
    const template = await downloadImportTemplate(admin, 'tenant');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.data);
    const sheet = workbook.worksheets[0];
    for (const row of rows) sheet?.addRow(tenantColumns.map((column) => row[column] ?? null));
    return new Blob([await workbook.xlsx.writeBuffer()]);
  }

  const tenant = (code: string, extra: Record<string, unknown> = {}) => ({
    tenantName: `Imported ${code}`,
    tenantCode: code,
    region: 'CTI',
    cloudEnv: 'ALI_HZ',
    licensed: 1,
    ...extra,
  });

  it('downloadImportTemplate gives the header row and the rule row, without asking for verification', async () => {
    const template = await downloadImportTemplate(admin, 'tenant');
    const rows = await rowsOf(template.data);
    expect(rows[0]).toEqual(tenantTitles);
    expect(rows[1]?.[1]).toBe('Required; text of at most 32 characters');
  });

  it('importResource imports, reports progress, and a retry with the same key answers the same job', async () => {
    const file = await filledTemplate([tenant('CI001'), tenant('CI002', { licensed: 5 }), tenant('CI001')]);
    const progress: TransferProgress[] = [];
    const result = await importResource(admin, 'tenant', file, 'contract-import-1', (event) =>
      progress.push(event),
    );
    expect(result).toMatchObject({
      status: 'DONE',
      totalRows: 3,
      successCount: 1,
      failureCount: 2,
      replayed: false,
    });
    expect(progress.length).toBeGreaterThan(0);
    const again = await importResource(admin, 'tenant', file, 'contract-import-1');
    expect(again).toEqual({ ...result, replayed: true });
  });

  it('getImportJob, listImportErrors and downloadImportErrors give the job, its error rows and its error file', async () => {
    const file = await filledTemplate([tenant('CJ001'), tenant('CJ002', { region: '' })]);
    const { id } = await importResource(admin, 'tenant', file, 'contract-import-2');
    expect(await getImportJob(admin, id)).toMatchObject({ id, successCount: 1, failureCount: 1 });
    const page = await listImportErrors(admin, id, { page: 0, size: 20 });
    expect(exportErrorRows(page)).toEqual([{ line: 4, message: 'Region is required' }]);
    const errorFile = await downloadImportErrors(admin, id);
    expect(errorFile.fileName).toBe(`tenant-import-errors-${id}.xlsx`);
    const rows = await rowsOf(errorFile.data);
    expect(rows[0]?.slice(0, 3)).toEqual(['Line number', 'Error message', 'Tenant name']);
    expect(rows[1]?.slice(0, 1)).toEqual([4]);
    expect(rows[1]?.[3]).toBe('CJ002');
  });

  it("getImportJob fails with 404 for another account's job", async () => {
    const file = await filledTemplate([tenant('CK001')]);
    const { id } = await importResource(admin, 'tenant', file, 'contract-import-3');
    const finance = await loggedIn(service, baseURL, 'finance', { verify: false });
    const error: unknown = await getImportJob(finance, id).catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(404);
  });
});
