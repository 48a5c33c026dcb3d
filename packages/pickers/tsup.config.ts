import { defineConfig } from 'tsup';

export default defineConfig({
  // Every module is an entry, so dist keeps the module boundaries and an app's bundler drops the
  // components it does not import (sideEffects: false). One flat file would keep every component's
  // top-level styled-components and zod calls, whatever the app imports.
  entry: [
    'src/**/*.ts',
    'src/**/*.tsx',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
    '!src/**/*.stories.tsx',
    '!src/**/test/**',
    // Recorded answers and story helpers are for Storybook and tests, not for users.
    '!src/fixtures/**',
    '!src/stories/**',
  ],
  format: ['esm'],
  splitting: true,
  // The package has one public entry: only its types are emitted.
  dts: { entry: 'src/index.ts' },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  // Dependencies and peers stay imports: the app that installs us bundles one copy of each.
  skipNodeModulesBundle: true,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'styled-components',
    'react-intl',
    '@opsdesk/http',
    '@opsdesk/api',
    '@opsdesk/ui',
  ],
});
