import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console: one chunk for the entry (providers, router, catalogue), one for the login page, one
 * for the signed-in layout, one for the generic screens, and one per screen module. In development
 * the operation-service answers on its own port and Vite forwards the calls to it.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@opsdesk/source'] },
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
});
