// Verification codes: 6 digits, stored hashed, valid 5 minutes, void after 5 wrong attempts.
// Only the latest code of a phone and purpose counts. A phone may ask again for the same
// purpose after 60 seconds, and at most 10 times a day (China time) for all purposes.
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../storage/database';
import { addMs, instant, MINUTE_MS, startOfChinaDay } from '../storage/clock';
import type { SmsPurpose } from './sender';

export const CODE_LIFETIME_MS = 5 * MINUTE_MS;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60_000;
export const DAILY_CODE_CAP = 10;
/** verify_code.status (dictionary news_code_status), listed on the verification-code screen. */
export const CODE_ISSUED = 'issued';
export const CODE_USED = 'used';
export const CODE_VOID = 'void';

function hashCode(phone: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`${phone}:${purpose}:${code}`).digest('hex');
}

export type IssueResult =
  | { issued: true; code: string }
  | { issued: false; reason: 'cooldown'; secondsLeft: number }
  | { issued: false; reason: 'dailyCap' };

export async function issueCode(db: Db, phone: string, purpose: SmsPurpose, now: Date): Promise<IssueResult> {
  const latest = await db.selectFrom('verify_code').select('created_at')
    .where('phone', '=', phone).where('purpose', '=', purpose)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  const cooldownEnds = latest ? Date.parse(latest.created_at) + RESEND_COOLDOWN_MS : 0;
  if (cooldownEnds > now.getTime()) {
    return { issued: false, reason: 'cooldown', secondsLeft: Math.ceil((cooldownEnds - now.getTime()) / 1000) };
  }
  const today = await db.selectFrom('verify_code').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('phone', '=', phone).where('created_at', '>=', instant(startOfChinaDay(now)))
    .executeTakeFirstOrThrow();
  if (Number(today.count) >= DAILY_CODE_CAP) return { issued: false, reason: 'dailyCap' };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Only the latest code counts: the earlier ones of this phone and purpose are void.
  await db.updateTable('verify_code').set({ status: CODE_VOID })
    .where('phone', '=', phone).where('purpose', '=', purpose).where('status', '=', CODE_ISSUED).execute();
  await db.insertInto('verify_code').values({
    phone, purpose, code_hash: hashCode(phone, purpose, code),
    expires_at: instant(addMs(now, CODE_LIFETIME_MS)), attempts: 0, consumed_at: null, created_at: instant(now), status: CODE_ISSUED,
  }).execute();
  return { issued: true, code };
}

/** `ok` consumes the code; `wrong` counts an attempt; `expired` covers missing, used and
 * timed-out codes; `tooManyAttempts` once the attempts are used up. */
export type CheckResult = 'ok' | 'wrong' | 'expired' | 'tooManyAttempts';

export async function checkCode(db: Db, phone: string, purpose: SmsPurpose, code: string, now: Date): Promise<CheckResult> {
  const latest = await db.selectFrom('verify_code').selectAll()
    .where('phone', '=', phone).where('purpose', '=', purpose)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!latest || latest.consumed_at !== null || latest.expires_at <= instant(now)) return 'expired';
  if (latest.attempts >= MAX_CODE_ATTEMPTS) return 'tooManyAttempts';
  if (hashCode(phone, purpose, code) !== latest.code_hash) {
    await db.updateTable('verify_code').set((eb) => ({
      attempts: eb('attempts', '+', 1),
      status: latest.attempts + 1 >= MAX_CODE_ATTEMPTS ? CODE_VOID : latest.status,
    })).where('id', '=', latest.id).execute();
    return 'wrong';
  }
  // Conditional update: of two simultaneous right answers only one consumes the code.
  const consumed = await db.updateTable('verify_code').set({ consumed_at: instant(now), status: CODE_USED })
    .where('id', '=', latest.id).where('consumed_at', 'is', null).executeTakeFirst();
  return consumed.numUpdatedRows > 0n ? 'ok' : 'expired';
}
