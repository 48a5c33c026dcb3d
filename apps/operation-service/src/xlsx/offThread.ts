import type { Worker } from 'node:worker_threads';
import { spawnThread } from '../threads';
import type { SheetContent } from './workbook';

type Reply =
  | { readonly id: number; readonly ok: true; readonly sheet: SheetContent | null }
  | { readonly id: number; readonly ok: false; readonly message: string };

let worker: Worker | undefined;
const pending = new Map<
  number,
  { resolve: (sheet: SheetContent | null) => void; reject: (error: Error) => void }
>();
let nextId = 1;

function thread(): Worker {
  if (worker) return worker;
  const started = spawnThread('xlsxThread', {});
  // Idle, it does not keep the process alive; a request holds it (see below).
  started.unref();
  started.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
    if (reply.ok) waiting.resolve(reply.sheet);
    else waiting.reject(new Error(reply.message));
  });
  const lost = (cause: unknown) => {
    if (worker === started) worker = undefined;
    for (const waiting of pending.values())
      waiting.reject(new Error(`the workbook thread stopped: ${String(cause)}`));
    pending.clear();
  };
  started.on('error', lost);
  started.on('exit', (code) => lost(`exit code ${code}`));
  worker = started;
  return started;
}

/**
 * `readFirstSheet` on a worker thread of its own (started at the first call, then kept): the
 * parse of an upload does not hold the service's event loop. The bytes are copied to the thread.
 */
export function readFirstSheetOffThread(data: Buffer): Promise<SheetContent | null> {
  const target = thread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, data: new Uint8Array(data) });
  });
}
