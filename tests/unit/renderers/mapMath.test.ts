// The map block's pure parts: bounds, when markers cluster and that every point is drawn once,
// the replay timeline (the point between two reports, clamped, advancing at a rate), distances
// and the stored fence path.
import { describe, expect, it } from 'vitest';
import {
  advance, boundsOf, circleRing, clustererOf, countsBy, distanceMetres, drawnCount, formatPath, lineLength, parsePath, replayAt,
  shouldCluster, timelineOf, TRACK_MS_PER_SECOND_AT_X1, type MapPoint,
} from '../../../renderers/blocks/map/mapMath';

const CHINA = { west: 73, south: 17, east: 136, north: 54 };

describe('boundsOf', () => {
  it('holds every valid point, padded, and skips 0,0 and out-of-range coordinates', () => {
    const bounds = boundsOf([[117, 36], [121, 31], [0, 0], [500, 10]], 0.1)!;
    expect(bounds.west).toBeCloseTo(116.6);
    expect(bounds.east).toBeCloseTo(121.4);
    expect(bounds.south).toBeCloseTo(30.5);
    expect(bounds.north).toBeCloseTo(36.5);
  });
  it('gives one point a minimum span and nothing for no valid point', () => {
    const one = boundsOf([[117, 36]], 0.1, 0.02)!;
    expect(one.east - one.west).toBeCloseTo(0.02);
    expect(boundsOf([[0, 0]])).toBeNull();
  });
});

describe('clustering', () => {
  const grid = (count: number): MapPoint<number>[] =>
    Array.from({ length: count }, (_, i) => ({ id: `V${i}`, position: [117 + (i % 10) * 0.001, 36 + Math.floor(i / 10) * 0.001], record: i }));

  it('starts at the threshold', () => {
    expect(shouldCluster(49, 50)).toBe(false);
    expect(shouldCluster(50, 50)).toBe(true);
  });
  it('draws every point alone below the threshold, at any zoom', () => {
    const drawn = clustererOf(grid(49), 50).at(CHINA, 4);
    expect(drawn).toHaveLength(49);
    expect(drawn.every((item) => item.kind === 'point')).toBe(true);
  });
  it('merges close points from the threshold on, each point counted once, and splits them when zoomed in', () => {
    const clusterer = clustererOf(grid(60), 50);
    const far = clusterer.at(CHINA, 4);
    expect(far.length).toBeLessThan(60);
    expect(far.some((item) => item.kind === 'cluster')).toBe(true);
    expect(drawnCount(far)).toBe(60);
    const cluster = far.find((item) => item.kind === 'cluster')!;
    expect(cluster.kind === 'cluster' && cluster.points.length).toBe(cluster.kind === 'cluster' ? cluster.count : -1);
    const near = clusterer.at(CHINA, 18);
    expect(near).toHaveLength(60);
    expect(drawnCount(near)).toBe(60);
  });
  it('leaves out points outside the view', () => {
    const drawn = clustererOf(grid(5), 50).at({ west: 0, south: 0, east: 10, north: 10 }, 10);
    expect(drawn).toHaveLength(0);
  });
  it('counts records per state', () => {
    expect(countsBy([{ state: 'moving' }, { state: 'stopped' }, { state: 'moving' }], 'state')).toEqual({ moving: 2, stopped: 1 });
  });
});

describe('replay timeline', () => {
  const points = [
    { positionTime: '2026-03-02 08:10:00', longitude: 117.2, latitude: 36.0, speed: 80 },
    { positionTime: '2026-03-02 08:00:00', longitude: 117.0, latitude: 36.0, speed: 60 },
    { positionTime: 'not a time', longitude: 118, latitude: 37, speed: 1 },
    { positionTime: '2026-03-02 08:20:00', longitude: 117.2, latitude: 36.2, speed: 0 },
  ];
  const timeline = timelineOf(points);

  it('orders the readable points by time', () => {
    expect(timeline.points.map((point) => point.positionTime)).toEqual(['2026-03-02 08:00:00', '2026-03-02 08:10:00', '2026-03-02 08:20:00']);
    expect(timeline.end - timeline.start).toBe(20 * 60_000);
    expect(timeline.along[0]).toBe(0);
    expect(timeline.along[2]).toBeCloseTo(lineLength(timeline.points.map((point) => [point.longitude, point.latitude])));
  });
  it('interpolates position, speed and distance between two reports', () => {
    const halfway = replayAt(timeline, timeline.start + 5 * 60_000)!;
    expect(halfway.position[0]).toBeCloseTo(117.1);
    expect(halfway.position[1]).toBeCloseTo(36.0);
    expect(halfway.speed).toBe(70);
    expect(halfway.index).toBe(0);
    expect(halfway.driven).toBeCloseTo(timeline.along[1] / 2);
  });
  it('is exact on a report and clamps before the start and after the end', () => {
    expect(replayAt(timeline, timeline.start + 10 * 60_000)!.position).toEqual([117.2, 36.0]);
    expect(replayAt(timeline, timeline.start - 1000)!.position).toEqual([117.0, 36.0]);
    const after = replayAt(timeline, timeline.end + 60_000)!;
    expect(after.position).toEqual([117.2, 36.2]);
    expect(after.time).toBe(timeline.end);
    expect(replayAt(timelineOf([]), 0)).toBeNull();
  });
  it('advances a minute of track per second at ×1, sixteen at ×16, never past the end', () => {
    expect(advance(timeline, timeline.start, 1000, 1)).toBe(timeline.start + TRACK_MS_PER_SECOND_AT_X1);
    expect(advance(timeline, timeline.start, 1000, 16)).toBe(timeline.start + 16 * TRACK_MS_PER_SECOND_AT_X1);
    expect(advance(timeline, timeline.start, 3_600_000, 16)).toBe(timeline.end);
  });
});

describe('distances and fences', () => {
  it('measures great-circle distances', () => {
    // Jinan to Qingdao: about 310 km in a straight line
    expect(distanceMetres([117.0009, 36.6758], [120.3826, 36.0671]) / 1000).toBeGreaterThan(300);
    expect(distanceMetres([117.0009, 36.6758], [120.3826, 36.0671]) / 1000).toBeLessThan(325);
  });
  it('makes a closed ring of a circle at its radius', () => {
    const ring = circleRing([117, 36], 1000, 24);
    expect(ring).toHaveLength(25);
    expect(ring[0]).toEqual(ring[24]);
    for (const point of ring) expect(distanceMetres([117, 36], point)).toBeGreaterThan(990);
    for (const point of ring) expect(distanceMetres([117, 36], point)).toBeLessThan(1010);
  });
  it('reads and writes a stored path, dropping what is not a coordinate pair', () => {
    expect(parsePath('[[117.1,36.2],[117.2,"x"],[117.3,36.4,5],[0,0]]')).toEqual([[117.1, 36.2], [117.3, 36.4]]);
    expect(parsePath('not json')).toEqual([]);
    expect(parsePath(null)).toEqual([]);
    expect(formatPath([[117.12345678, 36.1]])).toBe('[[117.123457,36.1]]');
  });
});
