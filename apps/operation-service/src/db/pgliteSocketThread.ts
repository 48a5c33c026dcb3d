/**
 * The worker-thread side of `openPgliteOverSocket`: one PGlite served over the PostgreSQL wire
 * protocol on a loopback port (`@electric-sql/pglite-socket`), so that the service reaches it
 * through node-postgres, the driver it uses for a real PostgreSQL. Kept beside the message-passing
 * thread (`pgliteThread.ts`) to measure one against the other (`bench:load`, `PGLITE_THREAD`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createPglite, type PgliteOptions } from './pglite';

if (!parentPort) throw new Error('pgliteSocketThread runs in a worker thread');
const port = parentPort;
const { options } = workerData as { readonly options: PgliteOptions };
const db = await createPglite(options);
// One connection: PGlite has one session, and the socket server's multiplexer interleaves the
// messages of several connections, which the extended protocol's unnamed statements do not survive.
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
await server.start();
const address = server.getServerConn();
port.postMessage({ id: 0, ok: true, result: address });
port.on('message', (message: { kind: string }) => {
  if (message.kind === 'close')
    void server
      .stop()
      .then(() => db.close())
      .then(() => port.postMessage({ id: -1, ok: true, result: 'closed' }));
});
