// Data scope and permissions: a shipper reaches only its own waybills, a driver only his,
// branch staff only their branch; a record outside the scope answers 404 (its existence is not
// revealed); a call without the screen's permission answers 403. Nothing changes either way.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { countRows, DRIVER, newWaybill, otherBranchStaff, rowById, snapshot, startFixture, VEHICLE, WAYBILL, waybillOf, type Fixture } from './support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

type Rec = Record<string, string>;

const listAll = async (path: string, token: string, query: Record<string, string | number> = {}) =>
  fx.api.call(`${path}/list`, { token, query: { pageSize: 500, ...query } });

describe('a shipper', () => {
  test('lists only its own waybills, and the total counts only those', async () => {
    const answer = await listAll(WAYBILL, fx.tokens.shipper);
    expect(answer.status).toBe(Status.OK);
    expect(answer.data.total).toBeGreaterThan(100);
    expect(answer.data.records.every((r: Rec) => r.shipperCode === fx.codes.shipper)).toBe(true);
    const own = await fx.server.db.selectFrom('tms_waybill').select((eb) => eb.fn.countAll<number>().as('n')).where('shipper_code', '=', fx.codes.shipper).executeTakeFirstOrThrow();
    expect(answer.data.total).toBe(Number(own.n));
  });

  test('filtering by another shipper code finds nothing', async () => {
    const answer = await listAll(WAYBILL, fx.tokens.shipper, { shipperCode: fx.codes.shipperco });
    expect(answer.data.total).toBe(0);
  });

  test("another shipper's waybill id answers 404 on get and on an action, and nothing changes", async () => {
    const theirs = await waybillOf(fx.server.db, { shipperCode: fx.codes.shipperco, status: 'unloaded' });
    const before = await rowById(fx.server.db, 'tms_waybill', theirs);
    const logBefore = await countRows(fx.server.db, 'entity_action_log');
    expect((await fx.api.call(`${WAYBILL}/${theirs}`, { token: fx.tokens.shipper })).status).toBe(Status.NOT_FOUND);
    const sign = await fx.api.call(`${WAYBILL}/${theirs}/sign`, { method: 'POST', json: { signedDateTime: '2026-03-02 11:00:00' }, token: fx.tokens.shipper });
    expect(sign.status).toBe(Status.NOT_FOUND);
    expect(await rowById(fx.server.db, 'tms_waybill', theirs)).toEqual(before);
    expect(await countRows(fx.server.db, 'entity_action_log')).toBe(logBefore);
  });

  test('may not create, edit or delete waybills (403), and nothing is written', async () => {
    const before = await snapshot(fx.server.db, 'tms_waybill');
    const own = await waybillOf(fx.server.db, { shipperCode: fx.codes.shipper });
    const answers = [
      await fx.api.call(WAYBILL, { method: 'POST', json: newWaybill(), token: fx.tokens.shipper }),
      await fx.api.call(`${WAYBILL}/${own}`, { method: 'PUT', json: { remark: 'x' }, token: fx.tokens.shipper }),
      await fx.api.call(`${WAYBILL}/${own}`, { method: 'DELETE', token: fx.tokens.shipper }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(Status.FORBIDDEN);
      expect(answer.msg).toMatch(/^您没有运单的.+权限$/);
    }
    expect(await snapshot(fx.server.db, 'tms_waybill')).toEqual(before);
  });

  test('has no driver screen: the driver list answers 403', async () => {
    expect((await listAll(DRIVER, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
  });
});

describe('a driver', () => {
  test('lists only his own waybills', async () => {
    const answer = await listAll(WAYBILL, fx.tokens.driver);
    expect(answer.data.total).toBeGreaterThan(50);
    expect(answer.data.records.every((r: Rec) => r.driverCode === fx.codes.driver)).toBe(true);
  });

  test('lists only his own vehicle', async () => {
    const answer = await listAll(VEHICLE, fx.tokens.driver);
    expect(answer.data.total).toBe(1);
    expect(answer.data.records[0].driverCode).toBe(fx.codes.driver);
  });

  test("another driver's waybill answers 404", async () => {
    const theirs = await fx.server.db.selectFrom('tms_waybill').select('id').where('driver_code', '!=', fx.codes.driver).limit(1).executeTakeFirstOrThrow();
    expect((await fx.api.call(`${WAYBILL}/${theirs.id}`, { token: fx.tokens.driver })).status).toBe(Status.NOT_FOUND);
  });

  test('may not delete a waybill or a vehicle (403), and the record stays', async () => {
    const own = await waybillOf(fx.server.db, { driverCode: fx.codes.driver });
    const answer = await fx.api.call(`${WAYBILL}/${own}`, { method: 'DELETE', token: fx.tokens.driver });
    expect(answer.status).toBe(Status.FORBIDDEN);
    expect(answer.msg).toBe('您没有运单的删除权限');
    expect(await rowById(fx.server.db, 'tms_waybill', own)).toBeDefined();
    const vehicle = (await listAll(VEHICLE, fx.tokens.driver)).data.records[0];
    expect((await fx.api.call(`${VEHICLE}/${vehicle.id}`, { method: 'DELETE', token: fx.tokens.driver })).status).toBe(Status.FORBIDDEN);
  });

  test('may not export waybills (403)', async () => {
    expect((await fx.api.call(`${WAYBILL}/export`, { token: fx.tokens.driver })).status).toBe(Status.FORBIDDEN);
  });

  test('a vehicle he adds is his, whatever driver code the payload names', async () => {
    const other = await fx.server.db.selectFrom('basic_driver').select('driver_code').where('driver_code', '!=', fx.codes.driver).limit(1).executeTakeFirstOrThrow();
    const answer = await fx.api.call(VEHICLE, { method: 'POST', token: fx.tokens.driver, json: {
      driverCode: other.driver_code,
      vehicleNumber: '冀A3M6P8', vehiclePlateColorCode: '2', vehicleType: 'H12', owner: '王建国', useCharacter: 'F', vin: 'LFWSRXRJ4M1A23456',
      issuingOrganizations: '石家庄市公安局交通警察支队', registerDate: '20220610', issueDate: '20220610', vehicleEnergyType: 'B',
      vehicleTonnage: 18, grossMass: 31, roadTransportCertificateNumber: '130102654321',
    } });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ driverCode: fx.codes.driver, driverName: '王建国', branchCode: 'SD0001' });
  });
});

describe('branch staff', () => {
  test('see every record of their branch', async () => {
    expect((await listAll(WAYBILL, fx.tokens.staff)).data.total).toBe(await countRows(fx.server.db, 'tms_waybill'));
  });

  test('of another branch see none of this branch, and its ids answer 404', async () => {
    const token = await otherBranchStaff(fx);
    expect((await listAll(WAYBILL, token)).data.total).toBe(0);
    expect((await listAll(DRIVER, token)).data.total).toBe(0);
    const id = await waybillOf(fx.server.db, { status: 'pending_dispatch' });
    const before = await rowById(fx.server.db, 'tms_waybill', id);
    expect((await fx.api.call(`${WAYBILL}/${id}`, { token })).status).toBe(Status.NOT_FOUND);
    expect((await fx.api.call(`${WAYBILL}/${id}`, { method: 'PUT', json: { remark: 'x' }, token })).status).toBe(Status.NOT_FOUND);
    expect((await fx.api.call(`${WAYBILL}/${id}/cancel`, { method: 'POST', json: { cancelReason: 'x' }, token })).status).toBe(Status.NOT_FOUND);
    expect((await fx.api.call(`${WAYBILL}/${id}`, { method: 'DELETE', token })).status).toBe(Status.NOT_FOUND);
    expect(await rowById(fx.server.db, 'tms_waybill', id)).toEqual(before);
  });

  test('of another branch create records in their own branch', async () => {
    const token = await fx.api.signIn('jystaff', 'Other@2026x');
    const answer = await fx.api.call(WAYBILL, { method: 'POST', json: newWaybill(), token });
    expect(answer.data.branchCode).toBe('JY0002');
    expect((await listAll(WAYBILL, token)).data.total).toBe(1);
    expect((await fx.api.call(`${WAYBILL}/${answer.data.id}`, { token: fx.tokens.staff })).status).toBe(Status.NOT_FOUND);
  });
});

describe('the platform administrator', () => {
  test('sees the records of every branch', async () => {
    expect((await listAll(WAYBILL, fx.tokens.admin)).data.total).toBe(await countRows(fx.server.db, 'tms_waybill'));
  });
});
