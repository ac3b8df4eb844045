// Plane geometry of the positions store on WGS-84/GCJ-02 degrees: great-circle distances
// (haversine), headings, point in polygon (ray casting; fences are small enough for degrees to be
// a plane) and the distance of a point from a segment (for the route corridor).
export type LonLat = readonly [number, number];

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Metres between two points on the sphere. */
export function distanceMetres(a: LonLat, b: LonLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLon = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Heading from a to b in whole degrees, 0 = north, clockwise, 0..359. */
export function headingDegrees(a: LonLat, b: LonLat): number {
  const y = Math.sin(rad(b[0] - a[0])) * Math.cos(rad(b[1]));
  const x = Math.cos(rad(a[1])) * Math.sin(rad(b[1])) - Math.sin(rad(a[1])) * Math.cos(rad(b[1])) * Math.cos(rad(b[0] - a[0]));
  return Math.round(((Math.atan2(y, x) * 180) / Math.PI + 360) % 360) % 360;
}

/** Whether the point lies inside the polygon (corners in order, not closed). */
export function insidePolygon(point: LonLat, polygon: readonly LonLat[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if ((yi > point[1]) !== (yj > point[1]) && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Metres from a point to the segment a–b (an equirectangular projection around the point). */
export function distanceToSegmentMetres(p: LonLat, a: LonLat, b: LonLat): number {
  const k = Math.cos(rad(p[1]));
  const ax = (a[0] - p[0]) * k; const ay = a[1] - p[1];
  const bx = (b[0] - p[0]) * k; const by = b[1] - p[1];
  const dx = bx - ax; const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
  const cx = ax + t * dx; const cy = ay + t * dy;
  return Math.sqrt(cx * cx + cy * cy) * (Math.PI / 180) * EARTH_RADIUS_M;
}

/** A fence as stored (basic_geofence), reduced to what the geometry needs. */
export interface FenceShape {
  shape: string;
  path: LonLat[] | null;
  center: LonLat | null;
  radius: number | null;
}

/** Parses a polygon's stored path (a JSON array of [longitude, latitude]); null when unreadable. */
export function parsePath(text: string | null | undefined): LonLat[] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return null;
    const points = value.map((pair) => (Array.isArray(pair) && pair.length === 2 && pair.every((n) => typeof n === 'number' && Number.isFinite(n)) ? [pair[0], pair[1]] as const : null));
    return points.every((p) => p !== null) ? points as LonLat[] : null;
  } catch {
    return null;
  }
}

export function insideFence(point: LonLat, fence: FenceShape): boolean {
  if (fence.shape === 'circle') return fence.center !== null && fence.radius !== null && distanceMetres(point, fence.center) <= fence.radius;
  return fence.path !== null && fence.path.length >= 3 && insidePolygon(point, fence.path);
}
