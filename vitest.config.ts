import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One project per package and app, each with its own vitest.config.ts.
    projects: ['packages/*', 'apps/*'],
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.vitest/report.json' }]] : ['default'],
  },
});
