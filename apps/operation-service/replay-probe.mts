// Temporary: replays /tmp/captured.json with EXPLAIN ANALYZE; planning and execution per route.
import { readFile } from 'node:fs/promises';
import { openPglite } from './src/db/pglite.ts';
import { openPostgres } from './src/db/postgres.ts';
const url = process.env.PROBE_URL;
const db = url ? await openPostgres({ connectionString: url }) : await openPglite({ dataDir: process.env.PROBE_DIR });
const captured = JSON.parse(await readFile('/tmp/captured.json', 'utf8')) as { route: string; sql: string; params: never[] }[];
const totals = new Map<string, { n: number; planning: number; execution: number }>();
for (let round = 0; round < 3; round++) {
  totals.clear();
  for (const { route, sql, params } of captured) {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, timing off) ${sql}`, params);
    const text = rows.map((r) => r['QUERY PLAN']).join('\n');
    const planning = Number(/Planning Time: ([\d.]+)/.exec(text)?.[1] ?? 0);
    const execution = Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? 0);
    const t = totals.get(route) ?? { n: 0, planning: 0, execution: 0 };
    totals.set(route, { n: t.n + 1, planning: t.planning + planning, execution: t.execution + execution });
  }
}
for (const [route, t] of totals) console.log(`| ${route} | ${t.n} | ${t.planning.toFixed(1)} | ${t.execution.toFixed(1)} |`);
await db.close();
