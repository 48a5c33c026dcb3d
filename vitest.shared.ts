import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults, type ViteUserConfig as UserConfig } from 'vitest/config';

const packagesDir = fileURLToPath(new URL('./packages/', import.meta.url));

/** Each workspace package's name and the source its `@opsdesk/source` export condition points at. */
const workspaceSources = readdirSync(packagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    try {
      const manifest = JSON.parse(readFileSync(`${packagesDir}${entry.name}/package.json`, 'utf8')) as {
        name: string;
        exports?: Record<string, Record<string, string>>;
      };
      const source = manifest.exports?.['.']?.['@opsdesk/source'];
      return source
        ? [{ find: manifest.name, replacement: `${packagesDir}${entry.name}/${source.replace(/^\.\//, '')}` }]
        : [];
    } catch {
      return [];
    }
  });

/**
 * Settings every Vitest project shares: workspace packages resolve to their source, so tests never
 * need a build. The `@opsdesk/source` condition does it in the browser; in Node, Vite's runner
 * resolves linked packages outside the conditions, so exact aliases do it there.
 */
export const sourceConditions: UserConfig = {
  resolve: {
    conditions: ['@opsdesk/source', ...defaultClientConditions],
    alias: workspaceSources.map(({ find, replacement }) => ({ find: new RegExp(`^${find}$`), replacement })),
  },
  ssr: { resolve: { conditions: ['@opsdesk/source', ...defaultServerConditions] } },
};

/** A test file that mocks modules, or needs them fresh, says so in its name: `x.isolated.test.ts(x)`. */
export const ISOLATED_SUFFIX = '.isolated.test.';

export interface PackageTestOptions {
  /** The project's name; its isolated files form the project `<name>-isolated`. */
  readonly name: string;
  /** Globs of the test files, relative to the package (`src/**\/*.test.ts`). */
  readonly include: readonly string[];
  readonly testTimeout?: number;
}

const setupFile = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));

/**
 * The Vitest project of a package's (or app's) test files, in one of two kinds:
 *
 * - `shared` (its `vitest.config.ts`): the files share one module graph per worker
 *   (`isolate: false`), so React, the package's sources and their dependencies are imported once per
 *   worker rather than once per file, the largest cost of a jsdom test file. `vitest.setup.ts`
 *   undoes after each test what a test leaves behind (the rendered trees, the page's body, storage,
 *   timers, stubbed globals).
 * - `isolated` (its `vitest.isolated.config.ts`): the files named `*.isolated.test.ts(x)`, which
 *   mock modules (`vi.mock`, `vi.doMock`) or count how a module loads: each gets its own module
 *   graph, as Vitest's default gives. ESLint refuses module mocks in a file not so named.
 *
 * Core tests run in Node; React tests choose jsdom with a `// @vitest-environment jsdom` line.
 */
export function packageTests(kind: 'shared' | 'isolated', options: PackageTestOptions): UserConfig {
  const isolatedGlobs = options.include.map((glob) => glob.replace(/\.test\./, ISOLATED_SUFFIX));
  return {
    ...sourceConditions,
    test: {
      name: kind === 'shared' ? options.name : `${options.name}-isolated`,
      environment: 'node',
      include: kind === 'shared' ? [...options.include] : isolatedGlobs,
      exclude:
        kind === 'shared' ? [...configDefaults.exclude, `**/*${ISOLATED_SUFFIX}*`] : configDefaults.exclude,
      isolate: kind === 'isolated',
      setupFiles: [setupFile],
      ...(options.testTimeout && { testTimeout: options.testTimeout }),
    },
  };
}
