// 充值: a shipper's top-up of his wallet, in the write's transaction:
// - applying names the platform's corporate account the money is transferred to (the branch's
//   default verified corporate card): without one the application is refused;
// - 审核通过 submits the incoming transfer to the bank (reference `recharge:<number>`, direction in):
//   the bank confirms the money arrived;
// - its settlement (once) credits the wallet (recipe moneyIn, businessType recharge, key
//   `recharge:<branch>:<number>`) and makes the top-up 已到账 with the bank's serial number and the
//   journal number; a refusal by the bank makes it 到账失败 with the bank's reason.
import type { Transaction } from 'kysely';
import { toFen } from '../../../../src/core/money/fen';
import type { AppContext } from '../../../context';
import { onTransferSettled, type SettledTransfer } from '../../../bank';
import { registerEntityHooks, type HookContext } from '../../../entities/hooks';
import type { EntityFieldError } from '../../../entities/fieldErrors';
import type { EntityRecord } from '../../../entities/records';
import { platformParty, postJournal, recipes } from '../../../ledger';
import type { Database } from '../../../storage/schema';
import { displayTime } from '../../../storage/clock';
import { OWNER, platformAccount, refusal, tables, text } from './shared';

export const rechargeKey = (branchCode: string, number: string) => `recharge:${branchCode}:${number}`;

async function applied(ctx: HookContext, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const branchCode = text(values.branchCode ?? ctx.caller.branchCode);
  const account = await platformAccount(ctx.trx, branchCode);
  if (!account) return [refusal(ctx, 'recharge', 'amount', 'noPlatformAccount')];
  Object.assign(values, {
    payeeAccountName: account.accountName, payeeAccountNumber: account.cardNumber,
    payeeBankCode: account.bankCode, payeeBankBranch: account.branchBankName,
  });
}

async function submitIncoming(ctx: HookContext, app: AppContext, record: EntityRecord): Promise<string> {
  const number = text(record.rechargeNumber);
  const submitted = await app.bank.submit(ctx.trx, {
    reference: `recharge:${number}`, branchCode: text(record.branchCode), direction: 'in', businessType: 'recharge', businessNumber: number,
    payerName: text(record.payerAccountName), payerAccount: text(record.payerAccountNumber),
    payeeName: text(record.payeeAccountName), payeeAccount: text(record.payeeAccountNumber), payeeBankCode: text(record.payeeBankCode) || null,
    amountFen: toFen(Number(record.amount)), remark: `${String(ctx.texts.entityT('entity.recharge.title'))} ${number}`,
    shipperCode: text(record.shipperCode),
  }, ctx.now);
  return submitted.transferNumber;
}

/** The bank's answer on a top-up's incoming transfer. */
export async function settleRecharge(trx: Transaction<Database>, transfer: SettledTransfer): Promise<string[]> {
  const db = tables(trx);
  const row = await db.selectFrom('tms_recharge').selectAll().where('branch_code', '=', transfer.branchCode)
    .where('recharge_number', '=', transfer.businessNumber).executeTakeFirst();
  if (!row || row.status !== 'approved') return [];
  const time = displayTime(transfer.finishedAt);
  if (transfer.status === 'succeeded') {
    const shipper = { type: 'shipper' as const, code: text(row.shipper_code), name: text(row.shipper_name) };
    const posted = await postJournal(trx, {
      key: rechargeKey(transfer.branchCode, transfer.businessNumber), branchCode: transfer.branchCode, businessType: 'recharge',
      businessNumber: transfer.businessNumber, remark: transfer.bankSerialNumber, at: transfer.finishedAt,
      lines: recipes.moneyIn(shipper, await platformParty(trx, transfer.branchCode), transfer.amountFen, text(row.payer_account_name) || undefined),
    });
    await db.updateTable('tms_recharge').set({
      status: 'paid', bank_serial_number: transfer.bankSerialNumber, journal_number: posted.journalNumber, paid_date_time: time, gmt_modified: time,
    }).where('id', '=', Number(row.id)).where('status', '=', 'approved').execute();
  } else {
    await db.updateTable('tms_recharge').set({ status: 'failed', failure_reason: transfer.failureReason, gmt_modified: time })
      .where('id', '=', Number(row.id)).where('status', '=', 'approved').execute();
  }
  return ['recharge'];
}

export function registerRechargeRules(app: AppContext): void {
  registerEntityHooks('recharge', {
    beforeCreate: (ctx, values) => applied(ctx, values),
    beforeAction: async (ctx, action, _id, stored, values) => {
      if (action === 'approve' || action === 'reject') values.reviewerName = ctx.caller.name;
      if (action === 'approve') values.transferNumber = await submitIncoming(ctx, app, stored);
    },
  }, OWNER);
  onTransferSettled('recharge', settleRecharge);
}
