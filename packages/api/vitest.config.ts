import { defineProject } from 'vitest/config';
import { packageTests } from '../../vitest.shared.ts';

// The files share a module graph per worker (vitest.shared.ts says why and how).
export default defineProject(
  packageTests('shared', {
    name: 'api',
    include: ['src/**/*.test.ts'],
  }),
);
