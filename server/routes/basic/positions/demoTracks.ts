// Demo positions (replacing random reports): each demo waybill loaded in the last days drives from
// its loading site (the branch's station in the loading city, else the city centre) to its
// unloading site along a plausible road: a bend through an offset midpoint, lateral noise of a few
// hundred metres, a report every 5–10 minutes at 62–78 km/h, a rest of 20–40 minutes every 2–3.5
// hours, a night's stop of 6–8 hours on long trips, then standing at the destination until
// unloaded. Three trips are marked for the warning screens: one speeds (97–104 km/h for 15
// minutes), one drives over 4 hours without a rest (fatigue), one stands 3 hours after loading
// (departure). Vehicles dispatched and not loaded yet drive empty from their home city towards the
// loading site, on the road at the seeding moment. Vehicles without a trip stand at their home city with a few reports, some of them
// offline. Also the demo fences: a circle (500–2,000 m) around every station with coordinates and
// a polygon around 临沂商城 logistics park. Deterministic (seeded random and the seeding moment).
import { sql, type Kysely, type Transaction } from 'kysely';
import { displayTime, HOUR_MS } from '../../../storage/clock';
import type { Database } from '../../../storage/schema';
import { createRandom, type Random } from '../../../seed/demo/random';
import { parseDisplayTime } from '../../tms/customerService/tables';
import { distanceMetres, headingDegrees, type LonLat } from './geo';
import { centreOf } from './places';
import { POSITION_TABLE, positionDb, rowsOf, type PositionRow, type ReportingVehicle } from './store';

const SEED = 20260316;
/** Reports older than this many days before the seeding moment are not made. */
const WINDOW_DAYS = 4;
const MINUTE = 60_000;

interface Trip {
  waybill: string; vehicle: ReportingVehicle; start: LonLat; end: LonLat; from: number; until: number;
  mark: 'speeding' | 'fatigue' | 'departure' | null;
}
interface Sample { at: number; point: LonLat; speed: number; direction: number; offline?: boolean }

type AnyDb = Kysely<Record<string, Record<string, string | number | null>>>;

function bentRoute(random: Random, start: LonLat, end: LonLat): LonLat[] {
  const mid: LonLat = [(start[0] + end[0]) / 2, (start[1] + end[1]) / 2];
  const dx = end[0] - start[0];
  const dy = end[1] - start[1];
  const bend = (random.chance(0.5) ? 1 : -1) * (0.05 + random.next() * 0.08);
  const via: LonLat = [mid[0] - dy * bend, mid[1] + dx * bend];
  const route: LonLat[] = [];
  const steps = 40;
  for (let i = 0; i <= steps; i += 1) {
    const s = i / steps;
    // A quadratic curve through the offset midpoint.
    route.push([(1 - s) ** 2 * start[0] + 2 * (1 - s) * s * via[0] + s ** 2 * end[0], (1 - s) ** 2 * start[1] + 2 * (1 - s) * s * via[1] + s ** 2 * end[1]]);
  }
  return route;
}

/** The point `metres` along the route, and its heading. */
function along(route: LonLat[], lengths: number[], metres: number): { point: LonLat; direction: number } {
  let i = 0;
  while (i < lengths.length - 1 && lengths[i + 1]! < metres) i += 1;
  const a = route[i]!;
  const b = route[Math.min(i + 1, route.length - 1)]!;
  const span = (lengths[i + 1] ?? lengths[i]!) - lengths[i]!;
  const s = span > 0 ? Math.min(1, Math.max(0, (metres - lengths[i]!) / span)) : 0;
  return { point: [a[0] + (b[0] - a[0]) * s, a[1] + (b[1] - a[1]) * s], direction: headingDegrees(a, b) };
}

const jitter = (random: Random, p: LonLat, metres: number): LonLat =>
  [p[0] + ((random.next() - 0.5) * 2 * metres) / (111_000 * Math.cos((p[1] * Math.PI) / 180)), p[1] + ((random.next() - 0.5) * 2 * metres) / 111_000];

/** The reports of one trip, from loading to `until` (arrived and standing, or still driving). */
export function tripSamples(random: Random, trip: Trip): Sample[] {
  const route = bentRoute(random, trip.start, trip.end);
  const lengths = [0];
  for (let i = 1; i < route.length; i += 1) lengths.push(lengths[i - 1]! + distanceMetres(route[i - 1]!, route[i]!));
  const total = lengths[lengths.length - 1]!;
  const samples: Sample[] = [];
  let t = trip.from;
  let done = 0;
  const stand = (minutes: number, every: number, place: LonLat) => {
    const end = Math.min(trip.until, t + minutes * MINUTE);
    while (t < end) {
      samples.push({ at: t, point: jitter(random, place, 15), speed: 0, direction: samples[samples.length - 1]?.direction ?? 0 });
      t += every * MINUTE;
    }
    t = Math.max(t, end);
  };
  if (trip.mark === 'departure') stand(180 + random.int(10, 40), 15, trip.start);
  let legMinutes = trip.mark === 'fatigue' ? 270 + random.int(0, 20) : random.int(120, 210);
  let driven = 0;
  let speedingFrom = trip.mark === 'speeding' ? 90 : -1;
  let drivenToday = 0;
  while (t < trip.until && done < total) {
    const speeding = speedingFrom >= 0 && driven >= speedingFrom && driven < speedingFrom + 15;
    const speed = speeding ? random.decimal(97, 104, 1) : random.decimal(62, 78, 1);
    const step = speeding ? 2.5 : random.int(5, 10);
    const { point, direction } = along(route, lengths, done);
    samples.push({ at: t, point: jitter(random, point, 150), speed, direction });
    done += (speed * 1000 * step) / 60;
    t += step * MINUTE;
    driven += step;
    drivenToday += step;
    if (speedingFrom >= 0 && driven >= speedingFrom + 15) speedingFrom = -1;
    if (driven >= legMinutes && done < total) {
      const here = along(route, lengths, done).point;
      const hour = new Date(t + 8 * HOUR_MS).getUTCHours();
      if (drivenToday > 9 * 60 && (hour >= 22 || hour < 5)) { stand(random.int(360, 480), 30, here); drivenToday = 0; } else stand(random.int(20, 40), 10, here);
      driven = 0;
      legMinutes = random.int(120, 210);
    }
  }
  if (done >= total) stand((trip.until - t) / MINUTE, 60, trip.end);
  return samples.filter((s) => s.at <= trip.until);
}

export async function seedPositionsDemo(trx: Transaction<Database>, now: Date): Promise<void> {
  const random = createRandom(SEED);
  const db = trx as unknown as AnyDb;
  const at = displayTime(now);
  const windowStart = now.getTime() - WINDOW_DAYS * 24 * HOUR_MS;
  const stations = await db.selectFrom('basic_station').select(['station_code', 'name', 'area_code', 'longitude', 'latitude', 'branch_code'])
    .where('longitude', 'is not', null).where('latitude', 'is not', null).orderBy('id').execute();
  // The fences: one circle per station, one polygon around a logistics park.
  const fences: Record<string, string | number | null>[] = stations.map((s) => ({
    fence_name: `${String(s.name)}围栏`.slice(0, 50), shape: 'circle', station_code: s.station_code, station_name: s.name, alarm_on: 'both', status: 'enabled',
    path: null, center_longitude: Number(s.longitude), center_latitude: Number(s.latitude), radius: random.int(5, 20) * 100, remark: null,
    branch_code: s.branch_code, gmt_created: at, gmt_modified: at,
  }));
  const park = stations.find((s) => String(s.name).includes('临沂商城'));
  if (park) {
    const [lon, lat] = [Number(park.longitude), Number(park.latitude)];
    const corners: LonLat[] = [[lon - 0.03, lat - 0.018], [lon + 0.025, lat - 0.022], [lon + 0.034, lat + 0.012], [lon + 0.006, lat + 0.026], [lon - 0.028, lat + 0.016]];
    fences.push({
      fence_name: '临沂商城国际物流园区', shape: 'polygon', station_code: park.station_code, station_name: park.name, alarm_on: 'both', status: 'enabled',
      path: JSON.stringify(corners.map(([x, y]) => [Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6])), center_longitude: null,
      center_latitude: null, radius: null, remark: '园区四至范围，进出园区自动记录', branch_code: park.branch_code, gmt_created: at, gmt_modified: at,
    });
  }
  if (fences.length > 0) await db.insertInto('basic_geofence').values(fences).execute();

  const siteIn = (code: string | null): LonLat | null => {
    if (!code) return null;
    const station = stations.find((s) => String(s.area_code ?? '').slice(0, 4) === code.slice(0, 4));
    return station ? [Number(station.longitude), Number(station.latitude)] : centreOf(code);
  };
  const vehicles = await db.selectFrom('basic_vehicle').select(['vehicle_number', 'vehicle_plate_color_code', 'driver_code', 'driver_name', 'branch_code'])
    .orderBy('id').execute() as unknown as ReportingVehicle[];
  const byPlate = new Map(vehicles.map((v) => [v.vehicle_number, v]));
  const waybills = await db.selectFrom('tms_waybill').select(['shipping_note_number', 'vehicle_number', 'driver_code', 'driver_name', 'loading_country_subdivision_code',
    'receipt_country_subdivision_code', 'despatch_actual_date_time', 'goods_receipt_date_time', 'status', 'branch_code'])
    .where('despatch_actual_date_time', 'is not', null).where('vehicle_number', 'is not', null)
    .where((eb) => eb.or([eb('goods_receipt_date_time', 'is', null), eb('goods_receipt_date_time', '>=', displayTime(new Date(windowStart)))]))
    .where('status', 'not in', ['cancelled']).orderBy('despatch_actual_date_time').orderBy('id').execute();
  const trips: Trip[] = [];
  const byVehicle = new Map<string, typeof waybills>();
  for (const w of waybills) byVehicle.set(String(w.vehicle_number), [...byVehicle.get(String(w.vehicle_number)) ?? [], w]);
  for (const [plate, list] of byVehicle) {
    const vehicle = byPlate.get(plate);
    if (!vehicle) continue;
    list.forEach((w, i) => {
      const start = siteIn(w.loading_country_subdivision_code as string | null);
      const end = siteIn(w.receipt_country_subdivision_code as string | null);
      if (!start || !end) return;
      const from = parseDisplayTime(String(w.despatch_actual_date_time)).getTime();
      const next = list[i + 1] ? parseDisplayTime(String(list[i + 1]!.despatch_actual_date_time)).getTime() : Infinity;
      const until = Math.min(w.goods_receipt_date_time ? parseDisplayTime(String(w.goods_receipt_date_time)).getTime() : now.getTime() - random.int(60, 240) * 1000, next, now.getTime());
      if (until <= from) return;
      trips.push({ waybill: String(w.shipping_note_number), vehicle: { ...vehicle, driver_code: w.driver_code as string | null, driver_name: w.driver_name as string | null },
        start, end, from, until, mark: null });
    });
  }
  // The marked trips: long ones loaded inside the window, so their whole story is kept.
  const long = trips.filter((t) => t.from >= windowStart && distanceMetres(t.start, t.end) > 400_000 && t.until - t.from > 12 * HOUR_MS);
  if (long[0]) long[0].mark = 'speeding';
  if (long[1]) long[1].mark = 'fatigue';
  const late = trips.find((t) => t.from >= windowStart && t.mark === null && t.until - t.from > 6 * HOUR_MS);
  if (late) late.mark = 'departure';
  const rows: PositionRow[] = [];
  const moved = new Set<string>();
  for (const trip of trips) {
    const samples = tripSamples(random, trip).filter((s) => s.at >= windowStart);
    if (samples.length === 0) continue;
    moved.add(trip.vehicle.vehicle_number);
    rows.push(...rowsOf(trip.vehicle, samples.map((s) => ({ longitude: round6(s.point[0]), latitude: round6(s.point[1]), speed: s.speed, direction: s.direction, positionTime: displayTime(new Date(s.at)) })), now));
  }
  // Vehicles dispatched to a waybill and not loaded yet head for its loading site, empty, from their
  // plate's city: on the road now (the vehicle map's 行驶中), none of them arrived.
  const lastUntil = new Map<string, number>();
  for (const trip of trips) lastUntil.set(trip.vehicle.vehicle_number, Math.max(lastUntil.get(trip.vehicle.vehicle_number) ?? 0, trip.until));
  const dispatched = await db.selectFrom('tms_waybill').select(['shipping_note_number', 'vehicle_number', 'driver_code', 'driver_name', 'loading_country_subdivision_code'])
    .where('status', '=', 'dispatched').where('vehicle_number', 'is not', null).orderBy('id').execute();
  for (const w of dispatched) {
    const vehicle = byPlate.get(String(w.vehicle_number));
    const home = vehicle ? homeOf(vehicle.vehicle_number) : null;
    const site = siteIn(w.loading_country_subdivision_code as string | null);
    if (!vehicle || moved.has(vehicle.vehicle_number) || !home || !site || distanceMetres(home, site) < 60_000) continue;
    const from = now.getTime() - random.int(60, 240) * MINUTE;
    if ((lastUntil.get(vehicle.vehicle_number) ?? 0) >= from) continue;
    const trip: Trip = { waybill: String(w.shipping_note_number), vehicle: { ...vehicle, driver_code: w.driver_code as string | null, driver_name: w.driver_name as string | null },
      start: home, end: site, from, until: now.getTime(), mark: null };
    const samples = tripSamples(random, trip);
    const last = samples[samples.length - 1];
    if (!last) continue;
    // The terminal reported a minute or two ago (the drive's samples are 5–10 minutes apart).
    const reported = now.getTime() - random.int(1, 3) * MINUTE;
    if (reported > last.at) samples.push({ ...last, at: reported, point: jitter(random, last.point, 300) });
    moved.add(vehicle.vehicle_number);
    rows.push(...rowsOf(trip.vehicle, samples.map((s) => ({ longitude: round6(s.point[0]), latitude: round6(s.point[1]), speed: s.speed, direction: s.direction, positionTime: displayTime(new Date(s.at)) })), now));
  }
  // The others stand at home (their plate's city, else the branch's): a few reports, a quarter offline.
  for (const vehicle of vehicles.filter((v) => !moved.has(v.vehicle_number))) {
    const home = homeOf(vehicle.vehicle_number) ?? ([117.12, 36.65] as const);
    const place = jitter(random, home, 6000);
    const offline = random.chance(0.25);
    const last = now.getTime() - (offline ? random.int(2, 30) * HOUR_MS : random.int(60, 240) * 1000);
    const points = [3, 2, 1, 0].map((k) => ({ longitude: round6(place[0]), latitude: round6(place[1]), speed: 0, direction: random.int(0, 359), positionTime: displayTime(new Date(last - k * 30 * MINUTE)) }));
    const made = rowsOf(vehicle, points, now);
    if (offline) made[made.length - 1]!.online_status = 'offline';
    rows.push(...made);
  }
  for (const row of rows) { row.gmt_created = row.position_time; row.gmt_modified = row.position_time; }
  const pdb = positionDb(trx);
  for (let i = 0; i < rows.length; i += 1000) {
    await pdb.insertInto(POSITION_TABLE).values(rows.slice(i, i + 1000)).onConflict((oc) => oc.columns(['branch_code', 'vehicle_number', 'position_time']).doNothing()).execute();
  }
  await sql`update basic_vehicle_position set latest = 1 where id in (select max(id) from basic_vehicle_position p
    where position_time = (select max(position_time) from basic_vehicle_position q where q.vehicle_number = p.vehicle_number) group by vehicle_number)`.execute(trx);
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The plate's city (冀B: 唐山 ...) from the provinces' abbreviation and the letter, when known. */
const PLATE_CITIES: Record<string, string> = {
  冀A: '130100', 冀B: '130200', 冀D: '130400', 津A: '120101', 晋A: '140100', 蒙K: '150600', 蒙B: '150200', 陕K: '610800', 陕A: '610100', 豫A: '410100',
  鲁A: '370100', 鲁B: '370200', 鲁Q: '371300', 苏C: '320300', 苏A: '320100', 苏E: '320500', 浙A: '330100', 浙B: '330200', 皖A: '340100', 鄂A: '420100',
  湘A: '430100', 粤A: '440100', 粤E: '440600', 川A: '510100', 渝A: '500101', 辽A: '210100',
};
function homeOf(plate: string): LonLat | null {
  return centreOf(PLATE_CITIES[plate.slice(0, 2)] ?? null);
}
