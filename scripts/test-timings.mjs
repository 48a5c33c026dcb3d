// Prints where a Vitest run's time went, as Markdown tables: per project, per environment, and the
// slowest test files, each split into environment start, Vitest's preparation, imports (collect)
// and the tests themselves. Reads the file the timings reporter wrote (scripts/vitest-timings.ts).
//
// Usage: node scripts/test-timings.mjs [.vitest/timings.json] [--top 30]

import { readFile } from 'node:fs/promises';

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 30;
const file =
  args.find((arg, index) => !arg.startsWith('--') && index !== topIndex + 1) ?? '.vitest/timings.json';
/** @type {import('./vitest-timings.ts').RunTimings} */
const run = JSON.parse(await readFile(file, 'utf8'));

const s = (ms) => (ms / 1000).toFixed(1);
const total = (files) =>
  files.reduce((sum, f) => sum + f.environment_ms + f.prepare_ms + f.setup_ms + f.collect_ms + f.tests_ms, 0);
const sum = (files, key) => files.reduce((acc, f) => acc + f[key], 0);

function groupTable(title, keyOf) {
  const groups = new Map();
  for (const f of run.files) {
    const key = keyOf(f);
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const rows = [...groups].sort(([, a], [, b]) => total(b) - total(a));
  console.log(`| ${title} | files | tests | environment s | prepare s | imports s | tests s | total s |`);
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [key, files] of rows) {
    console.log(
      `| ${key} | ${files.length} | ${sum(files, 'tests')} | ${s(sum(files, 'environment_ms'))} | ${s(sum(files, 'prepare_ms') + sum(files, 'setup_ms'))} | ${s(sum(files, 'collect_ms'))} | ${s(sum(files, 'tests_ms'))} | ${s(total(files))} |`,
    );
  }
  console.log();
}

console.log(
  `Wall time ${s(run.wall_ms)} s for ${run.files.length} files and ${sum(run.files, 'tests')} tests; the files' own times add up to ${s(total(run.files))} s (workers run side by side).\n`,
);
groupTable('project', (f) => f.project);
groupTable('environment', (f) => f.environment);

console.log(
  `| slowest ${top} files | env | tests | environment s | prepare s | imports s | tests s | total s |`,
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const f of [...run.files].sort((a, b) => total([b]) - total([a])).slice(0, top)) {
  console.log(
    `| ${f.file} | ${f.environment} | ${f.tests} | ${s(f.environment_ms)} | ${s(f.prepare_ms + f.setup_ms)} | ${s(f.collect_ms)} | ${s(f.tests_ms)} | ${s(total([f]))} |`,
  );
}
