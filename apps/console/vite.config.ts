import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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
  plugins: [oneLanguageOfUiTexts(), react()],
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
