// The pure parts of the map block: bounds of what is drawn, when and how markers cluster, the
// replay timeline of a track (the point at any instant, interpolated between two reports), the
// distance along a track, counts per state and a circle as a polygon. No Leaflet here, so the
// unit tests run without a browser (tests/unit/mapMath.test.ts).
import Supercluster from 'supercluster';
import { parseChinaDateTime } from '../../../src/core/format/dateParse';

/** [longitude, latitude] (GCJ-02, as AMap's tiles and the positions store). */
export type LngLat = [number, number];

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Mainland China with Hainan and Taiwan: the view when nothing is drawn. */
export const CHINA_BOUNDS: Bounds = { west: 73.5, south: 18, east: 135, north: 53.6 };

const isCoordinate = ([longitude, latitude]: LngLat) =>
  Number.isFinite(longitude) && Number.isFinite(latitude) && Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90 && !(longitude === 0 && latitude === 0);

/** The box holding every valid coordinate, widened by `pad` (a share of its size, at least
 * `minSpan` degrees so one vehicle is not shown at street level); null when none is valid. */
export function boundsOf(points: readonly LngLat[], pad = 0.1, minSpan = 0.02): Bounds | null {
  const valid = points.filter(isCoordinate);
  if (valid.length === 0) return null;
  let west = Infinity, south = Infinity, east = -Infinity, north = -Infinity;
  for (const [longitude, latitude] of valid) {
    west = Math.min(west, longitude); east = Math.max(east, longitude);
    south = Math.min(south, latitude); north = Math.max(north, latitude);
  }
  const padLng = Math.max((east - west) * pad, minSpan / 2);
  const padLat = Math.max((north - south) * pad, minSpan / 2);
  return { west: west - padLng, south: south - padLat, east: east + padLng, north: north + padLat };
}

// ---------------------------------------------------------------- clustering

/** Markers cluster from this many points on (the block's `cluster.minPoints` overrides it). */
export const DEFAULT_CLUSTER_MIN_POINTS = 50;
/** Radius in screen pixels within which markers merge; from this zoom on they never do. */
export const CLUSTER_RADIUS_PX = 48;
export const CLUSTER_MAX_ZOOM = 13;

export interface MapPoint<T> {
  id: string;
  position: LngLat;
  record: T;
}

export type Drawn<T> =
  | { kind: 'point'; point: MapPoint<T> }
  | { kind: 'cluster'; id: number; position: LngLat; count: number; points: MapPoint<T>[] };

export interface Clusterer<T> {
  /** What to draw for a view: single points and clusters (with their points). */
  at(bounds: Bounds, zoom: number): Drawn<T>[];
  /** The zoom at which a cluster breaks apart (clicking it zooms there). */
  expansionZoom(clusterId: number): number;
}

export function shouldCluster(count: number, minPoints = DEFAULT_CLUSTER_MIN_POINTS): boolean {
  return count >= minPoints;
}

/** Groups points for a view: every point alone below `minPoints`, else supercluster's grid. */
export function clustererOf<T>(points: readonly MapPoint<T>[], minPoints = DEFAULT_CLUSTER_MIN_POINTS): Clusterer<T> {
  const valid = points.filter((point) => isCoordinate(point.position));
  if (!shouldCluster(valid.length, minPoints)) {
    return {
      at: (bounds) => valid.filter(({ position: [lng, lat] }) => lng >= bounds.west && lng <= bounds.east && lat >= bounds.south && lat <= bounds.north).map((point) => ({ kind: 'point', point })),
      expansionZoom: () => CLUSTER_MAX_ZOOM + 1,
    };
  }
  const index = new Supercluster<{ i: number }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 2 });
  index.load(valid.map((point, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [...point.position] } })));
  return {
    at(bounds, zoom) {
      const features = index.getClusters([bounds.west, bounds.south, bounds.east, bounds.north], Math.round(zoom));
      return features.map((feature): Drawn<T> => {
        const [lng, lat] = feature.geometry.coordinates as LngLat;
        const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
        if (props.cluster && props.cluster_id !== undefined) {
          const leaves = index.getLeaves(props.cluster_id, Infinity).map((leaf) => valid[leaf.properties.i]);
          return { kind: 'cluster', id: props.cluster_id, position: [lng, lat], count: props.point_count ?? leaves.length, points: leaves };
        }
        return { kind: 'point', point: valid[props.i!] };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}

/** How many points each drawn item stands for, summed: every point drawn once. */
export function drawnCount<T>(drawn: readonly Drawn<T>[]): number {
  return drawn.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);
}

/** Records per value of a field (state counts: 行驶中 12 · 停车 5 · 离线 3). */
export function countsBy<T extends Record<string, unknown>>(records: readonly T[], field: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) {
    const key = String(record[field] ?? '');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

// ---------------------------------------------------------------- distances

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceMetres([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Length of a line in metres. */
export function lineLength(points: readonly LngLat[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceMetres(points[i - 1], points[i]);
  return total;
}

/** A circle as a closed ring of `segments` points (for bounds and for the point-in-fence test). */
export function circleRing(center: LngLat, radiusMetres: number, segments = 48): LngLat[] {
  const ring: LngLat[] = [];
  const latDegrees = radiusMetres / 111_320;
  const lngDegrees = latDegrees / Math.max(Math.cos(rad(center[1])), 1e-6);
  for (let i = 0; i <= segments; i++) {
    const angle = (2 * Math.PI * i) / segments;
    ring.push([center[0] + lngDegrees * Math.cos(angle), center[1] + latDegrees * Math.sin(angle)]);
  }
  return ring;
}

/** A fence's path as stored (a JSON array of [longitude, latitude] pairs); [] when unreadable. */
export function parsePath(path: unknown): LngLat[] {
  if (typeof path !== 'string' || path.trim() === '') return [];
  try {
    const parsed = JSON.parse(path) as unknown;
    if (!Array.isArray(parsed)) return [];
    const pairs = parsed.filter((pair): pair is number[] => Array.isArray(pair) && pair.length >= 2 && pair.every((value) => typeof value === 'number'));
    return pairs.map(([lng, lat]): LngLat => [lng, lat]).filter(isCoordinate);
  } catch {
    return [];
  }
}

/** A polygon's vertices as the store keeps them: 6 decimals (about 0.1 m). */
export function formatPath(points: readonly LngLat[]): string {
  return JSON.stringify(points.map(([lng, lat]) => [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6]));
}

// ---------------------------------------------------------------- replay

export interface TrackPoint {
  positionTime: string;
  longitude: number;
  latitude: number;
  speed: number;
  direction?: number;
}

export interface Timeline {
  /** Instants (ms) of the points, in order. */
  times: number[];
  points: TrackPoint[];
  start: number;
  end: number;
  /** Metres along the line up to each point. */
  along: number[];
}

export interface ReplayState {
  time: number;
  position: LngLat;
  speed: number;
  /** Index of the report at or before the instant. */
  index: number;
  /** Metres driven up to the instant. */
  driven: number;
}

/** The track's points with a readable time, in time order (ties keep their order). */
export function timelineOf(points: readonly TrackPoint[]): Timeline {
  const timed = points
    .map((point, order) => ({ point, order, time: parseChinaDateTime(point.positionTime)?.getTime() ?? Number.NaN }))
    .filter(({ point, time }) => Number.isFinite(time) && isCoordinate([point.longitude, point.latitude]))
    .sort((a, b) => a.time - b.time || a.order - b.order);
  const along: number[] = [];
  let total = 0;
  timed.forEach(({ point }, i) => {
    if (i > 0) total += distanceMetres([timed[i - 1].point.longitude, timed[i - 1].point.latitude], [point.longitude, point.latitude]);
    along.push(total);
  });
  const times = timed.map(({ time }) => time);
  return { times, points: timed.map(({ point }) => point), start: times[0] ?? 0, end: times.at(-1) ?? 0, along };
}

/** Where the vehicle was at `time` (clamped to the track): linear between the two reports around it. */
export function replayAt(timeline: Timeline, time: number): ReplayState | null {
  const { times, points, along } = timeline;
  if (points.length === 0) return null;
  const at = Math.min(Math.max(time, timeline.start), timeline.end);
  // the last report at or before the instant (binary search)
  let low = 0, high = times.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (times[middle] <= at) low = middle; else high = middle - 1;
  }
  const before = points[low];
  const after = points[low + 1];
  if (!after || times[low + 1] === times[low]) {
    return { time: at, position: [before.longitude, before.latitude], speed: before.speed, index: low, driven: along[low] };
  }
  const share = (at - times[low]) / (times[low + 1] - times[low]);
  const mix = (a: number, b: number) => a + (b - a) * share;
  return {
    time: at,
    position: [mix(before.longitude, after.longitude), mix(before.latitude, after.latitude)],
    speed: Math.round(mix(before.speed, after.speed) * 10) / 10,
    index: low,
    driven: mix(along[low], along[low + 1]),
  };
}

/** Replay rates: ×1 plays one minute of the track per second. */
export const REPLAY_RATES = [1, 4, 16] as const;
export const TRACK_MS_PER_SECOND_AT_X1 = 60_000;

/** The next instant after `elapsedMs` of real time at a rate; never past the end. */
export function advance(timeline: Timeline, time: number, elapsedMs: number, rate: number): number {
  return Math.min(timeline.end, time + (elapsedMs / 1000) * TRACK_MS_PER_SECOND_AT_X1 * rate);
}
