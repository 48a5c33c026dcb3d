// `pnpm test:changed [base]`: the quick answer while developing. Checks what changed since the
// branch left `base` (default: main), staged, unstaged and new files included:
//   1. ESLint and Prettier on the changed files (both with their caches);
//   2. `tsc -b`, which checks again only the projects whose files, or whose references'
//      declarations, changed;
//   3. `vitest run --changed base`: the test files that import a changed file, directly or not
//      (every test when a configuration or package.json changed).
// `pnpm test` stays the complete check; CI runs it.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const base = process.argv[2] ?? process.env.OPSDESK_BASE ?? 'main';

function git(...args) {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`git ${args.join(' ')} failed:\n${result.stderr}`);
    process.exit(2);
  }
  return result.stdout.split('\n').filter(Boolean);
}

function step(title, command, args) {
  const started = performance.now();
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`=== ${title}: failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${title}: ${seconds} s`);
}

// The same files as Vitest's --changed: committed since the merge base, staged, unstaged, new.
const changed = [
  ...new Set([
    ...git('diff', '--name-only', `${base}...HEAD`),
    ...git('diff', '--cached', '--name-only'),
    ...git('ls-files', '--other', '--modified', '--exclude-standard'),
  ]),
].filter((file) => existsSync(file));

console.log(`${changed.length} file(s) changed since ${base}.`);
const scripts = changed.filter((file) => /\.(c|m)?(t|j)sx?$/.test(file));
if (scripts.length > 0)
  step('eslint (changed files)', 'pnpm', [
    'exec',
    'eslint',
    '--cache',
    '--cache-location',
    'node_modules/.cache/eslint/',
    '--no-warn-ignored',
    ...scripts,
  ]);
if (changed.length > 0)
  step('prettier (changed files)', 'pnpm', [
    'exec',
    'prettier',
    '--check',
    '--cache',
    '--ignore-unknown',
    ...changed,
  ]);
step('tsc -b (changed projects and those that import them)', 'pnpm', ['exec', 'tsc', '-b']);
step(`vitest (tests affected by the changes since ${base})`, 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--changed',
  base,
  '--passWithNoTests',
]);
