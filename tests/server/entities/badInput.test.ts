// Input a careful server refuses (issue 8, section 6), for every entity through the same
// validators: blank required text, unstorable text, impossible dates, non-finite numbers,
// codes outside their dictionary, unique conflicts and changes a state lock forbids. Every
// refusal answers the envelope with a non-zero status and a message in the caller's language
// (zh and en are both checked), names the offending field, and writes nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { readCatalogue } from '../../../server/http/catalogues';
import { DEVICE_ID } from '../../../src/core/api/client';
import type { Answer, CallOptions } from '../support/client';
import { countRows, DRIVER, idCard, newWaybill, rowById, snapshot, startFixture, VEHICLE, WAYBILL, type Fixture } from './support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

const LANGUAGES = ['zh', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
type Table = 'tms_waybill' | 'basic_driver' | 'basic_vehicle';
const APP_INFO = '/ntocc-basic-api/appInfo';

const catalogues = Object.fromEntries(LANGUAGES.map((lang) => [lang,
  readCatalogue(lang)]));

/** The catalogue text of `key` with its {{params}} filled in, as the caller must read it. */
function text(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues[lang]);
  if (typeof found !== 'string') throw new Error(`no text for ${key} in ${lang}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

const call = (pathname: string, options: CallOptions = {}) => fx.api.call(pathname, { token: fx.tokens.staff, ...options });

/** A request whose body is sent exactly as written (JSON.stringify cannot write 1e309). */
async function raw(pathname: string, body: string, contentType: string, language: Language): Promise<Answer> {
  const response = await fetch(new URL(pathname, fx.server.url), {
    method: 'POST', body,
    headers: { 'content-type': contentType, authorization: `Bearer ${fx.tokens.staff}`, deviceId: DEVICE_ID, 'accept-language': language },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

/** Everything a refusal must leave as it was. */
async function state(tables: readonly Table[]) {
  return {
    tables: await Promise.all(tables.map((table) => snapshot(fx.server.db, table))),
    log: await countRows(fx.server.db, 'entity_action_log'),
    appInfo: await fx.server.db.selectFrom('app_info').selectAll().orderBy('id').execute(),
  };
}

interface Expected { field: string; key: string; params?: Record<string, string | number> }

/** Sends the request in zh and in en: each answer is 422 naming the field with the catalogue's
 * text in that language, and nothing is written. */
async function expectRefused(send: (language: Language) => Promise<Answer>, tables: readonly Table[], expected: Expected): Promise<void> {
  const before = await state(tables);
  for (const lang of LANGUAGES) {
    const answer = await send(lang);
    expect(answer.status, JSON.stringify(answer)).toBe(Status.INVALID_PAYLOAD);
    expect(answer.msg).toBe(text(lang, 'server.validation.failed'));
    expect(answer.data.errors).toContainEqual(expect.objectContaining({
      field: expected.field, key: expected.key, message: text(lang, expected.key, expected.params),
    }));
  }
  expect(await state(tables)).toEqual(before);
}

const createAs = (pathname: string, json: unknown) => (language: Language) => call(pathname, { method: 'POST', json, language });
const updateAs = (pathname: string, id: number, json: unknown) => (language: Language) => call(`${pathname}/${id}`, { method: 'PUT', json, language });
const listAs = (pathname: string, query: Record<string, string>) => (language: Language) => call(pathname, { query, language });

const newDriver = (overrides: Record<string, unknown> = {}) => ({
  driverName: '郝建军', drivingLicense: idCard('13020319790312401'), telephone: '13731520011', vehicleClass: 'A2',
  issuingOrganizations: '唐山市公安局交通警察支队', validPeriodFrom: '20200312', validPeriodTo: '20300312', qualificationCertificate: '130203004011',
  ...overrides,
});

const newVehicle = (overrides: Record<string, unknown> = {}) => ({
  vehicleNumber: '冀B7Q3D2', vehiclePlateColorCode: '2', vehicleType: 'H11', owner: '郝建军', useCharacter: 'F', vin: 'LZZ5ELND3KW765432',
  issuingOrganizations: '唐山市公安局交通警察支队', registerDate: '20210315', issueDate: '20210315', vehicleEnergyType: 'B',
  vehicleTonnage: 25, grossMass: 37, roadTransportCertificateNumber: '130203654321', ...overrides,
});

async function idWhere(table: Table, column: string, value: string): Promise<number> {
  const row = await fx.server.db.selectFrom(table).select('id').where(column as never, '=', value as never).orderBy('id').limit(1).executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('blank text in a required field is missing: trimmed first, then required', () => {
  test('a create whose required name is only spaces (or ideographic spaces) is refused', async () => {
    await expectRefused(createAs(DRIVER, newDriver({ driverName: ' \u3000 ' })), ['basic_driver'], { field: '/driverName', key: 'validation.required' });
    await expectRefused(createAs(WAYBILL, newWaybill({ consignee: '\t  ' })), ['tms_waybill'], { field: '/consignee', key: 'validation.required' });
  });

  test('an update cannot blank a required field', async () => {
    const id = await idWhere('basic_vehicle', 'review_status', 'pending');
    await expectRefused(updateAs(VEHICLE, id, { owner: '   ' }), ['basic_vehicle'], { field: '/owner', key: 'validation.required' });
  });

  test('a state action whose required reason is blank is refused', async () => {
    const id = await idWhere('basic_driver', 'review_status', 'pending');
    await expectRefused((language) => call(`${DRIVER}/${id}/reject`, { method: 'POST', json: { reviewRemark: '  ' }, language }),
      ['basic_driver'], { field: '/reviewRemark', key: 'validation.required' });
  });

  test('stored text is trimmed, and a blank optional field is not stored', async () => {
    const answer = await call(DRIVER, { method: 'POST', json: newDriver({ driverName: ' 郝建军\u3000', remark: '   ', organizationName: ' 唐山车队 ' }) });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ driverName: '郝建军', organizationName: '唐山车队' });
    expect(await rowById(fx.server.db, 'basic_driver', answer.data.id)).toMatchObject({ driver_name: '郝建军', organization_name: '唐山车队', remark: null });
  });

  test('a filter of only spaces is no filter', async () => {
    const all = await call(`${DRIVER}/list`);
    const blank = await call(`${DRIVER}/list`, { query: { driverName: '   ' } });
    expect(blank.status).toBe(Status.OK);
    expect(blank.data.total).toBe(all.data.total);
  });
});

describe('NUL bytes and lone surrogates are refused in any string', () => {
  test('in a create, an update and a state action', async () => {
    await expectRefused(createAs(DRIVER, newDriver({ remark: '夜班\u0000' })), ['basic_driver'], { field: '/remark', key: 'validation.unstorableText' });
    // JSON.stringify writes a lone surrogate as the escape \ud83d, which JSON.parse turns back into one.
    await expectRefused(createAs(WAYBILL, newWaybill({ descriptionOfGoods: '\uD83D螺纹钢' })), ['tms_waybill'], { field: '/descriptionOfGoods', key: 'validation.unstorableText' });
    const vehicle = await idWhere('basic_vehicle', 'review_status', 'pending');
    await expectRefused(updateAs(VEHICLE, vehicle, { owner: '郝建\uDC00军' }), ['basic_vehicle'], { field: '/owner', key: 'validation.unstorableText' });
    const driver = await idWhere('basic_driver', 'review_status', 'pending');
    await expectRefused((language) => call(`${DRIVER}/${driver}/reject`, { method: 'POST', json: { reviewRemark: '证件\u0000模糊' }, language }),
      ['basic_driver'], { field: '/reviewRemark', key: 'validation.unstorableText' });
  });

  test('in a list filter and in the parameters of other endpoints', async () => {
    await expectRefused(listAs(`${DRIVER}/list`, { organizationName: '车队\u0000' }), [], { field: '/organizationName', key: 'validation.unstorableText' });
    await expectRefused((language) => call(APP_INFO, { method: 'POST', language, token: fx.tokens.admin, json: {
      appName: '顺达司机', platform: 'android', versionName: '9.0.0', versionCode: 900, downloadUrl: 'https://app.shunda-freight.cn/d.apk', description: '修复\u0000',
    } }), [], { field: '/description', key: 'validation.unstorableText' });
  });
});

describe('dates and date-times are real calendar dates', () => {
  test('a yyyymmdd date that the calendar does not have (20260230)', async () => {
    await expectRefused(createAs(VEHICLE, newVehicle({ registerDate: '20260230' })), ['basic_vehicle'], { field: '/registerDate', key: 'validation.format.date-ymd' });
  });

  test('a yyyy-MM-dd HH:mm:ss time on 2026-02-30, in an action and in a range filter', async () => {
    const signed = await idWhere('tms_waybill', 'status', 'signed');
    await expectRefused((language) => call(`${WAYBILL}/${signed}/complete`, { method: 'POST', json: { finishDateTime: '2026-02-30 10:00:00', transportationCost: 100 }, language }),
      ['tms_waybill'], { field: '/finishDateTime', key: 'validation.format.datetime' });
    await expectRefused(listAs(`${WAYBILL}/list`, { gmtCreatedStart: '2026-02-30 00:00:00' }), [], { field: '/gmtCreatedStart', key: 'validation.format.datetime' });
    await expectRefused(listAs(`${DRIVER}/list`, { validPeriodToEnd: '20260230' }), [], { field: '/validPeriodToEnd', key: 'validation.format.date-ymd' });
  });
});

describe('Infinity, -Infinity, NaN and 1e309 are refused everywhere', () => {
  test('a JSON number too large for a double (1e309 reads as Infinity) is refused naming its field', async () => {
    const body = JSON.stringify(newWaybill({ goodsItemGrossWeight: 111.5, totalMonetaryAmount: 222.5 }));
    await expectRefused((language) => raw(WAYBILL, body.replace('111.5', '1e309'), 'application/json', language),
      ['tms_waybill'], { field: '/goodsItemGrossWeight', key: 'validation.type.number' });
    await expectRefused((language) => raw(WAYBILL, body.replace('222.5', '-1e309'), 'application/json', language),
      ['tms_waybill'], { field: '/totalMonetaryAmount', key: 'validation.type.number' });
  });

  test('"Infinity" as text is not a number of a JSON payload', async () => {
    await expectRefused(createAs(WAYBILL, newWaybill({ goodsItemGrossWeight: 'Infinity' })), ['tms_waybill'], { field: '/goodsItemGrossWeight', key: 'validation.type.number' });
  });

  test.each([['Infinity'], ['-Infinity'], ['1e309'], ['NaN']])('a list query with pageNum=%s, a page size or a number range of it answers 422, not a 500 or an empty page', async (value) => {
    await expectRefused(listAs(`${WAYBILL}/list`, { pageNum: value }), [], { field: '/pageNum', key: value === 'NaN' ? 'validation.type.integer' : 'validation.type.number' });
    await expectRefused(listAs(`${VEHICLE}/list`, { vehicleTonnageStart: value }), [], { field: '/vehicleTonnageStart', key: 'validation.type.number' });
    const size = await call(`${WAYBILL}/list`, { query: { pageSize: value } });
    expect(size.status).toBe(Status.INVALID_PAYLOAD);
    expect(size.data.errors).toContainEqual(expect.objectContaining({ field: '/pageSize' }));
    const exported = await call(`${WAYBILL}/export`, { query: { pageSize: value } });
    expect(exported.status).toBe(Status.INVALID_PAYLOAD);
  });

  test('pageSize=Infinity on another list endpoint answers 422 (it gave a 500)', async () => {
    await expectRefused(listAs(APP_INFO, { pageSize: 'Infinity' }), [], { field: '/pageSize', key: 'validation.type.number' });
  });

  test('an app version code of Infinity is not published, and later releases still are', async () => {
    const release = { appName: '顺达司机', platform: 'android', versionName: '9.0.0', downloadUrl: 'https://app.shunda-freight.cn/d.apk' };
    for (const versionCode of ['Infinity', '1e309', '-Infinity']) {
      await expectRefused((language) => call(APP_INFO, { method: 'POST', query: { ...release, versionCode }, language, token: fx.tokens.admin }),
        [], { field: '/versionCode', key: 'validation.type.number' });
      await expectRefused((language) => call(APP_INFO, { method: 'POST', json: { ...release, versionCode }, language, token: fx.tokens.admin }),
        [], { field: '/versionCode', key: 'validation.type.number' });
    }
    await expectRefused((language) => raw(APP_INFO, JSON.stringify({ ...release, versionCode: 901 }).replace('901', '1e309'), 'application/json', language),
      [], { field: '/versionCode', key: 'validation.type.number' });
    const published = await call(APP_INFO, { method: 'POST', json: { ...release, versionCode: 900 }, token: fx.tokens.admin });
    expect(published.status).toBe(Status.OK);
    expect(published.data.versionCode).toBe(900);
  });
});

describe('a dictionary-coded field accepts only the codes of its dictionary', () => {
  test('on create, update and in a state action', async () => {
    await expectRefused(createAs(VEHICLE, newVehicle({ vehicleType: 'H01' })), ['basic_vehicle'], { field: '/vehicleType', key: 'entityApi.error.unknownCode', params: { value: 'H01' } });
    await expectRefused(createAs(WAYBILL, newWaybill({ transportTypeCode: '9' })), ['tms_waybill'], { field: '/transportTypeCode', key: 'entityApi.error.unknownCode', params: { value: '9' } });
    const driver = await idWhere('basic_driver', 'review_status', 'pending');
    await expectRefused(updateAs(DRIVER, driver, { vehicleClass: 'Z9' }), ['basic_driver'], { field: '/vehicleClass', key: 'entityApi.error.unknownCode', params: { value: 'Z9' } });
    const approval = {
      drivingLicense: idCard('13020319810101403'), vehicleClass: 'Q', issuingOrganizations: '唐山市公安局交通警察支队',
      validPeriodFrom: '20200101', validPeriodTo: '20300101', qualificationCertificate: '130203004012',
    };
    await expectRefused((language) => call(`${DRIVER}/${driver}/approve`, { method: 'POST', json: approval, language }),
      ['basic_driver'], { field: '/vehicleClass', key: 'entityApi.error.unknownCode', params: { value: 'Q' } });
  });

  test('a known code is accepted', async () => {
    const answer = await call(VEHICLE, { method: 'POST', json: newVehicle({ vehicleType: 'H12' }) });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data.vehicleType).toBe('H12');
  });

  test('a list filter on an unknown code stays lenient: it matches nothing', async () => {
    const answer = await call(`${VEHICLE}/list`, { query: { vehicleType: 'H01' } });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data.total).toBe(0);
  });
});

describe('a unique conflict is a field error, never a 500', () => {
  test('a new driver whose telephone is the mobile of another driver\'s account (whose record lists another number) is refused on telephone', async () => {
    const account = await fx.server.db.selectFrom('party').select(['code', 'mobile']).where('code', '=', fx.codes.driver).executeTakeFirstOrThrow();
    const mobile = String(account.mobile);
    const record = await idWhere('basic_driver', 'driver_code', account.code);
    const moved = await call(`${DRIVER}/${record}`, { method: 'PUT', json: { telephone: '13731520099' } });
    expect(moved.status).toBe(Status.OK);
    await expectRefused(createAs(DRIVER, newDriver({ telephone: mobile, drivingLicense: idCard('13020319800101402') })), ['basic_driver'],
      { field: '/telephone', key: 'entityApi.error.partyTaken', params: { value: mobile } });
  });

  test('any unique index the checks do not know answers a field error on its fields, on create and on update', async () => {
    // An index no x-unique declares, over the records made from here on (a partial index).
    const { last } = await fx.server.db.selectFrom('basic_vehicle').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow();
    await sql`create unique index test_certificate_uq on basic_vehicle (branch_code, road_transport_certificate_number) where id > ${sql.lit(Number(last))}`
      .execute(fx.server.db);
    try {
      const first = await call(VEHICLE, { method: 'POST', json: newVehicle({ vehicleNumber: '冀B5W8E1', vin: 'LZZ5ELND3KW900001', roadTransportCertificateNumber: '130203900001' }) });
      expect(first.status).toBe(Status.OK);
      const certificate = { field: '/roadTransportCertificateNumber', key: 'entityApi.error.duplicate', params: { value: '130203900001' } };
      await expectRefused(createAs(VEHICLE, newVehicle({ vehicleNumber: '冀B5W8E2', vin: 'LZZ5ELND3KW900002', roadTransportCertificateNumber: '130203900001' })),
        ['basic_vehicle'], certificate);
      const second = await call(VEHICLE, { method: 'POST', json: newVehicle({ vehicleNumber: '冀B5W8E2', vin: 'LZZ5ELND3KW900002', roadTransportCertificateNumber: '130203900002' }) });
      expect(second.status).toBe(Status.OK);
      await expectRefused(updateAs(VEHICLE, second.data.id, { roadTransportCertificateNumber: '130203900001' }), ['basic_vehicle'], certificate);
    } finally {
      await sql`drop index test_certificate_uq`.execute(fx.server.db);
    }
  });
});

describe('state locks: fields that may not change in a state', () => {
  const stateName = (lang: Language, dictionary: string, code: string) => text(lang, `dict.${dictionary}.${code}`);

  test('a completed waybill\'s amount cannot change: 422 naming the field and the state', async () => {
    const id = await idWhere('tms_waybill', 'status', 'completed');
    const stored = (await call(`${WAYBILL}/${id}`)).data;
    const before = await state(['tms_waybill']);
    for (const lang of LANGUAGES) {
      const answer = await call(`${WAYBILL}/${id}`, { method: 'PUT', json: { totalMonetaryAmount: stored.totalMonetaryAmount + 100, remark: '改价' }, language: lang });
      expect(answer.status).toBe(Status.INVALID_PAYLOAD);
      expect(answer.data.errors).toEqual([{
        field: '/totalMonetaryAmount', key: 'entityApi.error.locked', params: { state: stateName(lang, 'waybill_status', 'completed') },
        message: text(lang, 'entityApi.error.locked', { state: stateName(lang, 'waybill_status', 'completed') }),
      }]);
    }
    expect(await state(['tms_waybill'])).toEqual(before);
  });

  test('sending the stored amount again is not a change', async () => {
    const id = await idWhere('tms_waybill', 'status', 'completed');
    const stored = (await call(`${WAYBILL}/${id}`)).data;
    const answer = await call(`${WAYBILL}/${id}`, { method: 'PUT', json: { totalMonetaryAmount: stored.totalMonetaryAmount, shipperCode: stored.shipperCode, remark: '已核对' } });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ status: 'completed', remark: '已核对', totalMonetaryAmount: stored.totalMonetaryAmount });
  });

  test('a completed or reported waybill cannot be removed', async () => {
    const completed = await idWhere('tms_waybill', 'status', 'completed');
    // Reported while still on the road: the second lock, on its own.
    const reported = await idWhere('tms_waybill', 'status', 'dispatched');
    await fx.server.db.updateTable('tms_waybill').set({ report_status: 'reported' }).where('id', '=', reported).execute();
    const cases = [[completed, 'waybill_status', 'completed'], [reported, 'report_status', 'reported']] as const;
    const before = await state(['tms_waybill']);
    for (const [id, dictionary, code] of cases) {
      for (const lang of LANGUAGES) {
        const answer = await call(`${WAYBILL}/${id}`, { method: 'DELETE', language: lang });
        expect(answer.status).toBe(Status.INVALID_PAYLOAD);
        expect(answer.msg).toBe(text(lang, 'entityApi.error.lockedRemove', { state: stateName(lang, dictionary, code) }));
      }
    }
    expect(await state(['tms_waybill'])).toEqual(before);
  });

  test('an approved vehicle whose plate or VIN changes goes back to pending review, and its history says why', async () => {
    const id = await idWhere('basic_vehicle', 'review_status', 'approved');
    const stored = (await call(`${VEHICLE}/${id}`)).data;
    const log = await countRows(fx.server.db, 'entity_action_log');
    const answer = await call(`${VEHICLE}/${id}`, { method: 'PUT', json: { vin: 'LZZ5ELND3KW000777' } });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ vin: 'LZZ5ELND3KW000777', reviewStatus: 'pending' });
    expect(await countRows(fx.server.db, 'entity_action_log')).toBe(log + 1);
    const line = await fx.server.db.selectFrom('entity_action_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ entity: 'vehicle', record_id: id, action: 'reopen', from_state: 'approved', to_state: 'pending' });
    expect(JSON.parse(line.payload)).toEqual({ changed: { vin: { from: stored.vin, to: 'LZZ5ELND3KW000777' } } });
  });

  test('an approved vehicle keeps its review when the plate and VIN sent are the stored ones', async () => {
    const id = await idWhere('basic_vehicle', 'review_status', 'approved');
    const stored = (await call(`${VEHICLE}/${id}`)).data;
    const log = await countRows(fx.server.db, 'entity_action_log');
    const answer = await call(`${VEHICLE}/${id}`, { method: 'PUT', json: {
      vehicleNumber: stored.vehicleNumber, vin: stored.vin, vehiclePlateColorCode: stored.vehiclePlateColorCode, owner: '郝建军',
    } });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ reviewStatus: 'approved', owner: '郝建军' });
    expect(await countRows(fx.server.db, 'entity_action_log')).toBe(log);
  });

  test('an approved driver whose name changes goes back to pending review', async () => {
    const id = await idWhere('basic_driver', 'review_status', 'approved');
    const answer = await call(`${DRIVER}/${id}`, { method: 'PUT', json: { driverName: '郝建国' } });
    expect(answer).toMatchObject({ status: Status.OK, data: { driverName: '郝建国', reviewStatus: 'pending' } });
  });
});

describe('a body the server cannot read answers the envelope, in the caller\'s language', () => {
  test.each([
    ['malformed JSON', '{"driverName": ', 'application/json'],
    ['NaN, which JSON does not have', '{"vehicleTonnage": NaN}', 'application/json'],
    ['an unsupported content type', '<driver/>', 'application/xml'],
  ])('%s', async (_, body, contentType) => {
    const before = await state(['basic_driver']);
    for (const lang of LANGUAGES) {
      expect(await raw(DRIVER, body, contentType, lang)).toEqual({ status: Status.INVALID_PAYLOAD, msg: text(lang, 'server.common.badRequest'), data: null });
    }
    expect(await state(['basic_driver'])).toEqual(before);
  });

  test('plain text is not a record', async () => {
    await expectRefused((language) => raw(DRIVER, 'driverName=郝建军', 'text/plain', language), ['basic_driver'], { field: '', key: 'validation.type.object' });
  });
});
