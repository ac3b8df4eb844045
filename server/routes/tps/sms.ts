// Verification-code SMS (open routes): for sign-in by code and for registration.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { readParams } from '../../http/params';
import { check, compile, fieldError, invalidFields } from '../../http/validate';
import { sendCode } from '../../sms/answers';

const validator = compile<{ phone: string }>({
  type: 'object',
  required: ['phone'],
  properties: { phone: { type: 'string', format: 'cn-mobile' } },
});

export function smsRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;

  async function isRegistered(phone: string): Promise<boolean> {
    const party = await db.selectFrom('party').select('id')
      .where((eb) => eb.or([eb('mobile', '=', phone), eb('username', '=', phone)])).executeTakeFirst();
    return party !== undefined;
  }

  return async (app) => {
    /** A sign-in code, only for the mobile number of an existing account. */
    app.post('/sms/sendVerificationCode', async (request: FastifyRequest) => {
      const { t } = request;
      const parsed = check(validator, readParams(request), t);
      if ('answer' in parsed) return parsed.answer;
      const { phone } = parsed.value;
      const party = await db.selectFrom('party').select('id').where('mobile', '=', phone).executeTakeFirst();
      if (!party) return invalidFields(t, [fieldError('/phone', t('server.verifyCode.phoneUnknown'))]);
      return sendCode(ctx, t, phone, 'login');
    });

    /** A registration code, only for a mobile number that has no account yet. */
    app.post('/sms/sendRegisterVerifyCode', async (request: FastifyRequest) => {
      const { t } = request;
      const parsed = check(validator, readParams(request), t);
      if ('answer' in parsed) return parsed.answer;
      const { phone } = parsed.value;
      if (await isRegistered(phone)) return invalidFields(t, [fieldError('/phone', t('server.register.phoneTaken'))]);
      return sendCode(ctx, t, phone, 'register');
    });
  };
}
