/**
 * How long the service takes from being spawned to its first answer over loopback, built as
 * `pnpm start` runs it (`node dist/main.js`, built first with tsup): once on an empty PGlite
 * directory (migrations and the demo seed included), then BENCH_STARTS times on that existing
 * directory, which is how it starts every day after; and, to compare, as development runs it
 * (`tsx src/main.ts`). A spawn of tsx on an empty script gives the share of Node and tsx alone.
 * Run: `pnpm --filter operation-service bench:startup`.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const serviceRoot = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const tsupCli = createRequire(import.meta.url).resolve('tsup/dist/cli-default.js');
/** Workspace packages run from source, as in development. */
const tsxArgs = [tsxCli, '--conditions=@opsdesk/source'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Start {
  /** From the spawn to the first HTTP answer. */
  readonly firstAnswerMs: number;
  /** What the service itself reports: from its first line of code to listening. */
  readonly readyMs: number | undefined;
}

/** How the service is started: built (`pnpm start`) or from its sources (`pnpm dev`, the tests). */
const commands = {
  built: ['--enable-source-maps', 'dist/main.js'],
  tsx: [...tsxArgs, 'src/main.ts'],
} as const;

/** Spawns the service on `dataDir`, waits for its first answer, and stops it. */
async function startOnce(dataDir: string, how: keyof typeof commands = 'built'): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...commands[how]], {
    cwd: serviceRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let firstAnswerMs: number | undefined;
  while (firstAnswerMs === undefined) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}:\n${output}`);
    try {
      // Any answer counts: without a token the account call answers 401.
      await fetch(`http://127.0.0.1:${port}/api/account`);
      firstAnswerMs = performance.now() - started;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  child.kill('SIGTERM');
  await exited;
  const ready = /ready in (\d+) ms/.exec(output);
  return { firstAnswerMs, readyMs: ready ? Number(ready[1]) : undefined };
}

/** Node and tsx alone: a spawn of tsx on an empty module, to its exit. */
async function bareTsx(dir: string): Promise<number> {
  const script = join(dir, 'empty.ts');
  await writeFile(script, 'export {};\n');
  const started = performance.now();
  const child = spawn(process.execPath, [...tsxArgs, script], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return performance.now() - started;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)}`);

const workDir = await mkdtemp(join(tmpdir(), 'opsdesk-startup-'));
const dataDir = join(workDir, 'pglite');
try {
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, [tsupCli, '--silent'], { cwd: serviceRoot, stdio: 'inherit' }).once(
      'exit',
      (code) => (code === 0 ? resolve() : reject(new Error(`tsup exited with ${code}`))),
    ),
  );
  const bare = [await bareTsx(workDir), await bareTsx(workDir), await bareTsx(workDir)];
  const first = await startOnce(dataDir);
  const again: Start[] = [];
  for (let i = 0; i < STARTS; i += 1) again.push(await startOnce(dataDir));
  const fromSources: Start[] = [];
  for (let i = 0; i < STARTS; i += 1) fromSources.push(await startOnce(dataDir, 'tsx'));

  console.log('## operation-service start-up: spawn of `node dist/main.js` to first answer\n');
  console.log(`PGlite on disk; Node ${process.version}; ${STARTS} starts on the existing directory.\n`);
  console.log('| start | to first answer, ms | service ready, ms (its own log) |');
  console.log('| --- | ---: | ---: |');
  console.log(`| bare \`tsx\` on an empty module (median of 3, to exit) | ${ms(median(bare))} | |`);
  console.log(
    `| first, empty directory: migrations, indexes, demo seed | ${ms(first.firstAnswerMs)} | ${ms(first.readyMs)} |`,
  );
  const firstAnswers = again.map((start) => start.firstAnswerMs);
  const readies = again.flatMap((start) => (start.readyMs === undefined ? [] : [start.readyMs]));
  console.log(
    `| existing directory, median | ${ms(median(firstAnswers))} | ${readies.length > 0 ? ms(median(readies)) : 'n/a'} |`,
  );
  console.log(
    `| existing directory, min – max | ${ms(Math.min(...firstAnswers))} – ${ms(Math.max(...firstAnswers))} | ${
      readies.length > 0 ? `${ms(Math.min(...readies))} – ${ms(Math.max(...readies))}` : 'n/a'
    } |`,
  );
  console.log(
    `| existing directory, from the sources (\`tsx src/main.ts\`), median | ${ms(median(fromSources.map((start) => start.firstAnswerMs)))} | ${ms(median(fromSources.flatMap((start) => (start.readyMs === undefined ? [] : [start.readyMs]))))} |`,
  );
} finally {
  await rm(workDir, { recursive: true, force: true });
}
