import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Run before every test file of the packages' and the console's projects (vitest.shared.ts). Where
// files share one module graph per worker (`isolate: false`: a module is imported once per worker,
// not once per file), nothing here may depend on which file a worker ran before.

// Every file waits as long for what appears (findBy…, waitFor): up to 4 s, not Testing Library's
// 1 s, which a loaded 2-core machine misses. An element that never appears still fails the test.
configure({ asyncUtilTimeout: 4000 });

// Whatever a test leaves behind is undone after it, so that the next test, in this file or the
// next, starts clean: what was rendered, what else is in the page's body, the web storage, fake
// timers, stubbed globals.
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
