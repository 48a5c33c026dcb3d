import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { neutraliseFormula, restoreNeutralised } from './neutralise';

/** What a cell of the service's workbooks holds: text, a number, a boolean or nothing. */
export type SheetCell = string | number | boolean | null;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetSpec {
  readonly name: string;
  /** The rows in order, header rows first. */
  readonly rows: Iterable<readonly SheetCell[]>;
  /** How many leading rows are headers: bold, and frozen while scrolling. Default 1. */
  readonly headerRows?: number;
  /** Column widths in characters. */
  readonly columnWidths?: readonly number[];
}

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`. */
function sheetNameOf(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';
}

function writtenCell(value: SheetCell): SheetCell {
  if (typeof value === 'string') return neutraliseFormula(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

/**
 * Writes a workbook with exceljs's streaming writer, which commits each row as it goes (no cell
 * objects kept for the whole sheet, no shared-string table): 10,000 rows take a fraction of a
 * second. Every text cell is neutralised against formula injection on the way out.
 */
export async function writeWorkbook(sheets: readonly SheetSpec[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = finished(output);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  for (const sheet of sheets) {
    const headerRows = sheet.headerRows ?? 1;
    const worksheet = workbook.addWorksheet(sheetNameOf(sheet.name), {
      views: headerRows > 0 ? [{ state: 'frozen', ySplit: headerRows }] : [],
    });
    if (sheet.columnWidths) worksheet.columns = sheet.columnWidths.map((width) => ({ width }));
    let index = 0;
    for (const cells of sheet.rows) {
      const row = worksheet.addRow(cells.map(writtenCell));
      if (index < headerRows) row.font = { bold: true };
      row.commit();
      index += 1;
      // Other requests are answered between stretches of rows.
      if (index % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    worksheet.commit();
  }
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` when it has a time of day (UTC, as exceljs reads dates). */
export function formatDateTime(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const seconds = date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds();
  if (seconds === 0) return day;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/**
 * The value a cell shows: rich text as its text, a formula as its cached result (never evaluated),
 * a hyperlink as its text, an error as its code, a date as text. Text cells lose the quote that
 * neutralised them.
 */
export function plainCellValue(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return restoreNeutralised(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return formatDateTime(value);
  if ('richText' in value) return restoreNeutralised(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) return plainCellValue(value.result ?? null);
  if ('hyperlink' in value) return plainCellValue(value.text);
  if ('error' in value) return value.error;
  return null;
}

/** A moment as `YYYY-MM-DD HH:mm:ss` in UTC: the audit times of an export. */
export function formatTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export interface SheetRow {
  /** The row's number in the sheet, from 1 (the header is row 1). */
  readonly lineNumber: number;
  readonly cells: readonly SheetCell[];
}

export interface SheetContent {
  /** The texts of the first row. */
  readonly header: readonly string[];
  /** The rows below it that hold anything. */
  readonly rows: readonly SheetRow[];
}

const isBlank = (cell: SheetCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** The first sheet of an .xlsx, or null when the data is no workbook or holds no sheet. */
export async function readFirstSheet(data: Buffer): Promise<SheetContent | null> {
  // An .xlsx is a zip: anything else is refused before the parser sees it.
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) return null;
  const workbook = new ExcelJS.Workbook();
  try {
    // A copy as a plain ArrayBuffer: what exceljs's typings ask for, and JSZip reads.
    await workbook.xlsx.load(new Uint8Array(data).buffer);
  } catch {
    return null;
  }
  const worksheet = workbook.worksheets[0];
  if (!worksheet) return null;
  const cellsOf = (row: ExcelJS.Row) => {
    const cells: SheetCell[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      cells.push(plainCellValue(row.getCell(column).value));
    }
    return cells;
  };
  const headerCells = cellsOf(worksheet.getRow(1));
  while (headerCells.length > 0 && isBlank(headerCells[headerCells.length - 1] ?? null)) headerCells.pop();
  const header = headerCells.map((cell) => (cell === null ? '' : String(cell).trim()));
  const rows: SheetRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, lineNumber) => {
    if (lineNumber === 1) return;
    const cells = cellsOf(row);
    if (cells.every(isBlank)) return;
    rows.push({ lineNumber, cells });
  });
  return { header, rows };
}
