// The rows of fin_bank_transfer: their numbers (ZF + day + a per-day sequence) and, for the demo,
// transfers the bank has already answered. The simulator and every demo step use these, so a
// demo transfer looks exactly like one the simulator made.
import { sql, type Kysely, type Transaction } from 'kysely';
import { fromFen } from '../../src/core/money/fen';
import { dialectOf } from '../storage/dialect';
import { addMs, displayTime, instant } from '../storage/clock';
import type { Database, EntityRow } from '../storage/schema';

type TransferDb = Kysely<{ fin_bank_transfer: EntityRow }>;

/** The next transfer number of the day of `at` (ZF20261127000001). */
export async function nextTransferNumber(trx: Transaction<Database>, at: Date): Promise<string> {
  const day = displayTime(at).slice(0, 10).replace(/-/g, '');
  const stem = `ZF${day}`;
  const sequence = await dialectOf(trx).nextInSequence(trx, { table: 'fin_bank_transfer', column: 'transfer_number', day }, async () => {
    const { rows } = await sql<{ last: string | null }>`select max(transfer_number) as last from fin_bank_transfer where transfer_number like ${`${stem}%`}`.execute(trx);
    return rows[0]?.last ? Number(rows[0].last.slice(stem.length)) : 0;
  });
  return `${stem}${String(sequence).padStart(6, '0')}`;
}

/** The serial number the bank gives a transfer it carried out: its time, then the id on 8 digits. */
export function bankSerialOf(id: number, finishedAt: Date): string {
  return `${displayTime(finishedAt).replace(/\D/g, '')}${String(id).padStart(8, '0')}`;
}

export interface AnsweredTransfer {
  reference: string; direction: 'in' | 'out'; businessType: string; businessNumber: string;
  payerName: string; payerAccount: string | null; payeeName: string; payeeAccount: string | null; payeeBankCode: string | null;
  amountFen: number; submittedAt: Date; finishedAt: Date; failureReason?: string | null;
  driverCode?: string | null; shipperCode?: string | null; remark?: string | null;
}

/** A transfer the bank has answered (succeeded, or failed with `failureReason`), numbered from
 * the bank's sequence like a submitted one. For demo data: live transfers go through the gateway. */
export async function recordAnsweredTransfer(trx: Transaction<Database>, branchCode: string, row: AnsweredTransfer): Promise<{ id: number; transferNumber: string; serial: string | null }> {
  const db = trx as unknown as TransferDb;
  const transferNumber = await nextTransferNumber(trx, row.submittedAt);
  const failed = Boolean(row.failureReason);
  const finished = displayTime(row.finishedAt);
  const made = await db.insertInto('fin_bank_transfer').values({
    transfer_number: transferNumber, reference: row.reference, direction: row.direction, business_type: row.businessType, business_number: row.businessNumber,
    payer_name: row.payerName, payer_account: row.payerAccount, payee_name: row.payeeName, payee_account: row.payeeAccount, payee_bank_code: row.payeeBankCode,
    amount: fromFen(row.amountFen), payment_means_code: '32', status: failed ? 'failed' : 'succeeded', bank_serial_number: null,
    failure_reason: failed ? row.failureReason! : null, finished_date_time: finished, due_at: instant(addMs(row.submittedAt, 3_000)),
    driver_code: row.driverCode ?? null, shipper_code: row.shipperCode ?? null, remark: row.remark ?? null, branch_code: branchCode,
    gmt_created: displayTime(row.submittedAt), gmt_modified: finished,
  }).returning('id').executeTakeFirstOrThrow();
  const id = Number(made.id);
  if (failed) return { id, transferNumber, serial: null };
  const serial = bankSerialOf(id, row.finishedAt);
  await db.updateTable('fin_bank_transfer').set({ bank_serial_number: serial }).where('id', '=', id).execute();
  return { id, transferNumber, serial };
}
