import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * Run before every test file of the projects whose files share one module graph per worker
 * (`isolate: false`: a module is imported once per worker, not once per file). Whatever one file's
 * tests leave behind is undone here, after each test, so that the next test, in this file or the
 * next, starts clean: what was rendered, what else is in the page's body, the web storage, fake timers, stubbed globals.
 */
afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') {
    // What lives outside a rendered tree: the page's live regions, a portal left open.
    document.body.replaceChildren();
    window.localStorage?.clear();
    window.sessionStorage?.clear();
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
