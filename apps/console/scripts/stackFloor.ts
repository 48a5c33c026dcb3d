/**
 * The stack's floor: the gzipped JavaScript of the libraries the console is built on (DESIGN.md,
 * TOOLCHAIN.md) in a page that does the least with them, built like the console. The login floor
 * is React DOM, styled-components and react-intl (axios loads with the first request, after the
 * page shows); the signed-in floor adds axios, react-router's data router and zod/mini. The budgets of the bundle report are read against these numbers.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

async function gzippedBuild(entry: string): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'opsdesk-floor-'));
  try {
    await build({
      configFile: false,
      logLevel: 'silent',
      root: here,
      mode: 'production',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, rollupOptions: { input: join(here, 'floor', entry) } },
    });
    const files = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    return files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(outDir, 'assets', file)), { level: 9 }).length,
      0,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export interface StackFloor {
  readonly login: number;
  readonly signedIn: number;
}

export async function stackFloor(): Promise<StackFloor> {
  return { login: await gzippedBuild('login.tsx'), signedIn: await gzippedBuild('signedIn.tsx') };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const floor = await stackFloor();
  process.stdout.write(`${JSON.stringify(floor)}\n`);
}
