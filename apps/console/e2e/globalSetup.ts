import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { consoleDir, startService } from './service';

const consoleRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the console into `consoleDir()` (unless `OPSDESK_E2E_SKIP_BUILD=1` finds a build there),
 * starts the service serving it, and tells the tests where both are.
 */
export default async function setup(project: TestProject) {
  const outDir = consoleDir();
  if (process.env.OPSDESK_E2E_SKIP_BUILD !== '1' || !existsSync(join(outDir, 'index.html'))) {
    // Vitest runs with NODE_ENV=test, which would give React's development build.
    const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: consoleRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('The console did not build.');
  }
  const service = await startService({ CONSOLE_DIR: outDir });
  project.provide('baseURL', service.baseURL);
  project.provide('consoleDir', outDir);
  return () => service.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The built console the service serves: a test that starts a service of its own serves it too. */
    consoleDir: string;
  }
}
