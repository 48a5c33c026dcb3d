import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'pickers',
      // Core tests run in Node; React tests choose jsdom with a `// @vitest-environment jsdom` line.
      environment: 'node',
      // The dialog tests render a DataTable in jsdom: seconds each on a loaded 2-core machine.
      testTimeout: 15_000,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    },
  }),
);
