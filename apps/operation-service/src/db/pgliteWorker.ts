import type { Worker } from 'node:worker_threads';
import { spawnThread, startThreadClient, type ThreadClient } from '../threads';
import type { PgliteOptions } from './pglite';
import { openPostgres } from './postgres';
import type { ThreadRequest } from './pgliteProtocol';
import type { Database, Queryable, QueryResult, SqlValue } from './types';

/** The SQLSTATE of a lost connection: the service answers 503 for it (see `unavailable.ts`). */
const CONNECTION_FAILURE = '08006';

type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
type Thread = ThreadClient<Request>;

function startThread(options: PgliteOptions, onLost: (thread: Thread) => void): Thread {
  return startThreadClient<Request>(
    'pgliteThread',
    { options },
    {
      lostError: (cause) =>
        Object.assign(new Error(`the PGlite thread stopped: ${cause}`), { code: CONNECTION_FAILURE }),
      onLost,
    },
  );
}

/**
 * PGlite on a worker thread of its own, behind the service's one query interface. PGlite runs a
 * statement synchronously in WebAssembly: on the service's thread, a 20-second import held every
 * other request for 20 seconds. Here a statement holds only the database; the event loop keeps
 * answering (static files, login throttling, the serialisation of other answers), and the work of
 * the two threads uses two cores.
 *
 * Queries and transactions keep PGlite's semantics: one statement at a time, and a transaction
 * holds the database until it ends. If the thread dies, what was waiting fails with the SQLSTATE of
 * a lost connection (the service answers 503) and the next query starts a new thread on the same
 * data directory: the service recovers without a restart. (An in-memory database cannot come back:
 * its data died with the thread, so its queries keep failing.)
 */
export async function openPgliteInWorker(
  options: PgliteOptions = {},
): Promise<Database & { dump(): Promise<Blob>; readonly thread: Worker }> {
  let closed = false;
  let gone: Error | undefined;
  const replace = (dead: Thread) => {
    if (closed || current !== dead) return;
    if (!options.dataDir) {
      gone = Object.assign(new Error('the in-memory PGlite thread stopped; its data is lost'), {
        code: CONNECTION_FAILURE,
      });
      return;
    }
    current = startThread(options, replace);
  };
  let current = startThread(options, replace);
  await current.ready;

  const send = async <T>(request: Request): Promise<T> => {
    if (gone) throw gone;
    const thread = current;
    await thread.ready;
    return thread.send<T>(request);
  };
  return {
    driver: 'pglite',
    get thread() {
      return current.worker;
    },
    query: <Row>(sql: string, params: readonly SqlValue[] = []) =>
      send<QueryResult<Row>>({ kind: 'query', sql, params }),
    async transaction(work) {
      // A transaction's statements go to the thread that opened it: if that thread dies, they fail
      // (the transaction is gone) rather than run outside a transaction on its successor.
      const thread = current;
      await thread.ready;
      const id = await thread.send<number>({ kind: 'begin' });
      const tx: Queryable = {
        query: <Row>(sql: string, params: readonly SqlValue[] = []) =>
          thread.send<QueryResult<Row>>({ kind: 'query', sql, params, transaction: id }),
      };
      let result;
      try {
        result = await work(tx);
      } catch (error) {
        await thread.send({ kind: 'rollback', transaction: id }).catch(() => undefined);
        throw error;
      }
      await thread.send({ kind: 'commit', transaction: id });
      return result;
    },
    exec: async (sql) => {
      await send({ kind: 'exec', sql });
    },
    dump: () => send<Blob>({ kind: 'dump' }),
    async close() {
      if (closed) return;
      closed = true;
      const thread = current;
      await thread.send({ kind: 'close' }).catch(() => undefined);
      thread.worker.removeAllListeners('exit');
      await thread.worker.terminate();
    },
  };
}

/**
 * PGlite on a worker thread serving the PostgreSQL wire protocol on a loopback port, reached
 * through node-postgres with one connection (PGlite has one session). The alternative to
 * `openPgliteInWorker` that `bench:load` measures against it (`PGLITE_THREAD=socket`).
 */
export async function openPgliteOverSocket(options: PgliteOptions = {}): Promise<Database> {
  const worker = spawnThread('pgliteSocketThread', { options });
  const address = await new Promise<string>((resolve, reject) => {
    worker.once('message', (message: { result: string }) => resolve(message.result));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the PGlite thread stopped: exit code ${code}`)));
  });
  const db = await openPostgres({ connectionString: `postgresql://postgres@${address}/postgres`, max: 1 });
  return {
    ...db,
    driver: 'pglite',
    async close() {
      await db.close();
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
