import { defineProject } from 'vitest/config';
import { packageTests } from '../../vitest.shared.ts';
import { options } from './vitest.config.ts';

// The files named *.isolated.test.ts(x): each with its own module graph (vitest.shared.ts).
export default defineProject(packageTests('isolated', options));
