/**
 * The worker-thread side of `readFirstSheetOffThread`: reads workbooks. exceljs unzips and parses a
 * sheet's XML in one synchronous stretch (a 10,000-row file held the event loop for seconds), so
 * the service reads uploads here while its own thread goes on answering.
 */
import { serveRequests } from '../threads';
import { readFirstSheet } from './workbook';

serveRequests(({ data }: { readonly id: number; readonly data: Uint8Array }) =>
  readFirstSheet(Buffer.from(data.buffer, data.byteOffset, data.byteLength)),
);
