import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'console',
      // Data and catalogue tests run in Node; React tests choose jsdom with a `// @vitest-environment jsdom` line.
      environment: 'node',
      testTimeout: 15_000,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    },
  }),
);
