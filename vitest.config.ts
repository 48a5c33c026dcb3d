import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import TimingsReporter from './scripts/vitest-timings.ts';
import { sourceConditions } from './vitest.shared.ts';

/** Where each file's time went (`node scripts/test-timings.mjs` prints it): in CI, or when asked for. */
const timings = process.env.VITEST_TIMINGS ?? (process.env.CI ? '.vitest/timings.json' : undefined);

export default mergeConfig(
  // The root resolves like the projects: global setups run here.
  sourceConditions,
  defineConfig({
    test: {
      // Per package and app, its vitest.config.ts, and a vitest.isolated.config.ts where some of its
      // files need a module graph of their own (vitest.shared.ts).
      projects: ['{packages,apps}/*/vitest.config.ts', '{packages,apps}/*/vitest.isolated.config.ts'],
      // Every project's files share one pool with a worker per core. (Vitest's default leaves a core
      // to its main process, which is idle once the files are transformed: on two cores, one worker.)
      maxWorkers: availableParallelism(),
      reporters: [
        'default',
        ...(process.env.CI
          ? [
              ['json', { outputFile: process.env.VITEST_REPORT ?? '.vitest/report.json' }] satisfies [
                'json',
                object,
              ],
            ]
          : []),
        ...(timings ? [new TimingsReporter(timings)] : []),
      ],
    },
  }),
);
