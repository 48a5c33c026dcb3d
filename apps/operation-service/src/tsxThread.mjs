// Starts a worker thread from TypeScript sources (development and tests, where the service runs
// through tsx): registers tsx's loader in this thread, then imports the entry it was given.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
