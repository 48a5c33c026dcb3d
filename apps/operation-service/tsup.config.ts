import { defineConfig } from 'tsup';

/**
 * The service built for `pnpm start`: one ES module per entry in dist/ (the service, and the PGlite
 * thread, which starts from a file of its own), so that a start runs compiled JavaScript rather than
 * compiling the TypeScript through tsx first. The workspace's packages are bundled from their
 * sources (no need to build them first); the other dependencies stay imports of node_modules.
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    pgliteThread: 'src/db/pgliteThread.ts',
    pgliteSocketThread: 'src/db/pgliteSocketThread.ts',
    xlsxThread: 'src/xlsx/xlsxThread.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@opsdesk\//],
  esbuildOptions(options) {
    options.conditions = ['@opsdesk/source'];
  },
});
