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
      // Each file holds one database (PGlite uses ~700 MB): two at a time on two cores.
      maxWorkers: 2,
      // Runs as its own group (after the packages), since its worker count differs.
      sequence: { groupOrder: 1 },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
