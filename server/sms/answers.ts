// Turning verification-code outcomes into envelope answers, shared by the SMS routes,
// self-registration and sign-in by code.
import type { TFunction } from 'i18next';
import { Status } from '../../src/core/api/status';
import type { AppContext } from '../context';
import { fail, ok, type Answer } from '../http/envelope';
import type { SmsPurpose } from './sender';
import { CODE_LIFETIME_MS, issueCode, RESEND_COOLDOWN_MS, type CheckResult } from './verifyCodes';

export interface CodeSent { phone: string; expiresInSeconds: number; resendAfterSeconds: number }

/** 138****0001: enough for the user to recognise the number the code went to. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Issues a code for `phone` and sends it, or answers 429 (cooldown or daily cap). With `deliver`
 * false (a sign-in code for a number no account has) the code is issued but no message leaves, so
 * the answer, its limits and its work are those of a known number: no enumeration of accounts. */
export async function sendCode(
  ctx: AppContext, t: TFunction, phone: string, purpose: SmsPurpose, { deliver = true }: { deliver?: boolean } = {},
): Promise<Answer<unknown>> {
  const now = ctx.now();
  const result = await issueCode(ctx.db, phone, purpose, now);
  if (!result.issued) {
    return result.reason === 'cooldown'
      ? fail(Status.TOO_MANY_REQUESTS, t('server.verifyCode.cooldown', { seconds: result.secondsLeft }))
      : fail(Status.TOO_MANY_REQUESTS, t('server.verifyCode.dailyCap'));
  }
  const minutes = CODE_LIFETIME_MS / 60_000;
  if (deliver) await ctx.sms.send(phone, purpose, t(`server.sms.${purpose}`, { code: result.code, minutes }));
  const sent: CodeSent = { phone: maskPhone(phone), expiresInSeconds: CODE_LIFETIME_MS / 1000, resendAfterSeconds: RESEND_COOLDOWN_MS / 1000 };
  return ok(sent, t('server.verifyCode.sent'));
}

/** The refusal for a failed code check; null when the code was right. */
export function codeRefusal(t: TFunction, result: CheckResult): Answer<unknown> | null {
  switch (result) {
    case 'ok':
      return null;
    case 'wrong':
      return fail(Status.BAD_VERIFY_CODE, t('server.verifyCode.wrong'));
    case 'expired':
      return fail(Status.BAD_VERIFY_CODE, t('server.verifyCode.expired'));
    case 'tooManyAttempts':
      return fail(Status.TOO_MANY_REQUESTS, t('server.verifyCode.tooManyAttempts'));
  }
}
