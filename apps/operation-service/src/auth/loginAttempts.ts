import type { Queryable } from '../db';
import { hashPassword, verifyPassword } from './crypto';
import type { AccountRow } from './principal';

const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** Failed passwords before a subject locks, and for how long. */
export const MAX_LOGIN_FAILURES = 5;
export const LOCK_MINUTES = 15;
/** Failures older than this no longer count towards a lock. */
export const FAILURE_WINDOW_MINUTES = 15;
/**
 * Wrong passwords one address may send in a window, whatever names they were for, before it is
 * throttled (429) without its attempts counting against any account: one address can lock four
 * accounts in a window, not every account it can name (`LOGIN_FAILURES_PER_IP`).
 */
export const SOURCE_FAILURE_LIMIT = 20;

/**
 * Whom a typed username counts against: the one account it names (by login, e-mail or mobile), or,
 * when it names none or several, the name itself. Both are counted and locked alike, so that the
 * answers to a login never tell which names are accounts.
 */
export type LoginSubject =
  | { readonly kind: 'account'; readonly key: string; readonly account: AccountRow }
  | { readonly kind: 'name'; readonly key: string; readonly candidates: readonly AccountRow[] }
  /** An account from a familiar address: counted and locked for that address only. */
  | { readonly kind: 'source'; readonly key: string; readonly account: AccountRow };

/** How long an address stays familiar after a sign-in from it. */
export const FAMILIAR_DAYS = 90;

/**
 * The subject an account's attempt from `source` counts against: the address alone when the account
 * signed in from it within `FAMILIAR_DAYS`, else the account (the spec's lock, which admins see).
 * Someone guessing from elsewhere can lock the account for every other address, never for the
 * devices its owner uses (the "smart lockout" of the large identity providers).
 */
export async function fromSource(
  db: Queryable,
  subject: LoginSubject,
  source: string,
  now: Date,
): Promise<LoginSubject> {
  if (subject.kind !== 'account') return subject;
  const { rows } = await db.query(
    'select 1 from login_source where account_id = $1 and source = $2 and last_success_at > $3',
    [subject.account.id, source, addMinutes(now, -FAMILIAR_DAYS * 24 * 60)],
  );
  if (rows.length === 0) return subject;
  return { kind: 'source', key: `account:${subject.account.id}@${source}`, account: subject.account };
}

/** A right password from `source`: the address is familiar to the account from now on. */
export async function rememberSource(
  db: Queryable,
  accountId: number,
  source: string,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into login_source (account_id, source, last_success_at) values ($1, $2, $3)
     on conflict (account_id, source) do update set last_success_at = excluded.last_success_at`,
    [accountId, source, now],
  );
}

/** The subject of a username: an exact login wins over an e-mail or mobile number others share. */
export async function loginSubjectOf(db: Queryable, username: string): Promise<LoginSubject> {
  const name = username.trim().toLowerCase();
  const { rows } = await db.query<AccountRow>(
    'select * from account where login = $1 or lower(email) = $1 or mobile = $1 order by id limit 3',
    [name],
  );
  const account = rows.find((row) => row.login === name) ?? (rows.length === 1 ? rows[0] : undefined);
  if (account) return accountSubject(account);
  return { kind: 'name', key: `name:${name}`, candidates: rows };
}

export const accountSubject = (account: AccountRow): LoginSubject => ({
  kind: 'account',
  key: `account:${account.id}`,
  account,
});

/**
 * What counting an attempt came to: its number in the window; the lock that refused it; or, with
 * as many attempts in the window as a lock needs but no lock yet (they are still being checked),
 * a refusal to check one more now.
 */
export type Attempt =
  | { readonly kind: 'counted'; readonly failures: number }
  | { readonly kind: 'locked'; readonly lockedUntil: Date }
  | { readonly kind: 'busy' };

// The count of a row in the window ($3 its start): a failure in it adds one, an older one starts again.
const countIn = (failures: string, lastFailed: string) =>
  `case when ${lastFailed} > $3 then ${failures} else 0 end`;

/**
 * Counts one attempt of a subject *before* its password is checked, in one statement, and refuses
 * it when the subject is locked, or when the window already holds `MAX_LOGIN_FAILURES` attempts
 * (some still being checked): of attempts racing, each gets its own number and those past the
 * limit are not checked, so at most `MAX_LOGIN_FAILURES` passwords are checked in a window however
 * many arrive at once. Counting locks nothing: a wrong password then locks (`lockIfDue`), a right
 * one clears the count, so that right passwords sent together never lock an account.
 */
export async function countAttempt(db: Queryable, subject: LoginSubject, now: Date): Promise<Attempt> {
  const id = subject.kind === 'account' ? subject.account.id : subject.key;
  const params = [id, now, addMinutes(now, -FAILURE_WINDOW_MINUTES), MAX_LOGIN_FAILURES];
  let counted: number | undefined;
  if (subject.kind === 'account') {
    const count = countIn('failed_attempts', 'last_failed_at');
    const { rows } = await db.query<{ failed_attempts: number }>(
      `update account set failed_attempts = ${count} + 1, last_failed_at = $2
       where id = $1 and (locked_until is null or locked_until <= $2) and ${count} < $4
       returning failed_attempts`,
      params,
    );
    counted = rows[0]?.failed_attempts;
  } else {
    // Names and addresses that failed long ago are forgotten, so that made-up names do not pile up.
    await db.query(
      'delete from login_failure where last_failed_at < $1 and (locked_until is null or locked_until < $2)',
      [addMinutes(now, -FAILURE_WINDOW_MINUTES), now],
    );
    const count = countIn('f.failures', 'f.last_failed_at');
    const { rows } = await db.query<{ failures: number }>(
      `insert into login_failure as f (subject, failures, last_failed_at) values ($1, 1, $2)
       on conflict (subject) do update set failures = ${count} + 1, last_failed_at = $2
       where (f.locked_until is null or f.locked_until <= $2) and ${count} < $4
       returning failures`,
      params,
    );
    counted = rows[0]?.failures;
  }
  if (counted !== undefined) return { kind: 'counted', failures: counted };
  const { rows: locked } = await db.query<{ locked_until: Date | null }>(
    subject.kind === 'account'
      ? 'select locked_until from account where id = $1'
      : 'select locked_until from login_failure where subject = $1',
    [id],
  );
  const lockedUntil = locked[0]?.locked_until;
  return lockedUntil && lockedUntil > now ? { kind: 'locked', lockedUntil } : { kind: 'busy' };
}

/** A wrong password that brought the count to the limit locks the subject for `LOCK_MINUTES`. */
export async function lockIfDue(
  db: Queryable,
  subject: LoginSubject,
  failures: number,
  now: Date,
): Promise<boolean> {
  if (failures < MAX_LOGIN_FAILURES) return false;
  const until = addMinutes(now, LOCK_MINUTES);
  if (subject.kind === 'account')
    await db.query('update account set locked_until = $2 where id = $1', [subject.account.id, until]);
  else await db.query('update login_failure set locked_until = $2 where subject = $1', [subject.key, until]);
  return true;
}

/**
 * A right password: the subject's count and lock start again. From a familiar address that is the
 * address's; the account's own count (failures from elsewhere) stays for its owner to see.
 */
export async function clearAttempts(db: Queryable, subject: LoginSubject): Promise<void> {
  if (subject.kind === 'account')
    await db.query(
      'update account set failed_attempts = 0, last_failed_at = null, locked_until = null where id = $1',
      [subject.account.id],
    );
  else await db.query('delete from login_failure where subject = $1', [subject.key]);
}

/** The subject's failures in the current window and whether it is locked, as loginErrorCounts answers. */
export async function attemptsOf(
  db: Queryable,
  subject: LoginSubject,
  now: Date,
): Promise<{ readonly failures: number; readonly locked: boolean }> {
  const { rows } =
    subject.kind === 'account'
      ? await db.query<{ failures: number; last_failed_at: Date | null; locked_until: Date | null }>(
          'select failed_attempts as failures, last_failed_at, locked_until from account where id = $1',
          [subject.account.id],
        )
      : await db.query<{ failures: number; last_failed_at: Date | null; locked_until: Date | null }>(
          'select failures, last_failed_at, locked_until from login_failure where subject = $1',
          [subject.key],
        );
  const row = rows[0];
  const locked = Boolean(row?.locked_until && row.locked_until > now);
  const recent =
    row?.last_failed_at && now.getTime() - row.last_failed_at.getTime() < FAILURE_WINDOW_MINUTES * 60_000;
  return { failures: locked ? MAX_LOGIN_FAILURES : recent ? (row?.failures ?? 0) : 0, locked };
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether the password is right for a subject: checked against the account's hash; for a name,
 * against each account sharing it (the right password of one of them is how a login learns the
 * name is ambiguous), or against a hash of nothing, so that an unknown name costs the same work as
 * a known one.
 */
export async function passwordMatches(subject: LoginSubject, password: string): Promise<boolean> {
  if (subject.kind !== 'name') return verifyPassword(subject.account.password_hash, password);
  if (subject.candidates.length === 0) {
    dummyHash ??= hashPassword(`no account ${Math.random()}`);
    await verifyPassword(await dummyHash, password);
    return false;
  }
  const checked = await Promise.all(
    subject.candidates.map((account) => verifyPassword(account.password_hash, password)),
  );
  return checked.includes(true);
}
