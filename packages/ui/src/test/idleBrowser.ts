import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Holds back `requestIdleCallback` in the tests of the file that calls it: the idle preload runs
 * only when a test calls `runIdle()`. Each test unmounts what it rendered first (unmounting cancels
 * the callback), then the browser's own functions come back.
 */
export function holdIdleCallbacks(): { readonly runIdle: () => void } {
  let idle: (() => void) | undefined;
  beforeEach(() => {
    idle = undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return { runIdle: () => idle?.() };
}
