// The positions store (server/routes/basic/positions): a driver's batches (accepted, rejected with
// their index, duplicates, out-of-order points), the data scope of lastPositions and track, a
// waybill's track with its stops, the warnings the points raise (speeding sustained or not,
// fatigue with or without a rest, fence entry and exit) and the geofence's shape checks.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { alarmsOfSeries, drivingStretches } from '../../../server/routes/tms/customerService/alarms';
import { stopsOf } from '../../../server/routes/basic/positions/routes';
import { addMs, displayTime, HOUR_MS } from '../../../server/storage/clock';
import { entityRows, startFixture, tableRows, type Fixture } from '../entities/support';

type Row = Record<string, unknown>;
const BASIC = '/ntocc-basic-api';
const REPORT = `${BASIC}/vehiclePosition/report`;
const LAST = `${BASIC}/vehiclePosition/lastPositions`;
const TRACK = `${BASIC}/vehiclePosition/track`;
const FENCE = `${BASIC}/geofence`;

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(async () => { await fx.server.close(); });

const db = () => entityRows(fx);
const now = () => fx.server.clock.now();
const minutesAgo = (m: number) => displayTime(addMs(now(), -m * 60_000));
const report = (json: unknown, token = fx.tokens.driver) => fx.api.call<{ accepted: number; duplicates: number; rejected: { index: number; message: string }[] }>(REPORT, { method: 'POST', json, token });
const get = <T = Row>(path: string, query: Record<string, string> = {}, token = fx.tokens.staff) => fx.api.call<T>(path, { query, token });
const point = (m: number, over: Partial<Row> = {}) => ({ longitude: 117.12, latitude: 36.65, speed: 60, direction: 90, positionTime: minutesAgo(m), ...over });

async function driverVehicle(): Promise<string> {
  const v = await db().selectFrom('basic_vehicle').select('vehicle_number').where('driver_code', '=', fx.codes.driver).orderBy('id').executeTakeFirstOrThrow();
  return String(v.vehicle_number);
}
async function positionsOf(plate: string): Promise<Row[]> {
  return db().selectFrom('basic_vehicle_position').selectAll().where('vehicle_number', '=', plate).orderBy('position_time').execute() as Promise<Row[]>;
}

describe('a driver reports batches of his vehicle\'s points', () => {
  test('good points are stored with their place; a bad point is rejected by its index and does not drop the others', async () => {
    const plate = await driverVehicle();
    const answer = await report({ points: [point(30), point(29, { longitude: 150 }), point(28, { speed: 300 }), point(27, { positionTime: displayTime(addMs(now(), HOUR_MS)) }), point(26)] });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data.accepted).toBe(2);
    expect(answer.data.duplicates).toBe(0);
    expect(answer.data.rejected.map((r) => r.index)).toEqual([1, 2, 3]);
    expect(answer.data.rejected[0]!.message).toContain('经度');
    expect(answer.data.rejected[2]!.message).toMatch(/当前时间/);
    const stored = (await positionsOf(plate)).filter((p) => p.position_time === minutesAgo(30));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ area_code: '370100', driver_code: fx.codes.driver, online_status: 'online' });
    expect(String(stored[0]!.address)).toContain('山东省济南市');
  });

  test('duplicates in a batch and a resent batch are counted, not stored twice', async () => {
    const plate = await driverVehicle();
    const before = (await positionsOf(plate)).length;
    const first = await report({ vehicleNumber: plate, points: [point(20), point(20), point(19)] });
    expect(first.data).toMatchObject({ accepted: 2, duplicates: 1, rejected: [] });
    const again = await report({ vehicleNumber: plate, points: [point(20), point(19), point(18)] });
    expect(again.data).toMatchObject({ accepted: 1, duplicates: 2 });
    expect((await positionsOf(plate)).length).toBe(before + 3);
  });

  test('an older point arriving late is stored but the latest stays the newest; the track is in time order', async () => {
    const plate = await driverVehicle();
    await report({ points: [point(5, { speed: 55 })] });
    await report({ points: [point(15, { speed: 0 })] });
    const latest = (await positionsOf(plate)).filter((p) => p.latest === 1);
    expect(latest.map((p) => p.position_time)).toEqual([minutesAgo(5)]);
    const track = await get<{ points: { positionTime: string }[] }>(TRACK, { vehicleNumber: plate, from: minutesAgo(60), to: displayTime(now()) });
    const times = track.data.points.map((p) => p.positionTime);
    expect(times).toEqual([...times].sort());
    expect(times).toContain(minutesAgo(15));
  });

  test('points, count and body are checked; staff and another driver\'s vehicle are refused', async () => {
    expect((await report({ points: [] })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await report({ points: Array.from({ length: 501 }, (_, i) => point(i % 300)) })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await report({ points: [point(1)] }, fx.tokens.staff)).status).toBe(Status.FORBIDDEN);
    const other = await db().selectFrom('basic_vehicle').select('vehicle_number').where('driver_code', '!=', fx.codes.driver).orderBy('id').executeTakeFirstOrThrow();
    const before = (await positionsOf(String(other.vehicle_number))).length;
    expect((await report({ vehicleNumber: other.vehicle_number, points: [point(1)] })).status).toBe(Status.FORBIDDEN);
    expect((await positionsOf(String(other.vehicle_number))).length).toBe(before);
  });
});

describe('last positions and tracks are read within the caller\'s scope', () => {
  test('staff see every vehicle of the branch with its state; the driver only his own; the shipper only those carrying his goods', async () => {
    const staff = await get<Row[]>(LAST);
    expect(staff.status).toBe(Status.OK);
    expect(staff.data.length).toBeGreaterThan(100);
    expect(new Set(staff.data.map((v) => v.state))).toEqual(new Set(['moving', 'stopped', 'offline']));
    const plate = await driverVehicle();
    const mine = await get<Row[]>(LAST, {}, fx.tokens.driver);
    expect(mine.data.map((v) => v.vehicleNumber)).toEqual([plate]);
    expect(mine.data[0]).toMatchObject({ state: 'moving', speed: 55, positionTime: minutesAgo(5) });
    // The shipper's goods are on one loaded waybill's vehicle.
    const loaded = await db().selectFrom('tms_waybill').select(['id', 'vehicle_number']).where('status', '=', 'loaded').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await db().updateTable('tms_waybill').set({ shipper_code: fx.codes.shipper }).where('id', '=', Number(loaded.id)).execute();
    const carrying = await db().selectFrom('tms_waybill').select('vehicle_number').where('shipper_code', '=', fx.codes.shipper).where('status', '=', 'loaded').execute();
    const shipper = await get<Row[]>(LAST, {}, fx.tokens.shipper);
    expect(shipper.status).toBe(Status.OK);
    const allowed = new Set(carrying.map((w) => w.vehicle_number));
    expect(shipper.data.map((v) => v.vehicleNumber)).toContain(loaded.vehicle_number);
    expect(shipper.data.every((v) => allowed.has(v.vehicleNumber as string))).toBe(true);
    expect(shipper.data.length).toBeLessThan(staff.data.length);
    const moving = await get<Row[]>(LAST, { state: 'moving' });
    expect(moving.data.every((v) => v.state === 'moving')).toBe(true);
    // A driver may not read another vehicle's track.
    const other = staff.data.find((v) => v.vehicleNumber !== plate)!;
    expect((await get(TRACK, { vehicleNumber: String(other.vehicleNumber) }, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
  });

  test('a waybill\'s track runs from its loading to its receipt, with the stops of 10 minutes or more and its alarms', async () => {
    const waybill = await db().selectFrom('tms_waybill').selectAll().where('status', 'in', ['unloaded', 'signed'])
      .where('goods_receipt_date_time', '>=', displayTime(addMs(now(), -48 * HOUR_MS))).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const track = await get<{ from: string; to: string; points: Row[]; stops: Row[]; waybill: Row; alarms: Row[] }>(TRACK, { shippingNoteNumber: String(waybill.shipping_note_number) });
    expect(track.status).toBe(Status.OK);
    expect(track.data.from).toBe(waybill.despatch_actual_date_time);
    expect(track.data.to).toBe(waybill.goods_receipt_date_time);
    expect(track.data.points.length).toBeGreaterThan(20);
    expect(track.data.points.every((p) => String(p.positionTime) >= track.data.from && String(p.positionTime) <= track.data.to)).toBe(true);
    expect(track.data.waybill).toMatchObject({ shippingNoteNumber: waybill.shipping_note_number });
    expect(Number(track.data.waybill.loadingLongitude)).toBeGreaterThan(73);
    expect(track.data.stops.every((s) => Number(s.minutes) >= 10)).toBe(true);
    // Another shipper's waybill is not found for this shipper.
    if (waybill.shipper_code !== fx.codes.shipper) {
      expect((await get(TRACK, { shippingNoteNumber: String(waybill.shipping_note_number) }, fx.tokens.shipper)).status).toBe(Status.NOT_FOUND);
    }
    expect((await get(TRACK, { vehicleNumber: String(waybill.vehicle_number), from: minutesAgo(3000), to: displayTime(now()) })).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('stops are standing runs of 10 minutes or more', () => {
    const p = (t: string, speed: number) => ({ position_time: `2026-03-01 ${t}`, longitude: 117, latitude: 36, speed, direction: 0 });
    const stops = stopsOf([p('08:00:00', 60), p('08:05:00', 0), p('08:10:00', 0), p('08:20:00', 50), p('08:25:00', 0), p('08:30:00', 40)]);
    expect(stops).toEqual([{ from: '2026-03-01 08:05:00', to: '2026-03-01 08:20:00', minutes: 15, longitude: 117, latitude: 36 }]);
  });
});

describe('warnings from the points', () => {
  const series = (points: [string, number][]) => points.map(([time, speed]) => ({
    vehicle_number: '鲁A12345', driver_code: null, driver_name: null, position_time: `2026-03-01 ${time}`, longitude: 117, latitude: 36, speed,
    area_code: '370100', address: null, online_status: 'online', branch_code: 'SD0001',
  }));
  const kinds = (points: [string, number][]) => alarmsOfSeries(series(points), [], new Map(), '2026-03-02 10:00:00').map((a) => a.alarm_kind);

  test('speeding is a sustained run over the limit; a short burst is none', () => {
    expect(kinds([['08:00:00', 70], ['08:01:00', 95], ['08:02:00', 96], ['08:03:00', 70]])).not.toContain('speeding');
    const sustained = alarmsOfSeries(series([['08:00:00', 70], ['08:01:00', 95], ['08:04:00', 101], ['08:07:00', 97], ['08:08:00', 70]]), [], new Map(), '2026-03-02 10:00:00');
    expect(sustained.filter((a) => a.alarm_kind === 'speeding')).toEqual([expect.objectContaining({ speed: 101, speed_limit: 80, alarm_time: '2026-03-01 08:01:00' })]);
  });

  test('fatigue is over 4 hours of driving without a 20-minute stop', () => {
    const drive = (from: number, to: number): [string, number][] => Array.from({ length: (to - from) * 6 + 1 }, (_, i) => {
      const minutes = from * 60 + i * 10;
      return [`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`, 70];
    });
    expect(kinds(drive(6, 11))).toContain('fatigue');
    // A 30-minute stop at 08:00 splits it into two legs under 4 hours.
    const rested = [...drive(6, 8), ['08:10:00', 0], ['08:20:00', 0], ['08:30:00', 0], ...drive(8.5, 11).slice(1)] as [string, number][];
    expect(drivingStretches(series(rested), 20)).toHaveLength(2);
    expect(kinds(rested)).not.toContain('fatigue');
    // A 10-minute stop is no rest.
    const short = [...drive(6, 8), ['08:05:00', 0], ...drive(8, 11).slice(1)] as [string, number][];
    expect(kinds(short)).toContain('fatigue');
  });

  test('the demo lists a speeding and a fatigue warning from its tracks', async () => {
    const alarms = await tableRows(fx, 'tms_vehicle_alarm');
    expect(alarms.some((a) => a.alarm_kind === 'speeding' && Number(a.speed) > 95)).toBe(true);
    expect(alarms.some((a) => a.alarm_kind === 'fatigue')).toBe(true);
    expect(alarms.some((a) => a.alarm_kind === 'fence_entry')).toBe(true);
    expect(alarms.some((a) => a.alarm_kind === 'fence_exit')).toBe(true);
  });
});

describe('geofences: shapes checked, entry and exit raised from the reports', () => {
  test('a polygon needs 3 to 200 corners inside China; a circle its centre and a radius of 50 to 50,000 m', async () => {
    const create = (json: Row) => fx.api.call<{ errors: { field: string; message: string }[] }>(FENCE, { method: 'POST', json, token: fx.tokens.admin });
    const two = await create({ fenceName: '测试两点围栏', shape: 'polygon', alarmOn: 'both', status: 'enabled', path: '[[117,36],[117.1,36]]' });
    expect(two.status).toBe(Status.INVALID_PAYLOAD);
    expect(two.data.errors[0]).toMatchObject({ field: '/path' });
    const abroad = await create({ fenceName: '测试境外围栏', shape: 'polygon', alarmOn: 'both', status: 'enabled', path: '[[10,36],[117.1,36],[117.1,36.1]]' });
    expect(abroad.data.errors[0]!.message).toContain('第 1 个顶点');
    const noCentre = await create({ fenceName: '测试圆形围栏', shape: 'circle', alarmOn: 'both', status: 'enabled', radius: 500 });
    expect(noCentre.data.errors.map((e) => e.field)).toEqual(['/centerLongitude', '/centerLatitude']);
    const tiny = await create({ fenceName: '测试小圆围栏', shape: 'circle', alarmOn: 'both', status: 'enabled', centerLongitude: 117, centerLatitude: 36, radius: 10 });
    expect(tiny.status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a vehicle driving into and out of a fence raises one entry and one exit', async () => {
    const created = await fx.api.call<Row>(FENCE, { method: 'POST', token: fx.tokens.admin, json: {
      fenceName: '济南测试物流园围栏', shape: 'polygon', alarmOn: 'both', status: 'enabled', path: JSON.stringify([[117.30, 36.60], [117.34, 36.60], [117.34, 36.64], [117.30, 36.64]]),
    } });
    expect(created.status).toBe(Status.OK);
    const plate = await driverVehicle();
    const points = [point(4, { longitude: 117.25, latitude: 36.62 }), point(3, { longitude: 117.32, latitude: 36.62 }), point(2, { longitude: 117.33, latitude: 36.62 }), point(1, { longitude: 117.40, latitude: 36.62 })];
    expect((await report({ points })).data.accepted).toBe(4);
    await report({ points });
    const fenceId = (await tableRows(fx, 'basic_geofence')).find((f) => f.fence_name === '济南测试物流园围栏')!.id;
    const events = (await tableRows(fx, 'tms_vehicle_alarm')).filter((a) => a.vehicle_number === plate && a.fence_id === fenceId);
    expect(events.map((e) => [e.alarm_kind, e.alarm_time, e.fence_name])).toEqual([
      ['fence_entry', minutesAgo(3), '济南测试物流园围栏'], ['fence_exit', minutesAgo(1), '济南测试物流园围栏'],
    ]);
  });
});
