// Verification-code SMS (open routes): for sign-in by code, password reset and registration.
// Neither answer tells whether the number has an account (issue 11, finding 3): a sign-in code
// is issued for any number and delivered only to an account's number; a registration code is
// sent to any number, and registration says a number is taken only once its code is verified.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../../src/core/api/status';
import type { AppContext } from '../../context';
import { readParams } from '../../http/params';
import { check, compile } from '../../http/validate';
import { sendCode } from '../../sms/answers';

const validator = compile<{ phone: string }>({
  type: 'object',
  required: ['phone'],
  properties: { phone: { type: 'string', format: 'cn-mobile' } },
});

export function smsRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;

  return async (app) => {
    /** A sign-in (or password reset) code: delivered only when an account has this mobile number. */
    app.post('/sms/sendVerificationCode', async (request: FastifyRequest) => {
      const { t } = request;
      const parsed = check(validator, readParams(request), t);
      if ('answer' in parsed) return parsed.answer;
      const { phone } = parsed.value;
      const limited = await ctx.limits.sms.refusal(request, phone); if (limited) return limited;
      const party = await db.selectFrom('party').select('id').where('mobile', '=', phone).executeTakeFirst();
      const answer = await sendCode(ctx, t, phone, 'login', { deliver: party !== undefined });
      return answer.status === Status.OK ? { ...answer, msg: t('server.verifyCode.sentIfRegistered') } : answer;
    });

    /** A registration code, whether or not the number has an account. */
    app.post('/sms/sendRegisterVerifyCode', async (request: FastifyRequest) => {
      const { t } = request;
      const parsed = check(validator, readParams(request), t);
      if ('answer' in parsed) return parsed.answer;
      const limited = await ctx.limits.sms.refusal(request, parsed.value.phone); if (limited) return limited;
      return sendCode(ctx, t, parsed.value.phone, 'register');
    });
  };
}
