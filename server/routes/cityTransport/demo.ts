// Demo of city transport, cargo insurance and logistics finance (no money moves through the
// platform's ledger in these: the shipper pays city freight with the order outside the wallet
// flow, premiums go to the insurer, loans between the bank and the carrier), written after the
// money timeline so the freight accounting and payments it reads are there:
// - city orders of approved shippers over the last three weeks and the next day, every state,
//   2–6 drops each in their shipper's city, dispatched to approved light vans (厢式货车) whose
//   drivers are approved, each van's day within its capacity; today's orders partly dispatched;
// - a cargo policy for every demo waybill that carries a policy number (the same number and
//   insurer, so waybill and policy agree), plus policies waiting, refused and surrendered on
//   waybills not yet departed;
// - financing applications in every state: the open ones over signed waybills whose freight is
//   accounted and unpaid (no waybill pledged twice), the closed ones over waybills since paid.
import type { Transaction } from 'kysely';
import { fromFen, toFen } from '../../../src/core/money/fen';
import type { EntityDb } from '../../entities/listQuery';
import { createRandom, type Random } from '../../seed/demo/random';
import { addMs, DAY_MS, displayTime, HOUR_MS, MINUTE_MS } from '../../storage/clock';
import type { Database } from '../../storage/schema';
import { premiumFen } from '../insurance';
import { addDays, capFen, chinaDay, OPEN_LOAN_STATES } from '../logisticsFinance';

type Trx = Transaction<Database>;
type Row = Record<string, unknown>;
const db = (trx: Trx) => trx as unknown as EntityDb;
const BRANCH = 'SD0001';

/** Business numbers: prefix + yyyyMMdd + the day's sequence. */
function numbering() {
  const last = new Map<string, number>();
  return (prefix: string, day: string) => {
    const key = `${prefix}${day}`;
    const next = (last.get(key) ?? 0) + 1;
    last.set(key, next);
    return `${key}${String(next).padStart(6, '0')}`;
  };
}

async function insertAll(trx: Trx, table: string, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db(trx).insertInto(table).values(rows.slice(i, i + 200) as never).execute();
}

const ymd = (time: string) => time.slice(0, 10).replace(/-/g, '');

// ------------------------------------------------------------------------------ city orders

const STREETS = ['人民路', '建设路', '解放大道', '中山路', '和平街', '新华路', '长江路', '黄河路', '工业园路', '商贸大道', '滨河路', '文化路', '光明街', '幸福路'];
const PLACES = ['华联超市', '永辉超市门店', '社区便利店', '五金建材店', '家电专卖店', '餐饮配送中心', '药房', '母婴用品店', '烟酒商行', '农贸市场摊位', '物业服务中心', '汽配城'];
const GOODS = ['日用百货', '饮料', '粮油', '家电配件', '五金工具', '药品', '办公用品', '乳制品', '休闲食品', '建材辅料'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '军', '洋', '勇', '艳', '杰', '涛', '明', '超', '霞'];
const FAIL_REASONS = ['收货人电话无人接听，改约次日配送', '门店已关门，无人收货', '收货人拒收：外箱破损', '地址有误，联系不上收货人'];
const CANCEL_REASONS = ['货主取消：客户订单撤销', '货主改期，重新下单', '货物未备齐，取消本次配送'];

const personName = (random: Random) => `${random.pick(SURNAMES)}${random.pick(GIVEN)}${random.chance(0.5) ? random.pick(GIVEN) : ''}`;
const mobile = (random: Random) => `1${random.pick(['3', '5', '7', '8', '9'])}${random.digits(9)}`;

/** "江苏省徐州市新沂市迎宾大道33号" → "江苏省徐州市新沂市": the part naming the city. */
function cityPrefix(address: string): string {
  const match = /^(.+?(?:省|自治区)?.+?(?:市|州|盟)(?:.+?(?:区|县|市))?)/.exec(address);
  return match ? match[1]! : address.slice(0, 9);
}

interface Van { number: string; tonnage: number; driverCode: string; driverName: string; telephone: string | null }

async function seedCityOrders(trx: Trx, now: Date, random: Random): Promise<void> {
  const shippers = await db(trx).selectFrom('basic_shipper').select(['shipper_code', 'shipper_name', 'contact_name', 'contact_phone', 'area_code', 'address'])
    .where('branch_code', '=', BRANCH).where('review_status', '=', 'APPROVED').where('area_code', 'is not', null).where('address', 'is not', null)
    .orderBy('id').execute() as { shipper_code: string; shipper_name: string; contact_name: string | null; contact_phone: string | null; area_code: string; address: string }[];
  const own = shippers.filter((s) => s.shipper_code === 'SH000003' || s.shipper_code === 'SH000004');
  const chosen = [...own, ...random.shuffle(shippers.filter((s) => !own.includes(s))).slice(0, 8)];
  const vans = await db(trx).selectFrom('basic_vehicle as v').innerJoin('basic_driver as d', (join) => join.onRef('d.driver_code', '=', 'v.driver_code').onRef('d.branch_code', '=', 'v.branch_code'))
    .select(['v.vehicle_number as number', 'v.vehicle_tonnage as tonnage', 'd.driver_code as driverCode', 'd.driver_name as driverName', 'd.telephone as telephone'])
    .where('v.branch_code', '=', BRANCH).where('v.vehicle_type', '=', 'H32').where('v.review_status', '=', 'approved').where('d.review_status', '=', 'approved')
    .orderBy('v.id').execute() as unknown as Van[];
  if (chosen.length === 0 || vans.length === 0) return;
  const next = numbering();
  const orders: Row[] = [];
  const drops: Row[] = [];
  const logs: Row[] = [];
  const today = chinaDay(now);
  for (let offset = -21; offset <= 1; offset += 1) {
    const day = addDays(today, offset);
    const dayStart = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))) - 8 * HOUR_MS);
    const count = offset === 0 ? 12 : offset === 1 ? 5 : random.int(3, 6);
    const load = new Map<string, number>();
    for (let i = 0; i < count; i += 1) {
      const shipper = offset === 0 && i < 2 ? own[i % Math.max(own.length, 1)] ?? chosen[0]! : random.pick(chosen);
      const created = addMs(dayStart, -random.int(2, 30) * HOUR_MS + random.int(0, 59) * MINUTE_MS);
      const status = offset < 0
        ? random.weighted([['completed', 85], ['cancelled', 15]] as const)
        : offset === 0
          ? (i < 3 ? 'delivering' : i < 7 ? 'dispatched' : i < 11 ? 'pendingDispatch' : 'cancelled')
          : (i < 2 ? 'dispatched' : 'pendingDispatch');
      const dropCount = random.int(2, 6);
      const prefix = cityPrefix(shipper.address);
      const lineDrops: Row[] = [];
      let weight = 0;
      let pieces = 0;
      const orderNumber = next('CP', ymd(displayTime(created)));
      for (let seq = 1; seq <= dropCount; seq += 1) {
        const w = random.decimal(0.05, 0.32, 3);
        const p = random.int(4, 60);
        weight += w;
        pieces += p;
        const startHour = 8 + Math.floor((seq - 1) * 1.5);
        lineDrops.push({
          order_number: orderNumber, sequence: seq, receiver_name: personName(random), receiver_phone: mobile(random), area_code: shipper.area_code,
          address: `${prefix}${random.pick(STREETS)}${random.int(1, 399)}号${random.pick(PLACES)}`, goods_name: random.pick(GOODS), pieces: p, weight: w,
          window_start: `${String(startHour).padStart(2, '0')}:00`, window_end: `${String(startHour + 2).padStart(2, '0')}:00`,
          shipper_code: shipper.shipper_code, branch_code: BRANCH, remark: null,
        });
      }
      weight = Number(weight.toFixed(3));
      let van: Van | undefined;
      if (status !== 'pendingDispatch' && !(status === 'cancelled' && random.chance(0.6))) {
        van = random.shuffle(vans).find((candidate) => (load.get(candidate.number) ?? 0) + weight <= Number(candidate.tonnage));
        if (van) load.set(van.number, (load.get(van.number) ?? 0) + weight);
      }
      const orderStatus = !van && (status === 'dispatched' || status === 'delivering' || status === 'completed') ? 'pendingDispatch' : status;
      const dispatched = van ? addMs(created, random.int(20, 240) * MINUTE_MS) : null;
      // Today's rounds start at 7–8:30, or (seeded before that) two hours before the seeding moment.
      const startAt = orderStatus === 'delivering' || orderStatus === 'completed' ? addMs(dayStart, (7 * 60 + random.int(0, 90)) * MINUTE_MS) : null;
      const started = startAt && startAt.getTime() > now.getTime() - 2 * HOUR_MS ? addMs(now, -2 * HOUR_MS) : startAt;
      const completed = orderStatus === 'completed' && started ? addMs(started, random.int(4, 9) * HOUR_MS) : null;
      const cancelled = orderStatus === 'cancelled' ? addMs(created, random.int(1, 10) * HOUR_MS) : null;
      let delivered = 0;
      lineDrops.forEach((drop, index) => {
        let dropStatus = 'pending';
        if (orderStatus === 'completed') dropStatus = random.chance(0.08) ? 'failed' : 'delivered';
        if (orderStatus === 'delivering' && index < Math.floor(lineDrops.length / 2)) dropStatus = 'delivered';
        const handledAt = dropStatus !== 'pending' && started ? addMs(started, (index + 1) * random.int(40, 70) * MINUTE_MS) : null;
        // A round still out delivers no drop after the seeding moment: that one is still to come.
        if (orderStatus === 'delivering' && handledAt && handledAt.getTime() > now.getTime()) dropStatus = 'pending';
        const handled = dropStatus !== 'pending' && handledAt ? displayTime(handledAt) : null;
        if (dropStatus === 'delivered') delivered += 1;
        Object.assign(drop, {
          status: dropStatus, order_status: orderStatus, driver_code: van?.driverCode ?? null,
          signer_name: dropStatus === 'delivered' ? drop.receiver_name : null, handled_date_time: handled,
          fail_reason: dropStatus === 'failed' ? random.pick(FAIL_REASONS) : null,
          gmt_created: displayTime(created), gmt_modified: handled ?? displayTime(created),
        });
      });
      drops.push(...lineDrops);
      const freight = Math.round((80 + dropCount * 35 + weight * 60) / 5) * 5;
      orders.push({
        order_number: orderNumber, shipper_code: shipper.shipper_code, shipper_name: shipper.shipper_name, planned_date: day, vehicle_type: 'H32',
        freight_amount: freight, pickup_contact: shipper.contact_name && /^[\u4e00-\u9fa5·]{2,15}$/.test(shipper.contact_name) ? shipper.contact_name : personName(random),
        pickup_phone: shipper.contact_phone ?? mobile(random), pickup_area_code: shipper.area_code, pickup_address: shipper.address.slice(0, 200),
        drop_count: dropCount, delivered_count: delivered, total_pieces: pieces, total_weight: weight, status: orderStatus,
        vehicle_number: van?.number ?? null, driver_code: van?.driverCode ?? null, driver_name: van?.driverName ?? null, driver_telephone: van?.telephone ?? null,
        dispatcher_name: van ? '调度员 周敏' : null, dispatched_date_time: dispatched ? displayTime(dispatched) : null,
        started_date_time: started ? displayTime(started) : null, completed_date_time: completed ? displayTime(completed) : null,
        cancel_reason: cancelled ? random.pick(CANCEL_REASONS) : null, cancelled_date_time: cancelled ? displayTime(cancelled) : null,
        remark: null, branch_code: BRANCH, gmt_created: displayTime(created), gmt_modified: displayTime(completed ?? cancelled ?? started ?? dispatched ?? created),
      });
    }
  }
  await insertAll(trx, 'city_order', orders);
  await insertAll(trx, 'city_order_drop', drops);
  const stored = await db(trx).selectFrom('city_order').select(['id', 'status', 'vehicle_number', 'dispatched_date_time', 'started_date_time', 'completed_date_time', 'cancelled_date_time', 'cancel_reason'])
    .where('branch_code', '=', BRANCH).execute() as Record<string, string | number | null>[];
  for (const order of stored) {
    const line = (action: string, from: string, to: string, at: unknown, payload: Row) => {
      if (typeof at === 'string') logs.push({ entity: 'cityOrder', record_id: order.id, action, from_state: from, to_state: to, party_code: 'BS000002', payload: JSON.stringify(payload), gmt_created: at });
    };
    line('dispatch', 'pendingDispatch', 'dispatched', order.dispatched_date_time, { vehicleNumber: order.vehicle_number });
    line('start', 'dispatched', 'delivering', order.started_date_time, {});
    line('complete', 'delivering', 'completed', order.completed_date_time, {});
    line('cancel', order.vehicle_number ? 'dispatched' : 'pendingDispatch', 'cancelled', order.cancelled_date_time, { cancelReason: order.cancel_reason });
  }
  await insertAll(trx, 'entity_action_log', logs);
}

// ------------------------------------------------------------------------------ insurance

async function seedPolicies(trx: Trx, random: Random): Promise<void> {
  const waybills = await db(trx).selectFrom('tms_waybill')
    .select(['shipping_note_number', 'status', 'shipper_code', 'shipper_name', 'vehicle_number', 'place_of_loading', 'goods_receipt_place', 'description_of_goods', 'total_monetary_amount', 'policy_number', 'insurance_company_code', 'consignment_date_time'])
    .where('branch_code', '=', BRANCH).orderBy('id').execute() as Record<string, string | number | null>[];
  const next = numbering();
  const rows: Row[] = [];
  const policy = (waybill: Record<string, string | number | null>, status: string, insurer: string, extra: Row) => {
    const at = String(waybill.consignment_date_time);
    const comprehensive = random.chance(0.35);
    const rate = comprehensive ? random.decimal(0.5, 1.0, 2) : random.decimal(0.2, 0.45, 2);
    const amount = extra.insured_amount !== undefined ? Number(extra.insured_amount) : Math.max(10000, Math.round(Number(waybill.total_monetary_amount ?? 0) * random.int(8, 25) / 100) * 100);
    rows.push({
      application_number: next('TB', ymd(at)), policy_number: null, shipping_note_number: waybill.shipping_note_number, shipper_code: waybill.shipper_code,
      shipper_name: waybill.shipper_name, vehicle_number: waybill.vehicle_number, place_of_loading: waybill.place_of_loading, goods_receipt_place: waybill.goods_receipt_place,
      description_of_goods: String(waybill.description_of_goods ?? '').slice(0, 100) || null, insured_amount: amount, premium_rate: rate,
      premium: fromFen(premiumFen(amount, rate)), insurance_company_code: insurer, coverage_type: comprehensive ? 'comprehensive' : 'basic',
      period_start: ymd(at), period_end: addDays(ymd(at), 15), status, insured_date_time: null, fail_reason: null, cancel_reason: null, cancelled_date_time: null,
      applicant_name: '运营 周敏', remark: null, branch_code: BRANCH, gmt_created: at, gmt_modified: at, ...extra,
    });
  };
  const insurers = ['PICC', 'CPIC', 'PAIC', 'CCIC', 'YGBX'];
  for (const waybill of waybills) {
    if (waybill.policy_number && waybill.policy_number !== 'none') {
      policy(waybill, 'insured', String(waybill.insurance_company_code ?? 'PICC'), { policy_number: waybill.policy_number, insured_date_time: waybill.consignment_date_time });
    }
  }
  const open = waybills.filter((w) => (w.status === 'pending_dispatch' || w.status === 'dispatched') && (!w.policy_number || w.policy_number === 'none'));
  open.slice(0, 6).forEach((waybill) => policy(waybill, 'pending', random.pick(insurers), {}));
  open.slice(6, 8).forEach((waybill) => policy(waybill, 'failed', 'PICC', { insured_amount: 6000000, fail_reason: '保险公司拒保：保险金额超过单票货物运输险承保限额 500 万元' }));
  open.slice(8, 11).forEach((waybill) => policy(waybill, 'cancelled', random.pick(insurers), { cancel_reason: random.pick(['托运人改由自有年度保单承保', '运单改派，重新投保', '货主取消投保']), cancelled_date_time: waybill.consignment_date_time }));
  await insertAll(trx, 'ins_policy', rows);
}

// ------------------------------------------------------------------------------ loans

interface Receivable { number: string; driverCode: string; driverName: string; vehicle: string | null; shipper: string | null; signed: string | null; freight: number; balance: number; paid: boolean }

async function seedLoans(trx: Trx, now: Date, random: Random): Promise<void> {
  const rows = await db(trx).selectFrom('tms_freight_accounting as a').innerJoin('tms_waybill as w', (join) => join.onRef('w.shipping_note_number', '=', 'a.shipping_note_number').onRef('w.branch_code', '=', 'a.branch_code'))
    .select(['a.shipping_note_number as number', 'a.driver_code as driverCode', 'a.driver_name as driverName', 'a.vehicle_number as vehicle', 'a.shipper_name as shipper',
      'w.signed_date_time as signed', 'a.accounted_freight as freight', 'a.balance_amount as balance', 'a.payment_status as paymentStatus'])
    .where('a.branch_code', '=', BRANCH).where('a.status', '=', 'accounted').where('w.status', 'in', ['signed', 'completed']).where('a.balance_amount', '>', 0)
    .orderBy('a.id').execute() as unknown as (Omit<Receivable, 'paid'> & { paymentStatus: string })[];
  const byDriver = new Map<string, { unpaid: Receivable[]; paid: Receivable[] }>();
  for (const row of rows) {
    if (row.paymentStatus === 'paying') continue;
    const entry = byDriver.get(row.driverCode) ?? { unpaid: [], paid: [] };
    const receivable = { ...row, freight: Number(row.freight), balance: Number(row.balance), paid: row.paymentStatus === 'paid' };
    (receivable.paid ? entry.paid : entry.unpaid).push(receivable);
    byDriver.set(row.driverCode, entry);
  }
  const drivers = [...byDriver.entries()].filter(([, entry]) => entry.unpaid.length >= 2 && entry.paid.length >= 2)
    .sort(([a], [b]) => (a === 'DR000005' ? -1 : b === 'DR000005' ? 1 : a.localeCompare(b)));
  const next = numbering();
  const loans: Row[] = [];
  const proofs: Row[] = [];
  const logs: { loan: string; action: string; from: string; to: string; at: string; payload: Row }[] = [];
  const banks = ['ICBK', 'PCBC', 'ABOC', 'BKCH', 'CMBC', 'COMM'];
  const purposes = ['车辆加油及路桥费周转', '车辆保养维修', '支付司机工资及押车费用', '购置轮胎及车辆配件', '缴纳车辆保险费', '偿还车贷月供周转'];
  const today = chinaDay(now);
  // The plan: each line a loan (its driver's index, its state, how many proofs, days ago).
  const plan: [number, string, number, number][] = [
    [0, 'draft', 2, 1], [0, 'submitted', 2, 3], [0, 'repaid', 2, 80],
    [1, 'approved', 2, 5], [1, 'rejected', 2, 40],
    [2, 'disbursed', 3, 20], [3, 'overdue', 2, 75], [4, 'submitted', 3, 2],
    [5, 'disbursed', 2, 12], [6, 'repaid', 3, 120], [7, 'draft', 1, 0], [8, 'approved', 2, 6],
  ];
  const taken = new Set<string>();
  for (const [index, status, proofCount, daysAgo] of plan) {
    const entry = drivers[index];
    if (!entry) continue;
    const [driverCode, pool] = entry;
    const open = OPEN_LOAN_STATES.includes(status);
    const candidates = (open ? pool.unpaid : pool.paid).filter((r) => !taken.has(r.number)).slice(0, proofCount);
    if (candidates.length === 0) continue;
    candidates.forEach((r) => taken.add(r.number));
    const created = addMs(now, -daysAgo * DAY_MS - random.int(1, 8) * HOUR_MS);
    const at = displayTime(created);
    const loanNumber = next('RZ', ymd(at));
    const receivableFen = candidates.reduce((sum, r) => sum + toFen(r.balance), 0);
    const cap = capFen(receivableFen);
    const requestedFen = Math.max(100000, Math.floor(cap / 10000) * 10000);
    const term = random.pick([30, 45, 60, 90]);
    const reviewed = status !== 'draft' && status !== 'submitted' ? displayTime(addMs(created, random.int(20, 48) * HOUR_MS)) : null;
    const approvedFen = ['approved', 'disbursed', 'overdue', 'repaid'].includes(status) ? Math.min(requestedFen, cap) : null;
    const bank = random.pick(banks);
    const disbursedDay = approvedFen !== null && status !== 'approved' ? addDays(ymd(reviewed!), 1) : null;
    const overdueDue = status === 'overdue' ? addDays(today, -random.int(3, 12)) : null;
    const termDays = overdueDue && disbursedDay ? Math.max(7, Number((Date.UTC(+overdueDue.slice(0, 4), +overdueDue.slice(4, 6) - 1, +overdueDue.slice(6, 8)) - Date.UTC(+disbursedDay.slice(0, 4), +disbursedDay.slice(4, 6) - 1, +disbursedDay.slice(6, 8))) / DAY_MS)) : term;
    const due = disbursedDay ? addDays(disbursedDay, termDays) : null;
    const first = candidates[0]!;
    loans.push({
      loan_number: loanNumber, applicant_type: 'driver', driver_code: driverCode, team_code: null, applicant_name: first.driverName, financier_bank_code: bank,
      amount_requested: fromFen(requestedFen), term_days: termDays, purpose: random.pick(purposes), proof_count: candidates.length,
      receivable_total: fromFen(receivableFen), max_approvable: fromFen(cap), status,
      submitted_date_time: status === 'draft' ? null : displayTime(addMs(created, random.int(1, 5) * HOUR_MS)),
      approved_amount: approvedFen === null ? null : fromFen(approvedFen),
      review_remark: status === 'rejected' ? '凭证运单回单不清晰，应收账款无法确认' : reviewed ? '凭证齐全，应收真实' : null,
      reviewer_name: reviewed ? '金融专员 陈静' : null, review_date_time: reviewed,
      contract_number: disbursedDay ? `${bank}JK${disbursedDay}${random.digits(6)}` : null, disbursed_amount: disbursedDay ? fromFen(approvedFen!) : null,
      disbursed_date: disbursedDay, annual_rate: disbursedDay ? random.pick([6.5, 7.2, 8.0, 9.6]) : null, due_date: due,
      repaid_date: status === 'repaid' && due ? addDays(due, -random.int(0, 5)) : null, remark: null, branch_code: BRANCH, gmt_created: at, gmt_modified: reviewed ?? at,
    });
    for (const r of candidates) {
      proofs.push({
        loan_number: loanNumber, loan_status: status, shipping_note_number: r.number, driver_code: driverCode, carrier_name: r.driverName, vehicle_number: r.vehicle,
        shipper_name: r.shipper, signed_date_time: r.signed, accounted_freight: r.freight, receivable_amount: r.balance,
        waybill_images: null, receipt_images: null, contract_images: null, remark: null, branch_code: BRANCH, gmt_created: at, gmt_modified: at,
      });
    }
    const submitted = displayTime(addMs(created, 2 * HOUR_MS));
    if (status !== 'draft') logs.push({ loan: loanNumber, action: 'apply', from: 'draft', to: 'submitted', at: submitted, payload: {} });
    if (reviewed) logs.push({ loan: loanNumber, action: status === 'rejected' ? 'reject' : 'approve', from: 'submitted', to: status === 'rejected' ? 'rejected' : 'approved', at: reviewed, payload: approvedFen === null ? {} : { approvedAmount: fromFen(approvedFen) } });
    if (disbursedDay) logs.push({ loan: loanNumber, action: 'disburse', from: 'approved', to: 'disbursed', at: `${disbursedDay.slice(0, 4)}-${disbursedDay.slice(4, 6)}-${disbursedDay.slice(6, 8)} 10:00:00`, payload: {} });
  }
  await insertAll(trx, 'loan_application', loans);
  await insertAll(trx, 'loan_proof', proofs);
  const ids = await db(trx).selectFrom('loan_application').select(['id', 'loan_number']).where('branch_code', '=', BRANCH).execute() as { id: number; loan_number: string }[];
  await insertAll(trx, 'entity_action_log', logs.map((line) => ({
    entity: 'loan', record_id: ids.find((loan) => loan.loan_number === line.loan)!.id, action: line.action, from_state: line.from, to_state: line.to,
    party_code: 'BS000002', payload: JSON.stringify(line.payload), gmt_created: line.at,
  })));
}

/** The demo step (server/seed/moneyDemo.ts, after posting). */
export async function seedCityInsuranceFinanceDemo(trx: Trx, now: Date): Promise<void> {
  await seedCityOrders(trx, now, createRandom(4401));
  await seedPolicies(trx, createRandom(4402));
  await seedLoans(trx, now, createRandom(4403));
}
