// POST /ntocc-basic-api/party/register: self-registration of a shipper or driver with the code
// sent by sendRegisterVerifyCode. The new profile waits for review (待审核).
import type { FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../../auth/password';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { readParams } from '../../http/params';
import { check, compile, fieldError, invalidFields } from '../../http/validate';
import { createParty, ReviewStatus } from '../../party/create';
import { notifyBranchChanged } from '../../realtime/branchChanges';
import { codeRefusal } from '../../sms/answers';
import { checkCode } from '../../sms/verifyCodes';
import { displayTime } from '../../storage/clock';

interface RegisterInput {
  phone: string; password: string; name: string; partyType: 'SHIPPER' | 'DRIVER';
  verifyCode: string; branchCode: string; idCard?: string;
}

const validator = compile<RegisterInput>({
  type: 'object',
  required: ['phone', 'password', 'name', 'partyType', 'verifyCode', 'branchCode'],
  properties: {
    phone: { type: 'string', format: 'cn-mobile' },
    password: { type: 'string', format: 'password' },
    name: { type: 'string', format: 'cn-name', maxLength: 30 },
    partyType: { type: 'string', enum: ['SHIPPER', 'DRIVER'] },
    verifyCode: { type: 'string', pattern: '^\\d{6}$' },
    branchCode: { type: 'string', maxLength: 32 },
    idCard: { type: 'string', format: 'cn-id-card' },
  },
});

export function registerRoute({ db, now }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/party/register', async (request) => {
      const { t } = request;
      const parsed = check(validator, readParams(request), t);
      if ('answer' in parsed) return parsed.answer;
      const input = parsed.value;
      const branch = await db.selectFrom('branch').select('code').where('code', '=', input.branchCode).executeTakeFirst();
      if (!branch) return invalidFields(t, [fieldError('/branchCode', t('server.register.unknownBranch'))]);
      const taken = await db.selectFrom('party').select('id')
        .where((eb) => eb.or([eb('mobile', '=', input.phone), eb('username', '=', input.phone)])).executeTakeFirst();
      if (taken) return invalidFields(t, [fieldError('/phone', t('server.register.phoneTaken'))]);

      const at = now();
      const refusal = codeRefusal(t, await checkCode(db, input.phone, 'register', input.verifyCode, at));
      if (refusal) return refusal;

      const passwordHash = await hashPassword(input.password);
      const created = await db.transaction().execute(async (trx) => {
        const party = await createParty(trx, {
          username: input.phone, passwordHash, partyType: input.partyType, name: input.name,
          mobile: input.phone, branchCode: branch.code, roles: [input.partyType],
        }, at);
        const stamps = { review_status: ReviewStatus.pending, gmt_created: displayTime(at), gmt_modified: displayTime(at) };
        if (input.partyType === 'DRIVER') {
          await trx.insertInto('driver').values({
            party_id: party.id, driver_name: input.name, driving_license: input.idCard ?? null,
            vehicle_class: null, telephone: input.phone, ...stamps,
          }).execute();
        } else {
          await trx.insertInto('shipper').values({
            party_id: party.id, shipper_name: input.name, shipper_type: 'individual', id_card: input.idCard ?? null,
            uscc: null, contact_phone: input.phone, ...stamps,
          }).execute();
        }
        return party;
      });
      notifyBranchChanged(db, branch.code);
      return ok({ code: created.code, username: input.phone }, t('server.register.done'));
    });
  };
}
