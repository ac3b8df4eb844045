// PUT /ntocc-tps-api/elecSign/sendSms: a signing code to the signed-in party's own mobile,
// confirming an electronic signature (contracts, agreements).
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { fieldError, invalidFields } from '../../http/validate';
import { sendCode } from '../../sms/answers';

export function elecSignRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.put('/elecSign/sendSms', async (request) => {
      const { t } = request;
      const party = await ctx.db.selectFrom('party').select('mobile').where('id', '=', sessionOf(request).partyId)
        .executeTakeFirstOrThrow();
      if (!party.mobile) return invalidFields(t, [fieldError('/mobile', t('server.verifyCode.noMobile'))]);
      const limited = await ctx.limits.sms.refusal(request, party.mobile); if (limited) return limited;
      return sendCode(ctx, t, party.mobile, 'sign');
    });
  };
}
