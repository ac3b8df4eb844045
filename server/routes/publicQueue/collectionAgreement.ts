// 代收协议 (issue 16): a driver authorizes the platform to pay his freight to a payee, his fleet
// captain's bank card. Staff send him a signed link (kind `collectionAgreement`, subject = the
// driver's record id, minted from the driver screen); the public page /collectionAgreement4Mobile
// shows the branch's published agreement of kind `driverCollection` with the names filled, sends a
// code by SMS to the driver's own mobile (purpose `sign`, the usual per-number and per-client
// limits) and, with the right code, records the signature as an agreement acceptance
// (sys_agreement_acceptance) with the payee, the time and the address. One signature per driver,
// payee card and agreement version: a second sign answers the first one and writes nothing.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Status } from '../../../src/core/api/status';
import { maskValue } from '../../../src/core/format/mask';
import type { AppContext } from '../../context';
import type { EntityDb } from '../../entities/listQuery';
import { fail, ok, type Answer } from '../../http/envelope';
import { codeRefusal, maskPhone, sendCode } from '../../sms/answers';
import { checkCode } from '../../sms/verifyCodes';
import type { Db } from '../../storage/database';
import { displayTime } from '../../storage/clock';

export const COLLECTION_KIND = 'driverCollection';
const ACCEPTANCE = 'sys_agreement_acceptance';
const edb = (db: Db) => db as unknown as EntityDb;

export interface Payee { partyCode: string; name: string; bankCardId: number; cardNumber: string; bankCode: string; teamCode: string; teamName: string }

interface DriverRow { driverCode: string; driverName: string; telephone: string | null; branchCode: string }

async function driverOf(db: Db, id: string, branchCode: string): Promise<DriverRow | null> {
  if (!/^[1-9]\d{0,15}$/.test(id)) return null;
  const row = await edb(db).selectFrom('basic_driver').select(['driver_code', 'driver_name', 'telephone', 'branch_code'])
    .where('id', '=', Number(id)).where('branch_code', '=', branchCode).executeTakeFirst();
  return row ? { driverCode: String(row.driver_code), driverName: String(row.driver_name), telephone: (row.telephone as string | null) ?? null, branchCode } : null;
}

/** The payee: the captain of the driver's fleet (not himself) and the captain's verified card, the default one first. */
export async function payeeOf(db: Db, driver: DriverRow): Promise<Payee | null> {
  const team = await edb(db).selectFrom('basic_driver_team_member as m').innerJoin('basic_driver_team as t', (join) => join.onRef('t.team_code', '=', 'm.team_code').onRef('t.branch_code', '=', 'm.branch_code'))
    .select(['t.team_code', 't.team_name', 't.captain_code', 't.captain_name'])
    .where('m.driver_code', '=', driver.driverCode).where('m.branch_code', '=', driver.branchCode).where('t.captain_code', '!=', driver.driverCode)
    .orderBy('m.id').executeTakeFirst();
  if (!team) return null;
  const card = await edb(db).selectFrom('basic_bank_card').select(['id', 'account_name', 'card_number', 'bank_code'])
    .where('driver_code', '=', String(team.captain_code)).where('branch_code', '=', driver.branchCode).where('verify_status', '=', 'verified')
    .orderBy('is_default', 'desc').orderBy('id').executeTakeFirst();
  if (!card) return null;
  return {
    partyCode: String(team.captain_code), name: String(card.account_name ?? team.captain_name), bankCardId: Number(card.id),
    cardNumber: String(card.card_number), bankCode: String(card.bank_code), teamCode: String(team.team_code), teamName: String(team.team_name),
  };
}

interface Agreement { id: number; title: string; version: string; content: string }

async function publishedAgreement(db: Db, branchCode: string): Promise<Agreement | null> {
  const row = await edb(db).selectFrom('sys_agreement').select(['id', 'title', 'version', 'content'])
    .where('agreement_kind', '=', COLLECTION_KIND).where('status', '=', 'published').where('branch_code', '=', branchCode)
    .orderBy('publish_time', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return row ? { id: Number(row.id), title: String(row.title), version: String(row.version), content: String(row.content ?? '') } : null;
}

/** The agreement text with the parties filled in ({driverName}, {payeeName}, {payeeAccount}, {bankName}, {teamName}). */
export function filled(content: string, values: Record<string, string>): string {
  return content.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

interface Signed { acceptedTime: string; version: string }

/** The payee card an acceptance names, kept in `payee_account` as the masked number and the card id. */
async function signatureOf(db: Db, driver: DriverRow, agreement: Agreement, payee: Payee): Promise<Signed | null> {
  const row = await edb(db).selectFrom(ACCEPTANCE).select(['accepted_time', 'version'])
    .where('party_code', '=', driver.driverCode).where('agreement_id', '=', agreement.id).where('payee_bank_card_id', '=', payee.bankCardId)
    .where('branch_code', '=', driver.branchCode).orderBy('id').executeTakeFirst();
  return row ? { acceptedTime: String(row.accepted_time), version: String(row.version) } : null;
}

interface Subject { driver: DriverRow; payee: Payee | null; agreement: Agreement | null }

async function subjectOf(db: Db, driverId: string, branchCode: string): Promise<Subject | null> {
  const driver = await driverOf(db, driverId, branchCode);
  if (!driver) return null;
  const [payee, agreement] = await Promise.all([payeeOf(db, driver), publishedAgreement(db, branchCode)]);
  return { driver, payee, agreement };
}

/** What the public page reads: names, the payee's masked card, the text, whether signed. */
export async function loadCollectionAgreement(db: Db, driverId: string, branchCode: string): Promise<Record<string, unknown> | null> {
  const subject = await subjectOf(db, driverId, branchCode);
  if (!subject) return null;
  const { driver, payee, agreement } = subject;
  const account = payee ? maskValue('bank-account', payee.cardNumber) : '';
  const signed = payee && agreement ? await signatureOf(db, driver, agreement, payee) : null;
  return {
    driverName: driver.driverName,
    telephone: driver.telephone ? maskPhone(driver.telephone) : '',
    teamName: payee?.teamName ?? '',
    payeeName: payee?.name ?? '',
    payeeAccount: account,
    bankCode: payee?.bankCode ?? '',
    title: agreement?.title ?? '',
    version: agreement?.version ?? '',
    content: agreement && payee ? filled(agreement.content, { driverName: driver.driverName, payeeName: payee.name, payeeAccount: account, teamName: payee.teamName, bankCode: payee.bankCode }) : '',
    /** Why it cannot be signed: no fleet captain's card, no published agreement, no mobile. */
    blocked: !payee ? 'noPayee' : !agreement ? 'noAgreement' : !driver.telephone ? 'noMobile' : null,
    signed: signed !== null,
    signedTime: signed?.acceptedTime ?? null,
  };
}

type Ctx = { app: AppContext; ip: string; t: (key: string, options?: Record<string, unknown>) => string; request: FastifyRequest };

async function signable(ctx: Ctx, driverId: string, branchCode: string): Promise<(Subject & { payee: Payee; agreement: Agreement; telephone: string }) | Answer<unknown>> {
  const subject = await subjectOf(ctx.app.db, driverId, branchCode);
  if (!subject) return fail(Status.NOT_FOUND, ctx.t('server.publicLink.gone'), { refusal: 'gone' });
  if (!subject.payee) return fail(Status.INVALID_PAYLOAD, ctx.t('server.collectionAgreement.noPayee'));
  if (!subject.agreement) return fail(Status.INVALID_PAYLOAD, ctx.t('server.collectionAgreement.noAgreement'));
  if (!subject.driver.telephone) return fail(Status.INVALID_PAYLOAD, ctx.t('server.verifyCode.noMobile'));
  return { ...subject, payee: subject.payee, agreement: subject.agreement, telephone: subject.driver.telephone };
}

/** 获取验证码: a signing code to the driver's own mobile, within the SMS limits. */
export async function sendSignCode(ctx: Ctx, driverId: string, branchCode: string): Promise<Answer<unknown>> {
  const subject = await signable(ctx, driverId, branchCode);
  if ('status' in subject) return subject;
  const limited = await ctx.app.limits.sms.refusal(ctx.request, subject.telephone);
  if (limited) return limited;
  return sendCode(ctx.app, ctx.request.t, subject.telephone, 'sign');
}

/** 同意并签署: with the right code, the signature is recorded once. */
export async function signCollectionAgreement(ctx: Ctx, driverId: string, branchCode: string, body: unknown): Promise<Answer<unknown>> {
  const subject = await signable(ctx, driverId, branchCode);
  if ('status' in subject) return subject;
  const { driver, payee, agreement } = subject;
  const before = await signatureOf(ctx.app.db, driver, agreement, payee);
  if (before) return ok({ signed: true, signedTime: before.acceptedTime, already: true, reload: true }, ctx.t('server.collectionAgreement.alreadySigned', { time: before.acceptedTime }));
  const code = (body as { signCode?: unknown } | null)?.signCode;
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) {
    return fail(Status.INVALID_PAYLOAD, ctx.t('server.collectionAgreement.codeFormat'), { errors: [{ field: '/signCode', message: ctx.t('server.collectionAgreement.codeFormat') }] });
  }
  const now = ctx.app.now();
  const refusal = codeRefusal(ctx.request.t, await checkCode(ctx.app.db, subject.telephone, 'sign', code, now));
  if (refusal) return refusal;
  const at = displayTime(now);
  const account = maskValue('bank-account', payee.cardNumber);
  const text = filled(agreement.content, { driverName: driver.driverName, payeeName: payee.name, payeeAccount: account, teamName: payee.teamName, bankCode: payee.bankCode });
  await ctx.app.db.transaction().execute(async (trx) => {
    // Two right codes at once: the second finds the first signature and writes nothing.
    const again = await (trx as unknown as EntityDb).selectFrom(ACCEPTANCE).select('id')
      .where('party_code', '=', driver.driverCode).where('agreement_id', '=', agreement.id).where('payee_bank_card_id', '=', payee.bankCardId).executeTakeFirst();
    if (again) return;
    await (trx as unknown as EntityDb).insertInto(ACCEPTANCE).values({
      party_code: driver.driverCode, party_name: driver.driverName, agreement_id: agreement.id, agreement_kind: COLLECTION_KIND,
      version: agreement.version, accepted_time: at, branch_code: driver.branchCode,
      payee_code: payee.partyCode, payee_name: payee.name, payee_account: account, payee_bank_code: payee.bankCode, payee_bank_card_id: payee.bankCardId,
      signer_mobile: maskPhone(subject.telephone), sign_ip: ctx.ip, content_hash: createHash('sha256').update(text).digest('hex'),
    }).execute();
    await (trx as unknown as EntityDb).updateTable('sys_agreement').set((eb) => ({ acceptance_count: eb(eb.fn.coalesce('acceptance_count', eb.lit(0)), '+', 1) }))
      .where('id', '=', agreement.id).execute();
  });
  const signed = await signatureOf(ctx.app.db, driver, agreement, payee);
  return ok({ signed: true, signedTime: signed?.acceptedTime ?? at, already: false, reload: true }, ctx.t('server.collectionAgreement.signed'));
}
