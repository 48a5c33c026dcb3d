import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: process.env.TEST_DATABASE_URL ? 'operation-service-postgres' : 'operation-service',
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      globalSetup: ['test/globalSetup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
