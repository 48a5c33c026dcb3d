import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolveModulePreloadDependenciesFn, type Rolldown } from 'vite';
import { precompress } from './scripts/precompress.ts';

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
 * formatjs's ICU parser gives way to the console's (src/i18n/icuParser.ts: the same tree, 9 KB
 * lighter, skeletons refused), for every package that formats a message.
 */
const icuParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: fileURLToPath(new URL('./src/i18n/icuParser.ts', import.meta.url)),
};

/**
 * Trims the preload list of every lazy import to what is not loaded yet. Vite lists, for each
 * `import()`, every chunk the imported one needs, including those the importing chunk itself imports
 * statically, which are loaded before it runs: with some 250 lazy screens in the signed-in layout
 * those names cost the shell about 6 KB gzipped for nothing. The plugin keeps the chunk graph at
 * hand for `resolveDependencies`; without it (another bundler order) the lists stay whole.
 */
function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let bundle: Rolldown.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  const loadedWith = (file: string): Set<string> => {
    let closure = closures.get(file);
    if (closure) return closure;
    closure = new Set<string>();
    const pending = [file];
    while (pending.length > 0) {
      const next = pending.pop() as string;
      if (closure.has(next)) continue;
      closure.add(next);
      const chunk = bundle?.[next];
      if (chunk?.type === 'chunk') pending.push(...chunk.imports);
    }
    closures.set(file, closure);
    return closure;
  };
  return {
    plugin: {
      name: 'opsdesk:preload-only-what-is-missing',
      enforce: 'pre',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !bundle?.[hostId]) return deps;
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

const preload = preloadOnlyWhatIsMissing();

/**
 * The console: one chunk for the entry (providers, router, catalogue), one for the login page, one
 * for the signed-in layout, one for the generic screens, and one per screen module. In development
 * the operation-service answers on its own port and Vite forwards the calls to it.
 */
export default defineConfig(({ mode }) => ({
  // Brotli and gzip copies of every script, style and page, which the operation-service sends.
  plugins: [react(), preload.plugin, precompress()],
  resolve: {
    conditions: ['@opsdesk/source'],
    alias: [icuParser, ...(mode === 'production' ? reactRouterProductionBuild() : [])],
  },
  build: {
    modulePreload: { resolveDependencies: preload.resolveDependencies },
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
