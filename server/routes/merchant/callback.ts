// The bank's incoming-transfer callback (银行来账通知推送):
//   POST /ntocc-tms-api/bank/incomingNotice   (open: the bank has no session; the signature is its proof)
//   header X-Bank-Signature: hex HMAC-SHA256 of the notice's signing text with the shared secret
//   FREIGHT_BANK_NOTIFY_SECRET (development default DEV_NOTIFY_SECRET below; set a real one in
//   production). Unsigned or badly signed: HTTP 401, nothing stored.
// The body names the platform account the money arrived at (its branch is the account's), the
// payer, the amount in yuan, the remark, the bank's serial number and the arrival time. A serial
// number already known answers { duplicate: true } and stores nothing (the bank retries until it
// hears 200). A new one is stored as the entity API stores a create (numbers, checks, hooks) and
// matched at once to an awaiting recharge (notices.ts). The local bank simulator's
// `simulateIncoming` sends the same signed request, so tests and demos take the bank's path.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { Caller } from '../../entities/caller';
import type { Texts } from '../../entities/fieldErrors';
import { sharedRegistry, totalsOf } from '../../entities/shared';
import { createRecordWithin } from '../../entities/writes';
import { fail, ok, type Answer } from '../../http/envelope';
import { Status } from '../../../src/core/api/status';
import { tables, text } from './shared';
import { platformAccountByNumber } from './platformAccounts';
import { BANK_CALLER_CODE } from './notices';

export const NOTICE_PATH = '/bank/incomingNotice';
export const SIGNATURE_HEADER = 'x-bank-signature';
export const DEV_NOTIFY_SECRET = 'freight-dev-bank-notify-secret';

export interface IncomingNotice {
  /** The platform account the money arrived at (收款账号). */
  accountNumber: string;
  payerName: string;
  payerAccount: string;
  payerBankName?: string;
  /** Yuan, 2 decimals. */
  amount: number;
  remark?: string;
  bankSerialNumber: string;
  /** yyyy-MM-dd HH:mm:ss */
  arrivalDateTime: string;
}

/** The shared secret; in production without FREIGHT_BANK_NOTIFY_SECRET none (every callback is
 * refused: a known development secret would let anyone credit a wallet). */
export function notifySecret(): string | null {
  const configured = process.env.FREIGHT_BANK_NOTIFY_SECRET;
  if (configured) return configured;
  return process.env.NODE_ENV === 'production' ? null : DEV_NOTIFY_SECRET;
}

/** What the signature covers: the fields in a fixed order, joined by "|". */
export function signingText(notice: IncomingNotice): string {
  return [notice.bankSerialNumber, notice.accountNumber, Number(notice.amount).toFixed(2), notice.arrivalDateTime,
    notice.payerAccount, notice.payerName, notice.remark ?? ''].join('|');
}

export function signNotice(notice: IncomingNotice, secret = notifySecret() ?? DEV_NOTIFY_SECRET): string {
  return createHmac('sha256', secret).update(signingText(notice), 'utf8').digest('hex');
}

function signedBy(notice: IncomingNotice, signature: string | undefined): boolean {
  const secret = notifySecret();
  if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signNotice(notice, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

const isNotice = (body: unknown): body is IncomingNotice => {
  const b = body as Record<string, unknown> | null;
  return !!b && typeof b === 'object' && typeof b.accountNumber === 'string' && typeof b.payerName === 'string'
    && typeof b.payerAccount === 'string' && typeof b.amount === 'number' && typeof b.bankSerialNumber === 'string'
    && typeof b.arrivalDateTime === 'string' && (b.remark === undefined || typeof b.remark === 'string')
    && (b.payerBankName === undefined || typeof b.payerBankName === 'string');
};

/** Stores a notice the bank sent (signature already checked) and matches it. */
export async function receiveNotice(app: AppContext, notice: IncomingNotice, texts: Texts): Promise<Answer<unknown>> {
  const account = await platformAccountByNumber(app.db, notice.accountNumber);
  if (!account) return fail(Status.INVALID_PAYLOAD, texts.entityT('entity.bankIncomingNotice.error.accountUnknown'));
  const now = app.now();
  const answer = await app.db.transaction().execute(async (trx) => {
    const known = await tables(trx).selectFrom('mch_bank_notice').select(['notice_number', 'status'])
      .where('branch_code', '=', account.branchCode).where('bank_serial_number', '=', notice.bankSerialNumber).executeTakeFirst();
    if (known) return ok({ duplicate: true, noticeNumber: text(known.notice_number), status: text(known.status) });
    const entity = sharedRegistry().get('bankIncomingNotice')!;
    const caller: Caller = { partyId: 0, code: BANK_CALLER_CODE, name: '银行', branchCode: account.branchCode, role: 'BANK', dataScope: 'branch', branches: [] };
    const made = await createRecordWithin(trx, { db: app.db, registry: sharedRegistry(), entity, caller, texts, now }, {
      platformAccountNumber: notice.accountNumber, payerName: notice.payerName, payerAccount: notice.payerAccount,
      payerBankName: notice.payerBankName, amount: notice.amount, transferRemark: notice.remark, bankSerialNumber: notice.bankSerialNumber,
      arrivalDateTime: notice.arrivalDateTime,
    });
    if (made.status !== Status.OK) throw Object.assign(new Error('refused'), { answer: made });
    const stored = await tables(trx).selectFrom('mch_bank_notice').select(['notice_number', 'status', 'recharge_number'])
      .where('branch_code', '=', account.branchCode).where('bank_serial_number', '=', notice.bankSerialNumber).executeTakeFirstOrThrow();
    return ok({ duplicate: false, noticeNumber: text(stored.notice_number), status: text(stored.status), rechargeNumber: stored.recharge_number ?? null });
  }).catch((error: unknown) => {
    const refused = (error as { answer?: Answer<unknown> }).answer;
    if (refused) return refused;
    throw error;
  });
  for (const name of ['bankIncomingNotice', 'merchantRecharge', 'fundAccount', 'fundPosting']) totalsOf(app.db).forget(name);
  return answer;
}

export function bankNoticeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (api) => {
    api.post(NOTICE_PATH, async (request, reply) => {
      const body = request.body;
      if (!isNotice(body)) return fail(Status.INVALID_PAYLOAD, request.t('server.common.badRequest'));
      const signature = request.headers[SIGNATURE_HEADER];
      if (!signedBy(body, Array.isArray(signature) ? signature[0] : signature)) {
        return reply.code(401).send(fail(Status.UNAUTHENTICATED, 'bad signature'));
      }
      return await receiveNotice(ctx, body, { t: request.t, entityT: request.t });
    });
  };
}

/** The local bank simulator's incoming transfer: the bank's signed callback, sent to the server
 * (tests, the demo console). Answers the server's reply. */
export async function simulateIncoming(app: FastifyInstance, notice: IncomingNotice, secret = notifySecret() ?? DEV_NOTIFY_SECRET): Promise<{ statusCode: number; body: Answer<unknown> }> {
  const response = await app.inject({
    method: 'POST', url: `/ntocc-tms-api${NOTICE_PATH}`, payload: notice,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotice(notice, secret) },
  });
  return { statusCode: response.statusCode, body: response.json() as Answer<unknown> };
}
