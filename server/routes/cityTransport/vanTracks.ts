// Demo positions of the city vans (同城配送), written after the city orders (cityTransport/demo.ts)
// and the vehicles' demo positions (basic/positions/demoTracks.ts): each order started in the
// last days drives from its pickup in the shipper's district to each drop it has handled, in the
// order they were handled, standing there from five minutes before to five minutes after the
// handling time, then back to the pickup (completed) or on towards the next drop (delivering,
// until now). A van's reports during its orders replace the standing-at-home ones, so the track
// of /ctmsTrackMap and the drops' places agree (a van on two orders at once drives the first).
// Deterministic: the order's id seeds its random.
import { sql, type Kysely, type Transaction } from 'kysely';
import { displayTime, HOUR_MS, MINUTE_MS } from '../../storage/clock';
import type { Database } from '../../storage/schema';
import { createRandom, type Random } from '../../seed/demo/random';
import { parseDisplayTime } from '../tms/customerService/tables';
import { distanceMetres, headingDegrees, type LonLat } from '../basic/positions/geo';
import { centreOf } from '../basic/positions/places';
import { positionDb, POSITION_TABLE, rowsOf, type ReportedPoint, type ReportingVehicle } from '../basic/positions/store';

const SEED = 20261127;
/** As the vehicles' demo positions: no reports older than this. */
const WINDOW_DAYS = 4;
const CITY_KMH = 30;

type AnyDb = Kysely<Record<string, Record<string, string | number | null>>>;

/** A point `metres` away from `from` in a random direction. */
function near(random: Random, from: LonLat, minMetres: number, maxMetres: number): LonLat {
  const metres = minMetres + random.next() * (maxMetres - minMetres);
  const angle = random.next() * 2 * Math.PI;
  const dLat = (metres * Math.sin(angle)) / 111_320;
  const dLon = (metres * Math.cos(angle)) / (111_320 * Math.cos((from[1] * Math.PI) / 180));
  return [from[0] + dLon, from[1] + dLat];
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The reports of one order's van: standing and driving legs between its stops. */
function orderSamples(random: Random, depot: LonLat, visits: { spot: LonLat; handled: number }[], start: number, end: number, nextSpot: LonLat | null): ReportedPoint[] {
  const points: ReportedPoint[] = [];
  const report = (at: number, point: LonLat, speed: number, direction: number) => {
    if (at >= start && at <= end) points.push({ positionTime: displayTime(new Date(at)), longitude: round6(point[0]), latitude: round6(point[1]), speed, direction });
  };
  const stand = (from: number, until: number, point: LonLat) => {
    for (let at = from; at < until; at += 5 * MINUTE_MS) report(at, point, 0, 0);
  };
  /** Drives from a to b arriving at `arrive` (or leaving at `leave`); answers the arrival time. */
  const drive = (a: LonLat, b: LonLat, leave: number) => {
    const minutes = Math.max(4, (distanceMetres(a, b) / 1000 / CITY_KMH) * 60);
    const steps = Math.max(2, Math.round(minutes / 2));
    const direction = Math.round(headingDegrees(a, b));
    for (let i = 1; i < steps; i += 1) {
      const s = i / steps;
      const point = near(random, [a[0] + (b[0] - a[0]) * s, a[1] + (b[1] - a[1]) * s], 0, 120);
      report(leave + (i * minutes * MINUTE_MS) / steps, point, random.int(22, 42), direction);
    }
    return leave + minutes * MINUTE_MS;
  };
  let at = start;
  let here = depot;
  for (const visit of visits) {
    const minutes = Math.max(4, (distanceMetres(here, visit.spot) / 1000 / CITY_KMH) * 60);
    const leave = Math.max(at, visit.handled - 5 * MINUTE_MS - minutes * MINUTE_MS);
    stand(at, leave, here);
    const arrived = drive(here, visit.spot, leave);
    const away = Math.max(arrived + 5 * MINUTE_MS, visit.handled + 5 * MINUTE_MS);
    stand(arrived, away, visit.spot);
    at = away;
    here = visit.spot;
  }
  if (nextSpot) {
    // delivering: on the way to the next drop now
    stand(at, at + 5 * MINUTE_MS, here);
    drive(here, nextSpot, Math.max(at + 5 * MINUTE_MS, end - ((distanceMetres(here, nextSpot) / 1000 / CITY_KMH) * 60 * MINUTE_MS) / 2));
  } else {
    const back = drive(here, depot, at);
    stand(back, end, depot);
  }
  report(end, points.at(-1) ? [points.at(-1)!.longitude, points.at(-1)!.latitude] : here, 0, 0);
  return points;
}

export async function seedCityVanTracks(trx: Transaction<Database>, now: Date): Promise<void> {
  const db = trx as unknown as AnyDb;
  const since = displayTime(new Date(now.getTime() - WINDOW_DAYS * 24 * HOUR_MS));
  const orders = await db.selectFrom('city_order').select(['id', 'order_number', 'status', 'vehicle_number', 'driver_code', 'driver_name', 'pickup_area_code', 'started_date_time', 'completed_date_time', 'branch_code'])
    .where('status', 'in', ['delivering', 'completed']).where('vehicle_number', 'is not', null).where('started_date_time', '>=', since)
    .orderBy('started_date_time').orderBy('id').execute();
  if (orders.length === 0) return;
  const vehicles = new Map((await db.selectFrom('basic_vehicle').select(['vehicle_number', 'vehicle_plate_color_code', 'branch_code']).execute())
    .map((v) => [String(v.vehicle_number), v]));
  const drops = await db.selectFrom('city_order_drop').select(['order_number', 'sequence', 'status', 'handled_date_time'])
    .where('order_number', 'in', orders.map((o) => String(o.order_number))).orderBy('sequence').execute();
  const nowMs = now.getTime();
  const touched = new Set<string>();
  /** The spans already driven per van: a van on two orders at once keeps the first one's track. */
  const busy = new Map<string, [number, number][]>();
  const pdb = positionDb(trx);
  for (const order of orders) {
    const centre = centreOf(order.pickup_area_code as string | null);
    const vehicle = vehicles.get(String(order.vehicle_number));
    if (!centre || !vehicle) continue;
    const random = createRandom(SEED + Number(order.id));
    const start = parseDisplayTime(String(order.started_date_time)).getTime();
    const end = order.completed_date_time ? Math.min(nowMs, parseDisplayTime(String(order.completed_date_time)).getTime()) : nowMs - random.int(30, 150) * 1000;
    if (end <= start) continue;
    const spans = busy.get(String(order.vehicle_number)) ?? [];
    if (spans.some(([from, until]) => start <= until && end >= from)) continue;
    busy.set(String(order.vehicle_number), [...spans, [start, end]]);
    const depot = near(random, centre, 800, 3000);
    const own = drops.filter((d) => d.order_number === order.order_number);
    const spots = new Map(own.map((d) => [Number(d.sequence), near(random, centre, 1500, 7000)]));
    const visits = own.filter((d) => d.status !== 'pending' && typeof d.handled_date_time === 'string' && parseDisplayTime(d.handled_date_time).getTime() <= end)
      .map((d) => ({ spot: spots.get(Number(d.sequence))!, handled: parseDisplayTime(String(d.handled_date_time)).getTime() }))
      .sort((a, b) => a.handled - b.handled);
    const pending = own.find((d) => d.status === 'pending');
    const next = order.status === 'delivering' && pending ? spots.get(Number(pending.sequence))! : null;
    const points = orderSamples(random, depot, visits, start, end, next);
    if (points.length === 0) continue;
    const reporting: ReportingVehicle = {
      vehicle_number: String(order.vehicle_number), vehicle_plate_color_code: vehicle.vehicle_plate_color_code as string | null,
      driver_code: order.driver_code as string | null, driver_name: order.driver_name as string | null, branch_code: order.branch_code as string | null,
    };
    // the van was on this order, not standing at home
    await pdb.deleteFrom(POSITION_TABLE).where('vehicle_number', '=', reporting.vehicle_number)
      .where('position_time', '>=', displayTime(new Date(start))).where('position_time', '<=', displayTime(new Date(end))).execute();
    const rows = rowsOf(reporting, points, now);
    for (const row of rows) { row.gmt_created = row.position_time; row.gmt_modified = row.position_time; }
    for (let i = 0; i < rows.length; i += 500) {
      await pdb.insertInto(POSITION_TABLE).values(rows.slice(i, i + 500)).onConflict((oc) => oc.columns(['branch_code', 'vehicle_number', 'position_time']).doNothing()).execute();
    }
    touched.add(reporting.vehicle_number);
  }
  if (touched.size === 0) return;
  const plates = [...touched];
  await pdb.updateTable(POSITION_TABLE).set({ latest: 0 }).where('vehicle_number', 'in', plates).execute();
  await sql`update basic_vehicle_position set latest = 1 where id in (select max(id) from basic_vehicle_position p
    where vehicle_number in (${sql.join(plates)}) and position_time = (select max(position_time) from basic_vehicle_position q where q.vehicle_number = p.vehicle_number) group by vehicle_number)`.execute(trx);
}
