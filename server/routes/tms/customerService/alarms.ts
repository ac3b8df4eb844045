// 车辆报警 (vehicleAlarm): warnings and track events read from the vehicle positions
// (basic_vehicle_position) and the waybills the vehicles carry, with the branch's thresholds
// (server/routes/basic/positions/settings.ts: 企业配置 keys alarm_*, defaults in brackets):
// - speeding 超速: a run of reports over the speed limit (80 km/h) lasting at least the configured
//   minutes (5) from its first to its last report; one alarm, its highest speed. A short burst
//   (one report, or a run shorter than that) is no alarm;
// - fatigue 疲劳驾驶: more than the configured hours (4) of driving without a stop of the
//   configured minutes (20): a stop is the time from the first standing (or offline) report after
//   driving to the next moving one, or a gap without reports that long (a terminal switched off);
// - stop_overtime 停车超时: an online vehicle standing (speed 0) for more than 3 hours;
// - offline 离线: the device offline for more than an hour (until it reports online again);
// - route_deviation 偏离路线: a vehicle carrying a loaded waybill reporting far from the straight
//   corridor between the loading and the unloading city (more than 50 km or a quarter of that
//   distance off it; once per waybill);
// - departure_late 未按时发车: a waybill dispatched and not loaded 24 hours after it was made, or a
//   loaded vehicle that reported and did not move in the configured hours (2) after its loading
//   time (the waybill's despatchActualDateTime; the waybill has no planned departure field);
// - fence_entry / fence_exit 进入/离开围栏: two consecutive reports of a vehicle, outside then inside
//   an enabled fence of its branch (or inside then outside), as the fence's alarmOn asks.
// The demo data is derived once after seeding (seed.ts); a new position report derives the
// vehicle's recent alarms again (an alarm already recorded is not repeated); the overdue sweep
// raises late departures. Staff mark an alarm handled with a note (the handler recorded).
import type { Kysely, Transaction } from 'kysely';
import type { HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { createTranslator, SERVER_LANGUAGE } from '../../../http/i18n';
import { addMs, displayTime, HOUR_MS } from '../../../storage/clock';
import type { Database } from '../../../storage/schema';
import { centreOf } from '../../basic/positions/places';
import { distanceMetres, distanceToSegmentMetres, insideFence, parsePath, type FenceShape } from '../../basic/positions/geo';
import { alarmSettings, DEFAULT_ALARM_SETTINGS, type AlarmSettings } from '../../basic/positions/settings';
import { csDb, hoursAfter, hoursBetween, parseDisplayTime, type CustomerServiceTables } from './tables';

/** The default limit (the branch may set its own: alarm_speedLimit). */
export const SPEED_LIMIT_KMH = DEFAULT_ALARM_SETTINGS.speedLimit;
export const FATIGUE_HOURS = DEFAULT_ALARM_SETTINGS.fatigueHours;
export const STOP_HOURS = 3;
export const OFFLINE_HOURS = 1;
export const DEPARTURE_LATE_HOURS = 24;
/** A new report re-reads the vehicle's reports of this many hours before it (more than the
 * fatigue hours, so a long drive is seen whole). */
export const LIVE_WINDOW_HOURS = 12;
/** Route corridor: a point is off route further than this, or a quarter of the trip's length. */
const CORRIDOR_MIN_METRES = 50_000;

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

/** The waybill the vehicle carried at a moment: loaded before it and not unloaded yet (the
 * latest loaded one when the records leave an older one open). */
function inTransit(waybills: Waybill[], vehicle: string, at: string, now: string): Waybill | undefined {
  let found: Waybill | undefined;
  for (const w of waybills) {
    if (w.vehicle_number !== vehicle || w.despatch_actual_date_time === null || w.despatch_actual_date_time > at || at > (w.goods_receipt_date_time ?? now)) continue;
    if (!found || w.despatch_actual_date_time > found.despatch_actual_date_time!) found = w;
  }
  return found;
}

function alarmAt(kind: string, p: Position, at: string, waybills: Waybill[], now: string, values: Partial<AlarmRow>): AlarmRow {
  return {
    alarm_kind: kind, vehicle_number: p.vehicle_number, driver_code: p.driver_code, driver_name: p.driver_name,
    shipping_note_number: inTransit(waybills, p.vehicle_number, at, now)?.shipping_note_number ?? null, alarm_time: at,
    area_code: p.area_code, address: p.address, longitude: p.longitude, latitude: p.latitude, speed: null, speed_limit: null,
    duration_hours: null, description: null, fence_id: null, fence_name: null, status: 'new', handle_note: null, handler_name: null, handle_date_time: null,
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

/** An enabled fence of a branch as the derivation reads it. */
export interface Fence extends FenceShape { id: number; name: string; alarmOn: string; branchCode: string | null }

const minutesBetween = (from: string, to: string) => (parseDisplayTime(to).getTime() - parseDisplayTime(from).getTime()) / 60_000;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const at = (p: Position) => [Number(p.longitude), Number(p.latitude)] as const;
const located = (p: Position) => p.longitude !== null && p.latitude !== null;

/** Stretches of driving: from the first moving report after a rest to the last moving one before
 * the next rest (a stop of `restMinutes`, or a gap without reports that long). */
export function drivingStretches(series: Position[], restMinutes: number): Position[][] {
  const stretches: Position[][] = [];
  let current: Position[] = [];
  let pauseFrom: string | null = null;
  for (const p of series) {
    if (!moving(p)) {
      if (current.length > 0 && pauseFrom === null) pauseFrom = p.position_time;
      continue;
    }
    const last = current[current.length - 1];
    const pause = last === undefined ? 0 : minutesBetween(pauseFrom ?? last.position_time, p.position_time);
    const rested = last !== undefined && (pauseFrom !== null ? pause >= restMinutes : minutesBetween(last.position_time, p.position_time) >= restMinutes);
    if (rested) { stretches.push(current); current = []; }
    current.push(p);
    pauseFrom = null;
  }
  if (current.length > 0) stretches.push(current);
  return stretches;
}

/** The alarms one vehicle's reports (in time order) show: speeding, fatigue, stops, offline,
 * route deviations, departures after loading and fence events. */
export function alarmsOfSeries(series: Position[], waybills: Waybill[], provinces: Map<string, string>, now: string,
  settings: AlarmSettings = DEFAULT_ALARM_SETTINGS, fences: Fence[] = []): AlarmRow[] {
  const alarms: AlarmRow[] = [];
  const limit = settings.speedLimit;
  for (const run of runs(series, (p) => moving(p) && Number(p.speed) > limit)) {
    const first = series[run[0]!]!;
    const minutes = minutesBetween(first.position_time, series[run[run.length - 1]!]!.position_time);
    if (minutes < settings.speedingMinutes) continue;
    const fastest = run.map((i) => series[i]!).reduce((a, b) => (Number(b.speed) > Number(a.speed) ? b : a));
    alarms.push(alarmAt('speeding', fastest, first.position_time, waybills, now, {
      speed: Number(fastest.speed), speed_limit: limit, duration_hours: oneDecimal(minutes / 60),
      description: text('speeding', { speed: fastest.speed, limit, minutes: Math.round(minutes) }),
    }));
  }
  for (const stretch of drivingStretches(series, settings.restMinutes)) {
    const first = stretch[0]!;
    const hours = hoursBetween(first.position_time, stretch[stretch.length - 1]!.position_time);
    if (hours <= settings.fatigueHours) continue;
    const past = stretch.find((p) => minutesBetween(first.position_time, p.position_time) > settings.fatigueHours * 60)!;
    alarms.push(alarmAt('fatigue', past, past.position_time, waybills, now, {
      duration_hours: hours, speed: Number(past.speed), description: text('fatigue', { hours, rest: settings.restMinutes }),
    }));
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
    if (!waybill || deviated.has(waybill.shipping_note_number) || !located(p)) continue;
    const from = centreOf(waybill.loading_country_subdivision_code);
    const to = centreOf(waybill.receipt_country_subdivision_code);
    if (!from || !to) continue;
    const corridor = Math.max(CORRIDOR_MIN_METRES, distanceMetres(from, to) / 4);
    const off = distanceToSegmentMetres(at(p), from, to);
    if (off <= corridor) continue;
    deviated.add(waybill.shipping_note_number);
    const province = p.area_code ? provinces.get(`${p.area_code.slice(0, 2)}0000`) ?? p.area_code : '';
    alarms.push(alarmAt('route_deviation', p, p.position_time, waybills, now, {
      speed: Number(p.speed ?? 0), description: text('route_deviation', { waybill: waybill.shipping_note_number, province, km: Math.round(off / 1000) }),
    }));
  }
  // A loaded vehicle that reported and stood still for the configured hours after its loading time.
  const vehicle = series[0]?.vehicle_number;
  for (const waybill of waybills.filter((w) => w.vehicle_number === vehicle && w.despatch_actual_date_time !== null)) {
    const loadedAt = waybill.despatch_actual_date_time!;
    const due = hoursAfter(loadedAt, settings.departureHours);
    if (due > now) continue;
    const window = series.filter((p) => p.position_time >= loadedAt && p.position_time <= due);
    if (window.length === 0 || window.some(moving)) continue;
    const last = window[window.length - 1]!;
    alarms.push(alarmAt('departure_late', last, due, waybills, now, {
      shipping_note_number: waybill.shipping_note_number, speed: 0, duration_hours: settings.departureHours,
      description: text('departure_stood', { hours: settings.departureHours, waybill: waybill.shipping_note_number }),
    }));
  }
  for (let i = 1; i < series.length; i += 1) {
    const before = series[i - 1]!;
    const p = series[i]!;
    if (!located(before) || !located(p)) continue;
    for (const fence of fences.filter((f) => f.branchCode === p.branch_code)) {
      const was = insideFence(at(before), fence);
      const is = insideFence(at(p), fence);
      if (was === is) continue;
      const kind = is ? 'fence_entry' : 'fence_exit';
      if (fence.alarmOn !== 'both' && fence.alarmOn !== (is ? 'entry' : 'exit')) continue;
      alarms.push(alarmAt(kind, p, p.position_time, waybills, now, {
        speed: Number(p.speed ?? 0), fence_id: fence.id, fence_name: fence.name.slice(0, 50), description: text(kind, { fence: fence.name }),
      }));
    }
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
      speed_limit: null, duration_hours: hours, description: text('departure_late', { hours }), fence_id: null, fence_name: null, status: 'new', handle_note: null,
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
  const recorded = await db.selectFrom('tms_vehicle_alarm').select(['vehicle_number', 'alarm_kind', 'alarm_time', 'shipping_note_number', 'fence_id'])
    .where('vehicle_number', 'in', [...new Set(alarms.map((a) => a.vehicle_number))])
    .where((eb) => eb.or([eb('alarm_kind', 'in', ['route_deviation', 'departure_late']), eb('alarm_time', '>=', alarms.reduce((m, a) => (a.alarm_time < m ? a.alarm_time : m), alarms[0]!.alarm_time))]))
    .execute();
  const key = (a: Pick<AlarmRow, 'vehicle_number' | 'alarm_kind' | 'alarm_time' | 'shipping_note_number' | 'fence_id'>) =>
    (a.alarm_kind === 'route_deviation' || a.alarm_kind === 'departure_late' ? `${a.alarm_kind}|${a.shipping_note_number}`
      : a.alarm_kind === 'fence_entry' || a.alarm_kind === 'fence_exit' ? `${a.vehicle_number}|${a.alarm_kind}|${a.alarm_time}|${a.fence_id}`
        : `${a.vehicle_number}|${a.alarm_kind}|${a.alarm_time}`);
  const seen = new Set(recorded.map(key));
  const fresh = alarms.filter((a) => !seen.has(key(a)) && (seen.add(key(a)), true));
  for (let i = 0; i < fresh.length; i += 500) await db.insertInto('tms_vehicle_alarm').values(fresh.slice(i, i + 500)).execute();
  return fresh.length;
}

/** The enabled fences of the branches, their shapes parsed. */
export async function enabledFences(trx: Trx, branches: string[]): Promise<Fence[]> {
  if (branches.length === 0) return [];
  const rows = await (trx as unknown as Kysely<Record<string, FenceRow>>).selectFrom('basic_geofence')
    .select(['id', 'fence_name', 'shape', 'path', 'center_longitude', 'center_latitude', 'radius', 'alarm_on', 'branch_code'])
    .where('status', '=', 'enabled').where('branch_code', 'in', branches).execute();
  return rows.map((row) => ({
    id: row.id, name: row.fence_name, shape: row.shape, alarmOn: row.alarm_on ?? 'both', branchCode: row.branch_code, path: parsePath(row.path),
    center: row.center_longitude !== null && row.center_latitude !== null ? [Number(row.center_longitude), Number(row.center_latitude)] as const : null,
    radius: row.radius === null ? null : Number(row.radius),
  }));
}
interface FenceRow {
  id: number; fence_name: string; shape: string; path: string | null; center_longitude: number | null; center_latitude: number | null;
  radius: number | null; alarm_on: string | null; branch_code: string | null; status: string;
}

/** Every alarm the branch's positions and waybills show (the demo data after seeding); with
 * `vehicle`, that vehicle's alarms since `since`. */
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
  for (const row of rows) {
    const series = byVehicle.get(row.vehicle_number);
    if (series) series.push(row); else byVehicle.set(row.vehicle_number, [row]);
  }
  const branches = [...new Set(rows.map((r) => r.branch_code).filter((b): b is string => b !== null))];
  const [settings, fences] = await Promise.all([alarmSettings(trx, branches), enabledFences(trx, branches)]);
  const alarms = [...byVehicle.values()].flatMap((series) =>
    alarmsOfSeries(series, waybills, provinces, at, settings.get(series[0]!.branch_code ?? '') ?? DEFAULT_ALARM_SETTINGS, fences));
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
