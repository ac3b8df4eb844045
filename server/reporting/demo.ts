// The demo's reports to the provincial platform (moneyDemo AFTER_POSTING: they follow the paid
// money). The demo branch holds a Tianjin road transport permit (津交运管许可…), so it reports to
// 天津市网络货运信息监测系统 (reportProvince 1). Every signed or completed demo waybill gets its two
// report rows; what happened to them is replayed in time order through the same builder, schema
// check and simulator rules as a real sending (messages.ts, messageSchemas.ts, simulator.ts,
// sendingRecord), with the records as they were at each sending:
// - a waybill completed more than two days ago was reported 1–120 min after its completion;
//   recent ones, and signed ones not yet completed, wait;
// - about one in twenty was first sent with a defect staff corrected afterwards in the vehicle or
//   driver record — a plate colour not matching a new-energy plate (refused by the platform), or
//   a mistyped driver ID number (the message failed its schema and was not sent) — and was
//   reported again a few hours later (已重报), unless that is still to come (上报失败);
// - the fund flow of a waybill whose electronic waybill was accepted is reported once its carrier
//   has been paid the whole freight (prepayments and balance payments, with the bank's serials);
//   for some, staff first sent it after the prepayment alone — refused, the payments not adding
//   up to the freight — and re-reported it when the balance was paid; a waybill paid in part
//   waits, or was refused for it.
import { sql, type Transaction } from 'kysely';
import { BranchConfigKey } from '../../src/core/api/client';
import { toFen } from '../../src/core/money/fen';
import { parseChinaDateTime } from '../../src/core/format/dateParse';
import type { EntityDb } from '../entities/listQuery';
import type { DemoMoneyTimeline } from '../ledger';
import { DEMO_BRANCH } from '../seed/organisation';
import { addMs, DAY_MS, displayTime, HOUR_MS, MINUTE_MS } from '../storage/clock';
import type { Database, EntityRow } from '../storage/schema';
import { freightOf, fundFlowMessage, waybillMessage, type MessageType, type WaybillSources } from './messages';
import { paidPaymentsByWaybill, type FundFlowPayment } from './payments';
import { PERMIT_NUMBER_KEY, reportProvinceByCode } from './provinces';
import { REPORT_TABLE, SENDING_TABLE, summaryOf } from './reports';
import { deliver, sendingRecord } from './sender';
import { simulatorAnswer } from './simulator';

/** 天津市网络货运信息监测系统. */
export const DEMO_REPORT_PROVINCE = 1;
/** The demo operator's permit, as its waybills name it. */
export const DEMO_PERMIT_NUMBER = '津交运管许可滨字120116301688号';
const OPERATORS = ['陈晓燕', '李静'];
const CHUNK = 150;

/** A stable fraction in [0, 1) of a number and a salt (the same demo on every run). */
function fraction(id: number, salt: number): number {
  let x = (Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(salt, 0xc2b2ae35)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 4294967296;
}
const minutes = (id: number, salt: number, min: number, max: number) => Math.round(min + fraction(id, salt) * (max - min)) * MINUTE_MS;
const at = (text: unknown): Date | null => (typeof text === 'string' && text ? parseChinaDateTime(text) : null);

/** A report row as the demo replays it. */
interface DemoReport {
  row: EntityRow;
  sendings: EntityRow[];
}

export async function seedReportingDemo(trx: Transaction<Database>, now: Date, _timeline: DemoMoneyTimeline): Promise<void> {
  const edb = trx as unknown as EntityDb;
  const branchCode = DEMO_BRANCH.code;
  const province = reportProvinceByCode(DEMO_REPORT_PROVINCE)!;
  await trx.updateTable('branch_config').set({ config_value: String(DEMO_REPORT_PROVINCE), gmt_modified: displayTime(now) })
    .where('branch_code', '=', branchCode).where('config_key', '=', BranchConfigKey.reportProvince).execute();
  await trx.insertInto('branch_config').values({
    branch_code: branchCode, config_key: PERMIT_NUMBER_KEY, config_name: '道路运输经营许可证号（上报用）', config_value: DEMO_PERMIT_NUMBER,
    gmt_created: displayTime(now), gmt_modified: displayTime(now),
  }).execute();

  const waybills = await edb.selectFrom('tms_waybill').selectAll().where('branch_code', '=', branchCode)
    .where('status', 'in', ['signed', 'completed']).orderBy('signed_date_time').orderBy('id').execute();
  const existing = new Set((await edb.selectFrom(REPORT_TABLE).select('shipping_note_number').where('branch_code', '=', branchCode).execute())
    .map((row) => String(row.shipping_note_number)));
  const byKey = async (table: string, key: string) => new Map((await edb.selectFrom(table).selectAll().where('branch_code', '=', branchCode).execute())
    .map((row) => [String(row[key]), row] as const));
  const [drivers, vehicles, shippers] = await Promise.all([byKey('basic_driver', 'driver_code'), byKey('basic_vehicle', 'vehicle_number'), byKey('basic_shipper', 'shipper_code')]);
  const accountings = new Map((await edb.selectFrom('tms_freight_accounting').selectAll().where('branch_code', '=', branchCode)
    .where('status', '=', 'accounted').execute()).map((row) => [String(row.shipping_note_number), row] as const));
  const group = await edb.selectFrom('party_group').selectAll().where('branch_code', '=', branchCode).orderBy('id').limit(1).executeTakeFirst();
  const payments = await paidPaymentsByWaybill(trx, branchCode);
  const accepted = new Set<string>();
  const numbers = new Map<string, number>();
  const reports: DemoReport[] = [];

  const numberFor = (day: string) => {
    const next = (numbers.get(day) ?? 0) + 1;
    numbers.set(day, next);
    return `SB${day}${String(next).padStart(6, '0')}`;
  };

  /** One sending at `when` of the message built from `sources` (as they were then). */
  async function send(report: DemoReport, sources: WaybillSources, when: Date, paid: FundFlowPayment[] = []): Promise<string> {
    const sentAt = displayTime(when);
    const messageType = String(report.row.message_type) as MessageType;
    const message = messageType === 'waybill' ? waybillMessage(sources, sentAt) : fundFlowMessage(sources, String(report.row.report_number), paid, sentAt);
    const built = { message, payments: paid, sources };
    const delivered = await deliver(built, messageType, province, branchCode, (envelope) => simulatorAnswer(envelope, (number) => accepted.has(number)));
    const sender = { code: '', name: OPERATORS[Math.floor(fraction(Number(sources.waybill.id), 7) * OPERATORS.length)]! };
    const record = sendingRecord({ before: report.row, earlierSendings: report.sendings.length, built, province, simulated: true, sentAt, sender, ...delivered });
    report.sendings.push(record.sending);
    report.row = { ...report.row, ...record.report };
    if (messageType === 'waybill' && delivered.outcome === 'accepted') accepted.add(String(sources.waybill.shipping_note_number));
    return delivered.outcome;
  }

  for (const waybill of waybills) {
    const number = String(waybill.shipping_note_number);
    if (existing.has(number)) continue;
    const id = Number(waybill.id);
    const signed = at(waybill.signed_date_time) ?? now;
    const day = displayTime(signed).slice(0, 10).replace(/-/g, '');
    const base = { ...summaryOf(waybill), status: 'unreported', send_count: 0, refused_count: 0, gmt_created: displayTime(signed), gmt_modified: displayTime(signed) };
    const waybillReport: DemoReport = { row: { ...base, report_number: numberFor(day), message_type: 'waybill' }, sendings: [] };
    const fundReport: DemoReport = { row: { ...base, report_number: numberFor(day), message_type: 'fundFlow' }, sendings: [] };
    reports.push(waybillReport, fundReport);
    const vehicle = vehicles.get(String(waybill.vehicle_number));
    const driver = drivers.get(String(waybill.driver_code));
    const accounting = accountings.get(number);
    const settledAt = accounting ? [accounting.accounted_date_time, accounting.adjusted_date_time].map(String).filter((text) => text !== 'null').sort().pop() ?? '' : '';
    /** The records as they were at `when`: the accounted freight only once accounted. */
    const sourcesAt = (when: Date, changes: Partial<WaybillSources> = {}): WaybillSources => ({
      waybill, driver, vehicle, shipper: shippers.get(String(waybill.shipper_code)), group, branchName: DEMO_BRANCH.name, permitNumber: DEMO_PERMIT_NUMBER,
      accounting: accounting && settledAt <= displayTime(when) ? accounting : undefined, ...changes,
    });
    // Reported once completed (回单 done), two days on at the latest; the others wait.
    const finished = at(waybill.finish_date_time);
    if (waybill.status !== 'completed' || !finished || finished.getTime() > now.getTime() - 2 * DAY_MS) continue;

    // The electronic waybill.
    let when = addMs(finished, minutes(id, 1, 1, 120));
    const defect = fraction(id, 2);
    if (defect < 0.05 && vehicle && driver) {
      const colour = String(vehicle.vehicle_plate_color_code);
      const plate = String(vehicle.vehicle_number);
      const wrong = defect < 0.03
        ? sourcesAt(when, { vehicle: { ...vehicle, vehicle_plate_color_code: plate.length === 8 ? '2' : (colour === '93' ? '2' : '93') } })
        : sourcesAt(when, { driver: { ...driver, driving_license: mistyped(String(driver.driving_license ?? '')) } });
      await send(waybillReport, wrong, when);
      // Corrected and sent again hours later; the latest ones wait for it (上报失败).
      when = addMs(when, minutes(id, 3, 120, 1800));
      if (when.getTime() > now.getTime() || (finished.getTime() > now.getTime() - 10 * DAY_MS && fraction(id, 9) < 0.5)) continue;
    }
    if ((await send(waybillReport, sourcesAt(when), when)) !== 'accepted') continue;
    let acceptedAt = when;
    // The freight adjusted after the report: reported again with the accounted freight.
    const adjusted = settledAt ? parseChinaDateTime(settledAt) : null;
    if (accounting && Number(accounting.adjustment_amount ?? 0) !== 0 && adjusted && adjusted.getTime() > acceptedAt.getTime()) {
      const again = addMs(adjusted, minutes(id, 10, 30, 600));
      if (again.getTime() < now.getTime() && (await send(waybillReport, sourcesAt(again), again)) === 'accepted') acceptedAt = again;
    }

    // The fund flow, once something was paid.
    const paid = payments.get(number) ?? [];
    if (paid.length === 0) continue;
    const paidFen = paid.reduce((sum, payment) => sum + toFen(payment.amount), 0);
    const lastPaid = at(paid[paid.length - 1]!.paidDateTime) ?? acceptedAt;
    let reportAt = addMs(new Date(Math.max(lastPaid.getTime(), acceptedAt.getTime())), minutes(id, 4, 30, 720));
    if (reportAt.getTime() > now.getTime()) continue;
    const freightFen = toFen(Number(freightOf(sourcesAt(reportAt))));
    if (paidFen !== freightFen) {
      // Paid in part: sent too early by some, refused; the others wait.
      if (fraction(id, 5) < 0.35) await send(fundReport, sourcesAt(reportAt), reportAt, paid);
      continue;
    }
    const firstPaid = at(paid[0]!.paidDateTime)!;
    if (paid.length > 1 && fraction(id, 6) < 0.3) {
      const early = addMs(new Date(Math.max(firstPaid.getTime(), acceptedAt.getTime())), minutes(id, 8, 30, 240));
      const earlier = paid.filter((payment) => payment.paidDateTime <= displayTime(early));
      if (early.getTime() < lastPaid.getTime() && earlier.length > 0) {
        await send(fundReport, sourcesAt(early), early, earlier);
        reportAt = addMs(reportAt, HOUR_MS);
      }
    }
    await send(fundReport, sourcesAt(reportAt), reportAt, paid);
  }

  // The rows, then their sendings (which point at the rows' ids), then the waybills' report fields.
  for (let i = 0; i < reports.length; i += CHUNK) {
    await edb.insertInto(REPORT_TABLE).values(reports.slice(i, i + CHUNK).map((report) => report.row)).execute();
  }
  const ids = new Map((await edb.selectFrom(REPORT_TABLE).select(['id', 'report_number']).where('branch_code', '=', branchCode).execute())
    .map((row) => [String(row.report_number), Number(row.id)]));
  const sendings = reports.flatMap((report) => report.sendings.map((sending) => ({ ...sending, report_id: ids.get(String(report.row.report_number)) })));
  for (let i = 0; i < sendings.length; i += CHUNK) await edb.insertInto(SENDING_TABLE).values(sendings.slice(i, i + CHUNK)).execute();
  // Each waybill's report fields: its electronic waybill's last sending, else 未上报.
  await sql`update tms_waybill set report_status = 'unreported', send_to_pro_date_time = null, report_message = null
    where branch_code = ${branchCode}`.execute(trx);
  await sql`update tms_waybill set
      report_status = (select r.status from tms_monitoring_report r where r.branch_code = tms_waybill.branch_code
        and r.shipping_note_number = tms_waybill.shipping_note_number and r.message_type = 'waybill'),
      send_to_pro_date_time = (select r.last_sent_date_time from tms_monitoring_report r where r.branch_code = tms_waybill.branch_code
        and r.shipping_note_number = tms_waybill.shipping_note_number and r.message_type = 'waybill'),
      report_message = (select case when r.status = 'failed' then r.report_message end from tms_monitoring_report r
        where r.branch_code = tms_waybill.branch_code and r.shipping_note_number = tms_waybill.shipping_note_number and r.message_type = 'waybill')
    where branch_code = ${branchCode} and exists (select 1 from tms_monitoring_report r where r.branch_code = tms_waybill.branch_code
      and r.shipping_note_number = tms_waybill.shipping_note_number and r.message_type = 'waybill' and r.send_count > 0)`.execute(trx);
}

/** An ID number with its check character changed: the typo a clerk makes. */
function mistyped(id: string): string {
  if (id.length !== 18) return id;
  const last = id[17] === '1' ? '2' : '1';
  return `${id.slice(0, 17)}${last}`;
}
