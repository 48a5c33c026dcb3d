import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

/**
 * The console's end-to-end tests: the built console served by the operation-service (PGlite,
 * seeded at the test scale) on one port, driven in Debian's Chromium through playwright-core.
 * `pnpm test:e2e` at the repository root; `OPSDESK_E2E_SKIP_BUILD=1` reuses `dist/`.
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
      // One browser per file; files share the one service.
      fileParallelism: false,
    },
  }),
);
