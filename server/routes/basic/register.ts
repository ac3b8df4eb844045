// POST /ntocc-basic-api/party/register: self-registration of a shipper or driver with the code
// sent by sendRegisterVerifyCode. A driver gets his driver record (the one the 驾驶员管理 screen
// reviews, server/party/driverRecord.ts), a shipper his shipper record (the one the 个人货主 screen
// lists, server/party/shipperRecord.ts); both wait for review (待审核). The agreements the user
// accepted on the register screen (`agreementIds`, the ones in force: server/sysrecords) are
// recorded with the sign-up; an id of another or a superseded version refuses it.
// The password arrives in the body (never the query string) and must pass the shared rule.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../../src/core/api/status';
import { hashPassword } from '../../auth/password';
import { passwordRefusal } from '../../auth/passwordRule';
import { secretsInQuery } from '../../auth/secretsInBody';
import type { AppContext } from '../../context';
import { ok, type Answer, type FieldError } from '../../http/envelope';
import { readParams } from '../../http/params';
import { check, compile, fieldError, invalidFields } from '../../http/validate';
import { logSignUp } from '../../oplog/sessionEvents';
import { createParty } from '../../party/create';
import { createDriverRecord, driverRecordsChanged } from '../../party/driverRecord';
import { createShipperRecord, shipperRecordsChanged } from '../../party/shipperRecord';
import { notifyBranchChanged } from '../../realtime/branchChanges';
import { codeRefusal } from '../../sms/answers';
import { checkCode } from '../../sms/verifyCodes';
import { agreementsInForce, recordAcceptances, unknownAcceptances } from '../../sysrecords/agreements';

interface RegisterInput {
  phone: string; password: string; name: string; partyType: 'SHIPPER' | 'DRIVER';
  verifyCode: string; branchCode: string; idCard?: string;
  /** Ids of the agreements in force the user accepted (我已阅读并同意), comma-separated. */
  agreementIds?: string;
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
    agreementIds: { type: 'string', pattern: '^[0-9]{1,15}(,[0-9]{1,15}){0,9}$' },
  },
});

/** The registration field behind each driver record field the entity API may refuse. */
const FIELD_OF_RECORD: Record<string, string> = {
  '/driverName': '/name', '/telephone': '/phone', '/drivingLicense': '/idCard',
  '/shipperName': '/name', '/contactPhone': '/phone', '/idCard': '/idCard',
};

/** Rolls the sign-up's transaction back with the answer refusing it. */
class SignUpRefused extends Error {
  constructor(readonly answer: Answer<unknown>) { super(answer.msg); }
}

/** The entity API's refusal of the driver record, naming the registration form's fields. */
function asRegistrationAnswer(answer: Answer<unknown>): Answer<unknown> {
  const errors = (answer.data as { errors?: FieldError[] } | null)?.errors;
  if (!errors) return answer;
  return { ...answer, data: { errors: errors.map(({ field, message }) => ({ field: FIELD_OF_RECORD[field] ?? field, message })) } };
}

export function registerRoute({ db, now }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/party/register', async (request) => {
      const { t } = request;
      const exposed = secretsInQuery(request, ['password'], t);
      if (exposed) return exposed;
      const parsed = check(validator, readParams(request), t);
      if ('answer' in parsed) return parsed.answer;
      const input = parsed.value;
      const branch = await db.selectFrom('branch').select('code').where('code', '=', input.branchCode).executeTakeFirst();
      if (!branch) return invalidFields(t, [fieldError('/branchCode', t('server.register.unknownBranch'))]);
      const weakPassword = passwordRefusal(t, '/password', input.password);
      if (weakPassword) return weakPassword;
      // The agreements accepted must be the ones in force for this sign-up (server/sysrecords).
      const inForce = await agreementsInForce(db, branch.code, input.partyType);
      const acceptedIds = input.agreementIds ? input.agreementIds.split(',').map(Number) : [];
      if (unknownAcceptances(inForce, acceptedIds).length > 0) {
        return invalidFields(t, [fieldError('/agreementIds', t('server.register.agreementOutdated'))]);
      }
      const accepted = inForce.filter((agreement) => acceptedIds.includes(agreement.id));

      // The code first: only the holder of the number learns that it already has an account.
      const at = now();
      const refusal = codeRefusal(t, await checkCode(db, input.phone, 'register', input.verifyCode, at));
      if (refusal) return refusal;
      const taken = await db.selectFrom('party').select('id')
        .where((eb) => eb.or([eb('mobile', '=', input.phone), eb('username', '=', input.phone)])).executeTakeFirst();
      if (taken) return invalidFields(t, [fieldError('/phone', t('server.register.phoneTaken'))]);

      const passwordHash = await hashPassword(input.password);
      // The server's one translator (http/i18n.ts) holds the entity API's messages too.
      const texts = { t, entityT: t };
      let created: { id: number; code: string };
      try {
        created = await db.transaction().execute(async (trx) => {
          const party = await createParty(trx, {
            username: input.phone, passwordHash, partyType: input.partyType, name: input.name,
            mobile: input.phone, branchCode: branch.code, roles: [input.partyType],
          }, at);
          if (input.partyType === 'DRIVER') {
            const record = await createDriverRecord(trx, {
              party: { ...party, name: input.name, branchCode: branch.code }, phone: input.phone, idCard: input.idCard,
            }, texts, at);
            if (record.status !== Status.OK) throw new SignUpRefused(asRegistrationAnswer(record));
          } else {
            const record = await createShipperRecord(trx, {
              party: { ...party, name: input.name, branchCode: branch.code }, phone: input.phone, idCard: input.idCard,
            }, texts, at);
            if (record.status !== Status.OK) throw new SignUpRefused(asRegistrationAnswer(record));
          }
          await recordAcceptances(trx, { code: party.code, name: input.name, branchCode: branch.code }, accepted, at);
          await logSignUp(trx, request, { code: party.code, name: input.name, username: input.phone, branch_code: branch.code, party_type: input.partyType }, at);
          return party;
        });
      } catch (error) {
        if (error instanceof SignUpRefused) return error.answer;
        throw error;
      }
      if (input.partyType === 'DRIVER') driverRecordsChanged(db);
      else shipperRecordsChanged(db);
      notifyBranchChanged(db, branch.code);
      return ok({ code: created.code, username: input.phone }, t('server.register.done'));
    });
  };
}
