// Image challenges of sign-in: issued with a random id, kept as a hash of id and answer for
// 5 minutes, and good for one answer only (right or wrong, it is used up), so a script cannot
// try the answers of one image in turn.
import { createHash, randomBytes } from 'node:crypto';
import type { SignInCaptcha } from '../../../src/core/generated/api';
import type { Db } from '../../storage/database';
import { addMs, instant, MINUTE_MS } from '../../storage/clock';
import { arithmeticChallenge } from './arithmeticImage';

export const CHALLENGE_LIFETIME_MS = 5 * MINUTE_MS;

export function challengeAnswerHash(id: string, answer: string): string {
  return createHash('sha256').update(`${id}:${answer.trim()}`).digest('hex');
}

export async function issueChallenge(db: Db, now: Date): Promise<SignInCaptcha> {
  await db.deleteFrom('sign_in_challenge').where('expires_at', '<=', instant(now)).execute();
  const id = randomBytes(24).toString('base64url');
  const { answer, svg } = arithmeticChallenge();
  await db.insertInto('sign_in_challenge').values({
    id, answer_hash: challengeAnswerHash(id, String(answer)), expires_at: instant(addMs(now, CHALLENGE_LIFETIME_MS)),
  }).execute();
  return {
    captchaId: id,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresInSeconds: CHALLENGE_LIFETIME_MS / 1000,
  };
}

/** Uses the challenge up (one statement, so two requests cannot both use it) and tells whether the answer was right. */
export async function solveChallenge(db: Db, id: string, answer: string, now: Date): Promise<boolean> {
  const used = await db.deleteFrom('sign_in_challenge')
    .where('id', '=', id).where('expires_at', '>', instant(now))
    .returning('answer_hash').executeTakeFirst();
  return used !== undefined && used.answer_hash === challengeAnswerHash(id, answer);
}
