import { defineConfig } from 'tsup';

export default defineConfig({
  // Every module is an entry, so dist keeps the module boundaries and an app's bundler drops the
  // modules it does not import (sideEffects: false). One flat file would keep every zod schema the
  // contract builds at its top level, even for an app that only reads a status code.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/test/**'],
  format: ['esm'],
  splitting: true,
  // The package has one public entry: only its types are emitted.
  dts: { entry: 'src/index.ts' },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  // Dependencies stay imports: the app that installs us bundles one copy of each.
  skipNodeModulesBundle: true,
});
