import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('PGLITE_THREAD', () => {
  it('runs PGlite on a worker thread unless told otherwise', () => {
    expect(loadConfig({}).pgliteThread).toBe('worker');
    expect(loadConfig({ PGLITE_THREAD: 'main' }).pgliteThread).toBe('main');
  });

  it('refuses an unknown place, and the unauthenticated socket in production', () => {
    expect(() => loadConfig({ PGLITE_THREAD: 'elsewhere' })).toThrow(
      'PGLITE_THREAD must be worker, socket or main',
    );
    expect(loadConfig({ PGLITE_THREAD: 'socket' }).pgliteThread).toBe('socket');
    expect(() => loadConfig({ PGLITE_THREAD: 'socket', NODE_ENV: 'production' })).toThrow('for benchmarks');
  });
});
