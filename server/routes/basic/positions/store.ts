// Writing a batch of one vehicle's points into basic_vehicle_position. A point is unique by
// vehicle and time (the unique index branch_code, vehicle_number, position_time): a resent point,
// or one sent twice in a batch, is counted as a duplicate and changes nothing. Points arrive in
// any order: each is stored; the latest flag (x-latest) moves only to a point newer than the
// vehicle's flagged one, so a late, older point never displaces the last position. The place of
// each point is looked up offline (places.ts). "Per vehicle and day": the (vehicle_number,
// position_time) index answers a day's track as a range of it, so no day column is kept.
import type { Kysely, Transaction } from 'kysely';
import { displayTime } from '../../../storage/clock';
import type { Database } from '../../../storage/schema';
import { placeOf } from './places';

export const POSITION_TABLE = 'basic_vehicle_position';

export interface PositionRow {
  id?: number; vehicle_number: string; vehicle_plate_color_code: string | null; driver_code: string | null; driver_name: string | null;
  position_time: string; longitude: number; latitude: number; speed: number; direction: number; area_code: string; address: string;
  online_status: string; latest: number; remark: string | null; branch_code: string | null; gmt_created: string; gmt_modified: string;
}
export type PositionDb = Kysely<Database & { basic_vehicle_position: PositionRow }>;
export const positionDb = (db: Kysely<Database> | Transaction<Database>) => db as unknown as PositionDb;

export interface ReportedPoint { longitude: number; latitude: number; speed: number; direction: number; positionTime: string }
export interface ReportingVehicle {
  vehicle_number: string; vehicle_plate_color_code: string | null; driver_code: string | null; driver_name: string | null; branch_code: string | null;
}

/** The rows of the points (their place looked up), not flagged latest. */
export function rowsOf(vehicle: ReportingVehicle, points: ReportedPoint[], now: Date, onlineStatus = 'online'): PositionRow[] {
  const at = displayTime(now);
  return points.map((p) => {
    const place = placeOf(p.longitude, p.latitude);
    return {
      vehicle_number: vehicle.vehicle_number, vehicle_plate_color_code: vehicle.vehicle_plate_color_code, driver_code: vehicle.driver_code,
      driver_name: vehicle.driver_name, position_time: p.positionTime, longitude: p.longitude, latitude: p.latitude, speed: p.speed,
      direction: p.direction, area_code: place.areaCode, address: place.address, online_status: onlineStatus, latest: 0, remark: null,
      branch_code: vehicle.branch_code, gmt_created: at, gmt_modified: at,
    };
  });
}

/** Flags the newest point of each vehicle as its latest, unflagging the others. */
export async function flagLatest(trx: Kysely<Database> | Transaction<Database>, vehicles: string[]): Promise<void> {
  const db = positionDb(trx);
  for (const vehicle of vehicles) {
    const newest = await db.selectFrom(POSITION_TABLE).select(['id', 'latest']).where('vehicle_number', '=', vehicle)
      .orderBy('position_time', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!newest || newest.latest === 1) continue;
    await db.updateTable(POSITION_TABLE).set({ latest: 0 }).where('vehicle_number', '=', vehicle).where('latest', '=', 1).execute();
    await db.updateTable(POSITION_TABLE).set({ latest: 1 }).where('id', '=', Number(newest.id)).execute();
  }
}

/** Stores the batch's new points: answers how many were stored and how many were duplicates. */
export async function storePoints(trx: Transaction<Database>, vehicle: ReportingVehicle, points: ReportedPoint[], now: Date): Promise<{ accepted: number; duplicates: number; times: string[] }> {
  const db = positionDb(trx);
  const unique = new Map<string, ReportedPoint>();
  for (const p of points) if (!unique.has(p.positionTime)) unique.set(p.positionTime, p);
  const times = [...unique.keys()];
  const stored = new Set<string>();
  for (let i = 0; i < times.length; i += 500) {
    const rows = await db.selectFrom(POSITION_TABLE).select('position_time').where('vehicle_number', '=', vehicle.vehicle_number)
      .where('position_time', 'in', times.slice(i, i + 500)).execute();
    for (const row of rows) stored.add(row.position_time);
  }
  const fresh = [...unique.values()].filter((p) => !stored.has(p.positionTime));
  let accepted = 0;
  const rows = rowsOf(vehicle, fresh, now);
  for (let i = 0; i < rows.length; i += 100) {
    // A concurrent batch may have stored the same point meanwhile: the unique index keeps one.
    const result = await db.insertInto(POSITION_TABLE).values(rows.slice(i, i + 100))
      .onConflict((oc) => oc.columns(['branch_code', 'vehicle_number', 'position_time']).doNothing()).executeTakeFirst();
    accepted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  if (accepted > 0) await flagLatest(trx, [vehicle.vehicle_number]);
  return { accepted, duplicates: points.length - accepted, times: fresh.map((p) => p.positionTime) };
}
