import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteInWorker } from './pgliteWorker';
import { isDatabaseUnavailable } from './unavailable';

let db: Awaited<ReturnType<typeof openPgliteInWorker>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-worker-'));
  db = await openPgliteInWorker({ dataDir });
  await db.exec('create table item (id int primary key, name text not null, data jsonb)');
}, 60_000);

afterAll(async () => {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('PGlite on a worker thread', () => {
  it('answers rows as the in-thread driver does: bigint as number, timestamps as Date, jsonb as objects', async () => {
    const { rows, rowCount } = await db.query<{ n: number; at: Date; doc: unknown }>(
      "select 9007199254740::int8 as n, timestamptz '2026-01-02T03:04:05Z' as at, $1::jsonb as doc",
      [{ a: [1, 'b'] }],
    );
    expect(rowCount).toBe(1);
    expect(rows[0]).toEqual({ n: 9007199254740, at: new Date('2026-01-02T03:04:05Z'), doc: { a: [1, 'b'] } });
  });

  it('commits a transaction whose work resolves and rolls back one whose work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into item (id, name) values (1, $1)', ['kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into item (id, name) values (2, $1)', ['dropped']);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect((await db.query('select name from item order by id')).rows).toEqual([{ name: 'kept' }]);
  });

  it("keeps a database error's SQLSTATE and constraint across the thread", async () => {
    await expect(db.query('insert into item (id, name) values (1, $1)', ['again'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'item_pkey',
    });
  });

  it('makes other queries wait for an open transaction, as PGlite does on one thread', async () => {
    const order: string[] = [];
    await db.transaction(async (tx) => {
      const outside = db.query('select count(*)::int as n from item').then(({ rows }) => {
        order.push(`outside saw ${String(rows[0]?.n)}`);
      });
      await tx.query('insert into item (id, name) values (3, $1)', ['in the transaction']);
      order.push('inserted');
      // The outside query stays queued behind the transaction; it is not awaited here (it would never end).
      void outside;
    });
    await db.query('select 1');
    expect(order).toEqual(['inserted', 'outside saw 2']);
  });

  it('leaves the event loop free during a long statement: a timer fires before the statement ends', async () => {
    const finished: string[] = [];
    const statement = db
      .query('select count(*) from generate_series(1, 3000000)')
      .then(() => finished.push('statement'));
    const timer = new Promise((resolve) => setTimeout(resolve, 10)).then(() => finished.push('timer'));
    await Promise.all([statement, timer]);
    expect(finished).toEqual(['timer', 'statement']);
  });

  it('fails what was waiting with a lost-connection error when the thread dies, then opens a new thread on the same data', async () => {
    const dying = db.query('select count(*) from generate_series(1, 3000000)');
    await db.thread.terminate();
    const error = await dying.catch((reason: unknown) => reason);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await db.query('select name from item where id = 1')).rows).toEqual([{ name: 'kept' }]);
  }, 60_000);
});
