// Answering the sign-in image challenge as a person would: the test reads the stored hash and
// finds the answer among the few a question can have (0 to 98), as a reader of the image does.
import { challengeAnswerHash } from '../../../server/auth/captcha/challenges';
import type { Db } from '../../../server/storage/database';
import type { apiClient, Query } from './client';

export interface Challenge { captchaId: string; image: string }

export async function fetchChallenge(api: ReturnType<typeof apiClient>): Promise<Challenge> {
  const answer = await api.call<Challenge>('/ntocc-basic-api/authorize/captcha');
  if (answer.status !== 0) throw new Error(`no challenge: ${answer.status} ${answer.msg}`);
  return answer.data;
}

export async function answerOf(db: Db, captchaId: string): Promise<string> {
  const row = await db.selectFrom('sign_in_challenge').select('answer_hash').where('id', '=', captchaId).executeTakeFirstOrThrow();
  for (let answer = 0; answer < 100; answer += 1) {
    if (challengeAnswerHash(captchaId, String(answer)) === row.answer_hash) return String(answer);
  }
  throw new Error(`challenge ${captchaId} has no answer from 0 to 99`);
}

/** The sign-in form fields of a freshly solved challenge. */
export async function solvedChallenge(api: ReturnType<typeof apiClient>, db: Db): Promise<Query> {
  const { captchaId } = await fetchChallenge(api);
  return { captchaId, captchaAnswer: await answerOf(db, captchaId) };
}
