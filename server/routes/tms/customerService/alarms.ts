// 车辆报警 (vehicleAlarm): warnings and track events read from the vehicle positions
// (basic_vehicle_position) and the waybills the vehicles carry:
// - speeding 超速: a run of reports over the speed limit (one alarm, its highest speed);
// - fatigue 疲劳驾驶: reports of a moving vehicle, none stopped or offline between them and no gap
//   of data over 6 hours, spanning more than 4 hours;
// - stop_overtime 停车超时: an online vehicle standing (speed 0) for more than 3 hours;
// - offline 离线: the device offline for more than an hour (until it reports online again);
// - route_deviation 偏离路线: a vehicle carrying a loaded waybill reporting from a province that is
//   neither the waybill's loading nor its unloading province (once per waybill);
// - departure_late 未按时发车: a waybill dispatched and not loaded 24 hours after it was made.
// The demo data is derived once after seeding (seed.ts); a new position report derives the
// vehicle's recent alarms again (an alarm already recorded is not repeated); the overdue sweep
// raises late departures. Staff mark an alarm handled with a note (the handler recorded).
import type { Transaction } from 'kysely';
import type { HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { createTranslator, SERVER_LANGUAGE } from '../../../http/i18n';
import { addMs, displayTime, HOUR_MS } from '../../../storage/clock';
import type { Database } from '../../../storage/schema';
import { csDb, hoursAfter, hoursBetween, type CustomerServiceTables } from './tables';

export const SPEED_LIMIT_KMH = 80;
export const FATIGUE_HOURS = 4;
export const STOP_HOURS = 3;
export const OFFLINE_HOURS = 1;
export const DEPARTURE_LATE_HOURS = 24;
/** Two moving reports with no stopped or offline report between them are continuous driving
 * unless further apart than this (a gap in the data): the terminals of the demo tracks report
 * every hour or two, a real one every 30 seconds. */
const DRIVING_GAP_HOURS = 6;
/** A new report re-reads the vehicle's reports of this many hours before it. */
const LIVE_WINDOW_HOURS = 12;

type Position = Omit<CustomerServiceTables['basic_vehicle_position'], 'id'>;
type Waybill = Pick<CustomerServiceTables['tms_waybill'], 'shipping_note_number' | 'status' | 'vehicle_number' | 'driver_code' | 'driver_name'
  | 'despatch_actual_date_time' | 'goods_receipt_date_time' | 'loading_country_subdivision_code' | 'receipt_country_subdivision_code'
  | 'consignment_date_time' | 'place_of_loading' | 'branch_code'>;
export type AlarmRow = Omit<CustomerServiceTables['tms_vehicle_alarm'], 'id'>;

export const WAYBILL_COLUMNS = ['shipping_note_number', 'status', 'vehicle_number', 'driver_code', 'driver_name', 'despatch_actual_date_time',
  'goods_receipt_date_time', 'loading_country_subdivision_code', 'receipt_country_subdivision_code', 'consignment_date_time',
  'place_of_loading', 'branch_code'] as const;
export const POSITION_COLUMNS = ['vehicle_number', 'driver_code', 'driver_name', 'position_time', 'longitude', 'latitude', 'speed',
  'area_code', 'address', 'online_status', 'branch_code'] as const;

let describe: ((key: string, params: Record<string, unknown>) => string) | undefined;
function text(key: string, params: Record<string, unknown>): string {
  if (!describe) {
    const t = createTranslator().forLanguage(SERVER_LANGUAGE);
    describe = (k, p) => String(t(`entity.vehicleAlarm.text.${k}`, p));
  }
  return describe(key, params).slice(0, 200);
}

const moving = (p: Position) => p.online_status !== 'offline' && Number(p.speed ?? 0) > 0;
const standing = (p: Position) => p.online_status !== 'offline' && Number(p.speed ?? 0) === 0;
const offline = (p: Position) => p.online_status === 'offline';

/** The waybill the vehicle carried at a moment: loaded before it and not unloaded yet. */
function inTransit(waybills: Waybill[], vehicle: string, at: string, now: string): Waybill | undefined {
  return waybills.find((w) => w.vehicle_number === vehicle && w.despatch_actual_date_time !== null && w.despatch_actual_date_time <= at
    && at <= (w.goods_receipt_date_time ?? now));
}

function alarmAt(kind: string, p: Position, at: string, waybills: Waybill[], now: string, values: Partial<AlarmRow>): AlarmRow {
  return {
    alarm_kind: kind, vehicle_number: p.vehicle_number, driver_code: p.driver_code, driver_name: p.driver_name,
    shipping_note_number: inTransit(waybills, p.vehicle_number, at, now)?.shipping_note_number ?? null, alarm_time: at,
    area_code: p.area_code, address: p.address, longitude: p.longitude, latitude: p.latitude, speed: null, speed_limit: null,
    duration_hours: null, description: null, status: 'new', handle_note: null, handler_name: null, handle_date_time: null,
    branch_code: p.branch_code, gmt_created: now, gmt_modified: now, ...values,
  };
}

/** Runs of consecutive reports matching `test` (indexes into the series). */
function runs(series: Position[], test: (p: Position, previous: Position | undefined) => boolean): number[][] {
  const out: number[][] = [];
  let current: number[] = [];
  series.forEach((p, i) => {
    if (test(p, current.length > 0 ? series[current[current.length - 1]!] : undefined)) current.push(i);
    else {
      if (current.length > 0) out.push(current);
      current = test(p, undefined) ? [i] : [];
    }
  });
  if (current.length > 0) out.push(current);
  return out;
}

/** The alarms one vehicle's reports (in time order) show, and its route deviations. */
export function alarmsOfSeries(series: Position[], waybills: Waybill[], provinces: Map<string, string>, now: string): AlarmRow[] {
  const alarms: AlarmRow[] = [];
  for (const run of runs(series, (p) => moving(p) && Number(p.speed) > SPEED_LIMIT_KMH)) {
    const fastest = run.map((i) => series[i]!).reduce((a, b) => (Number(b.speed) > Number(a.speed) ? b : a));
    const first = series[run[0]!]!;
    alarms.push(alarmAt('speeding', fastest, first.position_time, waybills, now, {
      speed: Number(fastest.speed), speed_limit: SPEED_LIMIT_KMH, description: text('speeding', { speed: fastest.speed, limit: SPEED_LIMIT_KMH }),
    }));
  }
  for (const run of runs(series, (p, previous) => moving(p) && (!previous || hoursBetween(previous.position_time, p.position_time) <= DRIVING_GAP_HOURS))) {
    const first = series[run[0]!]!;
    const hours = hoursBetween(first.position_time, series[run[run.length - 1]!]!.position_time);
    if (hours <= FATIGUE_HOURS) continue;
    const past = run.map((i) => series[i]!).find((p) => hoursBetween(first.position_time, p.position_time) > FATIGUE_HOURS)!;
    alarms.push(alarmAt('fatigue', past, past.position_time, waybills, now, { duration_hours: hours, speed: Number(past.speed), description: text('fatigue', { hours }) }));
  }
  const until = (index: number, test: (p: Position) => boolean) => series.slice(index + 1).find(test)?.position_time ?? now;
  for (const run of runs(series, standing)) {
    const first = series[run[0]!]!;
    const hours = hoursBetween(first.position_time, until(run[run.length - 1]!, (p) => !standing(p)));
    if (hours > STOP_HOURS) {
      alarms.push(alarmAt('stop_overtime', first, hoursAfter(first.position_time, STOP_HOURS), waybills, now, { duration_hours: hours, speed: 0, description: text('stop_overtime', { hours }) }));
    }
  }
  for (const run of runs(series, offline)) {
    const first = series[run[0]!]!;
    const hours = hoursBetween(first.position_time, until(run[run.length - 1]!, (p) => !offline(p)));
    if (hours > OFFLINE_HOURS) alarms.push(alarmAt('offline', first, first.position_time, waybills, now, { duration_hours: hours, description: text('offline', { hours }) }));
  }
  const deviated = new Set<string>();
  for (const p of series) {
    const waybill = inTransit(waybills, p.vehicle_number, p.position_time, now);
    if (!waybill || deviated.has(waybill.shipping_note_number) || !p.area_code) continue;
    const allowed = [waybill.loading_country_subdivision_code, waybill.receipt_country_subdivision_code].map((code) => code?.slice(0, 2));
    if (allowed.includes(p.area_code.slice(0, 2))) continue;
    deviated.add(waybill.shipping_note_number);
    alarms.push(alarmAt('route_deviation', p, p.position_time, waybills, now, {
      speed: Number(p.speed ?? 0), description: text('route_deviation', { waybill: waybill.shipping_note_number, province: provinces.get(`${p.area_code.slice(0, 2)}0000`) ?? p.area_code }),
    }));
  }
  return alarms;
}

/** Late departures: waybills dispatched and not loaded a day after they were made. */
export function lateDepartures(waybills: Waybill[], lastPositions: Map<string, Position>, now: string): AlarmRow[] {
  return waybills.filter((w) => w.status === 'dispatched' && w.vehicle_number && hoursBetween(w.consignment_date_time, now) > DEPARTURE_LATE_HOURS).map((w) => {
    const hours = hoursBetween(w.consignment_date_time, now);
    const at = hoursAfter(w.consignment_date_time, DEPARTURE_LATE_HOURS);
    const p = lastPositions.get(w.vehicle_number!);
    return {
      alarm_kind: 'departure_late', vehicle_number: w.vehicle_number!, driver_code: w.driver_code, driver_name: w.driver_name,
      shipping_note_number: w.shipping_note_number, alarm_time: at, area_code: p?.area_code ?? w.loading_country_subdivision_code,
      address: p?.address ?? w.place_of_loading, longitude: p?.longitude ?? null, latitude: p?.latitude ?? null, speed: p ? Number(p.speed ?? 0) : null,
      speed_limit: null, duration_hours: hours, description: text('departure_late', { hours }), status: 'new', handle_note: null,
      handler_name: null, handle_date_time: null, branch_code: w.branch_code, gmt_created: now, gmt_modified: now,
    };
  });
}

type Trx = Transaction<Database>;

async function provinceNames(trx: Trx): Promise<Map<string, string>> {
  const rows = await csDb(trx).selectFrom('area').select(['code', 'name']).where('level', '=', 1).execute();
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** Stores the alarms not recorded yet (same vehicle, kind and time; a deviation once per waybill). */
export async function storeAlarms(trx: Trx, alarms: AlarmRow[]): Promise<number> {
  if (alarms.length === 0) return 0;
  const db = csDb(trx);
  const recorded = await db.selectFrom('tms_vehicle_alarm').select(['vehicle_number', 'alarm_kind', 'alarm_time', 'shipping_note_number'])
    .where('vehicle_number', 'in', [...new Set(alarms.map((a) => a.vehicle_number))]).execute();
  const key = (a: Pick<AlarmRow, 'vehicle_number' | 'alarm_kind' | 'alarm_time' | 'shipping_note_number'>) =>
    (a.alarm_kind === 'route_deviation' || a.alarm_kind === 'departure_late' ? `${a.alarm_kind}|${a.shipping_note_number}` : `${a.vehicle_number}|${a.alarm_kind}|${a.alarm_time}`);
  const seen = new Set(recorded.map(key));
  const fresh = alarms.filter((a) => !seen.has(key(a)) && (seen.add(key(a)), true));
  for (let i = 0; i < fresh.length; i += 500) await db.insertInto('tms_vehicle_alarm').values(fresh.slice(i, i + 500)).execute();
  return fresh.length;
}

/** Every alarm the branch's positions and waybills show (the demo data after seeding). */
export async function deriveAlarms(trx: Trx, now: Date, since?: Date, vehicle?: string): Promise<number> {
  const db = csDb(trx);
  const at = displayTime(now);
  let positions = db.selectFrom('basic_vehicle_position').select([...POSITION_COLUMNS]).orderBy('vehicle_number').orderBy('position_time').orderBy('id');
  if (since) positions = positions.where('position_time', '>=', displayTime(since));
  if (vehicle) positions = positions.where('vehicle_number', '=', vehicle);
  let transit = db.selectFrom('tms_waybill').select([...WAYBILL_COLUMNS]).where('despatch_actual_date_time', 'is not', null);
  if (since) transit = transit.where((eb) => eb.or([eb('goods_receipt_date_time', 'is', null), eb('goods_receipt_date_time', '>=', displayTime(since))]));
  else transit = transit.where('despatch_actual_date_time', '>=', displayTime(addMs(now, -30 * 24 * HOUR_MS)));
  if (vehicle) transit = transit.where('vehicle_number', '=', vehicle);
  const [rows, waybills, provinces] = await Promise.all([positions.execute(), transit.execute(), provinceNames(trx)]);
  const byVehicle = new Map<string, Position[]>();
  for (const row of rows) byVehicle.set(row.vehicle_number, [...byVehicle.get(row.vehicle_number) ?? [], row]);
  const alarms = [...byVehicle.values()].flatMap((series) => alarmsOfSeries(series, waybills, provinces, at));
  return storeAlarms(trx, alarms);
}

/** Late departures of the waybills dispatched and not loaded in time (the periodic sweep). */
export async function deriveLateDepartures(trx: Trx, now: Date): Promise<number> {
  const db = csDb(trx);
  const at = displayTime(now);
  const waybills = await db.selectFrom('tms_waybill').select([...WAYBILL_COLUMNS]).where('status', '=', 'dispatched')
    .where('consignment_date_time', '<', displayTime(addMs(now, -DEPARTURE_LATE_HOURS * HOUR_MS))).execute();
  if (waybills.length === 0) return 0;
  const plates = [...new Set(waybills.flatMap((w) => (w.vehicle_number ? [w.vehicle_number] : [])))];
  const latest = plates.length === 0 ? [] : await db.selectFrom('basic_vehicle_position').select([...POSITION_COLUMNS])
    .where('vehicle_number', 'in', plates).where('position_time', '<=', at).orderBy('position_time').execute();
  const last = new Map(latest.map((p) => [p.vehicle_number, p]));
  return storeAlarms(trx, lateDepartures(waybills, last, at));
}

export const vehicleAlarmHooks = {
  beforeAction: async (ctx: HookContext, _action: string, _id: number, _stored: EntityRecord, values: EntityRecord) => {
    values.handlerName = ctx.caller.name;
  },
};

/** A new position report: the vehicle's recent reports are read again for alarms. */
export const vehiclePositionAlarmHooks = {
  afterWrite: async (ctx: HookContext, change: { action: string; after: EntityRecord | null }) => {
    if (change.action !== 'create' || !change.after) return;
    await deriveAlarms(ctx.trx, ctx.now, addMs(ctx.now, -LIVE_WINDOW_HOURS * HOUR_MS), String(change.after.vehicleNumber));
  },
};
