// A vehicle's track between two times: its points in time order, the stops on it and the
// warnings raised on it, within the branches given (null: every branch). The track endpoint
// (routes.ts, GET vehiclePosition/track) answers it for a signed-in caller; the public map pages
// (server/routes/publicPages/maps.ts) for a signed link, each after its own access check.
import type { Kysely } from 'kysely';
import type { Db } from '../../../storage/database';
import { parseDisplayTime } from '../../tms/customerService/tables';
import { positionDb, POSITION_TABLE } from './store';

/** A stop on a track: standing (speed 0) this long at least. */
export const STOP_MINUTES = 10;

interface TrackRow { position_time: string; longitude: number; latitude: number; speed: number; direction: number }

/** Runs of standing reports lasting STOP_MINUTES or more: from the first standing report to the
 * next moving one (or the run's last report when the track ends standing). */
export function stopsOf(points: TrackRow[]): { from: string; to: string; minutes: number; longitude: number; latitude: number }[] {
  const stops = [];
  for (let i = 0; i < points.length; i += 1) {
    if (Number(points[i]!.speed) > 0) continue;
    let j = i;
    while (j + 1 < points.length && Number(points[j + 1]!.speed) === 0) j += 1;
    const end = points[j + 1]?.position_time ?? points[j]!.position_time;
    const minutes = Math.round((parseDisplayTime(end).getTime() - parseDisplayTime(points[i]!.position_time).getTime()) / 60_000);
    if (minutes >= STOP_MINUTES) stops.push({ from: points[i]!.position_time, to: end, minutes, longitude: points[i]!.longitude, latitude: points[i]!.latitude });
    i = j;
  }
  return stops;
}

export interface TrackQuery {
  vehicleNumber: string;
  /** Display times (yyyy-MM-dd HH:mm:ss), both included. */
  from: string;
  to: string;
  /** The branches whose reports and warnings count; null: every branch. */
  branches: string[] | null;
}

export interface Track {
  points: { positionTime: string; longitude: number; latitude: number; speed: number; direction: number }[];
  stops: ReturnType<typeof stopsOf>;
  alarms: { id: unknown; alarmKind: unknown; alarmTime: unknown; longitude: unknown; latitude: unknown; speed: unknown; description: unknown }[];
}

export async function trackOf(db: Db, { vehicleNumber, from, to, branches }: TrackQuery): Promise<Track> {
  const inBranches = (branch: string | null) => branches === null || (branch !== null && branches.includes(branch));
  let points = positionDb(db).selectFrom(POSITION_TABLE).select(['position_time', 'longitude', 'latitude', 'speed', 'direction'])
    .where('vehicle_number', '=', vehicleNumber).where('position_time', '>=', from).where('position_time', '<=', to);
  if (branches !== null) points = points.where('branch_code', 'in', branches.length > 0 ? branches : ['']);
  const [rows, alarms] = await Promise.all([
    points.orderBy('position_time').execute(),
    (db as unknown as Kysely<Record<string, Record<string, string | number | null>>>).selectFrom('tms_vehicle_alarm')
      .select(['id', 'alarm_kind', 'alarm_time', 'longitude', 'latitude', 'speed', 'description', 'branch_code'])
      .where('vehicle_number', '=', vehicleNumber).where('alarm_time', '>=', from).where('alarm_time', '<=', to).orderBy('alarm_time').execute(),
  ]);
  const track = rows.map((p) => ({ position_time: p.position_time, longitude: Number(p.longitude), latitude: Number(p.latitude), speed: Number(p.speed), direction: Number(p.direction) }));
  return {
    points: track.map((p) => ({ positionTime: p.position_time, longitude: p.longitude, latitude: p.latitude, speed: p.speed, direction: p.direction })),
    stops: stopsOf(track),
    alarms: alarms.filter((a) => inBranches(a.branch_code as string | null)).map((a) => ({
      id: a.id, alarmKind: a.alarm_kind, alarmTime: a.alarm_time, longitude: a.longitude, latitude: a.latitude, speed: a.speed, description: a.description,
    })),
  };
}
