// Temporary: records the SELECT statements routes run, to replay them on the old and new layouts.
import { writeFile } from 'node:fs/promises';
import { buildApp } from './src/app.ts';
import { DEFAULT_OAUTH_CLIENT, loadConfig } from './src/config.ts';
import type { Database } from './src/db/index.ts';
import { openPglite } from './src/db/pglite.ts';
import { DEMO_PASSWORD } from './src/seed/accounts.ts';

const base = await openPglite({ dataDir: process.env.PROBE_DIR });
let route = '';
const captured: { route: string; sql: string; params: unknown[] }[] = [];
const record = (sql: string, params: readonly unknown[] = []) => {
  if (route && /^\s*(select|with)\b/i.test(sql)) captured.push({ route, sql, params: [...params] });
};
const db: Database = {
  ...base,
  query: (sql, params) => (record(sql, params), base.query(sql, params)),
  transaction: (work) => base.transaction((tx) => work({ query: (sql, params) => (record(sql, params), tx.query(sql, params)) })),
};
const app = await buildApp({ db, config: { ...loadConfig({ LOG_LEVEL: 'silent' }) } });
const basic = `Basic ${Buffer.from(`${DEFAULT_OAUTH_CLIENT.id}:${DEFAULT_OAUTH_CLIENT.secret}`).toString('base64')}`;
const login = await app.inject({ method: 'POST', url: '/oauth/token', headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' }, payload: `grant_type=password&username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}` });
const token = login.json().access_token as string;
const { rows } = await db.query<{ id: number }>("select id from resource_record where resource = 'tenant' and data->>'tenantCode' = 'T0001'");
const t1 = rows[0]!.id;
const urls: [string, string][] = [
  ['tenant list (page, sort by name)', '/api/resources/tenant?page=0&size=20&sort=tenantName,asc'],
  ['tenant list (keyword)', '/api/resources/tenant?page=0&size=20&keyword=%E7%A7%91%E6%8A%80'],
  ['tenant detail', `/api/resources/tenant/${t1}`],
  ['tenant history', `/api/resources/tenant/${t1}/history`],
  ['staff list (keyword)', '/api/resources/staff?keyword=%E7%8E%8B'],
  ['tenant picker', '/api/tenant/object/list/page?tenantName=%E7%A7%91%E6%8A%80&page=0&size=10'],
  ['dashboard summary', '/api/dashboard/summary'],
  ['dashboard admin', '/api/dashboard/admin'],
  ['account', '/api/account'],
];
for (const [name, url] of urls) {
  route = name;
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) console.log(name, response.statusCode, response.body.slice(0, 200));
}
await writeFile('/tmp/captured.json', JSON.stringify(captured));
console.log(captured.length, 'statements');
await app.close();
await base.close();
