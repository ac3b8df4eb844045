// Create, get, update and delete: payloads are validated with the entity schema, the server
// sets what it owns, and a refused payload writes nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { countRows, DRIVER, idCard, newWaybill, rowById, snapshot, startFixture, VEHICLE, WAYBILL, type Fixture } from './support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

const create = (path: string, json: unknown, token = fx.tokens.staff, language?: string) =>
  fx.api.call(path, { method: 'POST', json, token, language });

type Err = { field: string; key: string; message: string };

/** Posts a payload that must be refused with 422 naming `field`, and proves nothing was written. */
async function expectRefused(path: string, table: 'tms_waybill' | 'basic_driver' | 'basic_vehicle', json: unknown, field: string, key?: string) {
  const before = await countRows(fx.server.db, table);
  const answer = await create(path, json);
  expect(answer.status).toBe(Status.INVALID_PAYLOAD);
  expect(answer.data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, ...(key ? { key } : {}) })]));
  expect(answer.data.errors.every((e: Err) => typeof e.message === 'string' && e.message.length > 0)).toBe(true);
  expect(await countRows(fx.server.db, table)).toBe(before);
  return answer;
}

const newDriver = (overrides: Record<string, unknown> = {}) => ({
  driverName: '马卫东', drivingLicense: idCard('13020319860514201'), telephone: '18633216688', vehicleClass: 'A2',
  issuingOrganizations: '唐山市公安局交通警察支队', validPeriodFrom: '20200514', validPeriodTo: '20300514',
  qualificationCertificate: idCard('13020319860514201'), ...overrides,
});

describe('create', () => {
  test('answers the created record with the server-set number, state, scope and times', async () => {
    // The demo data may already hold waybills of the day: the number follows the last of them.
    const today = await fx.server.db.selectFrom('tms_waybill').select('shipping_note_number')
      .where('shipping_note_number', 'like', 'YD20260302%').orderBy('shipping_note_number', 'desc').executeTakeFirst();
    const sequence = today ? Number(String(today.shipping_note_number).slice(-6)) : 0;
    const number = (n: number) => `YD20260302${String(n).padStart(6, '0')}`;
    const answer = await create(WAYBILL, newWaybill());
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({
      shippingNoteNumber: number(sequence + 1), status: 'pending_dispatch', reportStatus: 'unreported',
      branchCode: 'SD0001', carrier: '顺达网络货运有限公司',
      consignmentDateTime: '2026-03-02 10:00:00', gmtCreated: '2026-03-02 10:00:00', gmtModified: '2026-03-02 10:00:00',
    });
    expect(await rowById(fx.server.db, 'tms_waybill', answer.data.id)).toMatchObject({ shipping_note_number: number(sequence + 1) });
    const next = await create(WAYBILL, newWaybill());
    expect(next.data.shippingNoteNumber).toBe(number(sequence + 2));
  });

  test('read-only fields in the payload are ignored: the server sets them', async () => {
    const answer = await create(WAYBILL, newWaybill({
      id: 999999, shippingNoteNumber: 'HACK1', status: 'completed', branchCode: 'JY0002', gmtCreated: '2000-01-01 00:00:00',
      vehicleNumber: '京A12345', reportStatus: 'reported',
    }));
    expect(answer.status).toBe(Status.OK);
    expect(answer.data.id).not.toBe(999999);
    expect(answer.data).toMatchObject({ status: 'pending_dispatch', branchCode: 'SD0001', reportStatus: 'unreported', gmtCreated: '2026-03-02 10:00:00' });
    expect(answer.data.shippingNoteNumber).toMatch(/^YD20260302\d{6}$/);
    expect(answer.data).not.toHaveProperty('vehicleNumber');
  });

  test('schema defaults fill fields the form left empty', async () => {
    const { serialNumber: _s, vehicleAmount: _v, policyNumber: _p, ...payload } = newWaybill();
    const answer = await create(WAYBILL, payload);
    expect(answer.data).toMatchObject({ serialNumber: '0000', vehicleAmount: 1, policyNumber: 'none' });
  });

  test('a missing required field answers 422 naming it', async () => {
    const { consignee: _c, ...payload } = newWaybill();
    await expectRefused(WAYBILL, 'tms_waybill', payload, '/consignee', 'validation.required');
  });

  test('wrong types answer 422 (no coercion of JSON payloads)', async () => {
    await expectRefused(WAYBILL, 'tms_waybill', newWaybill({ goodsItemGrossWeight: '32.5' }), '/goodsItemGrossWeight', 'validation.type.number');
    await expectRefused(WAYBILL, 'tms_waybill', newWaybill({ vehicleAmount: 1.5 }), '/vehicleAmount', 'validation.type.integer');
    await expectRefused(WAYBILL, 'tms_waybill', newWaybill({ consignee: 42 }), '/consignee', 'validation.type.string');
  });

  test('bad formats answer 422: ID number, plate, mobile, USCC-shaped IDs', async () => {
    await expectRefused(DRIVER, 'basic_driver', newDriver({ drivingLicense: '130203198605142010' }), '/drivingLicense', 'validation.format.cn-id-card');
    await expectRefused(DRIVER, 'basic_driver', newDriver({ telephone: '2863321668' }), '/telephone', 'validation.format.cn-mobile');
    await expectRefused(DRIVER, 'basic_driver', newDriver({ vehicleNumbers: ['粤O12345'] }), '/vehicleNumbers/0', 'validation.format.cn-plate');
    await expectRefused(WAYBILL, 'tms_waybill', newWaybill({ consignorID: '91130203MA0CX7R2KI' }), '/consignorID', 'validation.format.cn-id-or-uscc');
    await expectRefused(DRIVER, 'basic_driver', newDriver({ validPeriodTo: '20300230' }), '/validPeriodTo', 'validation.format.date-ymd');
  });

  test('unknown fields answer 422 naming them', async () => {
    const answer = await expectRefused(WAYBILL, 'tms_waybill', newWaybill({ discount: 0.5 }), '/discount', 'entityApi.error.unknownField');
    expect(answer.data.errors.find((e: Err) => e.field === '/discount').message).toBe('不支持的字段：discount');
  });

  test('over-long strings answer 422 with the limit', async () => {
    const answer = await expectRefused(WAYBILL, 'tms_waybill', newWaybill({ remark: '长'.repeat(501) }), '/remark', 'validation.maxLength');
    expect(answer.data.errors[0]).toMatchObject({ params: { limit: 500 }, message: '最多输入 500 个字符' });
  });

  test('messages follow Accept-Language', async () => {
    const answer = await create(WAYBILL, newWaybill({ remark: 'x'.repeat(501) }), fx.tokens.staff, 'en');
    expect(answer.data.errors[0].message).not.toBe('最多输入 500 个字符');
    expect(answer.data.errors[0].message).toMatch(/500/);
  });

  test('a body that is not an object answers 422', async () => {
    const before = await countRows(fx.server.db, 'tms_waybill');
    expect((await create(WAYBILL, [newWaybill()])).status).toBe(Status.INVALID_PAYLOAD);
    expect(await countRows(fx.server.db, 'tms_waybill')).toBe(before);
  });

  test('a duplicate x-unique value in the branch answers 422', async () => {
    const existing = (await fx.api.call(`${DRIVER}/list`, { token: fx.tokens.staff, query: { pageSize: 10 } })).data.records[0];
    await expectRefused(DRIVER, 'basic_driver', newDriver({ telephone: existing.telephone }), '/telephone', 'entityApi.error.duplicate');
  });

  test('a related value must name a known record; its fill fields are copied from it', async () => {
    await expectRefused(VEHICLE, 'basic_vehicle', {
      vehicleNumber: '冀B8K2Q1', vehiclePlateColorCode: '2', vehicleType: 'H11', owner: '马卫东', useCharacter: 'F', vin: 'LZZ5ELND1KW123456',
      issuingOrganizations: '唐山市公安局交通警察支队', registerDate: '20210315', issueDate: '20210315', vehicleEnergyType: 'B',
      vehicleTonnage: 25, grossMass: 37, roadTransportCertificateNumber: '130203123456', driverCode: 'NOSUCH01',
    }, '/driverCode', 'entityApi.error.relationNotFound');
    const driver = await create(DRIVER, newDriver({ telephone: '18633216699', drivingLicense: idCard('13020319880101301'), qualificationCertificate: '130203000000' }));
    expect(driver.status).toBe(Status.OK);
    expect(driver.data.driverCode).toMatch(/^SJ20260302\d{6}$/);
    const vehicle = await create(VEHICLE, {
      vehicleNumber: '冀B8K2Q1', vehiclePlateColorCode: '2', vehicleType: 'H11', owner: '马卫东', useCharacter: 'F', vin: 'LZZ5ELND1KW123456',
      issuingOrganizations: '唐山市公安局交通警察支队', registerDate: '20210315', issueDate: '20210315', vehicleEnergyType: 'B',
      vehicleTonnage: 25, grossMass: 37, roadTransportCertificateNumber: '130203123456', driverCode: driver.data.driverCode,
    });
    expect(vehicle.status).toBe(Status.OK);
    expect(vehicle.data).toMatchObject({ driverName: '马卫东', reviewStatus: 'pending' });
  });
});

describe('get', () => {
  test('answers one record by id', async () => {
    const id = (await create(WAYBILL, newWaybill())).data.id;
    const answer = await fx.api.call(`${WAYBILL}/${id}`, { token: fx.tokens.staff });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ id, descriptionOfGoods: '螺纹钢' });
  });

  test('an unknown or malformed id answers 404 with a clear message', async () => {
    for (const id of ['987654', 'abc', '1 OR 1=1', '0']) {
      const answer = await fx.api.call(`${WAYBILL}/${encodeURIComponent(id)}`, { token: fx.tokens.staff });
      expect(answer.status).toBe(Status.NOT_FOUND);
      expect(answer.msg).toBe('记录不存在或您无权查看');
    }
  });
});

describe('update', () => {
  test('a partial payload changes only its fields and gmtModified', async () => {
    const created = (await create(WAYBILL, newWaybill())).data;
    fx.server.clock.advance(60_000);
    const answer = await fx.api.call(`${WAYBILL}/${created.id}`, { method: 'PUT', json: { remark: '夜间卸货', totalMonetaryAmount: 9000 }, token: fx.tokens.staff });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ ...created, remark: '夜间卸货', totalMonetaryAmount: 9000, gmtModified: '2026-03-02 10:01:00' });
  });

  test('read-only fields are ignored on update too', async () => {
    const created = (await create(WAYBILL, newWaybill())).data;
    const answer = await fx.api.call(`${WAYBILL}/${created.id}`, { method: 'PUT', json: { status: 'completed', shippingNoteNumber: 'X', branchCode: 'JY0002' }, token: fx.tokens.staff });
    expect(answer.data).toMatchObject({ status: 'pending_dispatch', shippingNoteNumber: created.shippingNoteNumber, branchCode: 'SD0001' });
  });

  test('a bad value answers 422 and changes nothing', async () => {
    const created = (await create(WAYBILL, newWaybill())).data;
    const before = await rowById(fx.server.db, 'tms_waybill', created.id);
    const answer = await fx.api.call(`${WAYBILL}/${created.id}`, { method: 'PUT', json: { consigneeTelephone: 'abc', remark: 'ok' }, token: fx.tokens.staff });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors[0]).toMatchObject({ field: '/consigneeTelephone', key: 'validation.format.cn-phone' });
    expect(await rowById(fx.server.db, 'tms_waybill', created.id)).toEqual(before);
  });

  test('an unknown id answers 404 and writes nothing', async () => {
    const before = await snapshot(fx.server.db, 'tms_waybill');
    const answer = await fx.api.call(`${WAYBILL}/987654`, { method: 'PUT', json: { remark: 'x' }, token: fx.tokens.staff });
    expect(answer.status).toBe(Status.NOT_FOUND);
    expect(await snapshot(fx.server.db, 'tms_waybill')).toEqual(before);
  });
});

describe('delete', () => {
  test('removes the record; a second delete answers 404', async () => {
    const id = (await create(WAYBILL, newWaybill())).data.id;
    const before = await countRows(fx.server.db, 'tms_waybill');
    const answer = await fx.api.call(`${WAYBILL}/${id}`, { method: 'DELETE', token: fx.tokens.staff });
    expect(answer).toMatchObject({ status: Status.OK, data: null });
    expect(await countRows(fx.server.db, 'tms_waybill')).toBe(before - 1);
    expect((await fx.api.call(`${WAYBILL}/${id}`, { method: 'DELETE', token: fx.tokens.staff })).status).toBe(Status.NOT_FOUND);
  });

  test('the list total follows a create and a delete at once', async () => {
    const total = async () => (await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.staff })).data.total;
    const before = await total();
    const id = (await create(WAYBILL, newWaybill())).data.id;
    expect(await total()).toBe(before + 1);
    await fx.api.call(`${WAYBILL}/${id}`, { method: 'DELETE', token: fx.tokens.staff });
    expect(await total()).toBe(before);
  });
});

describe('the token', () => {
  test('every endpoint needs one (401 without)', async () => {
    expect((await fx.api.call(`${WAYBILL}/list`)).status).toBe(Status.UNAUTHENTICATED);
    expect((await fx.api.call(WAYBILL, { method: 'POST', json: newWaybill() })).status).toBe(Status.UNAUTHENTICATED);
    expect((await fx.api.call(`${WAYBILL}/1/load`, { method: 'POST', json: {} })).status).toBe(Status.UNAUTHENTICATED);
  });
});
