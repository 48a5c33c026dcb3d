import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

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
