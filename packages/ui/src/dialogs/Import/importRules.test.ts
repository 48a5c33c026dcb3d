import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  describeImportError,
  IMPORT_ERROR_LISTING_THRESHOLD,
  IMPORT_LARGE_ROWS,
  IMPORT_MAX_SIZE_BYTES,
  isAcceptedFormat,
  isLargeImport,
  listedRowErrors,
  newIdempotencyKey,
  normaliseAccept,
  progressPercent,
  shouldPromptErrorFile,
  validateImportFile,
  type ImportFileLike,
} from './importRules';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

const file = (name: string, size = 2048, type = ''): ImportFileLike => ({ name, size, type });

describe('shouldPromptErrorFile', () => {
  it('does not prompt for exactly 10 failing rows: they are all listed', () => {
    expect(shouldPromptErrorFile(10)).toBe(false);
  });

  it('prompts for 11 failing rows, the first count over the threshold', () => {
    expect(shouldPromptErrorFile(11)).toBe(true);
  });

  it('does not prompt when no row failed', () => {
    expect(shouldPromptErrorFile(0)).toBe(false);
  });

  it('has the spec threshold of 10 rows', () => {
    expect(IMPORT_ERROR_LISTING_THRESHOLD).toBe(10);
  });
});

describe('validateImportFile: a file must be chosen', () => {
  it.each([null, undefined, []])('refuses %j as missing', (chosen) => {
    expect(validateImportFile(chosen)).toEqual({ code: 'missing' });
  });

  it('refuses two files at once, saying how many', () => {
    expect(validateImportFile([file('a.xlsx'), file('b.xlsx')])).toEqual({ code: 'tooMany', count: 2 });
  });

  it('takes one .xlsx of the workbook type', () => {
    expect(validateImportFile(file('tenants.xlsx', 2048, XLSX))).toBeNull();
  });

  it('takes a list holding one file', () => {
    expect(validateImportFile([file('tenants.xlsx')])).toBeNull();
  });
});

describe('validateImportFile: the format, by extension and by MIME type', () => {
  it('refuses another extension, naming the file and the accepted formats', () => {
    expect(validateImportFile(file('scan.pdf', 2048, 'application/pdf'))).toEqual({
      code: 'wrongFormat',
      fileName: 'scan.pdf',
      accept: ['.xlsx', '.xls'],
    });
  });

  it('refuses a .xlsx whose type says it is an image', () => {
    expect(validateImportFile(file('photo.xlsx', 2048, 'image/png'))?.code).toBe('wrongFormat');
  });

  it('refuses a PDF typed as a workbook when only extensions are accepted', () => {
    expect(validateImportFile(file('scan.pdf', 2048, XLSX))?.code).toBe('wrongFormat');
  });

  it('takes a .xlsx without a type, as a browser without a mapping sends it', () => {
    expect(validateImportFile(file('tenants.xlsx', 2048, ''))).toBeNull();
  });

  it('takes a .xlsx typed application/octet-stream', () => {
    expect(validateImportFile(file('tenants.xlsx', 2048, 'application/octet-stream'))).toBeNull();
  });

  it('takes a .xls of the Excel 97 type', () => {
    expect(validateImportFile(file('old.xls', 2048, 'application/vnd.ms-excel'))).toBeNull();
  });

  it('ignores the case of the extension', () => {
    expect(validateImportFile(file('TENANTS.XLSX', 2048, XLSX))).toBeNull();
  });

  it('refuses a file named only ".xlsx"', () => {
    expect(validateImportFile(file('.xlsx'))?.code).toBe('wrongFormat');
  });

  it('takes a .csv reported as an Excel sheet (Windows) when .csv is accepted', () => {
    expect(
      validateImportFile(file('rows.csv', 10, 'application/vnd.ms-excel'), { accept: '.csv' }),
    ).toBeNull();
  });

  it('matches a list of MIME types only by type', () => {
    expect(isAcceptedFormat(file('rows.data', 10, 'text/csv'), ['text/csv'])).toBe(true);
    expect(isAcceptedFormat(file('rows.csv', 10, 'text/plain'), ['text/csv'])).toBe(false);
  });

  it('matches a wildcard type', () => {
    expect(isAcceptedFormat(file('a.bin', 10, 'image/png'), 'image/*')).toBe(true);
  });
});

describe('validateImportFile: the size', () => {
  it('takes a file of exactly 3 MB, the general limit', () => {
    expect(validateImportFile(file('big.xlsx', 3 * MB))).toBeNull();
  });

  it('refuses one byte over 3 MB, with the size and the limit', () => {
    expect(validateImportFile(file('big.xlsx', 3 * MB + 1))).toEqual({
      code: 'tooLarge',
      fileName: 'big.xlsx',
      size: 3 * MB + 1,
      maxSizeBytes: IMPORT_MAX_SIZE_BYTES,
    });
  });

  it('applies a configured limit', () => {
    expect(validateImportFile(file('big.xlsx', 6 * MB), { maxSizeBytes: 10 * MB })).toBeNull();
    expect(validateImportFile(file('big.xlsx', 2 * MB), { maxSizeBytes: MB })?.code).toBe('tooLarge');
  });

  it('refuses an empty file', () => {
    expect(validateImportFile(file('blank.xlsx', 0))).toEqual({ code: 'empty', fileName: 'blank.xlsx' });
  });

  it('reports the format before the size: a huge PDF is of the wrong format', () => {
    expect(validateImportFile(file('scan.pdf', 9 * MB))?.code).toBe('wrongFormat');
  });
});

describe('accept lists', () => {
  it('normalises a string: lower case, trimmed, dots added, duplicates dropped', () => {
    expect(normaliseAccept(' .XLSX, xls ,.xlsx,, text/CSV')).toEqual(['.xlsx', '.xls', 'text/csv']);
  });

  it('defaults to .xlsx and .xls', () => {
    expect(acceptAttribute()).toBe('.xlsx,.xls');
  });
});

describe('listedRowErrors', () => {
  const errors = Array.from({ length: 57 }, (_, index) => ({ line: index + 2, message: 'Name is required' }));

  it('lists the first 10 of 57 failing rows and leaves 47 to the error file', () => {
    const listed = listedRowErrors(errors, 57);
    expect(listed.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(listed.unlisted).toBe(47);
  });

  it('counts the failures the answer did not list (the service lists at most 10)', () => {
    expect(listedRowErrors(errors.slice(0, 10), 57)).toMatchObject({ total: 57, unlisted: 47 });
  });

  it('lists 3 failing rows in full', () => {
    expect(listedRowErrors(errors.slice(0, 3), 3)).toMatchObject({ total: 3, unlisted: 0 });
  });
});

describe('isLargeImport', () => {
  const workbook = file('tenants.xlsx');

  it(`is large from ${IMPORT_LARGE_ROWS} rows counted by the template check`, () => {
    expect(isLargeImport(workbook, IMPORT_LARGE_ROWS)).toBe(true);
    expect(isLargeImport(workbook, IMPORT_LARGE_ROWS - 1)).toBe(false);
  });

  it('is not large when the rows are unknown', () => {
    expect(isLargeImport(workbook, undefined)).toBe(false);
  });

  it('follows a configured row count', () => {
    expect(isLargeImport(workbook, 800, { largeImportRows: 500 })).toBe(true);
  });

  it('lets isLarge decide over the row count', () => {
    expect(isLargeImport(workbook, 9000, { isLarge: () => false })).toBe(false);
    expect(isLargeImport(workbook, undefined, { isLarge: (chosen) => chosen.name === 'tenants.xlsx' })).toBe(
      true,
    );
  });
});

describe('progressPercent', () => {
  it('reads the percent of @opsdesk/http progress events', () => {
    expect(progressPercent({ loaded: 45, total: 100, percent: 45 })).toBe(45);
  });

  it('computes it from loaded and total', () => {
    expect(progressPercent({ loaded: 1, total: 3 })).toBe(33);
  });

  it('is unknown without a total', () => {
    expect(progressPercent({ loaded: 512, total: undefined, percent: undefined })).toBeUndefined();
  });

  it('takes a plain percent and keeps it within 0–100', () => {
    expect(progressPercent(120)).toBe(100);
    expect(progressPercent(-3)).toBe(0);
  });
});

describe('describeImportError', () => {
  it('uses the describe function given', () => {
    expect(describeImportError(new Error('x'), () => ({ message: 'Server problem', spanId: 'a1' }))).toEqual({
      message: 'Server problem',
      spanId: 'a1',
    });
  });

  it('shows an error already described as it is', () => {
    expect(describeImportError({ message: 'Too many rows' })).toEqual({
      message: 'Too many rows',
      spanId: undefined,
    });
  });

  it('leaves anything without a message to the generic text', () => {
    expect(describeImportError('boom')).toBeUndefined();
    expect(describeImportError({ message: '  ' })).toBeUndefined();
  });
});

describe('newIdempotencyKey', () => {
  it('gives a different key each time', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
  });
});
