// The settlement tables as the module reads and writes them (entity rows in snake_case), the
// parties of the ledger a waybill names, and the business numbers the server gives.
import { sql, type Kysely, type Transaction } from 'kysely';
import { fromFen, toFen } from '../../../../src/core/money/fen';
import type { EntityDb } from '../../../entities/listQuery';
import { dialectOf } from '../../../storage/dialect';
import { displayTime } from '../../../storage/clock';
import type { Database, EntityRow } from '../../../storage/schema';
import { platformParty, type Party } from '../../../ledger';

export const OWNER = 'settlement';

export const ENTITY = {
  accounting: 'freightAccounting',
  receipt: 'waybillReceipt',
  application: 'paymentApplication',
  order: 'paymentOrder',
  line: 'paymentOrderLine',
  prepayment: 'payInAdvance',
  waybill: 'waybill',
} as const;

export const TABLE = {
  accounting: 'tms_freight_accounting',
  receipt: 'tms_waybill_receipt',
  application: 'tms_payment_application',
  order: 'tms_payment_order',
  line: 'tms_payment_order_line',
  prepayment: 'tms_pay_in_advance',
  waybill: 'tms_waybill',
} as const;

export type AnyDb = Kysely<Database> | Transaction<Database>;
export type Row = EntityRow;

/** The database as the entity tables are typed (rows of column → value). */
export const edb = (db: AnyDb): EntityDb => db as unknown as EntityDb;

/** Application states in which the waybill is taken (another application of it is refused). */
export const LIVE_APPLICATION = ['pending', 'approved', 'paying', 'paid'] as const;

/** Fen of a stored amount (yuan, numeric); 0 for none. */
export const fenOf = (value: unknown): number => (value === null || value === undefined || value === '' ? 0 : toFen(String(value)));
export const yuanOf = (fen: number): number => fromFen(fen);
/** ¥1,234.50 as the messages show money. */
export const money = (fen: number): string => `¥${fromFen(fen).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The parties of a row naming a shipper and a driver (snake_case columns). */
export const shipperParty = (row: Record<string, unknown>): Party => ({ type: 'shipper', code: String(row.shipper_code), name: String(row.shipper_name ?? row.shipper_code) });
export const driverParty = (row: Record<string, unknown>): Party => ({ type: 'driver', code: String(row.driver_code), name: String(row.driver_name ?? row.driver_code) });
export { platformParty };

export async function waybillRow(db: AnyDb, branchCode: string, shippingNoteNumber: string): Promise<Row | undefined> {
  return edb(db).selectFrom(TABLE.waybill).selectAll().where('shipping_note_number', '=', shippingNoteNumber)
    .where('branch_code', '=', branchCode).executeTakeFirst();
}

export async function accountingRow(db: AnyDb, branchCode: string, shippingNoteNumber: string): Promise<Row | undefined> {
  return edb(db).selectFrom(TABLE.accounting).selectAll().where('shipping_note_number', '=', shippingNoteNumber)
    .where('branch_code', '=', branchCode).executeTakeFirst();
}

/** The live payment application of the waybill (pending, approved, paying or paid), if any. */
export async function liveApplication(db: AnyDb, branchCode: string, shippingNoteNumber: string, exceptId: number | null = null): Promise<Row | undefined> {
  let query = edb(db).selectFrom(TABLE.application).selectAll().where('shipping_note_number', '=', shippingNoteNumber)
    .where('branch_code', '=', branchCode).where('status', 'in', [...LIVE_APPLICATION]);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.orderBy('id', 'desc').executeTakeFirst();
}

/** Fen of the waybill's prepayments paid through 预付管理 (each posted as prepaymentPaid). */
export async function paidPrepaymentFen(db: AnyDb, branchCode: string, shippingNoteNumber: string): Promise<number> {
  const rows = await edb(db).selectFrom(TABLE.prepayment).select('apply_amount').where('shipping_note_number', '=', shippingNoteNumber)
    .where('branch_code', '=', branchCode).where('status', '=', 'paid').execute();
  return rows.reduce((total, row) => total + fenOf(row.apply_amount), 0);
}

/** The next business number of the day for a table's column (`ZFD20261127000001`), from the same
 * sequence the entity API's x-number uses, so server-made and API-made numbers never collide. */
export async function nextNumber(trx: Transaction<Database>, table: string, column: string, prefix: string, now: Date): Promise<string> {
  const day = displayTime(now).slice(0, 10).replace(/-/g, '');
  const stem = `${prefix}${day}`;
  const sequence = await dialectOf(trx).nextInSequence(trx, { table, column, day }, async () => {
    const { rows } = await sql<{ last: string | null }>`select max(${sql.ref(column)}) as last from ${sql.table(table)}
      where ${sql.ref(column)} >= ${`${stem}000000`} and ${sql.ref(column)} <= ${`${stem}999999`}
      and length(${sql.ref(column)}) = ${stem.length + 6}`.execute(trx);
    const last = rows[0]?.last;
    return last && /^\d{6}$/.test(last.slice(stem.length)) ? Number(last.slice(stem.length)) : 0;
  });
  return `${stem}${String(sequence).padStart(6, '0')}`;
}

/** The branch's own account the platform pays from (its default verified bank card), if any. */
export async function platformAccount(db: AnyDb, branchCode: string): Promise<{ cardNumber: string; bankCode: string | null; bankBranch: string | null; accountName: string } | undefined> {
  const card = await edb(db).selectFrom('basic_bank_card').select(['card_number', 'bank_code', 'branch_bank_name', 'account_name'])
    .where('owner_type', '=', 'branch').where('branch_code', '=', branchCode).where('verify_status', '=', 'verified')
    .orderBy('is_default', 'desc').orderBy('id').executeTakeFirst();
  return card ? {
    cardNumber: String(card.card_number), bankCode: card.bank_code === null ? null : String(card.bank_code),
    bankBranch: card.branch_bank_name === null ? null : String(card.branch_bank_name), accountName: String(card.account_name),
  } : undefined;
}

/** A bank's name (dictionary bank_code, a national code list), else its code. */
export async function bankName(db: AnyDb, code: unknown): Promise<string> {
  if (typeof code !== 'string' || !code) return '';
  const item = await db.selectFrom('dict_item').select('name').where('type', '=', 'bank_code').where('code', '=', code).executeTakeFirst();
  return item?.name ?? code;
}
