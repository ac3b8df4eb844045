// The settlement's demo money (server/seed/moneyDemo.ts, after the accounts' funding): the flow of
// server/routes/tms/settlement written for the demo's signed and completed waybills, its postings
// added to the timeline so they follow the calendar and the shippers' wallets:
// - prepayments (预付管理) paid: their times are moved into the waybill's journey (asked after
//   loading, approved and paid before signing, as the rules allow), their history lines with
//   them, the table stored again in creation order (ids and 预付申请单号 follow the new times)
//   and each is posted (prepaymentPaid); one the shipper's wallet cannot cover at its turn goes
//   back to approved (its payment line dropped from its history);
// - each waybill's receipt (collected 0.5–4 days after signing, most mailed back to the shipper
//   1–5 days later; a few never collected) and accounting: confirmed 2–30 h after the receipt
//   is back (the demo branch requires it), some adjusted before (货损, 超时, 油费补贴, 压车费 ...)
//   and a few after (posted as freightAdjusted); the latest ones still 待核算;
// - payment applications of the accounted waybills whose driver has a verified card, to that
//   card: 1–36 h after accounting, reviewed at both levels of 审核配置 1–30 h later (a few
//   rejected, the latest pending; a deduction, when there is one, booked at the approval);
// - approved applications paid 2–72 h later by payment orders: one at a time (尾款支付), a
//   payee's run of two to four (合并支付), or a week's batch of many payees paid on its Friday
//   (汇总支付); each order holds its shippers' money (a hold a wallet cannot cover at its turn
//   is refused: the order is not made and its applications stay approved), and 3 s later its
//   transfers come back from the bank with serial numbers and each line is paid (carrierPaid).
//   The latest approved ones wait for payment, some urged by their drivers (催款).
// Amounts are taken at each event's turn from the records as the earlier events left them.
import { sql, type Transaction } from 'kysely';
import { fromFen } from '../../../../src/core/money/fen';
import { platformParty, recipes, type DemoMoneyTimeline, type JournalInput } from '../../../ledger';
import { addMs, DAY_MS, displayTime, HOUR_MS, MINUTE_MS } from '../../../storage/clock';
import type { Database } from '../../../storage/schema';
import { createRandom, type Random } from '../../../seed/demo/random';
import { DEMO_BRANCH } from '../../../seed/organisation';
import { figureColumns, figuresOf } from './accounting';
import { taxOfFen } from './applications';
import { holdKey, markLinePaid, paidJournal, settleOrder } from './payments';
import { settlementSettings } from './settings';
import { recordAnsweredTransfer } from '../../../bank/records';
import {
  driverParty, edb, ENTITY, fenOf, nextNumber, paidPrepaymentFen, platformAccount, shipperParty, TABLE, yuanOf, type Row,
} from './tables';

const SEED = 20261428;
const STAFF = ['陈晓燕', '周明远'];
const BANK_DELAY_MS = 3_000;
const MAX_PARAMETERS = 30_000;
/** 预付申请单号 (payInAdvance.applyNumber's x-number). */
const PREPAYMENT_PREFIX = { column: 'apply_number', prefix: 'YF' };

type Trx = Transaction<Database>;
type Adjustment = { reason: string; direction: 'increase' | 'decrease'; range: [number, number]; remarks: string[] };

const ADJUSTMENTS: [Adjustment, number][] = [
  [{ reason: 'cargoDamage', direction: 'decrease', range: [100, 800], remarks: ['卸货时发现外包装破损，按合同扣款', '收货方反馈部分货物受潮，协商扣款', '货物短少2件，按货值扣款'] }, 24],
  [{ reason: 'overtime', direction: 'decrease', range: [100, 500], remarks: ['晚于约定时间到达，按合同扣款', '超时12小时到达，收货方要求扣款'] }, 18],
  [{ reason: 'weightDifference', direction: 'decrease', range: [50, 300], remarks: ['卸货磅重少于装货磅重，超出合理磅差'] }, 12],
  [{ reason: 'fuelSubsidy', direction: 'increase', range: [100, 500], remarks: ['油价上调，按协议补贴油费', '绕行施工路段，补贴油费'] }, 16],
  [{ reason: 'waitingFee', direction: 'increase', range: [200, 600], remarks: ['收货方压车一天，按协议补压车费', '装货排队超过8小时，补压车费'] }, 14],
  [{ reason: 'loadingFee', direction: 'increase', range: [150, 400], remarks: ['司机协助卸货，补装卸费', '二次倒装，补装卸费'] }, 10],
  [{ reason: 'tollFee', direction: 'increase', range: [80, 300], remarks: ['按货主要求走高速，补高速费差价'] }, 6],
];
const RECEIPT_REMARKS = ['回单完好，签章清晰', '回单齐全', '回单有折痕，信息可辨认', '收货方盖章齐全'];
const COURIERS: [string, number][] = [['sf', 40], ['ems', 15], ['jd', 15], ['zto', 10], ['yto', 8], ['yunda', 7], ['deppon', 5]];
const DEDUCTIONS = ['货损扣款', '超时到达扣款', '回单遗失扣款', '磅差扣款'];
const REJECTIONS = ['回单信息与运单不符，请核对后重新提交', '收款卡与司机不一致', '扣款金额有误，请核对', '运单存在货损争议，暂缓付款'];

const at = (text: unknown) => new Date(`${String(text).replace(' ', 'T')}+08:00`);
const later = (from: Date, random: Random, min: number, max: number) => addMs(from, Math.round(random.decimal(min, max, 3) * HOUR_MS));
const round10 = (value: number) => Math.round(value / 10) * 10;

async function insertAll(trx: Trx, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += size) await edb(trx).insertInto(table).values(rows.slice(i, i + size)).execute();
}

interface Plan {
  waybill: Row;
  accountingId?: number;
  accountedAt: Date | null;
  postAdjust: { at: Date; adjustment: Adjustment; valueFen: number; remark: string } | null;
  application?: {
    number: string; appliedAt: Date; reviewedAt: Date | null; status: 'pending' | 'approved' | 'rejected'; deductionFen: number; card: Row;
    payAt: Date | null; id?: number;
  };
}

/** The demo's paid prepayments moved into their waybill's journey, their history lines (the
 * approval, the payment) with them, stored again in creation order, and posted at their turn. */
async function prepayments(trx: Trx, timeline: DemoMoneyTimeline, branchCode: string, random: Random, waybills: Map<string, Row>): Promise<void> {
  const rows = await edb(trx).selectFrom(TABLE.prepayment).selectAll().where('branch_code', '=', branchCode).where('status', '=', 'paid').orderBy('id').execute();
  const platform = await platformParty(trx, branchCode);
  const moved: { row: Row; waybill: Row; reviewed: Date; paid: Date }[] = [];
  for (const row of rows) {
    const waybill = waybills.get(String(row.shipping_note_number));
    if (!waybill?.despatch_actual_date_time || !waybill.signed_date_time) continue;
    const loaded = at(waybill.despatch_actual_date_time).getTime();
    const signed = at(waybill.signed_date_time).getTime();
    const span = Math.max(signed - loaded, 4 * MINUTE_MS);
    const asked = new Date(loaded + span * random.decimal(0.05, 0.3, 3));
    const reviewed = new Date(asked.getTime() + (signed - asked.getTime()) * random.decimal(0.1, 0.3, 3));
    const paid = new Date(reviewed.getTime() + (signed - reviewed.getTime()) * random.decimal(0.1, 0.5, 3));
    const id = Number(row.id);
    await edb(trx).updateTable(TABLE.prepayment).set({
      gmt_created: displayTime(asked), review_date_time: displayTime(reviewed), pay_date_time: displayTime(paid), gmt_modified: displayTime(paid),
    }).where('id', '=', id).execute();
    await moveHistory(trx, id, reviewed, paid);
    moved.push({ row, waybill, reviewed, paid });
  }
  const renumbered = await inCreationOrder(trx, TABLE.prepayment, ENTITY.prepayment, PREPAYMENT_PREFIX);
  for (const { row, waybill, reviewed, paid } of moved) {
    const id = renumbered.get(Number(row.id))!;
    const { apply_number: applyNumber } = await edb(trx).selectFrom(TABLE.prepayment).select('apply_number').where('id', '=', id).executeTakeFirstOrThrow();
    const amountFen = fenOf(row.apply_amount);
    timeline.add({
      at: paid,
      journal: { key: `prepayment:${id}`, branchCode, businessType: 'prepaymentPaid', businessNumber: String(row.shipping_note_number), remark: String(applyNumber), at: paid,
        operator: { code: '', name: String(row.payer_name ?? STAFF[0]) }, lines: recipes.prepaymentPaid(shipperParty(waybill), driverParty(waybill), platform, amountFen) },
      refused: async (t) => {
        await edb(t).updateTable(TABLE.prepayment).set({ status: 'approved', pay_date_time: null, pay_serial_number: null, payer_name: null, gmt_modified: displayTime(reviewed) })
          .where('id', '=', id).execute();
        // Approved, not paid: its history ends with the approval.
        await t.deleteFrom('entity_action_log').where('entity', '=', ENTITY.prepayment).where('record_id', '=', id).where('action', '=', 'pay').execute();
      },
    });
  }
}

/** A moved prepayment's history lines at its new times: the approval (each level) when it was
 * reviewed, the payment when it was paid (with the payment time it asked for). */
async function moveHistory(trx: Trx, id: number, reviewed: Date, paid: Date): Promise<void> {
  const lines = await trx.selectFrom('entity_action_log').select(['id', 'action', 'payload']).where('entity', '=', ENTITY.prepayment).where('record_id', '=', id).execute();
  for (const line of lines) {
    if (line.action === 'approve') {
      await trx.updateTable('entity_action_log').set({ gmt_created: displayTime(reviewed) }).where('id', '=', line.id).execute();
    } else if (line.action === 'pay') {
      const payload = { ...JSON.parse(line.payload) as Record<string, unknown>, payDateTime: displayTime(paid) };
      await trx.updateTable('entity_action_log').set({ gmt_created: displayTime(paid), payload: JSON.stringify(payload) }).where('id', '=', line.id).execute();
    }
  }
}

/** A table's records stored again in creation order, as the server would have stored them once
 * their times were moved: the ids (and the history lines naming them) and the business numbers
 * (prefix, creation day, the day's sequence) given again in gmt_created order. Answers the new id
 * of each old one. */
async function inCreationOrder(trx: Trx, table: string, entity: string, number: { column: string; prefix: string }): Promise<Map<number, number>> {
  const rows = await edb(trx).selectFrom(table).select(['id', 'gmt_created']).orderBy('id').execute();
  const ids = rows.map((row) => Number(row.id));
  const ordered = [...rows].sort((a, b) => String(a.gmt_created).localeCompare(String(b.gmt_created)) || Number(a.id) - Number(b.id));
  const renumbered = new Map<number, number>();
  const sequences = new Map<string, number>();
  // Through negative ids, so that no two rows hold one id on the way.
  for (const [index, row] of ordered.entries()) {
    const from = Number(row.id);
    const to = ids[index]!;
    const day = String(row.gmt_created).slice(0, 10).replace(/-/g, '');
    const sequence = (sequences.get(day) ?? 0) + 1;
    sequences.set(day, sequence);
    renumbered.set(from, to);
    await edb(trx).updateTable(table).set({ id: -to, [number.column]: `${number.prefix}${day}${String(sequence).padStart(6, '0')}` }).where('id', '=', from).execute();
    await trx.updateTable('entity_action_log').set({ record_id: -to }).where('entity', '=', entity).where('record_id', '=', from).execute();
  }
  await edb(trx).updateTable(table).set({ id: sql<number>`-id` }).where('id', '<', 0).execute();
  await trx.updateTable('entity_action_log').set({ record_id: sql<number>`-record_id` }).where('entity', '=', entity).where('record_id', '<', 0).execute();
  return renumbered;
}

/** A transfer the bank answered (fin_bank_transfer, succeeded with its serial), numbered as the bank gateway numbers them. */
/** The application's amounts from its waybill's accounting as it stands. */
async function refreshApplication(trx: Trx, branchCode: string, shippingNoteNumber: string): Promise<void> {
  const accounting = await edb(trx).selectFrom(TABLE.accounting).selectAll().where('shipping_note_number', '=', shippingNoteNumber).where('branch_code', '=', branchCode).executeTakeFirst();
  if (!accounting) return;
  const applications = await edb(trx).selectFrom(TABLE.application).select(['id', 'deduction_amount']).where('shipping_note_number', '=', shippingNoteNumber).where('branch_code', '=', branchCode).execute();
  for (const application of applications) {
    const balanceFen = fenOf(accounting.balance_amount);
    const deductionFen = Math.min(fenOf(application.deduction_amount), balanceFen);
    await edb(trx).updateTable(TABLE.application).set({
      freight_amount: accounting.accounted_freight, prepaid_amount: accounting.prepaid_amount, balance_amount: accounting.balance_amount,
      service_fee_amount: accounting.service_fee_amount, deduction_amount: fromFen(deductionFen), amount_payable: fromFen(balanceFen - deductionFen),
    }).where('id', '=', Number(application.id)).execute();
  }
}

export async function seedSettlementDemo(trx: Trx, now: Date, timeline: DemoMoneyTimeline): Promise<void> {
  const branchCode = DEMO_BRANCH.code;
  const random = createRandom(SEED);
  const settings = await settlementSettings(trx, branchCode);
  const platform = await platformParty(trx, branchCode);
  const account = await platformAccount(trx, branchCode);
  const audit = await sql<{ levels: string }>`select levels from sys_audit_config where branch_code = ${branchCode} and review_type = 'payment' and enabled = 1`.execute(trx);
  const levels = Number(audit.rows[0]?.levels ?? 1);
  const waybillRows = await edb(trx).selectFrom(TABLE.waybill).selectAll().where('branch_code', '=', branchCode).where('status', 'in', ['signed', 'completed'])
    .where('driver_code', 'is not', null).where('signed_date_time', 'is not', null).orderBy('signed_date_time').orderBy('id').execute();
  const waybills = new Map(waybillRows.map((row) => [String(row.shipping_note_number), row]));
  await prepayments(trx, timeline, branchCode, random, waybills);
  const cards = new Map<string, Row>();
  for (const card of await edb(trx).selectFrom('basic_bank_card').selectAll().where('branch_code', '=', branchCode).where('owner_type', '=', 'driver')
    .where('verify_status', '=', 'verified').orderBy('is_default', 'desc').orderBy('id').execute()) {
    if (!cards.has(String(card.driver_code))) cards.set(String(card.driver_code), card);
  }

  // Receipts and accountings, as the signing made them and staff moved them.
  const plans: Plan[] = [];
  const receipts: Row[] = [];
  const accountings: Row[] = [];
  for (const waybill of waybillRows) {
    const signed = at(waybill.signed_date_time);
    const number = String(waybill.shipping_note_number);
    let received: Date | null = random.chance(0.985) ? later(signed, random, 12, 96) : null;
    if (received && received > now) received = null;
    let mailed: Date | null = received && random.chance(0.75) ? later(received, random, 24, 120) : null;
    if (mailed && mailed > now) mailed = null;
    const common = {
      shipping_note_number: number, shipper_code: waybill.shipper_code, shipper_name: waybill.shipper_name, driver_code: waybill.driver_code,
      driver_name: waybill.driver_name, vehicle_number: waybill.vehicle_number, signed_date_time: waybill.signed_date_time, branch_code: branchCode,
      gmt_created: displayTime(signed),
    };
    receipts.push({
      ...common, consignee: waybill.consignee, status: mailed ? 'returned' : received ? 'received' : 'pending',
      receiver_name: received ? random.pick(STAFF) : null, received_date_time: received ? displayTime(received) : null,
      receipt_remark: received ? random.pick(RECEIPT_REMARKS) : null, courier_company: mailed ? random.weighted(COURIERS) : null,
      tracking_number: mailed ? `${random.pick(['SF', 'JT', 'YT', 'ZT', 'DPK'])}${random.digits(12)}` : null,
      mailed_date_time: mailed ? displayTime(mailed) : null, mailer_name: mailed ? random.pick(STAFF) : null,
      gmt_modified: displayTime(mailed ?? received ?? signed),
    });
    const base = settings.receiptRequired ? received : signed;
    let accountedAt: Date | null = base ? later(base, random, 2, 30) : null;
    if (accountedAt && (accountedAt > now || random.chance(0.01))) accountedAt = null;
    const freightFen = fenOf(waybill.total_monetary_amount);
    const prepaidFen = await paidPrepaymentFen(trx, branchCode, number);
    // 调整 before accounting (not posted: the charge takes the adjusted freight).
    let adjustmentFen = 0;
    let adjustment: Adjustment | null = null;
    let remark: string | null = null;
    if (random.chance(0.1)) {
      adjustment = random.weighted(ADJUSTMENTS);
      const value = Math.min(round10(random.decimal(adjustment.range[0], adjustment.range[1], 0)) * 100, Math.floor((freightFen - prepaidFen) * 0.4));
      if (value > 0) {
        adjustmentFen = adjustment.direction === 'increase' ? value : -value;
        remark = random.pick(adjustment.remarks);
      } else adjustment = null;
    }
    const figures = figuresOf(freightFen, adjustmentFen, prepaidFen, settings.serviceFeeRate);
    const adjustedAt = adjustment ? new Date(signed.getTime() + ((accountedAt ?? now).getTime() - signed.getTime()) * random.decimal(0.2, 0.9, 3)) : null;
    accountings.push({
      ...common, description_of_goods: waybill.description_of_goods, freight_amount: yuanOf(freightFen), adjust_direction: null, adjust_value: null,
      adjustment_reason: adjustment?.reason ?? null, adjustment_remark: remark, adjustment_count: adjustment ? 1 : 0,
      adjusted_date_time: adjustedAt ? displayTime(adjustedAt) : null, service_fee_rate: settings.serviceFeeRate, ...figureColumns(figures),
      status: 'pending', payment_status: 'unapplied', application_number: null, accounted_date_time: null, accountant_name: null, journal_number: null,
      remark: null, gmt_modified: displayTime(adjustedAt ?? signed),
    });
    let postAdjust: Plan['postAdjust'] = null;
    if (accountedAt && !adjustment && random.chance(0.03)) {
      const kind = random.weighted(ADJUSTMENTS);
      const value = Math.min(round10(random.decimal(kind.range[0], kind.range[1], 0)) * 100, Math.floor((freightFen - prepaidFen) * 0.4));
      const when = later(accountedAt, random, 1, 12);
      if (value > 0 && when < now) postAdjust = { at: when, adjustment: kind, valueFen: value, remark: random.pick(kind.remarks) };
    }
    plans.push({ waybill, accountedAt, postAdjust });
  }
  await insertAll(trx, TABLE.receipt, receipts);
  await insertAll(trx, TABLE.accounting, accountings);
  const ids = await edb(trx).selectFrom(TABLE.accounting).select(['id', 'shipping_note_number']).where('branch_code', '=', branchCode).execute();
  const idOf = new Map(ids.map((row) => [String(row.shipping_note_number), Number(row.id)]));
  for (const plan of plans) plan.accountingId = idOf.get(String(plan.waybill.shipping_note_number));

  // Payment applications of the accounted waybills whose driver has a verified card.
  const applications: Row[] = [];
  const applied: Plan[] = [];
  for (const plan of plans) {
    const card = cards.get(String(plan.waybill.driver_code));
    if (!plan.accountedAt || !card) continue;
    const appliedAt = later(plan.postAdjust?.at ?? plan.accountedAt, random, 1, 36);
    if (appliedAt > now) continue;
    let reviewedAt: Date | null = later(appliedAt, random, 1, 30);
    if (reviewedAt > now) reviewedAt = null;
    const status = !reviewedAt ? 'pending' : random.chance(0.03) ? 'rejected' : 'approved';
    const deductionFen = random.chance(0.05) ? random.pick([50, 100, 200, 300, 500]) * 100 : 0;
    const number = await nextNumber(trx, TABLE.application, 'application_number', 'FK', appliedAt);
    let payAt: Date | null = status === 'approved' ? later(reviewedAt!, random, 2, 72) : null;
    if (payAt && addMs(payAt, 5 * MINUTE_MS) > now) payAt = null;
    plan.application = { number, appliedAt, reviewedAt, status, deductionFen, card, payAt };
    applied.push(plan);
    const waybill = plan.waybill;
    const unpaidFor = status === 'approved' && !payAt && reviewedAt ? now.getTime() - reviewedAt.getTime() : 0;
    const urged = unpaidFor > DAY_MS && random.chance(0.5);
    applications.push({
      application_number: number, shipping_note_number: waybill.shipping_note_number, shipper_code: waybill.shipper_code, shipper_name: waybill.shipper_name,
      driver_code: waybill.driver_code, driver_name: waybill.driver_name, vehicle_number: waybill.vehicle_number, bank_card_number: card.card_number,
      payee_account_name: card.account_name, payee_bank_code: card.bank_code, payee_bank_branch: card.branch_bank_name,
      freight_amount: 0, prepaid_amount: 0, balance_amount: 0, deduction_amount: fromFen(deductionFen),
      deduction_reason: deductionFen > 0 ? random.pick(DEDUCTIONS) : null, amount_payable: 0, service_fee_amount: 0, status, remark: null,
      review_level: status === 'approved' ? levels : status === 'pending' && now.getTime() - appliedAt.getTime() > 6 * HOUR_MS && levels > 1 ? random.int(0, 1) : 0,
      review_remark: status === 'rejected' ? random.pick(REJECTIONS) : null, review_date_time: reviewedAt ? displayTime(reviewedAt) : null,
      applicant_name: random.chance(0.6) ? waybill.driver_name : random.pick(STAFF), urge_status: urged ? 'urged' : 'none', urge_count: urged ? random.int(1, 3) : 0,
      urged_date_time: urged ? displayTime(new Date(reviewedAt!.getTime() + DAY_MS + (unpaidFor - DAY_MS) * random.next())) : null,
      payment_number: null, bank_serial_number: null, paid_date_time: null, branch_code: branchCode,
      gmt_created: displayTime(appliedAt), gmt_modified: displayTime(reviewedAt ?? appliedAt),
    });
  }
  await insertAll(trx, TABLE.application, applications);
  const applicationIds = await edb(trx).selectFrom(TABLE.application).select(['id', 'application_number']).where('branch_code', '=', branchCode).execute();
  const applicationIdOf = new Map(applicationIds.map((row) => [String(row.application_number), Number(row.id)]));
  for (const plan of applied) plan.application!.id = applicationIdOf.get(plan.application!.number);
  for (const plan of applied) {
    const status = plan.application!.status;
    if (status === 'rejected') continue;
    await edb(trx).updateTable(TABLE.accounting).set({ payment_status: status, application_number: plan.application!.number })
      .where('id', '=', plan.accountingId!).execute();
  }

  // The ledger's side of accounting, adjustments after it and deductions at approval.
  for (const plan of plans) {
    const id = plan.accountingId!;
    const number = String(plan.waybill.shipping_note_number);
    if (plan.accountedAt) {
      const accountedAt = plan.accountedAt;
      const accountant = random.pick(STAFF);
      timeline.add({
        at: accountedAt,
        journal: async (t) => {
          const row = (await edb(t).selectFrom(TABLE.accounting).selectAll().where('id', '=', id).executeTakeFirstOrThrow());
          const figures = figuresOf(fenOf(row.freight_amount), fenOf(row.adjustment_amount), await paidPrepaymentFen(t, branchCode, number), Number(row.service_fee_rate));
          await edb(t).updateTable(TABLE.accounting).set(figureColumns(figures)).where('id', '=', id).execute();
          return {
            key: `freightCharged:${id}`, branchCode, businessType: 'freightCharged', businessNumber: number, at: accountedAt, operator: { code: '', name: accountant },
            remark: `运单 ${number} 运费核算（服务费率 ${Number(row.service_fee_rate).toFixed(2)}%）`,
            lines: recipes.freightCharged(shipperParty(row), driverParty(row), platform, figures.accountedFen, figures.feeFen),
          };
        },
        posted: async (t, journalNumber) => {
          await edb(t).updateTable(TABLE.accounting).set({
            status: 'accounted', accounted_date_time: displayTime(accountedAt), accountant_name: accountant, journal_number: journalNumber, gmt_modified: displayTime(accountedAt),
          }).where('id', '=', id).execute();
          await refreshApplication(t, branchCode, number);
        },
      });
    }
    if (plan.postAdjust) {
      const { adjustment, valueFen, remark } = plan.postAdjust;
      const adjustedAt = plan.postAdjust.at;
      const staff = random.pick(STAFF);
      timeline.add({
        at: adjustedAt,
        journal: async (t) => {
          const row = (await edb(t).selectFrom(TABLE.accounting).selectAll().where('id', '=', id).executeTakeFirstOrThrow());
          if (row.status !== 'accounted') return null;
          const delta = adjustment.direction === 'increase' ? valueFen : -valueFen;
          const rate = Number(row.service_fee_rate);
          const before = figuresOf(fenOf(row.freight_amount), fenOf(row.adjustment_amount), fenOf(row.prepaid_amount), rate);
          const after = figuresOf(before.freightFen, before.adjustmentFen + delta, before.prepaidFen, rate);
          if (after.balanceFen < 0) return null;
          await edb(t).updateTable(TABLE.accounting).set({
            ...figureColumns(after), adjustment_reason: adjustment.reason, adjustment_remark: remark, adjustment_count: Number(row.adjustment_count ?? 0) + 1,
            adjusted_date_time: displayTime(adjustedAt), gmt_modified: displayTime(adjustedAt),
          }).where('id', '=', id).execute();
          await refreshApplication(t, branchCode, number);
          return {
            key: `freightAdjusted:${id}:${Number(row.adjustment_count ?? 0) + 1}`, branchCode, businessType: 'freightAdjusted', businessNumber: number, at: adjustedAt,
            operator: { code: '', name: staff }, remark,
            lines: recipes.freightAdjusted(shipperParty(row), driverParty(row), delta, platform, after.feeFen - before.feeFen),
          };
        },
      });
    }
    const application = plan.application;
    if (application?.status === 'approved' && application.deductionFen > 0) {
      const reviewedAt = application.reviewedAt!;
      timeline.add({
        at: reviewedAt,
        journal: async (t) => {
          const row = (await edb(t).selectFrom(TABLE.accounting).selectAll().where('id', '=', id).executeTakeFirstOrThrow());
          const stored = await edb(t).selectFrom(TABLE.application).selectAll().where('id', '=', application.id!).executeTakeFirstOrThrow();
          const deduction = fenOf(stored.deduction_amount);
          if (deduction === 0) return null;
          const rate = Number(row.service_fee_rate);
          const before = figuresOf(fenOf(row.freight_amount), fenOf(row.adjustment_amount), fenOf(row.prepaid_amount), rate);
          const after = figuresOf(before.freightFen, before.adjustmentFen - deduction, before.prepaidFen, rate);
          const remark = `${application.number} ${String(stored.deduction_reason ?? '')}`.trim();
          await edb(t).updateTable(TABLE.accounting).set({
            ...figureColumns(after), adjustment_reason: 'deduction', adjustment_remark: remark, adjustment_count: Number(row.adjustment_count ?? 0) + 1,
            adjusted_date_time: displayTime(reviewedAt),
          }).where('id', '=', id).execute();
          await edb(t).updateTable(TABLE.application).set({ service_fee_amount: yuanOf(after.feeFen) }).where('id', '=', application.id!).execute();
          return {
            key: `deduction:${application.id!}`, branchCode, businessType: 'freightAdjusted', businessNumber: number, at: reviewedAt, remark,
            lines: recipes.freightAdjusted(shipperParty(row), driverParty(row), -deduction, platform, after.feeFen - before.feeFen),
          };
        },
      });
    }
  }

  // Payment orders: a payee's run paid together, a day's batch, or one at a time.
  const toPay = applied.filter((plan) => plan.application!.payAt).sort((a, b) => a.application!.payAt!.getTime() - b.application!.payAt!.getTime());
  const orders: { type: 'balance' | 'combined' | 'consolidated'; at: Date; plans: Plan[] }[] = [];
  const taken = new Set<Plan>();
  const payeeOf = (plan: Plan) => `${String(plan.waybill.driver_code)}|${String(plan.application!.card.card_number)}`;
  const byPayee = new Map<string, Plan[]>();
  for (const plan of toPay) byPayee.set(payeeOf(plan), [...(byPayee.get(payeeOf(plan)) ?? []), plan]);
  for (const list of byPayee.values()) {
    for (let i = 0; i < list.length; i += 1) {
      if (taken.has(list[i]!) || !random.chance(0.25)) continue;
      const first = list[i]!.application!.payAt!.getTime();
      const run = list.slice(i, i + random.int(2, 4)).filter((plan) => !taken.has(plan) && plan.application!.payAt!.getTime() - first <= 4 * DAY_MS);
      if (run.length < 2) continue;
      const when = later(run.at(-1)!.application!.payAt!, random, 0, 2);
      if (addMs(when, 5 * MINUTE_MS) > now) continue;
      for (const plan of run) taken.add(plan);
      orders.push({ type: 'combined', at: when, plans: run });
    }
  }
  const batches = new Map<string, Plan[]>();
  for (const plan of toPay) {
    if (taken.has(plan)) continue;
    if (random.chance(0.3)) {
      // The week's batch, paid on its Friday (China time).
      const china = new Date(plan.application!.payAt!.getTime() + 8 * HOUR_MS);
      const friday = new Date(china.getTime() + ((5 - china.getUTCDay() + 7) % 7) * DAY_MS).toISOString().slice(0, 10);
      batches.set(friday, [...(batches.get(friday) ?? []), plan]);
    } else {
      taken.add(plan);
      orders.push({ type: 'balance', at: plan.application!.payAt!, plans: [plan] });
    }
  }
  for (const [day, list] of batches) {
    const latest = new Date(Math.max(...list.map((plan) => plan.application!.payAt!.getTime())));
    const evening = new Date(`${day}T17:${String(random.int(0, 59)).padStart(2, '0')}:00+08:00`);
    const when = evening > latest && addMs(evening, 5 * MINUTE_MS) < now ? evening : latest;
    orders.push(list.length > 1 ? { type: 'consolidated', at: when, plans: list } : { type: 'balance', at: list[0]!.application!.payAt!, plans: list });
  }
  orders.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const order of orders) await payOrder(trx, timeline, { branchCode, platform, account, taxRate: settings.driverTaxRate, random }, order);
}

interface PayContext { branchCode: string; platform: Awaited<ReturnType<typeof platformParty>>; account: Awaited<ReturnType<typeof platformAccount>>; taxRate: number; random: Random }

/** One demo payment order: its records now, its hold and its lines' payments at their turn. */
async function payOrder(trx: Trx, timeline: DemoMoneyTimeline, ctx: PayContext, order: { type: 'balance' | 'combined' | 'consolidated'; at: Date; plans: Plan[] }): Promise<void> {
  const { branchCode, platform, account, taxRate } = ctx;
  const paymentNumber = await nextNumber(trx, TABLE.order, 'payment_number', 'ZFD', order.at);
  const time = displayTime(order.at);
  const operator = ctx.random.pick(STAFF);
  const names = (list: string[], unit: string) => {
    const distinct = [...new Set(list)];
    return distinct.length <= 1 ? distinct[0] ?? '' : `${distinct[0]} 等${distinct.length}${unit}`;
  };
  const payees = new Set(order.plans.map((plan) => `${String(plan.waybill.driver_code)}|${String(plan.application!.card.card_number)}`));
  const made = await edb(trx).insertInto(TABLE.order).values({
    payment_number: paymentNumber, payment_type: order.type,
    payer_name: names(order.plans.map((plan) => String(plan.waybill.shipper_name)), '家'),
    payee_name: names(order.plans.map((plan) => String(plan.application!.card.account_name)), '人'),
    payee_count: payees.size, waybill_count: order.plans.length, total_amount: 0, service_fee_amount: 0, shipper_pay_amount: 0, tax_amount: 0, net_amount: 0,
    status: 'paying', paid_count: 0, failed_count: 0, failure_reason: null, paid_date_time: null, operator_name: operator, branch_code: branchCode,
    gmt_created: time, gmt_modified: time,
  }).returning('id').executeTakeFirstOrThrow();
  const orderId = Number(made.id);
  const transfers = new Map<string, { number: string; serial: string; id: number }>();
  const lineIds: number[] = [];
  for (const key of payees) {
    const plans = order.plans.filter((plan) => `${String(plan.waybill.driver_code)}|${String(plan.application!.card.card_number)}` === key);
    const card = plans[0]!.application!.card;
    const shippers = new Set(plans.map((plan) => String(plan.waybill.shipper_code)));
    const transfer = await recordAnsweredTransfer(trx, branchCode, {
      reference: `payment:${paymentNumber}:${String(card.card_number)}`, direction: 'out', businessType: 'payment', businessNumber: paymentNumber, payerName: platform.name, payerAccount: account?.cardNumber ?? null,
      payeeName: String(card.account_name), payeeAccount: String(card.card_number), payeeBankCode: card.bank_code === null ? null : String(card.bank_code), amountFen: 0,
      submittedAt: order.at, finishedAt: addMs(order.at, BANK_DELAY_MS), driverCode: String(plans[0]!.waybill.driver_code), shipperCode: shippers.size === 1 ? [...shippers][0]! : null,
      remark: `运费支付 运单 ${plans.map((plan) => String(plan.waybill.shipping_note_number)).join('、')}`.slice(0, 200),
    });
    transfers.set(key, { number: transfer.transferNumber, serial: transfer.serial!, id: transfer.id });
    for (const plan of plans) {
      const waybill = plan.waybill;
      const line = await edb(trx).insertInto(TABLE.line).values({
        payment_number: paymentNumber, payment_type: order.type, application_number: plan.application!.number, shipping_note_number: waybill.shipping_note_number,
        shipper_code: waybill.shipper_code, shipper_name: waybill.shipper_name, driver_code: waybill.driver_code, driver_name: waybill.driver_name,
        vehicle_number: waybill.vehicle_number, payer_name: platform.name, payee_account_name: card.account_name, bank_card_number: card.card_number,
        payee_bank_code: card.bank_code, amount: 0, service_fee_amount: 0, shipper_pay_amount: 0, tax_rate: taxRate, taxable_amount: 0, tax_amount: 0, net_amount: 0,
        status: 'paying', transfer_number: transfer.transferNumber, bank_serial_number: null, failure_reason: null, paid_date_time: null, journal_number: null,
        branch_code: branchCode, gmt_created: time, gmt_modified: time,
      }).returning('id').executeTakeFirstOrThrow();
      lineIds.push(Number(line.id));
    }
  }
  const applicationNumbers = order.plans.map((plan) => plan.application!.number);
  // The hold: the amounts as they stand now, the shippers' money held (refused: no order).
  timeline.add({
    at: order.at,
    journal: async (t): Promise<JournalInput> => {
      const lines = await edb(t).selectFrom(TABLE.line).selectAll().where('id', 'in', lineIds).orderBy('id').execute();
      const needs = new Map<string, { row: Row; fen: number }>();
      const sums = { amount: 0, fee: 0, tax: 0, net: 0 };
      const nets = new Map<string, number>();
      for (const line of lines) {
        const application = await edb(t).selectFrom(TABLE.application).select('amount_payable').where('application_number', '=', String(line.application_number)).where('branch_code', '=', branchCode).executeTakeFirstOrThrow();
        const accounting = await edb(t).selectFrom(TABLE.accounting).select(['service_fee_amount', 'accounted_freight']).where('shipping_note_number', '=', String(line.shipping_note_number)).where('branch_code', '=', branchCode).executeTakeFirstOrThrow();
        const amountFen = fenOf(application.amount_payable);
        const feeFen = fenOf(accounting.service_fee_amount);
        const incomeFen = fenOf(accounting.accounted_freight);
        const taxFen = taxOfFen(incomeFen, amountFen, taxRate);
        await edb(t).updateTable(TABLE.line).set({
          amount: yuanOf(amountFen), service_fee_amount: yuanOf(feeFen), shipper_pay_amount: yuanOf(amountFen + feeFen), taxable_amount: yuanOf(incomeFen),
          tax_amount: yuanOf(taxFen), net_amount: yuanOf(amountFen - taxFen),
        }).where('id', '=', Number(line.id)).execute();
        const need = needs.get(String(line.shipper_code)) ?? { row: line, fen: 0 };
        need.fen += amountFen + feeFen;
        needs.set(String(line.shipper_code), need);
        sums.amount += amountFen; sums.fee += feeFen; sums.tax += taxFen; sums.net += amountFen - taxFen;
        nets.set(String(line.transfer_number), (nets.get(String(line.transfer_number)) ?? 0) + amountFen - taxFen);
      }
      await edb(t).updateTable(TABLE.order).set({
        total_amount: yuanOf(sums.amount), service_fee_amount: yuanOf(sums.fee), shipper_pay_amount: yuanOf(sums.amount + sums.fee), tax_amount: yuanOf(sums.tax), net_amount: yuanOf(sums.net),
      }).where('id', '=', orderId).execute();
      for (const [transferNumber, fen] of nets) await edb(t).updateTable('fin_bank_transfer').set({ amount: fromFen(fen) }).where('transfer_number', '=', transferNumber).execute();
      await edb(t).updateTable(TABLE.application).set({ status: 'paying', payment_number: paymentNumber }).where('application_number', 'in', applicationNumbers).where('branch_code', '=', branchCode).execute();
      return {
        key: holdKey(paymentNumber), branchCode, businessType: 'paymentFrozen', businessNumber: paymentNumber, at: order.at, operator: { code: '', name: operator },
        remark: `支付单 ${paymentNumber} 冻结待付运费`, lines: [...needs.values()].flatMap(({ row, fen }) => recipes.paymentFrozen(shipperParty(row), fen)),
      };
    },
    refused: async (t) => {
      await edb(t).deleteFrom(TABLE.line).where('id', 'in', lineIds).execute();
      await edb(t).deleteFrom(TABLE.order).where('id', '=', orderId).execute();
      await edb(t).deleteFrom('fin_bank_transfer').where('id', 'in', [...transfers.values()].map((transfer) => transfer.id)).execute();
      await edb(t).updateTable(TABLE.application).set({ status: 'approved', payment_number: null }).where('application_number', 'in', applicationNumbers).where('branch_code', '=', branchCode).execute();
    },
  });
  const settledAt = addMs(order.at, BANK_DELAY_MS);
  for (const lineId of lineIds) {
    let serial = '';
    timeline.add({
      at: settledAt,
      journal: async (t) => {
        const line = await edb(t).selectFrom(TABLE.line).selectAll().where('id', '=', lineId).executeTakeFirst();
        if (!line) return null;
        serial = [...transfers.values()].find((transfer) => transfer.number === line.transfer_number)!.serial;
        return paidJournal(t, line, serial, settledAt);
      },
      posted: async (t, journalNumber) => {
        const line = await edb(t).selectFrom(TABLE.line).selectAll().where('id', '=', lineId).executeTakeFirstOrThrow();
        await markLinePaid(t, line, serial, settledAt, journalNumber);
        await settleOrder(t, branchCode, paymentNumber, settledAt);
      },
    });
  }
}

