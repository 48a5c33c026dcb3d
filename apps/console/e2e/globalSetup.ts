import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const consoleRoot = fileURLToPath(new URL('..', import.meta.url));
const serviceRoot = fileURLToPath(new URL('../../operation-service', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Waits for the service's first answer. */
async function ready(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The operation-service stopped:\n${output()}`);
    try {
      const answer = await fetch(`${url}/api/language/list`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The operation-service did not answer in time:\n${output()}`);
}

/** Builds the console (unless told not to), starts the service serving it, and tells the tests where. */
export default async function setup(project: TestProject) {
  if (process.env.OPSDESK_E2E_SKIP_BUILD !== '1' || !existsSync(join(consoleRoot, 'dist/index.html'))) {
    // Vitest runs with NODE_ENV=test, which would give React's development build.
    const build = spawnSync('pnpm', ['exec', 'vite', 'build'], {
      cwd: consoleRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('The console did not build.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'opsdesk-e2e-'));
  let log = '';
  const child = spawn('pnpm', ['exec', 'tsx', '--conditions=@opsdesk/source', 'src/main.ts'], {
    cwd: serviceRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SCALE: 'test',
      // The tests sign in far more often than people do.
      LOGIN_LIMIT_PER_IP: '10000',
      LOGIN_LIMIT_PER_USER: '10000',
      CONSOLE_DIR: join(consoleRoot, 'dist'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  await ready(baseURL, child, () => log);
  project.provide('baseURL', baseURL);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
