import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';

/** One test file's time, split the way Vitest measures it (milliseconds). */
export interface FileTiming {
  project: string;
  file: string;
  environment: string;
  tests: number;
  /** Importing and starting the environment (jsdom, node). */
  environment_ms: number;
  /** Vitest's own set-up of the file (runner, mocks). */
  prepare_ms: number;
  /** Importing the setup files. */
  setup_ms: number;
  /** Importing the test file and everything it imports, and running its suite callbacks. */
  collect_ms: number;
  /** Every test and hook of the file. */
  tests_ms: number;
}

export interface RunTimings {
  /** From the run's start to its end, as the person waiting sees it. */
  wall_ms: number;
  reason: TestRunEndReason;
  files: FileTiming[];
}

/**
 * A Vitest reporter that writes where each test file's time goes to a JSON file
 * (`scripts/test-timings.mjs` prints it as tables). The root `vitest.config.ts` adds it when
 * `VITEST_TIMINGS` names the file; CI always does.
 */
export default class TimingsReporter implements Reporter {
  private started = 0;
  private readonly files: FileTiming[] = [];

  constructor(private readonly outputFile: string) {}

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestModuleEnd(module: TestModule): void {
    const diagnostic = module.diagnostic();
    let tests = 0;
    for (const _ of module.children.allTests()) tests += 1;
    this.files.push({
      project: module.project.name,
      file: relative(process.cwd(), module.moduleId),
      environment: environmentOf(module),
      tests,
      environment_ms: Math.round(diagnostic.environmentSetupDuration),
      prepare_ms: Math.round(diagnostic.prepareDuration),
      setup_ms: Math.round(diagnostic.setupDuration),
      collect_ms: Math.round(diagnostic.collectDuration),
      tests_ms: Math.round(diagnostic.duration),
    });
  }

  onTestRunEnd(_modules: readonly TestModule[], _errors: readonly unknown[], reason: TestRunEndReason): void {
    const timings: RunTimings = {
      wall_ms: Math.round(performance.now() - this.started),
      reason,
      files: this.files,
    };
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, `${JSON.stringify(timings, null, 1)}\n`);
  }
}

/** The file's own environment (a `@vitest-environment` comment), else its project's. */
function environmentOf(module: TestModule): string {
  try {
    const head = readFileSync(module.moduleId, 'utf8').slice(0, 2000);
    const chosen = /@vitest-environment\s+([\w-]+)/.exec(head)?.[1];
    if (chosen) return chosen;
  } catch {
    // A virtual module: its project's environment.
  }
  return module.project.config.environment;
}
