// Password change of the signed-in party.
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../../auth/authenticate';
import { hashPassword, verifyPassword } from '../../auth/password';
import { passwordRefusal } from '../../auth/passwordRule';
import { revokeOtherTokens } from '../../auth/tokens';
import { logPasswordChange } from '../../oplog/sessionEvents';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { readParams } from '../../http/params';
import { check, compile, fieldError, invalidFields } from '../../http/validate';
import { displayTime, instant } from '../../storage/clock';

interface UpdatePassInput { oldPassword: string; newPassword: string }

const validator = compile<UpdatePassInput>({
  type: 'object',
  required: ['oldPassword', 'newPassword'],
  properties: {
    oldPassword: { type: 'string', maxLength: 128 },
    newPassword: { type: 'string', format: 'password' },
  },
});

export function partyRoutes({ db, now }: AppContext): FastifyPluginAsync {
  return async (app) => {
    /** The old password must be right and the new one must pass the password rule and differ
     * from it. Other sessions of the party end; the current one stays signed in. */
    app.post('/party/updatePass', async (request) => {
      const { t } = request;
      const session = sessionOf(request);
      const parsed = check(validator, readParams(request), t);
      if ('answer' in parsed) return parsed.answer;
      const { oldPassword, newPassword } = parsed.value;
      const party = await db.selectFrom('party').select(['id', 'password_hash']).where('id', '=', session.partyId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(oldPassword, party.password_hash))) {
        return invalidFields(t, [fieldError('/oldPassword', t('server.password.wrongOld'))]);
      }
      if (newPassword === oldPassword) {
        return invalidFields(t, [fieldError('/newPassword', t('server.password.sameAsOld'))]);
      }
      const weakPassword = passwordRefusal(t, '/newPassword', newPassword);
      if (weakPassword) return weakPassword;
      const at = now();
      await db.updateTable('party')
        .set({ password_hash: await hashPassword(newPassword), password_changed_at: instant(at), gmt_modified: displayTime(at) })
        .where('id', '=', party.id).execute();
      await revokeOtherTokens(db, party.id, session.tokenHash, at);
      await logPasswordChange(db, request, at);
      return ok(null, t('server.password.changed'));
    });
  };
}
