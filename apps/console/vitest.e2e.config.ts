import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

/**
 * The console's end-to-end tests: the built console served by the operation-service (PGlite,
 * seeded at the test scale) on one port, driven in Debian's Chromium through playwright-core.
 * `pnpm test:e2e` at the repository root. The build goes to `OPSDESK_E2E_CONSOLE_DIR` (default
 * `dist/`); `OPSDESK_E2E_SKIP_BUILD=1` reuses the build found there.
 */
export default mergeConfig(
  sourceConditions,
  defineConfig({
    test: {
      name: 'console-e2e',
      root: import.meta.dirname,
      include: ['e2e/**/*.e2e.ts'],
      globalSetup: ['e2e/globalSetup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // One browser per file; files share the one service (a file that needs other settings starts its own).
      fileParallelism: false,
    },
  }),
);
