import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const consoleRoot = fileURLToPath(new URL('..', import.meta.url));
const serviceRoot = fileURLToPath(new URL('../../operation-service', import.meta.url));

/**
 * Where the end-to-end tests build the console and serve it from: `OPSDESK_E2E_CONSOLE_DIR` when
 * set (so that a run leaves `apps/console/dist` alone), else `apps/console/dist`.
 */
export function consoleDir(): string {
  const chosen = process.env.OPSDESK_E2E_CONSOLE_DIR?.trim();
  return chosen ? resolve(chosen) : join(consoleRoot, 'dist');
}

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

/** An operation-service started for end-to-end tests, with its own port and PGlite data directory. */
export interface E2EService {
  readonly baseURL: string;
  /** What the service wrote so far (warnings and errors). */
  readonly log: () => string;
  /** Stops the service and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * Starts an operation-service serving the built console, seeded at the test scale, and waits until
 * it answers. `env` adds to or overrides its environment (`ACCESS_TOKEN_SECONDS`, `CONSOLE_DIR`...).
 */
export async function startService(env: Readonly<Record<string, string>> = {}): Promise<E2EService> {
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
      CONSOLE_DIR: consoleDir(),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await ready(baseURL, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, log: () => log, stop };
}
