import { defineProject } from 'vitest/config';
import { packageTests, type PackageTestOptions } from '../../vitest.shared.ts';

/** This package's test files; vitest.isolated.config.ts runs those named *.isolated.test.ts(x). */
export const options: PackageTestOptions = {
  name: 'ui',
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
};

// The files that share a module graph per worker (vitest.shared.ts says why and how).
export default defineProject(packageTests('shared', options));
