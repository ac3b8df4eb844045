// Sign-in lock-out: 5 failed sign-ins of one (trimmed) username within 15 minutes lock the
// account for 15 minutes from the last of them. Failures are counted for unknown usernames
// too, so the answers do not reveal which usernames exist. A success clears the count.
import type { Db } from '../storage/database';
import { addMs, instant, MINUTE_MS } from '../storage/clock';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
export const LOCK_MS = 15 * MINUTE_MS;

/** When the account is locked: the whole minutes left (at least 1); else null. */
export async function lockMinutesLeft(db: Db, username: string, now: Date): Promise<number | null> {
  const recent = await db.selectFrom('login_failure').select('failed_at')
    .where('username', '=', username)
    .orderBy('failed_at', 'desc').limit(MAX_FAILURES)
    .execute();
  if (recent.length < MAX_FAILURES) return null;
  const last = Date.parse(recent[0].failed_at);
  const first = Date.parse(recent[MAX_FAILURES - 1].failed_at);
  if (last - first > FAILURE_WINDOW_MS) return null;
  const left = last + LOCK_MS - now.getTime();
  return left > 0 ? Math.ceil(left / MINUTE_MS) : null;
}

/** Records a failure and forgets failures too old to matter, so the table stays small even
 * when someone tries many usernames. A lock may rest on failures up to 30 minutes old (the
 * 15-minute window before its last failure plus the 15-minute lock), so those are kept. */
export async function recordFailure(db: Db, username: string, now: Date): Promise<void> {
  await db.insertInto('login_failure').values({ username, failed_at: instant(now) }).execute();
  await db.deleteFrom('login_failure').where('failed_at', '<', instant(addMs(now, -(FAILURE_WINDOW_MS + LOCK_MS)))).execute();
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('login_failure').where('username', '=', username).execute();
}
