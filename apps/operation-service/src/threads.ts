import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

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
