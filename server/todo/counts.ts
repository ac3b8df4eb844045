// The 16 to-do counts of spec section 9, computed from the tables of one branch. Each backed
// count is defined next to its query; a key whose business object does not exist yet answers 0
// and is listed in NOT_YET_BACKED with what will back it — never an invented number.
import type { Db } from '../storage/database';
import { addMs, DAY_MS, displayTime, HOUR_MS } from '../storage/clock';

/** The to-do keys in the order of spec section 9 (the order the console shows them in). */
export const TODO_KEYS = [
  'auth_driver_count', 'auth_driver_leader_count', 'valuating_count', 'auth_shipper_count', 'auth_count',
  'miss_order_count', 'remit_count', 'urge_remit_count', 'transport_abnormal_count', 'transfer_apply_count',
  'auth_order_count', 'need_invoice', 'certificate_expiry', 'jinchang_charge_warn', 'pay_in_advance_count',
  'shipment_id_card_due_warn',
] as const;

export type ToDoKey = (typeof TODO_KEYS)[number];

/** Keys answered 0 because the data that would resolve them is not built yet, with what will back each. */
export const NOT_YET_BACKED: Readonly<Partial<Record<ToDoKey, string>>> = {
  auth_driver_leader_count: 'driver teams and their leaders (车队/车队长 screens)',
  valuating_count: 'waybill evaluations (评价)',
  remit_count: 'settlement: waybills carry no payment record yet (运费结算/打款)',
  urge_remit_count: 'settlement: payment reminders from drivers (催款)',
  transfer_apply_count: 'wallet and transfer applications (转账申请)',
  auth_order_count: 'shipper orders and their audit (订单审核)',
  need_invoice: 'invoices (开票)',
  jinchang_charge_warn: 'the 晋昌 toll-charge integration',
  pay_in_advance_count: 'prepayment applications (预付款申请)',
  shipment_id_card_due_warn: 'shipper ID-card validity dates (the shipper profile has no expiry column)',
};

/** Tables whose writes can change a count: a successful write to them refreshes the branch's to-do bar. */
const COUNTED_TABLES = new Set(['basic_driver', 'basic_vehicle', 'tms_waybill', 'shipper']);

export function feedsToDoCounts(table: string): boolean {
  return COUNTED_TABLES.has(table);
}

/** A waybill waiting for dispatch longer than this is a missed order. */
export const MISSED_ORDER_AFTER_MS = 24 * HOUR_MS;
/** A waybill loaded and not unloaded longer than this is a transport abnormality. */
export const TRANSPORT_ABNORMAL_AFTER_MS = 72 * HOUR_MS;
/** A licence valid until this many days from today (or already expired) needs renewal. */
export const CERTIFICATE_WARNING_DAYS = 30;

const toNumber = (row: { count: string | number | bigint }) => Number(row.count);

/** auth_driver_count: driver records of the branch (basic_driver, the DriverManage screen)
 * with reviewStatus `pending` — a driver who signs up gets his record there too. */
async function driversAwaitingReview(db: Db, branchCode: string): Promise<number> {
  return toNumber(await db.selectFrom('basic_driver').select((eb) => eb.fn.countAll().as('count'))
    .where('branch_code', '=', branchCode).where('review_status', '=', 'pending').executeTakeFirstOrThrow());
}

/** auth_shipper_count: self-registered shippers of the branch whose profile awaits review. */
async function shippersAwaitingReview(db: Db, branchCode: string): Promise<number> {
  return toNumber(await db.selectFrom('shipper').innerJoin('party', 'party.id', 'shipper.party_id')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('party.branch_code', '=', branchCode).where('shipper.review_status', '=', 'PENDING')
    .executeTakeFirstOrThrow());
}

/** auth_count: vehicles of the branch with reviewStatus `pending`. */
async function vehiclesAwaitingReview(db: Db, branchCode: string): Promise<number> {
  return toNumber(await db.selectFrom('basic_vehicle').select((eb) => eb.fn.countAll().as('count'))
    .where('branch_code', '=', branchCode).where('review_status', '=', 'pending').executeTakeFirstOrThrow());
}

/** miss_order_count: waybills still `pending_dispatch` more than 24 h after they were created
 * (consignmentDateTime). transport_abnormal_count: waybills `loaded` more than 72 h ago
 * (despatchActualDateTime) and still not unloaded. Times are China display strings, which
 * compare correctly as text. */
async function waybillsWaitingSince(db: Db, branchCode: string, status: string, column: string, before: string): Promise<number> {
  return toNumber(await db.selectFrom('tms_waybill').select((eb) => eb.fn.countAll().as('count'))
    .where('branch_code', '=', branchCode).where('status', '=', status).where(column, '<', before)
    .executeTakeFirstOrThrow());
}

/** certificate_expiry: drivers of the branch (not rejected) whose licence validPeriodTo
 * (yyyymmdd) is today + 30 days or earlier, expired ones included. */
async function licencesExpiring(db: Db, branchCode: string, now: Date): Promise<number> {
  const limit = displayTime(addMs(now, CERTIFICATE_WARNING_DAYS * DAY_MS)).slice(0, 10).replace(/-/g, '');
  return toNumber(await db.selectFrom('basic_driver').select((eb) => eb.fn.countAll().as('count'))
    .where('branch_code', '=', branchCode).where('review_status', '!=', 'rejected')
    .where('valid_period_to', 'is not', null).where('valid_period_to', '<=', limit)
    .executeTakeFirstOrThrow());
}

/** Every count of the branch, keyed by to-do key. */
export async function countToDos(db: Db, branchCode: string, now: Date): Promise<Record<ToDoKey, number>> {
  const counts = Object.fromEntries(TODO_KEYS.map((key) => [key, 0])) as Record<ToDoKey, number>;
  const [drivers, shippers, vehicles, missed, abnormal, expiring] = await Promise.all([
    driversAwaitingReview(db, branchCode),
    shippersAwaitingReview(db, branchCode),
    vehiclesAwaitingReview(db, branchCode),
    waybillsWaitingSince(db, branchCode, 'pending_dispatch', 'consignment_date_time', displayTime(addMs(now, -MISSED_ORDER_AFTER_MS))),
    waybillsWaitingSince(db, branchCode, 'loaded', 'despatch_actual_date_time', displayTime(addMs(now, -TRANSPORT_ABNORMAL_AFTER_MS))),
    licencesExpiring(db, branchCode, now),
  ]);
  return {
    ...counts,
    auth_driver_count: drivers,
    auth_shipper_count: shippers,
    auth_count: vehicles,
    miss_order_count: missed,
    transport_abnormal_count: abnormal,
    certificate_expiry: expiring,
  };
}
