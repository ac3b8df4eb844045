// Vehicle services (issue 12): insurance, repair and maintenance, violations, accidents, fixed
// costs, refuelling and the vehicles' latest positions. Each rule their schemas declare, through
// the API of a real server on the seeded demo data: links to vehicles and drivers, state
// machines, computed amounts (x-compute), the consumption per 100 km from the vehicle's previous
// refuelling, the latest record of a series (x-latest), expiring insurance in the to-do bar,
// validation and permissions.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { displayTime, DAY_MS, addMs } from '../../../server/storage/clock';
import { entityRows, startFixture, tableRows, type Fixture } from '../entities/support';
import { TODO_LIST, type ToDoItem } from '../todo/support';

const BASIC = '/ntocc-basic-api';
const INSURANCE = `${BASIC}/vehicleInsurance`;
const REPAIR = `${BASIC}/vehicleRepair`;
const VIOLATION = `${BASIC}/vehicleViolation`;
const ACCIDENT = `${BASIC}/vehicleAccident`;
const COST = `${BASIC}/vehicleSpecifiedCost`;
const REFUEL = `${BASIC}/refuelConsumption`;
const POSITION = `${BASIC}/vehiclePosition`;

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

type Row = Record<string, unknown>;
const db = () => entityRows(fx);
const rows = (table: string) => tableRows(fx, table);
const post = (path: string, json: unknown, token = fx.tokens.admin) => fx.api.call<Row>(path, { method: 'POST', json, token });
const put = (path: string, json: unknown, token = fx.tokens.admin) => fx.api.call<Row>(path, { method: 'PUT', json, token });
const get = <T = Row>(path: string, query: Record<string, string | number> = {}, token = fx.tokens.admin) => fx.api.call<T>(path, { query, token });
const remove = (path: string, token = fx.tokens.admin) => fx.api.call(path, { method: 'DELETE', token });
const list = (path: string, query: Record<string, string | number> = {}, token = fx.tokens.admin) =>
  get<{ records: Row[]; total: number }>(`${path}/list`, { pageSize: 500, ...query }, token);

/** A yyyymmdd day counted from the server's today (the test clock). */
const day = (offset: number) => displayTime(addMs(fx.server.clock.now(), offset * DAY_MS)).slice(0, 10).replace(/-/g, '');
/** Rounded to cents: at most half a cent from the exact value (a tie may round either way, and
 * the difference of two binary numbers may be a hair over 0.005). */
const expectCents = (stored: unknown, exact: number) => expect(Math.abs(Number(stored) - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
/** An approved vehicle of the demo branch with its driver. */
async function aVehicle(skip = 0): Promise<Row> {
  return db().selectFrom('basic_vehicle').selectAll().where('review_status', '=', 'approved').where('driver_code', 'is not', null)
    .orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow() as Promise<Row>;
}

describe('demo data: every list has realistic records whose links and computed fields hold', () => {
  test.each([['basic_vehicle_insurance'], ['basic_vehicle_repair'], ['basic_vehicle_violation'], ['basic_vehicle_accident'],
    ['basic_vehicle_specified_cost'], ['basic_refuel_consumption']])('%s holds between 30 and 3,000 records of existing vehicles', async (table) => {
    const records = await rows(table);
    expect(records.length).toBeGreaterThanOrEqual(30);
    expect(records.length).toBeLessThanOrEqual(3000);
    const plates = new Set((await rows('basic_vehicle')).map((v) => v.vehicle_number));
    expect(records.filter((r) => !plates.has(r.vehicle_number))).toEqual([]);
  });

  test('a repair\'s total is its parts plus its labour; a refuelling\'s amount is quantity times price', async () => {
    for (const repair of await rows('basic_vehicle_repair')) {
      if (repair.parts_cost === null && repair.labor_cost === null) expect(repair.total_cost).toBeNull();
      else expect(repair.total_cost).toBeCloseTo(Number(repair.parts_cost ?? 0) + Number(repair.labor_cost ?? 0), 2);
    }
    for (const refuel of await rows('basic_refuel_consumption')) expectCents(refuel.amount, Number(refuel.litres) * Number(refuel.unit_price));
  });

  test('each vehicle\'s odometer grows from refuelling to refuelling and the consumption per 100 km is a heavy truck\'s', async () => {
    const byVehicle = new Map<unknown, Row[]>();
    for (const refuel of await rows('basic_refuel_consumption')) byVehicle.set(refuel.vehicle_number, [...byVehicle.get(refuel.vehicle_number) ?? [], refuel]);
    for (const series of byVehicle.values()) {
      series.sort((a, b) => String(a.refuel_time).localeCompare(String(b.refuel_time)) || Number(a.id) - Number(b.id));
      expect(series[0].distance_since_previous).toBeNull();
      for (let i = 1; i < series.length; i += 1) {
        expect(Number(series[i].mileage)).toBeGreaterThan(Number(series[i - 1].mileage));
        expect(series[i].distance_since_previous).toBe(Number(series[i].mileage) - Number(series[i - 1].mileage));
        expectCents(series[i].consumption_per100km, (Number(series[i].litres) / Number(series[i].distance_since_previous)) * 100);
      }
    }
    const diesel = (await rows('basic_refuel_consumption')).filter((r) => String(r.fuel_type).startsWith('diesel') && r.consumption_per100km !== null);
    expect(diesel.length).toBeGreaterThan(100);
    expect(diesel.every((r) => Number(r.consumption_per100km) > 25 && Number(r.consumption_per100km) < 45)).toBe(true);
  });

  test('the positions are the demo tracks: between 1,000 and 60,000 reports, all of existing vehicles', async () => {
    const records = await rows('basic_vehicle_position');
    expect(records.length).toBeGreaterThanOrEqual(1000);
    expect(records.length).toBeLessThanOrEqual(60_000);
    const plates = new Set((await rows('basic_vehicle')).map((v) => v.vehicle_number));
    expect(records.filter((r) => !plates.has(r.vehicle_number))).toEqual([]);
  });

  test('exactly one position per vehicle is the latest, and it is that vehicle\'s newest report', async () => {
    const positions = await rows('basic_vehicle_position');
    const newest = new Map<unknown, Row>();
    for (const p of positions) {
      const seen = newest.get(p.vehicle_number);
      if (!seen || String(p.position_time) > String(seen.position_time)) newest.set(p.vehicle_number, p);
    }
    const flagged = positions.filter((p) => p.latest === 1);
    expect(flagged.length).toBe(newest.size);
    for (const p of flagged) expect(p.position_time).toBe(newest.get(p.vehicle_number)!.position_time);
  });

  test('states are spread as in life: most repairs completed, some still open', async () => {
    const states = (await rows('basic_vehicle_repair')).map((r) => r.status);
    const share = (s: string) => states.filter((x) => x === s).length / states.length;
    expect(share('completed')).toBeGreaterThan(0.6);
    for (const s of ['applying', 'repairing', 'cancelled']) expect(share(s)).toBeGreaterThan(0.02);
  });
});

describe('repair: 申请中 → 已批准 (维修审核) → 维修中 → 已完成 (or 已驳回, 已取消), the total computed', () => {
  /** Approves an application as 维修审核 does (one level: the approval levels are the engine's tests). */
  async function approve(id: unknown): Promise<void> {
    await db().deleteFrom('sys_audit_config').where('review_type', '=', 'repair').execute();
    expect((await post(`${REPAIR}/${String(id)}/approve`, {})).data).toMatchObject({ status: 'approved' });
  }

  test('a repair names an existing vehicle; its plate colour and the driver\'s name are filled from the records', async () => {
    const vehicle = await aVehicle();
    const created = await post(REPAIR, { vehicleNumber: vehicle.vehicle_number, driverCode: vehicle.driver_code, repairKind: 'minor', workshop: '济南重汽服务站', mileage: 215000, repairItems: '更换前后刹车片', partsCost: 860, laborCost: 240 });
    expect(created.status).toBe(Status.OK);
    expect(created.data).toMatchObject({ status: 'applying', vehiclePlateColorCode: vehicle.vehicle_plate_color_code, driverName: vehicle.driver_name, totalCost: 1100 });
    expect(String(created.data.repairNumber)).toMatch(/^WX\d{14}$/);
    const unknown = await post(REPAIR, { vehicleNumber: '鲁A00000', repairKind: 'minor', workshop: 'x', mileage: 1, repairItems: 'x' });
    expect(unknown.status).toBe(Status.INVALID_PAYLOAD);
  });

  test('approve, start, then complete with the final costs: the total follows; start before approval and complete before start are refused', async () => {
    const vehicle = await aVehicle(1);
    const { data } = await post(REPAIR, { vehicleNumber: vehicle.vehicle_number, repairKind: 'maintenance', workshop: '唐山解放服务站', mileage: 120000, repairItems: '更换机油机滤' });
    expect(data.totalCost).toBeUndefined();
    const early = await post(`${REPAIR}/${data.id}/complete`, { partsCost: 500, laborCost: 200 });
    expect(early.status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`${REPAIR}/${data.id}/start`, {})).status).toBe(Status.INVALID_PAYLOAD);
    await approve(data.id);
    const started = await post(`${REPAIR}/${data.id}/start`, {});
    expect(started.data).toMatchObject({ status: 'repairing' });
    expect(started.data.startDateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const missing = await post(`${REPAIR}/${data.id}/complete`, { partsCost: 500 });
    expect(missing.status).toBe(Status.INVALID_PAYLOAD);
    const done = await post(`${REPAIR}/${data.id}/complete`, { partsCost: 512.5, laborCost: 180 });
    expect(done.data).toMatchObject({ status: 'completed', totalCost: 692.5 });
    expect(done.data.finishDateTime).toBeTruthy();
    // A completed repair keeps its costs and stays on record.
    expect((await put(`${REPAIR}/${data.id}`, { laborCost: 1 })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await remove(`${REPAIR}/${data.id}`)).status).not.toBe(Status.OK);
  });

  test('an edit recomputes the total; a cancel needs its reason', async () => {
    const vehicle = await aVehicle(2);
    const { data } = await post(REPAIR, { vehicleNumber: vehicle.vehicle_number, repairKind: 'major', workshop: '郑州陕汽服务站', mileage: 480000, repairItems: '变速箱总成维修', partsCost: 15000, laborCost: 3000 });
    const edited = await put(`${REPAIR}/${data.id}`, { laborCost: 3600.4 });
    expect(edited.data.totalCost).toBe(18600.4);
    expect((await post(`${REPAIR}/${data.id}/cancel`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const cancelled = await post(`${REPAIR}/${data.id}/cancel`, { cancelReason: '报价过高，另选维修厂' });
    expect(cancelled.data.status).toBe('cancelled');
  });

  test('the list\'s status counts (the tabs) follow the actions', async () => {
    const counts = async () => {
      const { data } = await get<{ records: Row[] }>(`${REPAIR}/aggregate`, { groupBy: 'status', measures: 'count', pageSize: 500 });
      return Object.fromEntries(data.records.map((r) => [r.status, Number(r.count)]));
    };
    const before = await counts();
    const vehicle = await aVehicle(3);
    const { data } = await post(REPAIR, { vehicleNumber: vehicle.vehicle_number, repairKind: 'minor', workshop: '临沂路通汽修厂', mileage: 90000, repairItems: '补胎' });
    await approve(data.id);
    await post(`${REPAIR}/${data.id}/start`, {});
    await post(`${REPAIR}/${data.id}/complete`, { partsCost: 80, laborCost: 40 });
    const after = await counts();
    expect(after.completed).toBe(before.completed + 1);
    expect(after.applying).toBe(before.applying);
  });
});

describe('refuelling: amount and consumption per 100 km from the vehicle\'s previous refuelling', () => {
  test('a second refuelling gets the distance and the consumption; one put in between is recomputed with its successor; a removal too', async () => {
    const vehicle = await aVehicle(4);
    // Paid in cash: a card fill takes the station's price and the card's money (tests/server/fuel).
    const base = { vehicleNumber: vehicle.vehicle_number, stationName: '中国石化济南东环加油站', fuelType: 'diesel_0', unitPrice: 7.2, paymentMethod: 'cash' };
    const plate = String(vehicle.vehicle_number);
    const latestOf = async () => (await rows('basic_refuel_consumption')).filter((r) => r.vehicle_number === plate).sort((a, b) => String(a.refuel_time).localeCompare(String(b.refuel_time))).at(-1)!;
    const last = await latestOf();
    const start = Number(last.mileage) + 100;
    const first = await post(REFUEL, { ...base, refuelTime: '2099-01-01 08:00:00', litres: 300, mileage: start });
    expect(first.data).toMatchObject({ amount: 2160, distanceSincePrevious: 100 });
    const second = await post(REFUEL, { ...base, refuelTime: '2099-01-03 08:00:00', litres: 330, mileage: start + 1000 });
    expect(second.data).toMatchObject({ distanceSincePrevious: 1000, consumptionPer100km: 33 });
    const between = await post(REFUEL, { ...base, refuelTime: '2099-01-02 08:00:00', litres: 160, mileage: start + 500 });
    expect(between.data).toMatchObject({ distanceSincePrevious: 500, consumptionPer100km: 32 });
    expect((await get(`${REFUEL}/${second.data.id}`)).data).toMatchObject({ distanceSincePrevious: 500, consumptionPer100km: 66 });
    await remove(`${REFUEL}/${between.data.id}`);
    expect((await get(`${REFUEL}/${second.data.id}`)).data).toMatchObject({ distanceSincePrevious: 1000, consumptionPer100km: 33 });
    // A reading below the previous one gives no distance, never a negative one.
    const wrong = await post(REFUEL, { ...base, refuelTime: '2099-01-04 08:00:00', litres: 100, mileage: start });
    expect(wrong.data.distanceSincePrevious).toBeUndefined();
    expect(wrong.data.consumptionPer100km).toBeUndefined();
  });

  test('the computed fields are read-only: a payload cannot set them', async () => {
    const vehicle = await aVehicle(5);
    const { data } = await post(REFUEL, { vehicleNumber: vehicle.vehicle_number, refuelTime: '2026-01-01 08:00:00', stationName: 'x站', fuelType: 'diesel_0', litres: 10, unitPrice: 7, mileage: 1, paymentMethod: 'cash', amount: 1 });
    expect(data.amount).toBe(70);
  });
});

describe('vehicle map: the latest position of each vehicle', () => {
  test('the screen shows and exports the positions: as seeded it takes no report', async () => {
    const vehicle = await aVehicle(6);
    const before = (await rows('basic_vehicle_position')).length;
    const refused = await post(POSITION, { vehicleNumber: vehicle.vehicle_number, positionTime: displayTime(fx.server.clock.now()), longitude: 117.12, latitude: 36.65, speed: 62.5, direction: 90, areaCode: '370102', address: '山东省济南市历下区经十路', onlineStatus: 'online' });
    expect(refused.status).toBe(Status.FORBIDDEN);
    expect((await rows('basic_vehicle_position')).length).toBe(before);
  });
});

describe('vehicle map taking reports: the platform administrator offers add and remove on it (权限资源)', () => {
  beforeAll(async () => {
    const leaf = await fx.server.db.selectFrom('menu').select('id').where('name', '=', 'vehicleMap').executeTakeFirstOrThrow();
    expect((await put(`${BASIC}/menuResource/${leaf.id}`, { standardActions: ['view', 'add', 'remove', 'export'] })).status).toBe(Status.OK);
  });

  test('a new report becomes the vehicle\'s latest and the screen\'s list keeps one row per vehicle', async () => {
    const vehicle = await aVehicle(6);
    const plate = String(vehicle.vehicle_number);
    const latest = async () => (await list(POSITION, { latest: 'true', vehicleNumber: plate })).data.records;
    const created = await post(POSITION, { vehicleNumber: plate, positionTime: displayTime(fx.server.clock.now()), longitude: 117.12, latitude: 36.65, speed: 62.5, direction: 90, areaCode: '370102', address: '山东省济南市历下区经十路', onlineStatus: 'online' });
    expect(created.data).toMatchObject({ latest: true, driverCode: vehicle.driver_code, driverName: vehicle.driver_name });
    expect((await latest()).map((r) => r.id)).toEqual([created.data.id]);
    const older = await post(POSITION, { vehicleNumber: plate, positionTime: '2020-01-01 00:00:00', longitude: 117, latitude: 36, speed: 0, direction: 0, areaCode: '370102', address: '济南', onlineStatus: 'offline' });
    expect(older.data.latest).toBe(false);
    await remove(`${POSITION}/${created.data.id}`);
    expect((await latest()).length).toBe(1);
    const all = (await list(POSITION, { latest: 'true' })).data;
    expect(new Set(all.records.map((r) => r.vehicleNumber)).size).toBe(all.records.length);
  });

  test('coordinates outside China and speeds over 200 km/h are refused', async () => {
    const vehicle = await aVehicle(6);
    const answer = await post(POSITION, { vehicleNumber: vehicle.vehicle_number, positionTime: '2026-01-01 00:00:00', longitude: 10, latitude: 36, speed: 250, direction: 0, areaCode: '370102', address: 'x', onlineStatus: 'online' });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('insurance: the latest policy of each vehicle and kind, expiring ones in the to-do bar', () => {
  const expiring = async () => Number((await get<ToDoItem[]>(TODO_LIST)).data.find((item) => item.configKey === 'certificate_expiry')!.configValue);

  test('a policy ending within 30 days counts in certificate_expiry until a renewal follows it', async () => {
    // A vehicle none of whose cargo policies ends after this one (the demo's may run a year on).
    const later = new Set((await db().selectFrom('basic_vehicle_insurance').select('vehicle_number')
      .where('insurance_kind', '=', 'cargo').where('end_date', '>', day(15)).execute()).map((row) => row.vehicle_number));
    const vehicle = (await db().selectFrom('basic_vehicle').selectAll().where('review_status', '=', 'approved').where('driver_code', 'is not', null)
      .orderBy('id').execute()).find((row) => !later.has(row.vehicle_number))!;
    const policy = { vehicleNumber: vehicle.vehicle_number, insuranceCompanyCode: 'PICC', insuranceKind: 'cargo', insuredName: '测试运输有限公司', premium: 1200, insuredAmount: 300000 };
    // The vehicle's own earlier cargo policies stop counting once this one is the latest.
    const before = await expiring();
    const ending = await post(INSURANCE, { ...policy, policyNumber: 'PICC2026000000000001', startDate: day(-350), endDate: day(15) });
    expect(ending.data.latest).toBe(true);
    const withEnding = await expiring();
    expect(withEnding).toBeGreaterThanOrEqual(before);
    const renewal = await post(INSURANCE, { ...policy, policyNumber: 'PICC2026000000000002', startDate: day(15), endDate: day(380) });
    expect(renewal.data.latest).toBe(true);
    expect((await get(`${INSURANCE}/${ending.data.id}`)).data.latest).toBe(false);
    expect(await expiring()).toBe(withEnding - 1);
  });

  test('the tabs\' date ranges: expired policies end before today, expiring ones within 30 days', async () => {
    const expired = (await list(INSURANCE, { endDateEnd: day(-1) })).data.records;
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.every((r) => String(r.endDate) < day(0))).toBe(true);
    const soon = (await list(INSURANCE, { endDateStart: day(0), endDateEnd: day(30) })).data.records;
    expect(soon.every((r) => String(r.endDate) >= day(0) && String(r.endDate) <= day(30))).toBe(true);
  });

  test('an invalid plate or a start date that is no date is refused', async () => {
    const answer = await post(INSURANCE, { vehicleNumber: 'ABC', insuranceCompanyCode: 'PICC', insuranceKind: 'compulsory', policyNumber: 'x', insuredName: 'x', premium: 1, insuredAmount: 1, startDate: '20261340', endDate: day(1) });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('violations, accidents and fixed costs: their handling states', () => {
  test('a violation is handled with its date; a handled one cannot change its fine', async () => {
    const vehicle = await aVehicle(8);
    // The driver is chosen on the form (the vehicle's, here); his name is filled from his record.
    const { data } = await post(VIOLATION, { vehicleNumber: vehicle.vehicle_number, driverCode: vehicle.driver_code, violationTime: '2026-10-01 10:00:00', areaCode: '370102', violationAddress: '经十路与舜耕路交叉口', violationCode: '1625', fine: 200, points: 6 });
    expect(data).toMatchObject({ status: 'unhandled', driverName: vehicle.driver_name });
    expect((await post(`${VIOLATION}/${data.id}/finish`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const handled = await post(`${VIOLATION}/${data.id}/finish`, { handledDate: day(0) });
    expect(handled.data).toMatchObject({ status: 'handled', handledDate: day(0) });
    expect((await put(`${VIOLATION}/${data.id}`, { fine: 100 })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(VIOLATION, { vehicleNumber: vehicle.vehicle_number, violationTime: '2026-10-01 10:00:00', areaCode: '370102', violationAddress: 'x', violationCode: '1625', fine: 200, points: 13 })).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('an accident may name its waybill and is closed with its loss and claim', async () => {
    const waybill = await db().selectFrom('tms_waybill').selectAll().where('status', '=', 'completed').limit(1).executeTakeFirstOrThrow() as Row;
    const { data } = await post(ACCIDENT, { vehicleNumber: waybill.vehicle_number, driverCode: waybill.driver_code, shippingNoteNumber: waybill.shipping_note_number, accidentTime: '2026-10-02 03:00:00', areaCode: '370102', accidentAddress: '济南绕城高速K12+300', accidentKind: 'rear_end', responsibility: 'main', injuries: 0, deaths: 0, claimStatus: 'filed' });
    expect(data).toMatchObject({ status: 'registered' });
    expect(String(data.accidentNumber)).toMatch(/^SG\d{14}$/);
    expect((await post(ACCIDENT, { ...data, id: undefined, accidentNumber: undefined, status: undefined, shippingNoteNumber: 'YD00000000000000' })).status).toBe(Status.INVALID_PAYLOAD);
    const closed = await post(`${ACCIDENT}/${data.id}/close`, { lossAmount: 18000, claimStatus: 'settled', claimAmount: 15000 });
    expect(closed.data).toMatchObject({ status: 'closed', claimAmount: 15000 });
    expect(closed.data.closedDateTime).toBeTruthy();
  });

  test('a fixed cost is paid once; the batch of a paid one is refused', async () => {
    const vehicle = await aVehicle(9);
    const { data } = await post(COST, { vehicleNumber: vehicle.vehicle_number, costItem: 'gps_service', cycle: 'yearly', amount: 480, periodStart: day(0), periodEnd: day(364), dueDate: day(10), payee: '中交兴路信息科技有限公司' });
    expect(data.status).toBe('unpaid');
    expect((await post(`${COST}/${data.id}/pay`, {})).data).toMatchObject({ status: 'paid' });
    expect((await post(`${COST}/${data.id}/pay`, {})).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('the profit reports can sum the costs by month', async () => {
    const { data } = await get<{ records: Row[] }>(`${COST}/aggregate`, { groupBy: 'dueDate:month', measures: 'count,amount:sum', pageSize: 50 });
    expect(data.records.length).toBeGreaterThan(6);
    expect(data.records.every((r) => Number(r['amount:sum']) > 0)).toBe(true);
  });
});

describe('permissions and data scope', () => {
  test('a driver holds none of these screens but 加油消耗: the API refuses him, and shows him his own refuellings only', async () => {
    for (const path of [INSURANCE, REPAIR, VIOLATION, ACCIDENT, COST, POSITION]) {
      expect((await list(path, {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    }
    const own = await list(REFUEL, {}, fx.tokens.driver);
    expect(own.status).toBe(Status.OK);
    const records = (own.data as { records: Row[] }).records;
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((record) => record.driverCode))).toEqual(new Set([fx.codes.driver]));
  });
});
