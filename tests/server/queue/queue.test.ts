// 排队管理 (issue 13): vehicles queue at a loading site, each taking the next number of the site for
// the day; staff call (叫号), skip (过号), start and finish the loading, or take a vehicle out of the
// queue. Through the API of a real server on the demo data: numbers 1, 2, 3 per site and day, the
// state machine's allowed and refused transitions and who may make them, one queue per vehicle,
// the waybill's vehicle, and today's demo queue.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { DAY_MS, displayTime } from '../../../server/storage/clock';
import { entityRows, startFixture, tableRows, WAYBILL, newWaybill, type Fixture } from '../entities/support';

const QUEUE = '/ntocc-tms-api/loadingQueue';

let fx: Fixture;
type Row = Record<string, unknown>;
const db = () => entityRows(fx);
const rows = (table: string) => tableRows(fx, table);
const post = (path: string, json: unknown, token = fx.tokens.staff) => fx.api.call<Row>(path, { method: 'POST', json, token });
const messageOf = (answer: { msg: string; data: unknown }) =>
  [answer.msg, ...(((answer.data as { errors?: { message: string }[] } | null)?.errors) ?? []).map((e) => e.message)].join(' | ');
const today = () => displayTime(fx.server.clock.now()).slice(0, 10).replace(/-/g, '');

/** Approved vehicles with a driver, none of them queued by the demo data today. */
let vehicles: Row[] = [];
let nextVehicle = 0;
const aVehicle = () => vehicles[nextVehicle++]!;
/** Enabled sites the demo queue does not use (it queues at loading sites only). */
let sites: Row[] = [];
let lastDemoId = 0;

const checkIn = (site: Row, vehicle: Row, extra: Row = {}, token = fx.tokens.staff) =>
  post(QUEUE, { stationCode: site.station_code, vehicleNumber: vehicle.vehicle_number, driverCode: vehicle.driver_code, ...extra }, token);

beforeAll(async () => {
  fx = await startFixture();
  const queued = new Set((await rows('tms_loading_queue')).map((r) => r.vehicle_number));
  vehicles = (await db().selectFrom('basic_vehicle').selectAll().where('review_status', '=', 'approved').where('driver_code', 'is not', null)
    .orderBy('id').execute() as Row[]).filter((v) => !queued.has(v.vehicle_number));
  sites = await db().selectFrom('basic_station').selectAll().where('status', '=', 'enabled').where('station_type', '!=', 'loading').orderBy('id').execute() as Row[];
  lastDemoId = Number((await db().selectFrom('tms_loading_queue').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow()).last);
});
afterAll(() => fx.server.close());

describe('queue numbers: 1, 2, 3 per site and day', () => {
  test('three vehicles at one site take 1, 2 and 3; another site starts at 1; the next day starts at 1 again', async () => {
    const [site, other] = [sites[0]!, sites[1]!];
    const numbers: unknown[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await checkIn(site, aVehicle(), { checkInChannel: 'idCard' });
      expect(answer.status, messageOf(answer)).toBe(Status.OK);
      expect(answer.data).toMatchObject({ status: 'waiting', queueDate: today(), stationName: site.name, checkInChannel: 'idCard' });
      expect(answer.data.checkInDateTime).toBe(displayTime(fx.server.clock.now()));
      numbers.push(answer.data.queueNumber);
    }
    expect(numbers).toEqual([1, 2, 3]);
    expect((await checkIn(other, aVehicle())).data.queueNumber).toBe(1);
    // A number is the server's: a payload cannot choose it.
    const chosen = await checkIn(site, aVehicle(), { queueNumber: 99, queueDate: '20200101' });
    expect(chosen.data).toMatchObject({ queueNumber: 4, queueDate: today() });
    fx.server.clock.advance(DAY_MS);
    try {
      // A day later the session has ended: staff sign in again.
      const token = await fx.api.signIn('staff');
      const tomorrow = await checkIn(site, aVehicle(), {}, token);
      expect(tomorrow.status, messageOf(tomorrow)).toBe(Status.OK);
      expect(tomorrow.data).toMatchObject({ queueNumber: 1, queueDate: today() });
      expect((await checkIn(site, aVehicle(), {}, token)).data.queueNumber).toBe(2);
    } finally {
      fx.server.clock.advance(-DAY_MS);
    }
  });

  test('a vehicle waits in one queue at a time; once loaded it may queue again', async () => {
    const vehicle = aVehicle();
    const first = await checkIn(sites[2]!, vehicle);
    expect(first.status).toBe(Status.OK);
    const twice = await checkIn(sites[3]!, vehicle);
    expect(twice.status).toBe(Status.INVALID_PAYLOAD);
    expect(messageOf(twice)).toContain(`车辆${String(vehicle.vehicle_number)}已在“${String(sites[2]!.name)}”排队（${String(first.data.queueNumber)}号，排队中）`);
    for (const action of ['call', 'load', 'finish']) expect((await post(`${QUEUE}/${first.data.id}/${action}`, {})).status).toBe(Status.OK);
    expect((await checkIn(sites[3]!, vehicle)).status).toBe(Status.OK);
  });

  test('the waybill named must be dispatched to the queued vehicle', async () => {
    const vehicle = aVehicle();
    const created = await post(WAYBILL, newWaybill(), fx.tokens.admin);
    const number = String(created.data.shippingNoteNumber);
    const notYet = await checkIn(sites[4]!, vehicle, { shippingNoteNumber: number });
    expect(messageOf(notYet)).toContain(`运单${number}当前为“待派车”`);
    await post(`${WAYBILL}/${created.data.id}/dispatch`, { vehicleNumber: vehicle.vehicle_number, vehiclePlateColorCode: vehicle.vehicle_plate_color_code, driverCode: vehicle.driver_code }, fx.tokens.admin);
    const other = aVehicle();
    const wrong = await checkIn(sites[4]!, other, { shippingNoteNumber: number });
    expect(wrong.status).toBe(Status.INVALID_PAYLOAD);
    expect(messageOf(wrong)).toContain(`运单${number}的承运车辆是${String(vehicle.vehicle_number)}`);
    const right = await checkIn(sites[4]!, vehicle, { shippingNoteNumber: number });
    expect(right.status, messageOf(right)).toBe(Status.OK);
    expect(right.data).toMatchObject({ shippingNoteNumber: number, driverName: vehicle.driver_name });
  });
});

describe('排队中 → 已叫号 → 装货中 → 已装完, or 已过号 / 已取消', () => {
  test('call, skip, call again, start and finish loading, each time stamped; the refused transitions', async () => {
    const { data } = await checkIn(sites[5]!, aVehicle());
    const act = (action: string, body: Row = {}) => post(`${QUEUE}/${data.id}/${action}`, body);
    for (const action of ['skip', 'load', 'finish']) expect((await act(action)).status).toBe(Status.INVALID_PAYLOAD);
    const called = await act('call');
    expect(called.data).toMatchObject({ status: 'called', calledDateTime: displayTime(fx.server.clock.now()) });
    expect((await act('call')).status).toBe(Status.INVALID_PAYLOAD);
    expect((await act('finish')).status).toBe(Status.INVALID_PAYLOAD);
    const skipped = await act('skip');
    expect(skipped.data.status).toBe('skipped');
    expect(skipped.data.skippedDateTime).toBeTruthy();
    expect((await act('load')).status).toBe(Status.INVALID_PAYLOAD);
    // A skipped vehicle that turns up is called again.
    fx.server.clock.advance(10 * 60_000);
    const recalled = await act('call');
    expect(recalled.data).toMatchObject({ status: 'called', calledDateTime: displayTime(fx.server.clock.now()) });
    expect((await act('load')).data).toMatchObject({ status: 'loading' });
    expect((await act('cancel', { cancelReason: '车辆故障' })).status).toBe(Status.INVALID_PAYLOAD);
    const finished = await act('finish');
    expect(finished.data.status).toBe('finished');
    expect(finished.data.finishDateTime).toBeTruthy();
    for (const action of ['call', 'skip', 'load', 'finish']) expect((await act(action)).status).toBe(Status.INVALID_PAYLOAD);
    // A finished entry stays on record.
    expect((await fx.api.call(`${QUEUE}/${data.id}`, { method: 'DELETE', token: fx.tokens.admin })).status).not.toBe(Status.OK);
  });

  test('leaving the queue needs a reason; a cancelled entry cannot be called', async () => {
    const { data } = await checkIn(sites[5]!, aVehicle());
    expect((await post(`${QUEUE}/${data.id}/cancel`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const cancelled = await post(`${QUEUE}/${data.id}/cancel`, { cancelReason: '司机主动取消排队' });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancelReason: '司机主动取消排队' });
    expect((await post(`${QUEUE}/${data.id}/call`, {})).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('the screen\'s grants: staff call and skip; a driver or a shipper holds no queue screen', async () => {
    const { data } = await checkIn(sites[6]!, aVehicle());
    expect((await post(`${QUEUE}/${data.id}/call`, {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    expect((await fx.api.call(`${QUEUE}/list`, { query: { pageSize: 10 }, token: fx.tokens.shipper })).status).toBe(Status.FORBIDDEN);
    expect((await post(`${QUEUE}/${data.id}/call`, {})).data.status).toBe('called');
  });
});

describe('demo data: today\'s queue at the loading sites', () => {
  test('each site\'s numbers of a day run 1, 2, 3 ... in check-in order; the vehicles are the waybills\' and the sites are loading sites', async () => {
    const entries = (await rows('tms_loading_queue')).filter((r) => Number(r.id) <= lastDemoId);
    expect(entries.length).toBeGreaterThanOrEqual(30);
    const stations = new Map((await rows('basic_station')).map((s) => [s.station_code, s]));
    const waybills = new Map((await rows('tms_waybill')).map((w) => [w.shipping_note_number, w]));
    const groups = new Map<string, Row[]>();
    for (const e of entries) {
      expect(stations.get(e.station_code)?.station_type).toBe('loading');
      expect(e.queue_date).toBe(String(e.check_in_date_time).slice(0, 10).replace(/-/g, ''));
      const waybill = waybills.get(e.shipping_note_number);
      expect(waybill?.vehicle_number).toBe(e.vehicle_number);
      if (['waiting', 'called'].includes(String(e.status))) expect(waybill?.status).toBe('dispatched');
      const key = `${String(e.station_code)}:${String(e.queue_date)}`;
      groups.set(key, [...groups.get(key) ?? [], e]);
    }
    expect(groups.size).toBeGreaterThan(3);
    for (const group of groups.values()) {
      group.sort((a, b) => String(a.check_in_date_time).localeCompare(String(b.check_in_date_time)) || Number(a.id) - Number(b.id));
      expect(group.map((e) => e.queue_number)).toEqual(group.map((_, i) => i + 1));
    }
    expect(entries.some((e) => e.queue_date === today())).toBe(true);
    const states = new Set(entries.map((e) => e.status));
    for (const s of ['waiting', 'called', 'loading', 'finished']) expect(states.has(s)).toBe(true);
  });
});
