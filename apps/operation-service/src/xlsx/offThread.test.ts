import { describe, expect, it } from 'vitest';
import { readFirstSheetOffThread } from './offThread';
import { readFirstSheet, writeWorkbook } from './workbook';

const workbookOf = (count: number) =>
  writeWorkbook([
    {
      name: 'rows',
      rows: [
        ['Name', 'Amount', 'Note'],
        ...Array.from({ length: count }, (_, index) => [
          `Row ${index}`,
          index * 1.5,
          index % 2 === 0 ? '备注' : null,
        ]),
      ],
    },
  ]);

describe('readFirstSheetOffThread', () => {
  it('reads the same header and rows as readFirstSheet', async () => {
    const data = await workbookOf(50);
    expect(await readFirstSheetOffThread(data)).toEqual(await readFirstSheet(data));
  });

  it('answers null for data that is no workbook', async () => {
    expect(await readFirstSheetOffThread(Buffer.from('name,amount\nAcme,1\n'))).toBeNull();
  });

  it('leaves the event loop free while it parses: no stall between timer ticks near the length of the read', async () => {
    const data = await workbookOf(10_000);
    // The thread is started by the tests above; this measures the parse, not the start. Read on
    // this thread, exceljs parses the sheet in one synchronous stretch: the longest gap between
    // ticks is about half of the read; off the thread, a small part of it.
    let last = performance.now();
    let longestGap = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 1);
    const started = performance.now();
    const sheet = await readFirstSheetOffThread(data);
    const took = performance.now() - started;
    clearInterval(ticks);
    expect(sheet?.rows).toHaveLength(10_000);
    expect(longestGap).toBeLessThan(took / 5);
  }, 60_000);
});
