import { existsSync } from 'node:fs';
import { parentPort, Worker } from 'node:worker_threads';

/** The modules that run as worker threads: their names in the built bundle (dist/), and their sources under src/. */
const threadModules = {
  pgliteThread: './db/pgliteThread.ts',
  pgliteSocketThread: './db/pgliteSocketThread.ts',
  xlsxThread: './xlsx/xlsxThread.ts',
} as const;

export type ThreadModule = keyof typeof threadModules;

/**
 * A worker thread running one of the service's thread modules: the compiled `dist/<name>.js` when
 * the service runs built (this module is then inside dist/ too, one level below the service's
 * folder, as src/threads.ts is), its TypeScript source through tsx in development and tests.
 */
export function spawnThread(name: ThreadModule, workerData: unknown): Worker {
  const built = new URL(`./${name}.js`, import.meta.url);
  if (import.meta.url.endsWith('.js') && existsSync(built)) return new Worker(built, { workerData });
  return new Worker(new URL('./tsxThread.mjs', import.meta.url), {
    workerData: { ...(workerData as object), entry: new URL(threadModules[name], import.meta.url).href },
  });
}

/** An answer from a thread module: its result, or its error with the fields that matter. */
export type ThreadReply =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly error: SerializedError };

/** An error as it crosses threads: its message and its string and number fields (SQLSTATE code, constraint, detail...). */
export interface SerializedError {
  readonly name: string;
  readonly message: string;
  readonly fields: Readonly<Record<string, string | number>>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return { name: error.name, message: error.message, fields };
}

/** The error again on the service's thread, with the same fields, so that `error.code` checks keep working. */
export function deserializeError(error: SerializedError): Error {
  const revived = new Error(error.message);
  revived.name = error.name;
  return Object.assign(revived, error.fields);
}

/**
 * The thread module's side: answers each request of the service's thread with `handle`'s result
 * or error, under the request's id, and says it is ready (id 0) once called.
 */
export function serveRequests<Request extends { readonly id: number }>(
  handle: (request: Request) => Promise<unknown>,
): void {
  if (!parentPort) throw new Error('a thread module runs in a worker thread');
  const port = parentPort;
  const reply = (message: ThreadReply) => port.postMessage(message);
  port.on('message', (request: Request) => {
    handle(request).then(
      (result) => reply({ id: request.id, ok: true, result }),
      (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }),
    );
  });
  reply({ id: 0, ok: true, result: 'ready' });
}

/** The service's side of a thread module: requests by id, answered by `serveRequests`. */
export interface ThreadClient<Request> {
  readonly worker: Worker;
  /** Settles when the module said it is ready; rejects when the thread stopped before. */
  readonly ready: Promise<void>;
  /** Sends a request (its id is added) and answers its result; fails once the thread is lost. */
  send<T>(request: Request): Promise<T>;
}

/**
 * Starts a thread module and its client. When the thread stops (an error, an exit), what was
 * waiting fails with `lostError(cause)`, later requests too, and `onLost` is told. With
 * `idleUnref`, the thread keeps the process alive only while a request waits.
 */
export function startThreadClient<Request extends object>(
  name: ThreadModule,
  workerData: unknown,
  options: {
    readonly lostError: (cause: string) => Error;
    readonly onLost?: (client: ThreadClient<Request>) => void;
    readonly idleUnref?: boolean;
  },
): ThreadClient<Request> {
  const worker = spawnThread(name, workerData);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let lost: Error | undefined;
  if (options.idleUnref) worker.unref();
  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  // Awaited by whoever sends; a thread that never opens must not also be an unhandled rejection.
  ready.catch(() => undefined);
  worker.on('message', (message: ThreadReply) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (options.idleUnref && pending.size === 0) worker.unref();
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(deserializeError(message.error));
  });
  const fail = (cause: string) => {
    if (lost) return;
    lost = options.lostError(cause);
    for (const waiting of pending.values()) waiting.reject(lost);
    pending.clear();
    options.onLost?.(client);
  };
  worker.on('error', (error) => fail(String(error)));
  worker.on('exit', (code) => fail(`exit code ${code}`));
  const client: ThreadClient<Request> = {
    worker,
    ready,
    send<T>(request: Request): Promise<T> {
      if (lost) return Promise.reject(lost);
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        if (options.idleUnref) worker.ref();
        worker.postMessage({ ...request, id });
      });
    },
  };
  return client;
}
