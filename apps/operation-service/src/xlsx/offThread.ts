import { startThreadClient, type ThreadClient } from '../threads';
import type { SheetContent } from './workbook';

type ReadRequest = { readonly data: Uint8Array };

let client: ThreadClient<ReadRequest> | undefined;

/** The workbook thread, started at the first read and kept; started again after it is lost. */
function thread(): ThreadClient<ReadRequest> {
  client ??= startThreadClient<ReadRequest>(
    'xlsxThread',
    {},
    {
      lostError: (cause) => new Error(`the workbook thread stopped: ${cause}`),
      onLost: (lost) => {
        if (client === lost) client = undefined;
      },
      // Idle, it does not keep the process alive.
      idleUnref: true,
    },
  );
  return client;
}

/**
 * `readFirstSheet` on a worker thread of its own: the parse of an upload does not hold the
 * service's event loop. The bytes are copied to the thread.
 */
export function readFirstSheetOffThread(data: Buffer): Promise<SheetContent | null> {
  return thread().send<SheetContent | null>({ data: new Uint8Array(data) });
}
