/**
 * The worker-thread side of `openPgliteInWorker`: one PGlite, answering the main thread's
 * messages. It runs on a thread of its own so that a long statement (an import, a large export, a
 * slow report) holds the database, never the service's event loop: requests that do not need the
 * database, and the serialisation of every answer, go on while it works.
 */
import { workerData } from 'node:worker_threads';
import { openPglite, type PgliteOptions } from './pglite';
import type { Queryable } from './types';
import { serveRequests } from '../threads';
import type { ThreadRequest } from './pgliteProtocol';

const { options } = workerData as { readonly options: PgliteOptions };
const db = await openPglite(options);

/** The transactions open now, by id, each waiting for the main thread's commit or rollback. */
const transactions = new Map<
  number,
  { readonly tx: Queryable; readonly finish: (commit: boolean) => void; readonly done: Promise<void> }
>();
let nextTransaction = 1;

/** How a rollback the main thread asked for ends the transaction's callback. */
class RolledBack extends Error {}

async function begin(): Promise<number> {
  let opened!: (tx: Queryable) => void;
  const ready = new Promise<Queryable>((resolve) => (opened = resolve));
  let finish!: (commit: boolean) => void;
  // PGlite's transaction() holds the database until its callback settles; the callback settles
  // when the main thread says commit (resolve) or rollback (reject), so other queries wait as
  // they would for any PGlite transaction.
  const done = db.transaction(async (tx) => {
    opened(tx);
    await new Promise<void>((commit, rollback) => {
      finish = (ok) => (ok ? commit() : rollback(new RolledBack()));
    });
  });
  const tx = await Promise.race([
    ready,
    done.then(() => {
      throw new Error('the transaction ended before it began');
    }),
  ]);
  const id = nextTransaction++;
  transactions.set(id, { tx, finish, done });
  return id;
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  transactions.delete(id);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const target = request.transaction === undefined ? db : transactions.get(request.transaction)?.tx;
      if (!target) throw new Error(`transaction ${request.transaction} is not open`);
      return target.query(request.sql, request.params);
    }
    case 'exec':
      return db.exec(request.sql);
    case 'begin':
      return begin();
    case 'commit':
      return end(request.transaction, true);
    case 'rollback':
      return end(request.transaction, false);
    case 'dump':
      return db.dump();
    case 'close':
      return db.close();
  }
}

serveRequests(handle);
