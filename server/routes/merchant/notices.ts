// 银行来账通知: incoming transfers at the platform's accounts, and their matching to recharges.
// - a notice arrives from the bank's signed callback (routes.ts) or is registered by finance from a
//   bank statement (登记来账, a create on the screen); a bank serial number already known is
//   ignored by the callback (and refused as a duplicate on the screen);
// - on arrival it is matched AUTOMATICALLY to the awaiting recharge of its branch whose 充值识别码
//   appears in the remark and whose amount equals: the recharge is credited in the same
//   transaction (recharges.ts creditRecharge) and the notice is 已匹配 (自动匹配);
// - otherwise it stays 未匹配 (a to-do of finance): 手工匹配 names an awaiting recharge of the same
//   amount (refused otherwise, with both amounts), 退回 sends the money back to the payer by a bank
//   transfer (business type noticeReturn): 退回中, then 已退回 when the bank confirms, or back to
//   未匹配 with the bank's reason. An unmatched notice was never posted, so a return posts nothing.
import type { Transaction } from 'kysely';
import { toFen } from '../../../src/core/money/fen';
import type { AppContext } from '../../context';
import { onTransferSettled, type SettledTransfer } from '../../bank';
import { registerEntityHooks, type HookContext } from '../../entities/hooks';
import type { EntityFieldError } from '../../entities/fieldErrors';
import type { EntityRecord } from '../../entities/records';
import { totalsOf } from '../../entities/shared';
import type { Database } from '../../storage/schema';
import { displayTime } from '../../storage/clock';
import { OWNER, refusal, tables, text, yuanText } from './shared';
import { platformAccountByNumber } from './platformAccounts';
import { creditRecharge } from './recharges';

type Row = Record<string, unknown>;

/** The caller code the bank's callback writes notices as. */
export const BANK_CALLER_CODE = 'BANK';

/** The awaiting recharge of the branch whose reference code is in the remark and whose amount
 * equals the notice's, if any. */
export async function rechargeForRemark(trx: Transaction<Database>, branchCode: string, remark: string, amountFen: number): Promise<Row | undefined> {
  const words = new Set<string>();
  // The code may sit inside a longer run ("充值K7M2Q9XD", "K7M2Q9XD货款"): every 8-character window.
  for (const run of remark.toUpperCase().match(/[A-Z0-9]+/g) ?? []) {
    for (let i = 0; i + 8 <= run.length; i += 1) words.add(run.slice(i, i + 8));
  }
  if (words.size === 0) return undefined;
  const rows = await tables(trx).selectFrom('mch_recharge').selectAll().where('branch_code', '=', branchCode)
    .where('status', '=', 'awaitingFunds').where('reference_code', 'in', [...words]).orderBy('id').execute();
  return rows.find((row) => toFen(Number(row.amount)) === amountFen);
}

/** Matches the notice (a stored row) to the recharge and credits it; answers what the notice row
 * takes. */
async function matchValues(trx: Transaction<Database>, notice: Row, recharge: Row, method: 'auto' | 'manual', matcher: string, at: Date): Promise<Row> {
  const journalNumber = await creditRecharge(trx, recharge, {
    noticeNumber: text(notice.notice_number), bankSerialNumber: text(notice.bank_serial_number), payerName: text(notice.payer_name),
  }, at);
  return {
    status: 'matched', match_method: method, recharge_number: text(recharge.recharge_number), party_name: text(recharge.party_name),
    journal_number: journalNumber, matcher_name: matcher, matched_date_time: displayTime(at),
  };
}

/** Runs the automatic match of a notice just stored (by the callback or by hand); true when matched. */
export async function autoMatch(trx: Transaction<Database>, noticeId: number, at: Date): Promise<boolean> {
  const db = tables(trx);
  const notice = await db.selectFrom('mch_bank_notice').selectAll().where('id', '=', noticeId).executeTakeFirstOrThrow();
  if (notice.status !== 'unmatched') return false;
  const recharge = await rechargeForRemark(trx, text(notice.branch_code), text(notice.transfer_remark), toFen(Number(notice.amount)));
  if (!recharge) return false;
  const set = await matchValues(trx, notice, recharge, 'auto', '系统自动匹配', at);
  await db.updateTable('mch_bank_notice').set({ ...set, gmt_modified: displayTime(at) }).where('id', '=', noticeId).where('status', '=', 'unmatched').execute();
  return true;
}

async function registered(ctx: HookContext, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const account = await platformAccountByNumber(ctx.trx, text(values.platformAccountNumber));
  if (!account || account.branchCode !== text(values.branchCode ?? ctx.caller.branchCode)) {
    return [refusal(ctx, 'bankIncomingNotice', 'platformAccountNumber', 'accountUnknown')];
  }
  Object.assign(values, { platformAccountName: account.accountName, platformBankCode: account.bankCode });
  // The bank's callback writes as the bank (routes.ts); anything else is finance's hand entry.
  Object.assign(values, ctx.caller.code === BANK_CALLER_CODE
    ? { source: 'bankCallback', registrarName: null }
    : { source: 'manual', registrarName: ctx.caller.name });
}

async function matchByHand(ctx: HookContext, stored: EntityRecord, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const db = tables(ctx.trx);
  const number = text(values.rechargeNumber);
  const recharge = await db.selectFrom('mch_recharge').selectAll().where('branch_code', '=', text(stored.branchCode))
    .where('recharge_number', '=', number).executeTakeFirst();
  if (!recharge) return [refusal(ctx, 'bankIncomingNotice', 'rechargeNumber', 'rechargeUnknown')];
  if (recharge.status !== 'awaitingFunds') return [refusal(ctx, 'bankIncomingNotice', 'rechargeNumber', 'rechargeNotAwaiting', { recharge: number })];
  const noticeFen = toFen(Number(stored.amount));
  const expectedFen = toFen(Number(recharge.amount));
  if (noticeFen !== expectedFen) {
    return [refusal(ctx, 'bankIncomingNotice', 'rechargeNumber', 'amountMismatch', {
      notice: yuanText(noticeFen).slice(1), recharge: number, expected: yuanText(expectedFen).slice(1),
    })];
  }
  const row = await db.selectFrom('mch_bank_notice').selectAll().where('id', '=', Number(stored.id)).executeTakeFirstOrThrow();
  const set = await matchValues(ctx.trx, row, recharge, 'manual', ctx.caller.name, ctx.now);
  Object.assign(values, {
    matchMethod: set.match_method, rechargeNumber: set.recharge_number, partyName: set.party_name,
    journalNumber: set.journal_number, matcherName: set.matcher_name,
  });
}

async function giveBack(ctx: HookContext, app: AppContext, stored: EntityRecord, values: EntityRecord): Promise<void> {
  const number = text(stored.noticeNumber);
  const attempt = await tables(ctx.trx).selectFrom('fin_bank_transfer').select('id').where('business_type', '=', 'noticeReturn')
    .where('business_number', '=', number).execute();
  const submitted = await app.bank.submit(ctx.trx, {
    reference: `noticeReturn:${text(stored.branchCode)}:${number}:${attempt.length + 1}`, branchCode: text(stored.branchCode), direction: 'out',
    businessType: 'noticeReturn', businessNumber: number,
    payerName: text(stored.platformAccountName), payerAccount: text(stored.platformAccountNumber),
    payeeName: text(stored.payerName), payeeAccount: text(stored.payerAccount), payeeBankCode: null,
    amountFen: toFen(Number(stored.amount)), remark: `来账退回 ${text(stored.bankSerialNumber)}`,
  }, ctx.now);
  Object.assign(values, { returnTransferNumber: submitted.transferNumber, returnFailureReason: null });
}

/** The bank's answer on a return. */
export async function settleNoticeReturn(trx: Transaction<Database>, transfer: SettledTransfer): Promise<string[]> {
  const db = tables(trx);
  const time = displayTime(transfer.finishedAt);
  const set = transfer.status === 'succeeded'
    ? { status: 'returned', returned_date_time: time, gmt_modified: time }
    : { status: 'unmatched', return_failure_reason: transfer.failureReason, gmt_modified: time };
  const moved = await db.updateTable('mch_bank_notice').set(set).where('branch_code', '=', transfer.branchCode)
    .where('notice_number', '=', transfer.businessNumber).where('return_transfer_number', '=', transfer.transferNumber)
    .where('status', '=', 'returning').executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0 ? ['bankIncomingNotice'] : [];
}

export function registerNoticeHooks(app: AppContext): void {
  registerEntityHooks('bankIncomingNotice', {
    beforeCreate: (ctx, values) => registered(ctx, values),
    afterWrite: async (ctx, change) => {
      if (change.action === 'create' && await autoMatch(ctx.trx, change.id, ctx.now)) totalsOf(ctx.db).forget('merchantRecharge');
    },
    beforeAction: async (ctx, action, _id, stored, values) => {
      if (action === 'match') return await matchByHand(ctx, stored, values);
      if (action === 'giveBack') await giveBack(ctx, app, stored, values);
    },
  }, OWNER);
  onTransferSettled('noticeReturn', settleNoticeReturn);
}
