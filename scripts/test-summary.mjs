// Prints the closing line of a Vitest JSON report as `tests: N passed, M failed[, K skipped]`.
// Usage: node scripts/test-summary.mjs .vitest/report.json
import { readFile } from 'node:fs/promises';

const file = process.argv[2] ?? '.vitest/report.json';
const report = JSON.parse(await readFile(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(
  `tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
if (report.numTotalTests === 0) process.exitCode = 1;
