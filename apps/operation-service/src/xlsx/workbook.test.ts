import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTimestamp, plainCellValue, readFirstSheet, writeWorkbook } from './workbook';

async function loadWorkbook(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(data).buffer);
  return workbook;
}

describe('writeWorkbook', () => {
  it('writes numbers as numbers, booleans as booleans and text as text', async () => {
    const data = await writeWorkbook([
      {
        name: 'tenant',
        rows: [
          ['name', 'count', 'enabled'],
          ['Acme', 12.5, true],
        ],
      },
    ]);
    const sheet = (await loadWorkbook(data)).getWorksheet('tenant');
    expect(sheet?.getRow(2).getCell(1).value).toBe('Acme');
    expect(sheet?.getRow(2).getCell(2).value).toBe(12.5);
    expect(sheet?.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet?.getRow(2).getCell(3).value).toBe(true);
  });

  it('neutralises every text cell that would start a formula', async () => {
    const dangerous = ['=HYPERLINK("http://evil.example")', '+1', '-1', '@SUM(A1)', '\tx', '\rx'];
    const data = await writeWorkbook([{ name: 'x', rows: [dangerous] }]);
    const row = (await loadWorkbook(data)).worksheets[0]?.getRow(1);
    dangerous.forEach((text, index) => {
      const cell = row?.getCell(index + 1);
      // An XML parser reads a carriage return back as a line feed.
      expect(cell?.value).toBe(`'${text}`.replace('\r', '\n'));
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
    });
  });

  it('leaves infinite numbers empty', async () => {
    const data = await writeWorkbook([{ name: 'x', rows: [[Number.POSITIVE_INFINITY, 1]] }]);
    const row = (await loadWorkbook(data)).worksheets[0]?.getRow(1);
    expect(row?.getCell(1).value).toBeNull();
    expect(row?.getCell(2).value).toBe(1);
  });

  it('writes several sheets, shortening names Excel would refuse', async () => {
    const data = await writeWorkbook([
      { name: 'a/b', rows: [['1']] },
      { name: 'x'.repeat(40), rows: [['2']] },
    ]);
    const names = (await loadWorkbook(data)).worksheets.map((sheet) => sheet.name);
    expect(names).toEqual(['a_b', 'x'.repeat(31)]);
  });
});

describe('readFirstSheet', () => {
  it('reads back what writeWorkbook wrote, without the neutralising quotes', async () => {
    const data = await writeWorkbook([
      {
        name: 's',
        rows: [
          ['name', 'amount'],
          ['=1+1', -3],
          ['plain', 4],
        ],
      },
    ]);
    const sheet = await readFirstSheet(data);
    expect(sheet?.header).toEqual(['name', 'amount']);
    expect(sheet?.rows).toEqual([
      { lineNumber: 2, cells: ['=1+1', -3] },
      { lineNumber: 3, cells: ['plain', 4] },
    ]);
  });

  it('skips empty rows and keeps the sheet row numbers of the others', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    sheet.getCell('A1').value = 'code';
    sheet.getCell('A3').value = '   ';
    sheet.getCell('A5').value = 'B';
    const read = await readFirstSheet(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(read?.rows).toEqual([{ lineNumber: 5, cells: ['B'] }]);
  });

  it('reads rich text, cached formula results, hyperlinks and dates as the text they show', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    sheet.addRow(['a', 'b', 'c', 'd']);
    sheet.addRow([
      { richText: [{ text: 'Ac' }, { text: 'me', font: { bold: true } }] },
      { formula: 'A1*2', result: 42 },
      { text: 'site', hyperlink: 'https://example.com' },
      new Date(Date.UTC(2026, 0, 31)),
    ]);
    const read = await readFirstSheet(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(read?.rows[0]?.cells).toEqual(['Acme', 42, 'site', '2026-01-31']);
  });

  it('answers null for data that is no workbook', async () => {
    expect(await readFirstSheet(Buffer.from('name,amount\nAcme,1\n'))).toBeNull();
    // A zip, but not an .xlsx.
    expect(await readFirstSheet(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))).toBeNull();
  });
});

describe('cell values', () => {
  it('formats a date without a time of day as YYYY-MM-DD and one with it in full', () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 20)))).toBe('2026-11-20');
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 20, 8, 5, 9)))).toBe('2026-11-20 08:05:09');
  });

  it('formats an audit time as YYYY-MM-DD HH:mm:ss in UTC', () => {
    expect(formatTimestamp(new Date('2026-11-20T00:00:00.123Z'))).toBe('2026-11-20 00:00:00');
  });

  it('reads an error cell as its code and a formula without a result as empty', () => {
    expect(plainCellValue({ error: '#N/A' })).toBe('#N/A');
    expect(plainCellValue({ formula: 'A1' })).toBeNull();
  });
});
