import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  // Dependencies and peers stay imports: the app that installs us bundles one copy of each.
  skipNodeModulesBundle: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', 'react-intl'],
});
