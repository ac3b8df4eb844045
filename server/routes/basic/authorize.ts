// POST /ntocc-basic-api/authorize (form-encoded): sign-in by password or by SMS code, and
// GET /ntocc-basic-api/authorize/captcha: the image challenge asked after a few failures.
// Password guesses are throttled per account and per client address (auth/throttle.ts); the
// answers and the work done are the same whether the username exists or not.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { sql, type Selectable } from 'kysely';
import type { AuthorizeResponse, SignInRefusal } from '../../../src/core/generated/api';
import { CLIENT_ID, CLIENT_SECRET } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { issueChallenge, solveChallenge } from '../../auth/captcha/challenges';
import { verifyAgainstNoAccount, verifyPassword } from '../../auth/password';
import {
  accountOfParty, accountOfUnknownName, forgetAccountFailures, reserveGuess, returnReservation, type Reservation,
} from '../../auth/throttle';
import { issueToken } from '../../auth/tokens';
import { logSignIn } from '../../oplog/sessionEvents';
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
  captchaId?: string; captchaAnswer?: string;
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
    captchaId: { type: 'string', maxLength: 64 },
    captchaAnswer: { type: 'string', maxLength: 8 },
  },
  if: { type: 'object', properties: { grant_type: { const: 'password' } } },
  then: { type: 'object', required: ['password'], properties: { password: { type: 'string' } } },
  else: { type: 'object', required: ['phoneCode'], properties: { phoneCode: { type: 'string' } } },
});

type Party = Selectable<PartyTable>;
type Outcome = { party: Party } | { refusal: Answer<unknown> };

const refusedWith = (status: number, msg: string, captchaRequired: boolean): Answer<SignInRefusal> =>
  ({ ...fail(status, msg), data: { captchaRequired } });

function reservationRefusal(t: TFunction, reservation: Exclude<Reservation, { reserved: true }>): Answer<unknown> {
  switch (reservation.reason) {
    case 'locked':
      return fail(Status.ACCOUNT_LOCKED, t('server.auth.locked', { minutes: reservation.minutesLeft }));
    case 'wait':
      return refusedWith(Status.TOO_MANY_REQUESTS, t('server.auth.wait', { seconds: reservation.secondsLeft }), true);
    case 'challenge':
      return refusedWith(Status.CAPTCHA_REQUIRED, t('server.auth.captchaRequired'), true);
  }
}

export function authorizeRoute(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;

  /** The account a sign-in name means: its username, else its mobile number (用户名/手机号). */
  async function accountNamed(name: string): Promise<Party | undefined> {
    return db.selectFrom('party').selectAll()
      .where((eb) => eb.or([eb('username', '=', name), eb('mobile', '=', name)]))
      .orderBy(sql`case when username = ${name} then 0 else 1 end`).orderBy('id')
      .limit(1).executeTakeFirst();
  }

  /** Password grant: the challenge (when sent) is used up first, then one failure is reserved on the
   * account and the address, and only then is the password checked. */
  async function byPassword(request: FastifyRequest, input: AuthorizeInput, name: string, now: Date): Promise<Outcome> {
    const { t } = request;
    let challengeSolved = false;
    if (input.captchaId) {
      challengeSolved = await solveChallenge(db, input.captchaId, input.captchaAnswer ?? '', now);
      if (!challengeSolved) return { refusal: refusedWith(Status.CAPTCHA_REQUIRED, t('server.auth.captchaWrong'), true) };
    }
    const party = await accountNamed(name);
    const subjects = { account: party ? accountOfParty(party.id) : accountOfUnknownName(name), address: request.ip };
    const reservation = await reserveGuess(db, ctx.signInLimits, subjects, challengeSolved, now);
    if (!reservation.reserved) return { refusal: reservationRefusal(t, reservation) };
    const password = input.password ?? '';
    const right = party ? await verifyPassword(password, party.password_hash) : await verifyAgainstNoAccount(password);
    if (!party || !right) {
      return { refusal: refusedWith(Status.BAD_CREDENTIALS, t('server.auth.badCredentials'), reservation.challengeNext) };
    }
    await returnReservation(db, subjects);
    return { party };
  }

  /** Code grant: the username is the mobile number the code was sent to. Password failures of
   * anyone never stop it, and it lifts the account's password lock. */
  async function byCode(mobile: string, code: string, t: TFunction, now: Date): Promise<Outcome> {
    const refusal = codeRefusal(t, await checkCode(db, mobile, 'login', code, now));
    if (refusal) return { refusal };
    // The caller has proved he holds the number: he may learn that it has no account.
    const party = await db.selectFrom('party').selectAll().where('mobile', '=', mobile).orderBy('id').limit(1).executeTakeFirst();
    if (!party) return { refusal: fail(Status.BAD_CREDENTIALS, t('server.auth.noAccountForMobile')) };
    await forgetAccountFailures(db, accountOfParty(party.id));
    return { party };
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
    const outcome = input.grant_type === 'password'
      ? await byPassword(request, input, username, now)
      : await byCode(username, input.phoneCode ?? '', t, now);
    if ('refusal' in outcome) return outcome.refusal;
    const { party } = outcome;
    if (party.status !== PartyStatus.enabled) return fail(Status.FORBIDDEN, t('server.auth.disabled'));
    if (input.branchCode && input.branchCode !== party.branch_code) return fail(Status.FORBIDDEN, t('server.auth.wrongBranch'));
    const roles = await rolesOf(db, party.id);
    const branch = await loadBranch(db, party.branch_code);
    if (roles.length === 0 || !branch) return fail(Status.FORBIDDEN, t('server.auth.noRole'));

    const deviceId = input.device_id ?? (request.headers.deviceid as string | undefined) ?? null;
    const issued = await issueToken(db, { partyId: party.id, activeRole: roles[0].roles, deviceId, now });
    await logSignIn(db, request, party, roles[0].roles, now);
    const answer: AuthorizeResponse = {
      access_token: issued.token, token_type: 'bearer', expires_in: issued.expiresInSeconds, branch,
      passWordOverdue: now.getTime() - Date.parse(party.password_changed_at) > PASSWORD_LIFETIME_MS,
    };
    return ok(answer);
  }

  return async (app) => {
    app.post('/authorize', authorize);
    app.get('/authorize/captcha', async () => ok(await issueChallenge(db, ctx.now())));
  };
}
