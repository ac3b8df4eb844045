// Password guesses counted before they are checked (issue 11, finding 1). A guess first reserves
// one failure on its account and on its client address, in one transaction of two conditional
// upserts: the reservation succeeds only while the count is under the limit and no wait is
// running, so however many guesses arrive at once, at most the allowed number get their
// password checked. A right password gives its reservation back; a wrong one keeps it.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../storage/schema';
import type { Db } from '../storage/database';
import { addMs, instant, MINUTE_MS } from '../storage/clock';
import { waitAfterFailure, type SignInLimits, type ThrottleLimits } from './signInLimits';

export interface GuessSubjects {
  /** `party:<id>` for an account, `name:<username>` for a username no account has. */
  account: string;
  /** The client address. */
  address: string;
}

export type Reservation =
  | { reserved: true; challengeNext: boolean }
  | { reserved: false; reason: 'locked'; minutesLeft: number }
  | { reserved: false; reason: 'wait'; secondsLeft: number }
  | { reserved: false; reason: 'challenge' };

type Refusal = Exclude<Reservation, { reserved: true }>;

const accountSubject = (key: string) => `account:${key}`;
const addressSubject = (key: string) => `address:${key}`;

/** No lock: a count no one reaches. */
const UNLIMITED = 2 ** 31 - 1;

const failuresRef = sql.ref<number>('sign_in_throttle.failures');
const forgetAtRef = sql.ref<string>('sign_in_throttle.forget_at');

/** The count after this guess: 1 once the old count was forgotten. */
function nextCount(nowText: string): RawBuilder<number> {
  return sql<number>`case when ${forgetAtRef} <= ${nowText} then 1 else ${failuresRef} + 1 end`;
}

/** When the guess after this one may come: the waits are computed here, so the statement stays plain SQL. */
function retryAtAfter(count: RawBuilder<number>, limits: ThrottleLimits, limit: number, now: Date): RawBuilder<string> {
  const steps: RawBuilder<unknown>[] = [];
  for (let failures = limits.waitAfter; failures <= Math.min(limit, limits.waitAfter + 32); failures += 1) {
    const wait = waitAfterFailure(limits, failures);
    steps.push(sql`when ${count} = ${failures} then ${instant(addMs(now, wait))}`);
    if (wait >= limits.maxWaitMs) break;
  }
  const longest = instant(addMs(now, limits.maxWaitMs));
  if (steps.length === 0) return sql<string>`${instant(now)}`;
  return sql<string>`case when ${count} < ${limits.waitAfter} then ${instant(now)} ${sql.join(steps, sql` `)} else ${longest} end`;
}

/** Takes one failure of `subject` when allowed; the count it reached, or null when refused. */
async function reserveOne(db: Kysely<Database>, subject: string, limits: ThrottleLimits, challengeSolved: boolean, now: Date): Promise<number | null> {
  const nowText = instant(now);
  const limit = challengeSolved ? limits.lockAfter ?? UNLIMITED : limits.challengeAfter;
  if (limit < 1) return null;
  const count = nextCount(nowText);
  const row = await db.insertInto('sign_in_throttle')
    .values({
      subject, failures: 1,
      forget_at: instant(addMs(now, limits.forgetAfterMs)),
      retry_at: instant(addMs(now, waitAfterFailure(limits, 1))),
    })
    .onConflict((conflict) => conflict.column('subject')
      .doUpdateSet({ failures: count, forget_at: instant(addMs(now, limits.forgetAfterMs)), retry_at: retryAtAfter(count, limits, limit, now) })
      .where((eb) => eb.or([
        eb('sign_in_throttle.forget_at', '<=', nowText),
        eb.and([eb('sign_in_throttle.failures', '<', limit), eb('sign_in_throttle.retry_at', '<=', nowText)]),
      ])))
    .returning('failures')
    .executeTakeFirst();
  return row?.failures ?? null;
}

/** Why `subject` refused a reservation. */
async function refusalOf(db: Db, subject: string, limits: ThrottleLimits, now: Date): Promise<Refusal> {
  const row = await db.selectFrom('sign_in_throttle').selectAll().where('subject', '=', subject).executeTakeFirst();
  const nowMs = now.getTime();
  // Forgotten or cleared since: the caller may simply try again.
  if (!row || Date.parse(row.forget_at) <= nowMs) return { reserved: false, reason: 'wait', secondsLeft: 1 };
  if (limits.lockAfter !== null && row.failures >= limits.lockAfter) {
    return { reserved: false, reason: 'locked', minutesLeft: Math.max(1, Math.ceil((Date.parse(row.forget_at) - nowMs) / MINUTE_MS)) };
  }
  const waitMs = Date.parse(row.retry_at) - nowMs;
  if (waitMs > 0) return { reserved: false, reason: 'wait', secondsLeft: Math.ceil(waitMs / 1000) };
  return { reserved: false, reason: 'challenge' };
}

class NotReserved extends Error {
  constructor(readonly subject: string, readonly limits: ThrottleLimits) { super(`no reservation for ${subject}`); }
}

/** Reserves one failure on the account and on the address (both or neither). */
export async function reserveGuess(
  db: Db, limits: SignInLimits, subjects: GuessSubjects, challengeSolved: boolean, now: Date,
): Promise<Reservation> {
  const account = accountSubject(subjects.account);
  const address = addressSubject(subjects.address);
  try {
    const counts = await db.transaction().execute(async (trx) => {
      const onAccount = await reserveOne(trx, account, limits.account, challengeSolved, now);
      if (onAccount === null) throw new NotReserved(account, limits.account);
      const onAddress = await reserveOne(trx, address, limits.address, challengeSolved, now);
      if (onAddress === null) throw new NotReserved(address, limits.address);
      return { onAccount, onAddress };
    });
    await db.deleteFrom('sign_in_throttle').where('forget_at', '<=', instant(now)).execute();
    return {
      reserved: true,
      challengeNext: counts.onAccount >= limits.account.challengeAfter || counts.onAddress >= limits.address.challengeAfter,
    };
  } catch (error) {
    if (error instanceof NotReserved) return refusalOf(db, error.subject, error.limits, now);
    throw error;
  }
}

/** After a right password: the account's count is forgotten, the address gets its one reservation back
 * (its other failures stay: signing in to one's own account must not clear guesses at others). */
export async function returnReservation(db: Db, subjects: GuessSubjects): Promise<void> {
  await forgetAccountFailures(db, subjects.account);
  await db.updateTable('sign_in_throttle')
    .set({ failures: sql<number>`case when ${failuresRef} > 0 then ${failuresRef} - 1 else 0 end` })
    .where('subject', '=', addressSubject(subjects.address)).execute();
}

/** The owner proved himself another way (SMS code, password reset): his account's lock is lifted. */
export async function forgetAccountFailures(db: Db, account: string): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('subject', '=', accountSubject(account)).execute();
}

export const accountOfParty = (partyId: number): string => `party:${partyId}`;
export const accountOfUnknownName = (username: string): string => `name:${username}`;
