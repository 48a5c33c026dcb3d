/**
 * Starts the HEIC worker. Kept in a module of its own, loaded with a dynamic `import()` only: the
 * package is built with every module an entry and code splitting, which moves any statically
 * shared module into a chunk at the root of `dist`, where `./heicWorker.js` would not be found.
 * A module reached only dynamically stays in its own file, beside `heicWorker.js`.
 *
 * `new Worker(new URL('./heicWorker.js', import.meta.url), { type: 'module' })` is the pattern
 * Vite, webpack, Rollup and Parcel recognise to bundle the worker; Vite resolves the `.js` name to
 * `heicWorker.ts` in the sources.
 */
export function startHeicWorker(): Worker {
  if (typeof Worker === 'undefined') throw new Error('Web Workers are not available here');
  return new Worker(new URL('./heicWorker.js', import.meta.url), { type: 'module' });
}
