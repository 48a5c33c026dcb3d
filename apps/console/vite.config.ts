import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * react-router publishes its development build (warnings, invariant texts) under its package
 * exports' every condition; the production build sits beside it. A production build of the console
 * takes that one.
 */
function reactRouterProductionBuild(): { find: RegExp; replacement: string }[] {
  const fromDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json'));
  const production = join(dirname(fromDom.resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}

/**
 * The console: one chunk for the entry (providers, router, catalogue), one for the login page, one
 * for the signed-in layout, one for the generic screens, and one per screen module. In development
 * the operation-service answers on its own port and Vite forwards the calls to it.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    conditions: ['@opsdesk/source'],
    alias: mode === 'production' ? reactRouterProductionBuild() : [],
  },
  build: {
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8787',
      '/oauth': 'http://127.0.0.1:8787',
      '/sso': 'http://127.0.0.1:8787',
    },
  },
}));
