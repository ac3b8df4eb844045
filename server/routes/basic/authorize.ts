// POST /ntocc-basic-api/authorize (form-encoded): sign-in by password or by SMS code.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { Selectable } from 'kysely';
import type { AuthorizeResponse } from '../../../src/core/generated/api';
import { CLIENT_ID, CLIENT_SECRET } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { clearFailures, lockMinutesLeft, recordFailure } from '../../auth/lockout';
import { verifyPassword } from '../../auth/password';
import { issueToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { fail, ok, type Answer } from '../../http/envelope';
import { readParams } from '../../http/params';
import { check, compile } from '../../http/validate';
import { loadBranch } from '../../party/branch';
import { PartyStatus } from '../../party/create';
import { rolesOf } from '../../party/roles';
import { codeRefusal } from '../../sms/answers';
import { checkCode } from '../../sms/verifyCodes';
import { DAY_MS } from '../../storage/clock';
import type { PartyTable } from '../../storage/schema';

/** A password older than this is reported as overdue (passWordOverdue). */
export const PASSWORD_LIFETIME_MS = 90 * DAY_MS;

interface AuthorizeInput {
  username: string; password?: string; client_id: string; client_secret: string;
  grant_type: 'password' | 'sms_code'; device_id?: string; branchCode?: string; phoneCode?: string;
}

const validator = compile<AuthorizeInput>({
  type: 'object',
  required: ['username', 'client_id', 'client_secret', 'grant_type'],
  properties: {
    username: { type: 'string', maxLength: 64 },
    password: { type: 'string', maxLength: 128 },
    client_id: { type: 'string', maxLength: 100 },
    client_secret: { type: 'string', maxLength: 200 },
    grant_type: { type: 'string', enum: ['password', 'sms_code'] },
    response_type: { type: 'string', enum: ['token'] },
    device_id: { type: 'string', maxLength: 100 },
    time: { type: 'string', maxLength: 32 },
    branchCode: { type: 'string', maxLength: 32 },
    phoneCode: { type: 'string', pattern: '^\\d{6}$' },
  },
  if: { type: 'object', properties: { grant_type: { const: 'password' } } },
  then: { type: 'object', required: ['password'], properties: { password: { type: 'string' } } },
  else: { type: 'object', required: ['phoneCode'], properties: { phoneCode: { type: 'string' } } },
});

type Outcome = { party: Selectable<PartyTable> } | { refusal: Answer<unknown> };

const badCredentials = (t: TFunction) => fail(Status.BAD_CREDENTIALS, t('server.auth.badCredentials'));

export function authorizeRoute(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;

  /** Password grant: a wrong password counts towards the lock-out and may trigger it. */
  async function byPassword(username: string, password: string, t: TFunction, now: Date): Promise<Outcome> {
    const party = await db.selectFrom('party').selectAll().where('username', '=', username).executeTakeFirst();
    if (party && (await verifyPassword(password, party.password_hash))) return { party };
    await recordFailure(db, username, now);
    const minutes = await lockMinutesLeft(db, username, now);
    return { refusal: minutes ? fail(Status.ACCOUNT_LOCKED, t('server.auth.locked', { minutes })) : badCredentials(t) };
  }

  /** Code grant: the username is the mobile number the code was sent to. */
  async function byCode(mobile: string, code: string, t: TFunction, now: Date): Promise<Outcome> {
    const party = await db.selectFrom('party').selectAll().where('mobile', '=', mobile).executeTakeFirst();
    if (!party) return { refusal: fail(Status.BAD_VERIFY_CODE, t('server.verifyCode.expired')) };
    const refusal = codeRefusal(t, await checkCode(db, mobile, 'login', code, now));
    return refusal ? { refusal } : { party };
  }

  async function authorize(request: FastifyRequest): Promise<Answer<unknown>> {
    const { t } = request;
    const parsed = check(validator, readParams(request), t);
    if ('answer' in parsed) return parsed.answer;
    const input = parsed.value;
    if (input.client_id !== CLIENT_ID || input.client_secret !== CLIENT_SECRET) {
      return fail(Status.UNAUTHENTICATED, t('server.auth.badClient'));
    }
    const username = input.username.trim();
    const now = ctx.now();
    const lockedMinutes = await lockMinutesLeft(db, username, now);
    if (lockedMinutes) return fail(Status.ACCOUNT_LOCKED, t('server.auth.locked', { minutes: lockedMinutes }));

    const outcome = input.grant_type === 'password'
      ? await byPassword(username, input.password ?? '', t, now)
      : await byCode(username, input.phoneCode ?? '', t, now);
    if ('refusal' in outcome) return outcome.refusal;
    const { party } = outcome;
    if (party.status !== PartyStatus.enabled) return fail(Status.FORBIDDEN, t('server.auth.disabled'));
    if (input.branchCode && input.branchCode !== party.branch_code) return fail(Status.FORBIDDEN, t('server.auth.wrongBranch'));
    const roles = await rolesOf(db, party.id);
    const branch = await loadBranch(db, party.branch_code);
    if (roles.length === 0 || !branch) return fail(Status.FORBIDDEN, t('server.auth.noRole'));

    await clearFailures(db, username);
    const deviceId = input.device_id ?? (request.headers.deviceid as string | undefined) ?? null;
    const issued = await issueToken(db, { partyId: party.id, activeRole: roles[0].roles, deviceId, now });
    const answer: AuthorizeResponse = {
      access_token: issued.token, token_type: 'bearer', expires_in: issued.expiresInSeconds, branch,
      passWordOverdue: now.getTime() - Date.parse(party.password_changed_at) > PASSWORD_LIFETIME_MS,
    };
    return ok(answer);
  }

  return async (app) => {
    app.post('/authorize', authorize);
  };
}
