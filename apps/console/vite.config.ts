import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const uiCatalogue = fileURLToPath(new URL('../../packages/ui/src/i18n/catalogue.ts', import.meta.url));
const uiCatalogueShim = fileURLToPath(new URL('./src/i18n/uiCatalogueShim.ts', import.meta.url));

/**
 * @opsdesk/ui's message catalogue holds every language of every component; the console loads the
 * one language it shows (`src/i18n/uiMessages.ts`, files written by `pnpm --filter console
 * ui-messages`) and puts an empty catalogue in the package's place. Tests (Vitest) keep the real one.
 */
function oneLanguageOfUiTexts(): Plugin {
  return {
    name: 'opsdesk:one-language-of-ui-texts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.includes('/packages/ui/') || !source.endsWith('catalogue')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === uiCatalogue ? uiCatalogueShim : null;
    },
  };
}

/**
 * The console: one chunk for the entry (providers, router, catalogue), one for the login page, one
 * for the signed-in layout, one for the generic screens, and one per screen module. In development
 * the operation-service answers on its own port and Vite forwards the calls to it.
 */
export default defineConfig({
  plugins: [oneLanguageOfUiTexts(), react()],
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
