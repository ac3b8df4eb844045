// Paying approved freight payment applications (尾款支付, 合并支付, 汇总支付): one payment order
// (tms_payment_order) with a line per application (tms_payment_order_line), in one transaction:
// 1. every application is in the caller's reach and 审核通过 (one for 尾款支付; of one payee and
//    one card for 合并支付; any for 汇总支付), its waybill accounted, its card still a verified
//    card of the payee driver, something to pay;
// 2. each shipper's wallet covers its lines' amounts and service fees — else nothing is written
//    and the answer names the shipper, what is available and what is needed;
// 3. the applications move 审核通过 → 支付中 only if still approved (a second click, a second
//    staff member or a retry finds them paying and is refused: a payment is made once);
// 4. the money is held (paymentFrozen: wallet → frozen, one journal per order) and one bank
//    transfer per payee and card goes to the payee's card (reference payment:<order>:<card>;
//    the platform's bank moves the money between its members' accounts; the payee's card names
//    his account);
// When the bank answers (onTransferSettled 'payment', once per transfer) each of its lines is
// paid — carrierPaid from the held money, once per line (key payment:<lineId>): the shipper's
// due is settled with freight and fee, the driver's payable becomes wallet money less the tax
// withheld (branch rate settlement_driverTaxRate of the waybill's freight income) — or failed:
// the hold is given back (paymentReleased) and the application is approved again, to be paid
// again. The order is then 已支付, 部分支付 or 支付失败.
import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import { Status } from '../../../../src/core/api/status';
import type { BankGateway, SettledTransfer } from '../../../bank';
import type { Caller } from '../../../entities/caller';
import { whereOf } from '../../../entities/listQuery';
import { recordOf } from '../../../entities/records';
import type { ScopeCondition } from '../../../entities/scope';
import { sharedRegistry, totalsOf } from '../../../entities/shared';
import { fail, ok, type Answer } from '../../../http/envelope';
import { LedgerRefusal, balanceFen, postJournal, recipes, type JournalInput, type Party } from '../../../ledger';
import { logRecordChange } from '../../../oplog/entityWrites';
import type { Operator } from '../../../oplog/operator';
import { displayTime } from '../../../storage/clock';
import type { Db } from '../../../storage/database';
import type { Database } from '../../../storage/schema';
import { syncPaymentStatus } from './accounting';
import { taxOfFen } from './applications';
import { settlementSettings } from './settings';
import {
  accountingRow, driverParty, edb, ENTITY, fenOf, money, nextNumber, platformAccount, platformParty, shipperParty, TABLE, yuanOf, type Row,
} from './tables';

export type PaymentType = 'balance' | 'combined' | 'consolidated';

/** Entities whose lists a payment changes. */
export const PAYMENT_ENTITIES = [ENTITY.application, ENTITY.order, ENTITY.line, ENTITY.accounting, 'bankTransfer', 'fundAccount', 'fundPosting'];

/** The idempotency key of an order's hold on its shippers' wallets (one journal, a pair of lines per shipper). */
export const holdKey = (paymentNumber: string) => `paymentHold:${paymentNumber}`;
/** The idempotency key of a line's payment. */
export const paidKey = (lineId: number | string) => `payment:${String(lineId)}`;
/** The idempotency key of a failed line's hold given back. */
export const releaseKey = (lineId: number | string) => `paymentRelease:${String(lineId)}`;

/** At most this many applications in one payment order. */
export const MAX_LINES = 500;

class Refused extends Error {
  constructor(readonly answer: Answer<unknown>) {
    super(answer.msg);
  }
}

const refuse = (msg: string, data: unknown = null): never => {
  throw new Refused(fail(Status.INVALID_PAYLOAD, msg, data));
};

export interface PayRequest {
  caller: Caller;
  /** The caller's reach on payment applications (its data scope). */
  scope: ScopeCondition[];
  ids: number[];
  type: PaymentType;
  bank: BankGateway;
  t: TFunction;
  operator: Operator;
  now: Date;
}

interface Planned {
  application: Row;
  accounting: Row;
  amountFen: number;
  feeFen: number;
  taxableFen: number;
  taxFen: number;
  netFen: number;
}

const text = (t: TFunction, key: string, params: Record<string, unknown> = {}) => t(`entity.paymentOrder.error.${key}`, params);

/** 张三, or 张三 等3人 (the first and how many): `kind` payers (shippers) or payees (people). */
function namesOf(t: TFunction, names: string[], kind: 'payers' | 'payees'): string {
  const distinct = [...new Set(names)];
  return distinct.length <= 1 ? (distinct[0] ?? '') : t(`entity.paymentOrder.${kind}More`, { first: distinct[0], count: distinct.length });
}

async function plan(trx: Transaction<Database>, request: PayRequest, applications: Row[], taxRate: number): Promise<Planned[]> {
  const { t } = request;
  const planned: Planned[] = [];
  for (const application of applications) {
    const number = String(application.application_number);
    if (application.status !== 'approved') {
      refuse(text(t, 'notApproved', { application: number, state: t(`dict.payment_application_status.${String(application.status)}`) }), { state: application.status });
    }
    const branchCode = String(application.branch_code);
    const accounting = await accountingRow(trx, branchCode, String(application.shipping_note_number));
    if (!accounting || accounting.status !== 'accounted') refuse(text(t, 'notAccounted', { application: number, shippingNoteNumber: String(application.shipping_note_number) }));
    const card = await edb(trx).selectFrom('basic_bank_card').select('id').where('card_number', '=', String(application.bank_card_number))
      .where('driver_code', '=', String(application.driver_code)).where('branch_code', '=', branchCode).where('verify_status', '=', 'verified').executeTakeFirst();
    if (!card) refuse(text(t, 'cardNotPayee', { application: number, driverName: String(application.driver_name ?? '') }));
    const amountFen = fenOf(application.amount_payable);
    if (amountFen <= 0) refuse(text(t, 'nothingToPay', { application: number }));
    const feeFen = fenOf(accounting!.service_fee_amount);
    const taxableFen = fenOf(accounting!.accounted_freight);
    const taxFen = taxOfFen(taxableFen, amountFen, taxRate);
    planned.push({ application, accounting: accounting!, amountFen, feeFen, taxableFen, taxFen, netFen: amountFen - taxFen });
  }
  return planned;
}

/** Each shipper's wallet covers its lines (amount + fee), before anything is written. */
async function checkWallets(trx: Transaction<Database>, branchCode: string, request: PayRequest, planned: Planned[]): Promise<Map<string, { party: Party; needFen: number }>> {
  const byShipper = new Map<string, { party: Party; needFen: number; amountFen: number; feeFen: number }>();
  for (const line of planned) {
    const party = shipperParty(line.accounting);
    const entry = byShipper.get(party.code) ?? { party, needFen: 0, amountFen: 0, feeFen: 0 };
    entry.needFen += line.amountFen + line.feeFen;
    entry.amountFen += line.amountFen;
    entry.feeFen += line.feeFen;
    byShipper.set(party.code, entry);
  }
  for (const { party, needFen, amountFen, feeFen } of byShipper.values()) {
    const available = await balanceFen(trx, branchCode, party, 'wallet');
    if (available < needFen) {
      refuse(text(request.t, 'shortWallet', { shipper: party.name, available: money(available), needed: money(needFen), freight: money(amountFen), fee: money(feeFen) }),
        { shipperCode: party.code, availableFen: available, neededFen: needFen });
    }
  }
  return byShipper;
}

/** The payment order of the applications, or the refusal. */
export async function payApplications(db: Db, request: PayRequest): Promise<Answer<unknown>> {
  const { t, ids, type, caller, now } = request;
  if (ids.length === 0) return fail(Status.INVALID_PAYLOAD, text(t, 'noneChosen'));
  if (ids.length > MAX_LINES) return fail(Status.INVALID_PAYLOAD, text(t, 'tooMany', { max: MAX_LINES }));
  if (type === 'balance' && ids.length !== 1) return fail(Status.INVALID_PAYLOAD, text(t, 'balanceOne'));
  if (type === 'combined' && ids.length < 2) return fail(Status.INVALID_PAYLOAD, text(t, 'combinedTwo'));
  try {
    const answer = await db.transaction().execute(async (trx) => {
      const applications = await edb(trx).selectFrom(TABLE.application).selectAll().where('id', 'in', ids)
        .where(whereOf(trx, request.scope, [])).orderBy('id').execute();
      if (applications.length !== new Set(ids).size) throw new Refused(fail(Status.NOT_FOUND, text(t, 'notFound')));
      // One branch's money: a role reaching several branches pays each branch's applications apart.
      const branches = new Set(applications.map((a) => String(a.branch_code)));
      if (branches.size > 1) refuse(text(t, 'oneBranch'));
      const branchCode = [...branches][0]!;
      if (type === 'combined') {
        const payees = new Set(applications.map((a) => `${String(a.driver_code)}|${String(a.bank_card_number)}`));
        if (payees.size > 1) refuse(text(t, 'combinedOnePayee'));
      }
      const taxRate = (await settlementSettings(trx, branchCode)).driverTaxRate;
      const planned = await plan(trx, request, applications, taxRate);
      const holds = await checkWallets(trx, branchCode, request, planned);
      const platform = await platformParty(trx, branchCode);
      const payerAccount = await platformAccount(trx, branchCode);
      const time = displayTime(now);
      const paymentNumber = await nextNumber(trx, TABLE.order, 'payment_number', 'ZFD', now);
      const sum = (pick: (line: Planned) => number) => planned.reduce((total, line) => total + pick(line), 0);
      const payeeKey = (line: Planned) => `${String(line.application.driver_code)}|${String(line.application.bank_card_number)}`;
      const payees = new Set(planned.map(payeeKey));
      const order = await edb(trx).insertInto(TABLE.order).values({
        payment_number: paymentNumber, payment_type: type,
        payer_name: namesOf(t, planned.map((line) => String(line.accounting.shipper_name)), 'payers'),
        payee_name: namesOf(t, planned.map((line) => String(line.application.payee_account_name ?? line.application.driver_name)), 'payees'),
        payee_count: payees.size, waybill_count: planned.length, total_amount: yuanOf(sum((l) => l.amountFen)), service_fee_amount: yuanOf(sum((l) => l.feeFen)),
        shipper_pay_amount: yuanOf(sum((l) => l.amountFen + l.feeFen)), tax_amount: yuanOf(sum((l) => l.taxFen)), net_amount: yuanOf(sum((l) => l.netFen)),
        status: 'paying', paid_count: 0, failed_count: 0, operator_name: caller.name, branch_code: branchCode, gmt_created: time, gmt_modified: time,
      }).returning('id').executeTakeFirstOrThrow();
      const lineIds = new Map<Planned, number>();
      for (const line of planned) {
        const a = line.application;
        const made = await edb(trx).insertInto(TABLE.line).values({
          payment_number: paymentNumber, payment_type: type, application_number: a.application_number, shipping_note_number: a.shipping_note_number,
          shipper_code: line.accounting.shipper_code, shipper_name: line.accounting.shipper_name, driver_code: a.driver_code, driver_name: a.driver_name,
          vehicle_number: a.vehicle_number, payer_name: platform.name, payee_account_name: a.payee_account_name, bank_card_number: a.bank_card_number,
          payee_bank_code: a.payee_bank_code, amount: yuanOf(line.amountFen), service_fee_amount: yuanOf(line.feeFen), shipper_pay_amount: yuanOf(line.amountFen + line.feeFen),
          tax_rate: taxRate, taxable_amount: yuanOf(line.taxableFen), tax_amount: yuanOf(line.taxFen), net_amount: yuanOf(line.netFen), status: 'paying',
          branch_code: branchCode, gmt_created: time, gmt_modified: time,
        }).returning('id').executeTakeFirstOrThrow();
        lineIds.set(line, Number(made.id));
      }
      const moved = await edb(trx).updateTable(TABLE.application).set({ status: 'paying', payment_number: paymentNumber, gmt_modified: time })
        .where('id', 'in', ids).where('status', '=', 'approved').executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== planned.length) refuse(t('entityApi.error.changedMeanwhile'));
      try {
        await postJournal(trx, {
          key: holdKey(paymentNumber), branchCode, businessType: 'paymentFrozen', businessNumber: paymentNumber,
          remark: text(t, 'holdRemark', { paymentNumber }), operator: { code: caller.code, name: caller.name }, at: now,
          lines: [...holds.values()].flatMap(({ party, needFen }) => recipes.paymentFrozen(party, needFen)),
        });
      } catch (error) {
        if (error instanceof LedgerRefusal && error.code === 'insufficient') {
          refuse(text(t, 'walletChanged', { shipper: error.account?.name ?? '', available: money(error.availableFen ?? 0), needed: money(error.neededFen ?? 0) }));
        }
        throw error;
      }
      for (const key of payees) {
        const lines = planned.filter((line) => payeeKey(line) === key);
        const first = lines[0]!.application;
        const shippers = new Set(lines.map((line) => String(line.accounting.shipper_code)));
        const submitted = await request.bank.submit(trx, {
          reference: `payment:${paymentNumber}:${String(first.bank_card_number)}`, branchCode, direction: 'out', businessType: 'payment', businessNumber: paymentNumber,
          payerName: platform.name, payerAccount: payerAccount?.cardNumber ?? null, payeeName: String(first.payee_account_name ?? first.driver_name), payeeAccount: String(first.bank_card_number),
          payeeBankCode: first.payee_bank_code === null ? null : String(first.payee_bank_code), amountFen: lines.reduce((total, line) => total + line.netFen, 0),
          driverCode: String(first.driver_code), shipperCode: shippers.size === 1 ? [...shippers][0]! : null,
          remark: text(t, 'transferRemark', { waybills: lines.map((line) => String(line.application.shipping_note_number)).join('、') }).slice(0, 200),
        }, now);
        await edb(trx).updateTable(TABLE.line).set({ transfer_number: submitted.transferNumber })
          .where('id', 'in', lines.map((line) => lineIds.get(line)!)).execute();
      }
      for (const line of planned) await syncPaymentStatus(trx, branchCode, String(line.application.shipping_note_number));
      const entity = sharedRegistry().get(ENTITY.order)!;
      const after = recordOf(entity, await edb(trx).selectFrom(TABLE.order).selectAll().where('id', '=', Number(order.id)).executeTakeFirstOrThrow());
      await logRecordChange(trx, entity, { action: 'create', id: Number(order.id), before: null, after }, request.operator, now);
      return ok(after);
    });
    for (const entity of PAYMENT_ENTITIES) totalsOf(db).forget(entity);
    return answer;
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    throw error;
  }
}

/** The order's state from its lines: paying while one is, else paid, failed or partly paid. */
async function settleOrder(trx: Transaction<Database>, branchCode: string, paymentNumber: string, at: Date): Promise<void> {
  const lines = await edb(trx).selectFrom(TABLE.line).select(['status', 'failure_reason', 'paid_date_time'])
    .where('payment_number', '=', paymentNumber).where('branch_code', '=', branchCode).execute();
  const paid = lines.filter((line) => line.status === 'paid');
  const failed = lines.filter((line) => line.status === 'failed');
  const paying = lines.length - paid.length - failed.length;
  const status = paying > 0 ? 'paying' : failed.length === 0 ? 'paid' : paid.length === 0 ? 'failed' : 'partlyPaid';
  const reasons = [...new Set(failed.map((line) => String(line.failure_reason ?? '')).filter(Boolean))].join('；');
  const lastPaid = paid.map((line) => String(line.paid_date_time ?? '')).sort().at(-1) ?? null;
  await edb(trx).updateTable(TABLE.order).set({
    status, paid_count: paid.length, failed_count: failed.length, failure_reason: reasons ? reasons.slice(0, 500) : null,
    paid_date_time: paid.length > 0 ? lastPaid : null, gmt_modified: displayTime(at),
  }).where('payment_number', '=', paymentNumber).where('branch_code', '=', branchCode).execute();
}

/** The journal of a paid line: carrierPaid from the money its order held (key payment:<lineId>). */
export async function paidJournal(trx: Transaction<Database>, line: Row, serial: string, at: Date): Promise<JournalInput> {
  const branchCode = String(line.branch_code);
  return {
    key: paidKey(String(line.id)), branchCode, businessType: 'carrierPaid', businessNumber: String(line.shipping_note_number),
    remark: `${String(line.payment_number)} ${serial}`, at,
    lines: recipes.carrierPaid(shipperParty(line), driverParty(line), await platformParty(trx, branchCode), fenOf(line.amount), fenOf(line.service_fee_amount), fenOf(line.tax_amount), 'frozen'),
  };
}

/** A paid line's documents: the line, its application and its waybill's accounting. */
export async function markLinePaid(trx: Transaction<Database>, line: Row, serial: string, at: Date, journalNumber: string): Promise<void> {
  const branchCode = String(line.branch_code);
  const time = displayTime(at);
  await edb(trx).updateTable(TABLE.line).set({ status: 'paid', bank_serial_number: serial, paid_date_time: time, journal_number: journalNumber, gmt_modified: time })
    .where('id', '=', Number(line.id)).execute();
  await edb(trx).updateTable(TABLE.application).set({ status: 'paid', bank_serial_number: serial, paid_date_time: time, payment_number: line.payment_number, gmt_modified: time })
    .where('application_number', '=', String(line.application_number)).where('branch_code', '=', branchCode).execute();
  await syncPaymentStatus(trx, branchCode, String(line.shipping_note_number));
}

/** One payment line paid: the ledger posting (once) and the documents' states. */
export async function linePaid(trx: Transaction<Database>, line: Row, serial: string, at: Date): Promise<string> {
  const posted = await postJournal(trx, await paidJournal(trx, line, serial, at));
  await markLinePaid(trx, line, serial, at, posted.journalNumber);
  return posted.journalNumber;
}

/** One payment line failed: its hold given back (once), its application approved again. */
export async function lineFailed(trx: Transaction<Database>, line: Row, reason: string, at: Date): Promise<void> {
  const branchCode = String(line.branch_code);
  await postJournal(trx, {
    key: releaseKey(String(line.id)), branchCode, businessType: 'paymentReleased', businessNumber: String(line.payment_number), remark: reason, at,
    lines: recipes.paymentReleased(shipperParty(line), fenOf(line.amount) + fenOf(line.service_fee_amount)),
  });
  const time = displayTime(at);
  await edb(trx).updateTable(TABLE.line).set({ status: 'failed', failure_reason: reason.slice(0, 200), gmt_modified: time }).where('id', '=', Number(line.id)).execute();
  await edb(trx).updateTable(TABLE.application).set({ status: 'approved', payment_number: null, gmt_modified: time })
    .where('application_number', '=', String(line.application_number)).where('branch_code', '=', branchCode).where('status', '=', 'paying').execute();
  await syncPaymentStatus(trx, branchCode, String(line.shipping_note_number));
}

/** The bank's answer on a payment transfer: its lines paid or failed, once. */
export async function paymentSettled(trx: Transaction<Database>, transfer: SettledTransfer): Promise<string[]> {
  const lines = await edb(trx).selectFrom(TABLE.line).selectAll().where('transfer_number', '=', transfer.transferNumber)
    .where('branch_code', '=', transfer.branchCode).where('status', '=', 'paying').orderBy('id').execute();
  if (lines.length === 0) return [];
  for (const line of lines) {
    if (transfer.status === 'succeeded') await linePaid(trx, line, String(transfer.bankSerialNumber), transfer.finishedAt);
    else await lineFailed(trx, line, String(transfer.failureReason ?? ''), transfer.finishedAt);
  }
  for (const paymentNumber of new Set(lines.map((line) => String(line.payment_number)))) await settleOrder(trx, transfer.branchCode, paymentNumber, transfer.finishedAt);
  return PAYMENT_ENTITIES;
}

export { settleOrder };
