import { tenantResource } from '@opsdesk/api';
import ExcelJS from 'exceljs';

/** A new tenant's values, valid for the tenant resource, by its code. */
export const tenantRow = (code: string, extra: Record<string, unknown> = {}) => ({
  tenantName: `Tenant ${code}`,
  tenantCode: code,
  region: 'XR',
  cloudEnv: 'ALI_HZ',
  licensed: 1,
  sandbox: false,
  enabled: true,
  ...extra,
});

/**
 * An .xlsx of `count` new tenants coded `<prefix><number>`, headed by the fields' codes (which an
 * import takes as well as their titles).
 */
export async function tenantSheet(prefix: string, count: number): Promise<Buffer> {
  const columns = Object.keys(tenantResource.shape);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('tenant');
  sheet.addRow(columns);
  for (let index = 0; index < count; index++) {
    const values: Record<string, unknown> = tenantRow(`${prefix}${String(index).padStart(5, '0')}`);
    sheet.addRow(columns.map((column) => values[column] ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
