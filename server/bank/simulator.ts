// A LOCAL SIMULATOR of the bank's corporate payment API (gateway.ts). It answers each transfer
// after `delayMs` (3 s by default, FREIGHT_BANK_DELAY_MS), as the real API confirms
// asynchronously, with the refusals a bank most often gives:
// - an outgoing transfer to an account that is not a bank account number: 收款账号不存在;
// - to an account whose number ends in 0000 (the simulator's frozen accounts, as a bank
//   sandbox's test cards): 收款账户状态异常（冻结）;
// - over the single-transfer limit of 5,000,000 yuan: 超过单笔转账限额.
// Otherwise it succeeds with a serial number: the day and time, then the transfer id on 8
// digits. Incoming money (a recharge, a collection) always arrives.
import type { Kysely } from 'kysely';
import { isBankAccount } from '../../src/core/validation/formats/numbers';
import { fromFen } from '../../src/core/money/fen';
import type { Db } from '../storage/database';
import { totalsOf } from '../entities/shared';
import { addMs, displayTime, instant, type Clock } from '../storage/clock';
import type { EntityRow } from '../storage/schema';
import { bankSerialOf, nextTransferNumber } from './records';
import { settlementHandler, type BankGateway, type SettledTransfer, type TransferBusiness } from './gateway';

type TransferDb = Kysely<{ fin_bank_transfer: EntityRow }>;

export const SINGLE_TRANSFER_LIMIT_FEN = 500_000_000;
export const DEFAULT_BANK_DELAY_MS = 3_000;

function refusalOf(row: EntityRow): string | null {
  if (row.direction !== 'out') return null;
  const account = String(row.payee_account ?? '');
  if (!isBankAccount(account)) return '收款账号不存在';
  if (account.endsWith('0000')) return '收款账户状态异常（冻结）';
  if (Math.round(Number(row.amount) * 100) > SINGLE_TRANSFER_LIMIT_FEN) return '超过单笔转账限额';
  return null;
}

function serialOf(row: EntityRow, at: Date): string {
  return bankSerialOf(Number(row.id), at);
}

export function simulatedBank(db: Db, now: Clock, delayMs = DEFAULT_BANK_DELAY_MS): BankGateway {
  const table = () => db as unknown as TransferDb;
  return {
    async submit(trx, order, at) {
      const tx = trx as unknown as TransferDb;
      const before = await tx.selectFrom('fin_bank_transfer').select(['id', 'transfer_number']).where('reference', '=', order.reference).executeTakeFirst();
      if (before) return { transferId: Number(before.id), transferNumber: String(before.transfer_number), duplicate: true };
      const transferNumber = await nextTransferNumber(trx, at);
      const time = displayTime(at);
      const made = await tx.insertInto('fin_bank_transfer').values({
        transfer_number: transferNumber, reference: order.reference, direction: order.direction, business_type: order.businessType,
        business_number: order.businessNumber, payer_name: order.payerName, payer_account: order.payerAccount ?? null,
        payee_name: order.payeeName, payee_account: order.payeeAccount ?? null, payee_bank_code: order.payeeBankCode ?? null,
        amount: fromFen(order.amountFen), payment_means_code: '32', status: 'processing', bank_serial_number: null, failure_reason: null,
        finished_date_time: null, due_at: instant(addMs(at, delayMs)), driver_code: order.driverCode ?? null, shipper_code: order.shipperCode ?? null,
        remark: order.remark ?? null, branch_code: order.branchCode, gmt_created: time, gmt_modified: time,
      }).returning('id').executeTakeFirstOrThrow();
      return { transferId: Number(made.id), transferNumber, duplicate: false };
    },

    async settleDue() {
      const at = now();
      const due = await table().selectFrom('fin_bank_transfer').select('id').where('status', '=', 'processing')
        .where('due_at', '<=', instant(at)).orderBy('id').limit(200).execute();
      let settled = 0;
      for (const { id } of due) {
        const done = await db.transaction().execute(async (trx) => {
          const tx = trx as unknown as TransferDb;
          const row = await tx.selectFrom('fin_bank_transfer').selectAll().where('id', '=', Number(id)).executeTakeFirst();
          if (!row || row.status !== 'processing') return null;
          const reason = refusalOf(row);
          const outcome: SettledTransfer = {
            transferId: Number(row.id), transferNumber: String(row.transfer_number), reference: String(row.reference),
            businessType: String(row.business_type) as TransferBusiness, businessNumber: String(row.business_number ?? ''),
            branchCode: String(row.branch_code), amountFen: Math.round(Number(row.amount) * 100),
            status: reason ? 'failed' : 'succeeded', bankSerialNumber: reason ? null : serialOf(row, at), failureReason: reason, finishedAt: at,
          };
          const moved = await tx.updateTable('fin_bank_transfer').set({
            status: outcome.status, bank_serial_number: outcome.bankSerialNumber, failure_reason: outcome.failureReason,
            finished_date_time: displayTime(at), gmt_modified: displayTime(at),
          }).where('id', '=', Number(id)).where('status', '=', 'processing').executeTakeFirst();
          if (Number(moved.numUpdatedRows) !== 1) return null;
          return (await settlementHandler(outcome.businessType)?.(trx, outcome)) ?? [];
        });
        if (done) {
          settled += 1;
          for (const entity of ['bankTransfer', 'fundAccount', 'fundPosting', ...done]) totalsOf(db).forget(entity);
        }
      }
      return settled;
    },
  };
}
