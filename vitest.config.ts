import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceConditions } from './vitest.shared.ts';

export default mergeConfig(
  // The root resolves like the projects: global setups run here.
  sourceConditions,
  defineConfig({
    test: {
      // One project per package and app, each with its own vitest.config.ts.
      projects: ['packages/*', 'apps/*'],
      reporters: process.env.CI
        ? ['default', ['json', { outputFile: process.env.VITEST_REPORT ?? '.vitest/report.json' }]]
        : ['default'],
    },
  }),
);
