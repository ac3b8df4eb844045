// 商户管理: the merchants of the network, their review and state, and 结算付款.
// - approve / reject / suspend / close name the staff member who decided;
// - each record shows what the platform owes it now (its ledger account payable: the fills at it
//   less the settlements paid), read when the record is read;
// - 结算付款 (state action settle, the state stays) sends the payable to the merchant's settlement
//   account by a bank transfer (business type merchantSettlement) from the platform's payment
//   account, in the action's transaction; refused when nothing is payable or the previous
//   settlement is still with the bank. When the bank answers: succeeded → the ledger posts
//   merchantSettled (payable → bank, key merchantSettled:<transfer number>) and the record keeps
//   the bank's serial and the journal number; failed → nothing moves, the reason shows.
import type { Transaction } from 'kysely';
import { fromFen } from '../../../src/core/money/fen';
import type { AppContext } from '../../context';
import { onTransferSettled, type SettledTransfer } from '../../bank';
import { registerEntityHooks, type HookContext } from '../../entities/hooks';
import type { EntityFieldError } from '../../entities/fieldErrors';
import type { EntityRecord } from '../../entities/records';
import { balanceFen, platformParty, postJournal, recipes, type Party } from '../../ledger';
import type { Database } from '../../storage/schema';
import { displayTime } from '../../storage/clock';
import { OWNER, refusal, tables, text, type AnyDb } from './shared';
import { platformAccountFor } from './platformAccounts';

export const merchantParty = (code: string, name: string): Party => ({ type: 'merchant', code, name });

/** What the platform owes the merchant, in fen. */
export async function merchantPayableFen(db: AnyDb, branchCode: string, merchantCode: string): Promise<number> {
  return await balanceFen(db, branchCode, merchantParty(merchantCode, merchantCode), 'payable');
}

async function settle(ctx: HookContext, app: AppContext, stored: EntityRecord, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const branchCode = text(stored.branchCode);
  if (stored.settlementStatus === 'processing') {
    return [refusal(ctx, 'merchant', 'settlementStatus', 'settlementRunning', { transfer: text(stored.settlementTransferNumber) })];
  }
  const payableFen = await merchantPayableFen(ctx.trx, branchCode, text(stored.merchantCode));
  if (payableFen <= 0) return [refusal(ctx, 'merchant', 'payableAmount', 'nothingPayable')];
  const outlay = await platformAccountFor(ctx.trx, branchCode, 'paymentOutlay');
  if (!outlay) return [refusal(ctx, 'merchant', 'payableAmount', 'noOutlayAccount')];
  const count = Number(stored.settlementCount ?? 0) + 1;
  const submitted = await app.bank.submit(ctx.trx, {
    reference: `merchantSettlement:${branchCode}:${text(stored.merchantCode)}:${count}`, branchCode, direction: 'out',
    businessType: 'merchantSettlement', businessNumber: text(stored.merchantCode),
    payerName: outlay.accountName, payerAccount: outlay.accountNumber,
    payeeName: text(stored.bankAccountName), payeeAccount: text(stored.bankAccount), payeeBankCode: text(stored.bankCode) || null,
    amountFen: payableFen, remark: `商户结算 ${text(stored.merchantName)}`,
  }, ctx.now);
  Object.assign(values, {
    settlementStatus: 'processing', settlementAmount: fromFen(payableFen), settlementTransferNumber: submitted.transferNumber,
    settlementRequestedDateTime: displayTime(ctx.now), settlementCount: count,
    settlementFailureReason: null, settlementSerialNumber: null, settlementJournalNumber: null,
  });
}

/** The bank's answer on a merchant settlement. */
export async function settleMerchantPayment(trx: Transaction<Database>, transfer: SettledTransfer): Promise<string[]> {
  const db = tables(trx);
  const row = await db.selectFrom('mch_merchant').selectAll().where('branch_code', '=', transfer.branchCode)
    .where('merchant_code', '=', transfer.businessNumber).where('settlement_transfer_number', '=', transfer.transferNumber).executeTakeFirst();
  if (!row || row.settlement_status !== 'processing') return [];
  const time = displayTime(transfer.finishedAt);
  if (transfer.status === 'succeeded') {
    const posted = await postJournal(trx, {
      key: `merchantSettled:${transfer.transferNumber}`, branchCode: transfer.branchCode, businessType: 'merchantSettled',
      businessNumber: transfer.businessNumber, remark: transfer.bankSerialNumber, at: transfer.finishedAt,
      lines: recipes.merchantSettled(merchantParty(text(row.merchant_code), text(row.merchant_name)), await platformParty(trx, transfer.branchCode), transfer.amountFen),
    });
    await db.updateTable('mch_merchant').set({
      settlement_status: 'succeeded', settlement_serial_number: transfer.bankSerialNumber, settlement_journal_number: posted.journalNumber,
      settled_date_time: time, gmt_modified: time,
    }).where('id', '=', Number(row.id)).where('settlement_status', '=', 'processing').execute();
  } else {
    await db.updateTable('mch_merchant').set({ settlement_status: 'failed', settlement_failure_reason: transfer.failureReason, gmt_modified: time })
      .where('id', '=', Number(row.id)).where('settlement_status', '=', 'processing').execute();
  }
  return ['merchant'];
}

async function decorate(db: AnyDb, records: EntityRecord[]): Promise<void> {
  const byBranch = new Map<string, string[]>();
  for (const record of records) byBranch.set(text(record.branchCode), [...(byBranch.get(text(record.branchCode)) ?? []), text(record.merchantCode)]);
  const balances = new Map<string, number>();
  for (const [branchCode, codes] of byBranch) {
    const rows = await db.selectFrom('fin_account').select(['party_code', 'balance_fen']).where('branch_code', '=', branchCode)
      .where('party_type', '=', 'merchant').where('kind', '=', 'payable').where('party_code', 'in', codes).execute();
    for (const row of rows) balances.set(`${branchCode}:${row.party_code}`, Number(row.balance_fen));
  }
  for (const record of records) record.payableAmount = fromFen(balances.get(`${text(record.branchCode)}:${text(record.merchantCode)}`) ?? 0);
}

export function registerMerchantHooks(app: AppContext): void {
  registerEntityHooks('merchant', {
    beforeAction: async (ctx, action, _id, stored, values) => {
      if (action === 'approve' || action === 'reject') values.reviewerName = ctx.caller.name;
      if (action === 'settle') return await settle(ctx, app, stored, values);
    },
    decorate: (db, records) => decorate(db, records),
  }, OWNER);
  onTransferSettled('merchantSettlement', settleMerchantPayment);
}
