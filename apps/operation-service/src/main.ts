import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { ensureResourceIndexes } from './resources/setup';
import { demoAccounts, DEMO_PASSWORD } from './seed/accounts';
import { isEmpty, seedDatabase } from './seed';

const started = performance.now();
const config = loadConfig();
const db = await openDatabase(config).catch((error: unknown) => {
  // A database that cannot be reached at start is said in one line, not a stack trace.
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.error(`operation-service: the database, ${where}, cannot be opened: ${String(error)}`);
  process.exit(1);
});
await migrate(db);
await ensureResourceIndexes(db);
if (config.seed && (await isEmpty(db))) {
  await seedDatabase(db, { scale: config.seedScale });
}
const app = await buildApp({ db, config });
const address = await app.listen({ port: config.port, host: config.host });

const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(
  `operation-service listening on ${address} (${storage}), ready in ${Math.round(performance.now() - started)} ms`,
);
if (config.consoleDir) console.log(`console on ${address}/`);
if (config.environment !== 'production') {
  console.log(`demo accounts, password ${DEMO_PASSWORD}:`);
  for (const account of demoAccounts) console.log(`  ${account.login.padEnd(12)} ${account.purpose}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}
