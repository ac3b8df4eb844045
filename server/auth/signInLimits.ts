// How hard password sign-in is throttled, per account and per client address (issue 11). An
// attacker is slowed (a challenge, then growing waits, then a lock); the owner is never shut
// out: he answers the challenge, and signing in by SMS code (never throttled by password
// failures) or resetting the password lifts his account's lock.
import { MINUTE_MS } from '../storage/clock';

export interface ThrottleLimits {
  /** From this many counted failures on, a guess is checked only with a solved image challenge. */
  challengeAfter: number;
  /** From this many failures on, each failure makes the next guess wait: firstWaitMs, then twice that, up to maxWaitMs. */
  waitAfter: number;
  firstWaitMs: number;
  maxWaitMs: number;
  /** This many failures lock password sign-in until the count is forgotten; null: never locked. */
  lockAfter: number | null;
  /** The count is forgotten (and a lock ends) this long after the last counted failure. */
  forgetAfterMs: number;
}

export interface SignInLimits {
  /** Failures of one account (or of one unknown username: the answers must not differ). */
  account: ThrottleLimits;
  /** Failures from one client address, over every username it tries. Higher: offices share one address. */
  address: ThrottleLimits;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  account: { challengeAfter: 3, waitAfter: 5, firstWaitMs: 1_000, maxWaitMs: 60_000, lockAfter: 10, forgetAfterMs: 15 * MINUTE_MS },
  address: { challengeAfter: 10, waitAfter: 20, firstWaitMs: 1_000, maxWaitMs: 5 * MINUTE_MS, lockAfter: null, forgetAfterMs: 15 * MINUTE_MS },
};

/** The wait after the `failures`-th counted failure: 0 before waitAfter, then doubling up to the cap. */
export function waitAfterFailure(limits: ThrottleLimits, failures: number): number {
  if (failures < limits.waitAfter) return 0;
  return Math.min(limits.firstWaitMs * 2 ** (failures - limits.waitAfter), limits.maxWaitMs);
}
