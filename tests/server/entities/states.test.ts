// State actions: POST /<entity>/{id}/<action> moves a record along its machine only from the
// action's from-states, writes the action's fields and the new state, and records the step in
// entity_action_log. Any refusal leaves the record and the history unchanged.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { approvalOf, countRows, DRIVER, LICENCE_FIELDS, newWaybill, rowById, startFixture, VEHICLE, WAYBILL, waybillOf, type Fixture } from './support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

const act = (id: number, action: string, json: unknown, token = fx.tokens.staff, path = WAYBILL) =>
  fx.api.call(`${path}/${id}/${action}`, { method: 'POST', json, token });

async function demoVehicle() {
  return fx.server.db.selectFrom('basic_vehicle').innerJoin('basic_driver', 'basic_driver.driver_code', 'basic_vehicle.driver_code')
    .select(['basic_vehicle.vehicle_number', 'basic_vehicle.vehicle_plate_color_code', 'basic_driver.driver_code', 'basic_driver.driver_name',
      'basic_driver.driving_license', 'basic_driver.telephone'])
    .where('basic_vehicle.driver_code', '!=', fx.codes.driver).orderBy('basic_vehicle.id').limit(2).execute();
}

async function expectUnchangedRefusal(id: number, action: string, json: unknown, status: number) {
  const before = await rowById(fx.server.db, 'tms_waybill', id);
  const log = await countRows(fx.server.db, 'entity_action_log');
  const answer = await act(id, action, json);
  expect(answer.status).toBe(status);
  expect(await rowById(fx.server.db, 'tms_waybill', id)).toEqual(before);
  expect(await countRows(fx.server.db, 'entity_action_log')).toBe(log);
  return answer;
}

describe('the waybill machine, step by step', () => {
  test('dispatch, load, unload, sign and complete move a new waybill to completed, each logged', async () => {
    const id = (await fx.api.call(WAYBILL, { method: 'POST', json: newWaybill(), token: fx.tokens.staff })).data.id;
    const [vehicle] = await demoVehicle();
    const dispatched = await act(id, 'dispatch', { vehicleNumber: vehicle.vehicle_number, vehiclePlateColorCode: vehicle.vehicle_plate_color_code, driverCode: vehicle.driver_code });
    expect(dispatched.status).toBe(Status.OK);
    // The relation fills the driver's name, ID number and mobile from his record.
    expect(dispatched.data).toMatchObject({ status: 'dispatched', vehicleNumber: vehicle.vehicle_number, driverName: vehicle.driver_name, drivingLicense: vehicle.driving_license, driverTelephone: vehicle.telephone });
    const loaded = await act(id, 'load', { despatchActualDateTime: '2026-03-02 11:00:00', loadingWeight: 32.4 });
    expect(loaded.data).toMatchObject({ status: 'loaded', despatchActualDateTime: '2026-03-02 11:00:00', loadingWeight: 32.4 });
    const unloaded = await act(id, 'unload', { goodsReceiptDateTime: '2026-03-03 09:30:00', unloadingWeight: 32.3, receiptImages: ['/files/0123456789abcdef0123456789abcdef.jpg'] });
    // Files are answered with their signed address (server/files/signedUrls.ts).
    expect(unloaded.data).toMatchObject({ status: 'unloaded', unloadingWeight: 32.3, receiptImages: [expect.stringMatching(/^\/files\/0123456789abcdef0123456789abcdef\.jpg\?expires=\d+&signature=/)] });
    expect((await act(id, 'sign', { signedDateTime: '2026-03-03 10:00:00' })).data.status).toBe('signed');
    const completed = await act(id, 'complete', { finishDateTime: '2026-03-04 10:00:00', transportationCost: 8650.5 });
    expect(completed.data).toMatchObject({ status: 'completed', finishDateTime: '2026-03-04 10:00:00' });
    const log = await fx.server.db.selectFrom('entity_action_log').selectAll().where('entity', '=', 'waybill').where('record_id', '=', id).orderBy('id').execute();
    expect(log.map((l) => [l.action, l.from_state, l.to_state])).toEqual([
      ['dispatch', 'pending_dispatch', 'dispatched'], ['load', 'dispatched', 'loaded'], ['unload', 'loaded', 'unloaded'],
      ['sign', 'unloaded', 'signed'], ['complete', 'signed', 'completed'],
    ]);
    expect(JSON.parse(log[1].payload)).toEqual({ despatchActualDateTime: '2026-03-02 11:00:00', loadingWeight: 32.4 });
    expect(log.every((l) => l.party_code.startsWith('BS'))).toBe(true);
  });

  test('cancel is allowed from pending_dispatch and from dispatched', async () => {
    for (const status of ['pending_dispatch', 'dispatched']) {
      const id = await waybillOf(fx.server.db, { status });
      const answer = await act(id, 'cancel', { cancelReason: '货主取消发货' });
      expect(answer.data).toMatchObject({ status: 'cancelled', cancelReason: '货主取消发货' });
    }
  });

  test('exchange keeps the state (dispatched or loaded) and swaps vehicle and driver', async () => {
    const [, other] = await demoVehicle();
    for (const status of ['dispatched', 'loaded']) {
      const id = await waybillOf(fx.server.db, { status });
      const answer = await act(id, 'exchange', { vehicleNumber: other.vehicle_number, vehiclePlateColorCode: other.vehicle_plate_color_code, driverCode: other.driver_code, exchangeReason: '车辆故障' });
      expect(answer.data).toMatchObject({ status, vehicleNumber: other.vehicle_number, driverCode: other.driver_code, driverName: other.driver_name, exchangeReason: '车辆故障' });
    }
  });
});

describe('refusals', () => {
  test('an action from a wrong state answers 422 naming the current state, and changes nothing', async () => {
    const id = await waybillOf(fx.server.db, { status: 'completed' });
    const answer = await expectUnchangedRefusal(id, 'load', { despatchActualDateTime: '2026-03-02 11:00:00', loadingWeight: 30 }, Status.INVALID_PAYLOAD);
    expect(answer.msg).toBe('当前状态为“已完成”，不能装货（仅已派车时可以）');
    expect(answer.data).toEqual({ state: 'completed', allowed: ['dispatched'] });
  });

  test('cancelling a loaded waybill is refused', async () => {
    const id = await waybillOf(fx.server.db, { status: 'loaded' });
    await expectUnchangedRefusal(id, 'cancel', { cancelReason: '不要了' }, Status.INVALID_PAYLOAD);
  });

  test("an action's required fields, types and unknown fields are validated", async () => {
    const id = await waybillOf(fx.server.db, { status: 'dispatched' });
    const missing = await expectUnchangedRefusal(id, 'load', { loadingWeight: 30 }, Status.INVALID_PAYLOAD);
    expect(missing.data.errors).toEqual([expect.objectContaining({ field: '/despatchActualDateTime', key: 'validation.required' })]);
    const wrong = await expectUnchangedRefusal(id, 'load', { despatchActualDateTime: '2026-3-2 11:00', loadingWeight: '30' }, Status.INVALID_PAYLOAD);
    expect(wrong.data.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['/despatchActualDateTime', '/loadingWeight']));
    const extra = await expectUnchangedRefusal(id, 'load', { despatchActualDateTime: '2026-03-02 11:00:00', loadingWeight: 30, status: 'completed' }, Status.INVALID_PAYLOAD);
    expect(extra.data.errors[0]).toMatchObject({ field: '/status', key: 'entityApi.error.unknownField' });
  });

  test('a dispatch naming an unknown vehicle is refused', async () => {
    const id = await waybillOf(fx.server.db, { status: 'pending_dispatch' });
    const answer = await expectUnchangedRefusal(id, 'dispatch', { vehicleNumber: '京A00001', vehiclePlateColorCode: '2', driverCode: fx.codes.driver }, Status.INVALID_PAYLOAD);
    expect(answer.data.errors[0]).toMatchObject({ field: '/vehicleNumber', key: 'entityApi.error.relationNotFound' });
  });

  test('an undeclared action is not a route (404)', async () => {
    const id = await waybillOf(fx.server.db, { status: 'pending_dispatch' });
    await expectUnchangedRefusal(id, 'approve', {}, Status.NOT_FOUND);
  });

  test('a driver may load his own waybill but not cancel it (403)', async () => {
    const id = await waybillOf(fx.server.db, { driverCode: fx.codes.driver, status: 'dispatched' });
    const before = await rowById(fx.server.db, 'tms_waybill', id);
    const cancel = await act(id, 'cancel', { cancelReason: '不想跑了' }, fx.tokens.driver);
    expect(cancel.status).toBe(Status.FORBIDDEN);
    expect(cancel.msg).toBe('您没有运单的取消运单权限');
    expect(await rowById(fx.server.db, 'tms_waybill', id)).toEqual(before);
    const load = await act(id, 'load', { despatchActualDateTime: '2026-03-02 11:00:00', loadingWeight: 20 }, fx.tokens.driver);
    expect(load.data.status).toBe('loaded');
  });
});

describe('review machines of drivers and vehicles', () => {
  test('approve and reject only pending records, stamping the review time', async () => {
    const pending = await fx.server.db.selectFrom('basic_driver').select('id').where('review_status', '=', 'pending').orderBy('id').limit(2).execute();
    const approved = await act(Number(pending[0].id), 'approve', await approvalOf(fx, Number(pending[0].id)), fx.tokens.staff, DRIVER);
    expect(approved.data).toMatchObject({ reviewStatus: 'approved', reviewDateTime: '2026-03-02 10:00:00' });
    const rejected = await act(Number(pending[1].id), 'reject', { reviewRemark: '驾驶证照片模糊' }, fx.tokens.staff, DRIVER);
    expect(rejected.data).toMatchObject({ reviewStatus: 'rejected', reviewRemark: '驾驶证照片模糊' });
    expect((await act(Number(pending[0].id), 'reject', { reviewRemark: 'x' }, fx.tokens.staff, DRIVER)).status).toBe(Status.INVALID_PAYLOAD);
    const vehicle = await fx.server.db.selectFrom('basic_vehicle').select('id').where('review_status', '=', 'pending').limit(1).executeTakeFirstOrThrow();
    expect((await act(Number(vehicle.id), 'reject', {}, fx.tokens.staff, VEHICLE)).data.errors[0]).toMatchObject({ field: '/reviewRemark' });
  });

  test('approving a driver asks for his licence details: without them it answers 422 naming each, and the record stays pending', async () => {
    const pending = await fx.server.db.selectFrom('basic_driver').select('id').where('review_status', '=', 'pending').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const before = await rowById(fx.server.db, 'basic_driver', Number(pending.id));
    const refused = await act(Number(pending.id), 'approve', {}, fx.tokens.staff, DRIVER);
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(refused.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(LICENCE_FIELDS.map((f) => `/${f}`).sort());
    expect(await rowById(fx.server.db, 'basic_driver', Number(pending.id))).toEqual(before);
  });
});
