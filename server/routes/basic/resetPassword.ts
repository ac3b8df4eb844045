// POST /ntocc-basic-api/party/resetPass (open): 忘记密码. The holder of an account's mobile number
// sets a new password with a sign-in code (sendVerificationCode). Every session of the account
// ends and its password lock is lifted.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../../src/core/api/status';
import { hashPassword } from '../../auth/password';
import { passwordRefusal } from '../../auth/passwordRule';
import { secretsInQuery } from '../../auth/secretsInBody';
import { accountOfParty, forgetAccountFailures } from '../../auth/throttle';
import { revokeOtherTokens } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { fail, ok } from '../../http/envelope';
import { readParams } from '../../http/params';
import { check, compile } from '../../http/validate';
import { logPasswordReset } from '../../oplog/sessionEvents';
import { codeRefusal } from '../../sms/answers';
import { checkCode } from '../../sms/verifyCodes';
import { displayTime, instant } from '../../storage/clock';

interface ResetInput { phone: string; verifyCode: string; newPassword: string }

const validator = compile<ResetInput>({
  type: 'object',
  required: ['phone', 'verifyCode', 'newPassword'],
  properties: {
    phone: { type: 'string', format: 'cn-mobile' },
    verifyCode: { type: 'string', pattern: '^\\d{6}$' },
    newPassword: { type: 'string', format: 'password' },
  },
});

/** No token is kept: every session of the account ends. */
const NO_TOKEN = '';

export function resetPasswordRoute({ db, now }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/party/resetPass', async (request) => {
      const { t } = request;
      const exposed = secretsInQuery(request, ['newPassword'], t);
      if (exposed) return exposed;
      const parsed = check(validator, readParams(request), t);
      if ('answer' in parsed) return parsed.answer;
      const input = parsed.value;
      const weakPassword = passwordRefusal(t, '/newPassword', input.newPassword);
      if (weakPassword) return weakPassword;

      const at = now();
      const refusal = codeRefusal(t, await checkCode(db, input.phone, 'login', input.verifyCode, at));
      if (refusal) return refusal;
      // The caller has proved he holds the number: he may learn that it has no account.
      const party = await db.selectFrom('party').select(['id', 'username', 'code', 'name', 'branch_code', 'party_type']).where('mobile', '=', input.phone)
        .orderBy('id').limit(1).executeTakeFirst();
      if (!party) return fail(Status.BAD_CREDENTIALS, t('server.auth.noAccountForMobile'));

      await db.updateTable('party')
        .set({ password_hash: await hashPassword(input.newPassword), password_changed_at: instant(at), gmt_modified: displayTime(at) })
        .where('id', '=', party.id).execute();
      await revokeOtherTokens(db, party.id, NO_TOKEN, at);
      await forgetAccountFailures(db, accountOfParty(party.id));
      await logPasswordReset(db, request, party, at);
      return ok({ username: party.username }, t('server.password.reset'));
    });
  };
}
