// 商户充值: a fleet's or driver's top-up of his spending balance, in the write's transaction.
// - applying: the party (a driver, or a fleet with its captain as the record's driver scope; a
//   driver user applies for himself or a fleet he captains), the platform's enabled collection
//   account to transfer to, a 充值识别码 for the transfer remark and the due date (7 days);
// - credited when an incoming bank notice is matched to it (notices.ts): ledger moneyIn into the
//   party's wallet, business type merchantRecharge, key merchantRecharge:<branch>:<number>;
// - cancelled while awaiting funds (the reason asked); the due date only applies while awaiting.
import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { toFen } from '../../../src/core/money/fen';
import { registerEntityHooks, type HookContext } from '../../entities/hooks';
import type { EntityFieldError } from '../../entities/fieldErrors';
import type { EntityRecord } from '../../entities/records';
import { platformParty, postJournal, recipes } from '../../ledger';
import type { Database } from '../../storage/schema';
import { addMs, displayTime } from '../../storage/clock';
import { OWNER, partyOf, refusal, tables, text, ymdOf, type SpendingParty } from './shared';
import { platformAccountFor } from './platformAccounts';

export const RECHARGE_DUE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** No 0/O, 1/I/L: a code read aloud or copied into a bank remark by hand. */
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const merchantRechargeKey = (branchCode: string, number: string) => `merchantRecharge:${branchCode}:${number}`;

/** A fresh 充值识别码 (8 letters and digits) not used by any recharge of the branch. */
export async function newReferenceCode(trx: Transaction<Database>, branchCode: string, pick: (n: number) => number = randomInt): Promise<string> {
  for (;;) {
    const code = Array.from({ length: 8 }, () => CODE_LETTERS[pick(CODE_LETTERS.length)]).join('');
    const used = await tables(trx).selectFrom('mch_recharge').select('id').where('branch_code', '=', branchCode).where('reference_code', '=', code).executeTakeFirst();
    if (!used) return code;
  }
}

/** The party of a recharge or authorization payload (driverCode / teamCode by partyType): its
 * code, name and scope driver are written into `values`; field errors when unknown or, for a
 * driver user, not his own. */
export async function resolveParty(ctx: HookContext, entity: string, values: EntityRecord, branchCode: string): Promise<EntityFieldError[] | SpendingParty> {
  const type = values.partyType === 'fleet' ? 'fleet' : 'driver';
  const code = text(type === 'fleet' ? values.teamCode : values.driverCode);
  if (!code) return [refusal(ctx, entity, type === 'fleet' ? 'teamCode' : 'driverCode', 'partyUnknown')];
  const party: SpendingParty = { type, code };
  const found = await partyOf(ctx.trx, branchCode, party);
  if (!found) return [refusal(ctx, entity, type === 'fleet' ? 'teamCode' : 'driverCode', 'partyUnknown')];
  if (ctx.caller.dataScope === 'driver' && found.driverCode !== ctx.caller.code) {
    return [refusal(ctx, entity, type === 'fleet' ? 'teamCode' : 'driverCode', 'notOwn')];
  }
  Object.assign(values, { partyType: type, partyCode: code, partyName: found.name, driverCode: found.driverCode, teamCode: type === 'fleet' ? code : null });
  return party;
}

async function applied(ctx: HookContext, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const branchCode = text(values.branchCode ?? ctx.caller.branchCode);
  const party = await resolveParty(ctx, 'merchantRecharge', values, branchCode);
  if (Array.isArray(party)) return party;
  const account = await platformAccountFor(ctx.trx, branchCode, 'rechargeCollection');
  if (!account) return [refusal(ctx, 'merchantRecharge', 'amount', 'noCollectionAccount')];
  Object.assign(values, {
    payeeAccountName: account.accountName, payeeAccountNumber: account.accountNumber, payeeBankCode: account.bankCode,
    payeeBankBranch: account.bankBranchName, referenceCode: await newReferenceCode(ctx.trx, branchCode),
    dueDate: ymdOf(addMs(ctx.now, RECHARGE_DUE_DAYS * DAY_MS)),
  });
}

export interface CreditingNotice {
  noticeNumber: string;
  bankSerialNumber: string;
  payerName: string;
}

/** Credits an awaiting recharge with the money of a notice: posts moneyIn into the party's
 * wallet and makes the recharge 已到账; answers the journal number. Throws when the recharge is no
 * longer awaiting (another notice took it in the meantime). */
export async function creditRecharge(trx: Transaction<Database>, recharge: Record<string, unknown>, notice: CreditingNotice, at: Date): Promise<string> {
  const branchCode = text(recharge.branch_code);
  const number = text(recharge.recharge_number);
  const type = recharge.party_type === 'fleet' ? 'fleet' : 'driver';
  const party = { type, code: text(recharge.party_code), name: text(recharge.party_name) } as const;
  const posted = await postJournal(trx, {
    key: merchantRechargeKey(branchCode, number), branchCode, businessType: 'merchantRecharge', businessNumber: number,
    remark: `${notice.noticeNumber} ${notice.bankSerialNumber}`, at,
    lines: recipes.moneyIn(party, await platformParty(trx, branchCode), toFen(Number(recharge.amount)), notice.payerName || undefined),
  });
  const time = displayTime(at);
  const moved = await tables(trx).updateTable('mch_recharge').set({
    status: 'credited', notice_number: notice.noticeNumber, bank_serial_number: notice.bankSerialNumber, journal_number: posted.journalNumber,
    credited_date_time: time, due_date: null, gmt_modified: time,
  }).where('id', '=', Number(recharge.id)).where('status', '=', 'awaitingFunds').executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new Error(`merchant recharge ${number} is no longer awaiting funds`);
  return posted.journalNumber;
}

export function registerRechargeHooks(): void {
  registerEntityHooks('merchantRecharge', {
    beforeCreate: (ctx, values) => applied(ctx, values),
    beforeAction: async (_ctx, action, _id, _stored, values) => {
      if (action === 'cancel') values.dueDate = null;
    },
  }, OWNER);
}
