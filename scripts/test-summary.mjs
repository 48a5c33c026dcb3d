// Prints the closing line of one or more Vitest JSON reports as `tests: N passed, M failed[, K skipped]`.
// Usage: node scripts/test-summary.mjs .vitest/report.json [.vitest/report-postgres.json ...]
import { readFile } from 'node:fs/promises';

const files = process.argv.length > 2 ? process.argv.slice(2) : ['.vitest/report.json'];
const totals = { passed: 0, failed: 0, skipped: 0, total: 0 };
for (const file of files) {
  const report = JSON.parse(await readFile(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  totals.total += report.numTotalTests;
}
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
if (totals.total === 0) process.exitCode = 1;
