/**
 * The worker-thread side of `readFirstSheetOffThread`: reads workbooks. exceljs unzips and parses a
 * sheet's XML in one synchronous stretch (a 10,000-row file held the event loop for seconds), so
 * the service reads uploads here while its own thread goes on answering.
 */
import { parentPort } from 'node:worker_threads';
import { readFirstSheet } from './workbook';

if (!parentPort) throw new Error('xlsxThread runs in a worker thread');
const port = parentPort;

port.on('message', ({ id, data }: { readonly id: number; readonly data: Uint8Array }) => {
  readFirstSheet(Buffer.from(data.buffer, data.byteOffset, data.byteLength)).then(
    (sheet) => port.postMessage({ id, ok: true, sheet }),
    (error: unknown) => port.postMessage({ id, ok: false, message: String(error) }),
  );
});
