// 预付管理 (issue 13): a driver asks for part of a loaded waybill's freight; staff approve it within
// the limits set on the waybill's shipper (预付比例上限 of the freight over all the waybill's
// approved and paid applications, 单笔预付上限), or reject it; an approved one is paid with the
// bank's serial number. Through the API of a real server on the demo data: the state machine
// (allowed and refused transitions, who may make each), the limits, one pending application per
// waybill, the waybill states a request is allowed in, the driver's scope, the to-do count
// pay_in_advance_count, and the demo records' links.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { entityRows, newWaybill, startFixture, tableRows, WAYBILL, type Fixture } from '../entities/support';
import { toDoCounts } from '../todo/support';

const PREPAY = '/ntocc-tms-api/payInAdvance';
const SHIPPER = '/ntocc-basic-api/shipper';

let fx: Fixture;
type Row = Record<string, unknown>;
const db = () => entityRows(fx);
const rows = (table: string) => tableRows(fx, table);
const post = (path: string, json: unknown, token = fx.tokens.staff) => fx.api.call<Row>(path, { method: 'POST', json, token });
const put = (path: string, json: unknown, token = fx.tokens.admin) => fx.api.call<Row>(path, { method: 'PUT', json, token });
const get = <T = Row>(path: string, query: Record<string, string | number> = {}, token = fx.tokens.staff) => fx.api.call<T>(path, { query, token });
const list = (query: Record<string, string | number> = {}, token = fx.tokens.staff) =>
  get<{ records: Row[]; total: number }>(`${PREPAY}/list`, { pageSize: 500, ...query }, token);
const pendingCount = async () => (await toDoCounts(fx.api, fx.tokens.staff)).pay_in_advance_count;
const messageOf = (answer: { msg: string; data: unknown }) =>
  [answer.msg, ...(((answer.data as { errors?: { message: string }[] } | null)?.errors) ?? []).map((e) => e.message)].join(' | ');

/** The demo shipper account's own shipper record: its limits bound our waybills' prepayments. */
let shipper: Row;
/** The demo driver's vehicle. */
let vehicle: Row;
/** The last demo application: the tests' own come after it. */
let lastDemoId = 0;

async function setLimits(maxRatio: number | null, maxAmount: number | null): Promise<void> {
  // The API cannot blank a field; a test without a limit writes the column itself.
  await db().updateTable('basic_shipper').set({ prepay_max_ratio: maxRatio, prepay_max_amount: maxAmount }).where('id', '=', Number(shipper.id)).execute();
}

/** A new waybill of the demo shipper with a freight of 8,650.50, dispatched to the demo driver
 * and, unless `status` says otherwise, loaded. */
async function aWaybill(status: 'dispatched' | 'loaded' | 'unloaded' | 'signed' = 'loaded', driverVehicle: Row = vehicle): Promise<string> {
  const created = await post(WAYBILL, newWaybill({ shipperCode: shipper.shipper_code, shipperName: shipper.shipper_name }), fx.tokens.admin);
  expect(created.status).toBe(Status.OK);
  const id = created.data.id;
  const steps: [string, Row][] = [
    ['dispatch', { vehicleNumber: driverVehicle.vehicle_number, vehiclePlateColorCode: driverVehicle.vehicle_plate_color_code, driverCode: driverVehicle.driver_code }],
    ['load', { despatchActualDateTime: '2026-03-01 08:00:00', loadingWeight: 32.5 }],
    ['unload', { goodsReceiptDateTime: '2026-03-01 20:00:00', unloadingWeight: 32.4 }],
    ['sign', { signedDateTime: '2026-03-01 21:00:00' }],
  ];
  const upTo = { dispatched: 1, loaded: 2, unloaded: 3, signed: 4 }[status];
  for (const [action, body] of steps.slice(0, upTo)) {
    const answer = await post(`${WAYBILL}/${id}/${action}`, body, fx.tokens.admin);
    expect(answer.status, `${action}: ${answer.msg}`).toBe(Status.OK);
  }
  return String(created.data.shippingNoteNumber);
}

const request = (shippingNoteNumber: string, applyAmount: number, token = fx.tokens.driver) =>
  post(PREPAY, { shippingNoteNumber, applyAmount, reason: '途中加油' }, token);

beforeAll(async () => {
  fx = await startFixture();
  // 预付款记录 is where a driver asks (the grant the DRIVER role needs in roles.json): the leaf,
  // view and add, no export.
  const leaf = await fx.server.db.selectFrom('menu').select('id').where('name', '=', 'prepaidRecord').executeTakeFirstOrThrow();
  await fx.server.db.insertInto('role_menu').values({ role_code: 'DRIVER', menu_id: leaf.id }).onConflict((oc) => oc.doNothing()).execute();
  await fx.server.db.insertInto('role_permission_deny').values({ role_code: 'DRIVER', code: 'prepaidRecord:export' }).onConflict((oc) => oc.doNothing()).execute();
  // One level of review unless a test configures two (审核配置).
  await db().deleteFrom('sys_audit_config').where('review_type', '=', 'prepaid').execute();
  shipper = await db().selectFrom('basic_shipper').selectAll().where('shipper_code', '=', fx.codes.shipper).executeTakeFirstOrThrow() as Row;
  vehicle = await db().selectFrom('basic_vehicle').selectAll().where('driver_code', '=', fx.codes.driver).orderBy('id').limit(1).executeTakeFirstOrThrow() as Row;
  await setLimits(30, 2000);
  lastDemoId = Number((await db().selectFrom('tms_pay_in_advance').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow()).last);
});
afterAll(() => fx.server.close());

describe('the shipper form holds the prepayment limits', () => {
  test('staff set 预付比例上限 and 单笔预付上限 on the shipper; a share above 100% is refused', async () => {
    const answer = await put(`${SHIPPER}/${shipper.id}`, { prepayMaxRatio: 30, prepayMaxAmount: 2000 });
    expect(answer.status, answer.msg).toBe(Status.OK);
    expect(answer.data).toMatchObject({ prepayMaxRatio: 30, prepayMaxAmount: 2000 });
    expect((await put(`${SHIPPER}/${shipper.id}`, { prepayMaxRatio: 120 })).status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('a request: the driver on his loaded waybill, one pending at a time', () => {
  test('the driver asks: the waybill\'s shipper, driver, vehicle, freight and his payee account are filled; the share is computed; the to-do count rises', async () => {
    const before = await pendingCount();
    const number = await aWaybill();
    const answer = await request(number, 1500);
    expect(answer.status, messageOf(answer)).toBe(Status.OK);
    const driver = await db().selectFrom('basic_driver').selectAll().where('driver_code', '=', fx.codes.driver).executeTakeFirstOrThrow() as Row;
    expect(answer.data).toMatchObject({
      status: 'pending', reviewLevel: 0, shippingNoteNumber: number, shipperCode: shipper.shipper_code, shipperName: shipper.shipper_name,
      driverCode: fx.codes.driver, driverName: driver.driver_name, vehicleNumber: vehicle.vehicle_number, freightAmount: 8650.5,
      applyAmount: 1500, applyRatio: 17.34, payeeName: driver.bank_account_name, payeeBankCode: driver.bank_code,
    });
    expect(String(answer.data.applyNumber)).toMatch(/^YF\d{14}$/);
    expect(await pendingCount()).toBe(before + 1);
    // A second request on the same waybill waits for the first.
    const again = await request(number, 500);
    expect(again.status).toBe(Status.INVALID_PAYLOAD);
    expect(messageOf(again)).toContain(`已有待审核的预付申请（${String(answer.data.applyNumber)}）`);
    expect(await pendingCount()).toBe(before + 1);
  });

  test('a waybill not yet loaded, already signed or cancelled is refused with its reason; so is another driver\'s waybill', async () => {
    const dispatched = await aWaybill('dispatched');
    expect(messageOf(await request(dispatched, 500))).toContain(`运单${dispatched}尚未装货`);
    const signed = await aWaybill('signed');
    expect(messageOf(await request(signed, 500))).toContain(`运单${signed}已签收`);
    const cancelledId = Number((await db().selectFrom('tms_waybill').select('id').where('shipping_note_number', '=', dispatched).executeTakeFirstOrThrow()).id);
    expect((await post(`${WAYBILL}/${cancelledId}/cancel`, { cancelReason: '货源取消' }, fx.tokens.admin)).status).toBe(Status.OK);
    expect(messageOf(await request(dispatched, 500, fx.tokens.staff))).toContain(`运单${dispatched}已取消`);
    const other = await db().selectFrom('basic_vehicle').selectAll().where('review_status', '=', 'approved')
      .where('driver_code', 'is not', null).where('driver_code', '!=', fx.codes.driver).orderBy('id').limit(1).executeTakeFirstOrThrow() as Row;
    const notHis = await aWaybill('loaded', other);
    const refused = await request(notHis, 500);
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(messageOf(refused)).toContain('只能为本人承运的运单申请预付');
    // Staff may enter it for that driver; an unloaded waybill is still in transit.
    const forHim = await request(notHis, 500, fx.tokens.staff);
    expect(forHim.status, messageOf(forHim)).toBe(Status.OK);
    expect(forHim.data.driverCode).toBe(other.driver_code);
    const unloaded = await aWaybill('unloaded');
    expect((await request(unloaded, 800)).status).toBe(Status.OK);
  });

  test('a request beyond the shipper\'s limits is refused at once', async () => {
    const number = await aWaybill();
    const overAmount = await request(number, 2100);
    expect(overAmount.status).toBe(Status.INVALID_PAYLOAD);
    expect(messageOf(overAmount)).toContain(`单笔预付上限2000.00元`);
    await setLimits(20, null);
    const overRatio = await request(number, 1800);
    expect(messageOf(overRatio)).toContain('预付比例上限20.00%');
    await setLimits(null, null);
    // Without limits the freight itself bounds the prepayments.
    expect(messageOf(await request(number, 9000))).toContain('超过运费金额8650.50元');
    await setLimits(30, 2000);
  });
});

describe('review and payment: 待审核 → 待付款 → 已付款, or 已驳回', () => {
  test('staff approve (the reviewer recorded, the to-do count falls), then pay with the serial number; the refused transitions', async () => {
    const number = await aWaybill();
    const { data } = await request(number, 1500);
    const id = Number(data.id);
    const before = await pendingCount();
    // Paying before the approval, approving without the screen's grant: refused.
    expect((await post(`${PREPAY}/${id}/pay`, { payDateTime: '2026-03-02 10:00:00', paySerialNumber: '2026030210000001' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`${PREPAY}/${id}/approve`, {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    const approved = await post(`${PREPAY}/${id}/approve`, { reviewRemark: '运输正常，同意预付' });
    expect(approved.status, messageOf(approved)).toBe(Status.OK);
    expect(approved.data).toMatchObject({ status: 'approved', reviewLevel: 1, reviewerName: '陈晓燕', reviewRemark: '运输正常，同意预付' });
    expect(approved.data.reviewDateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await pendingCount()).toBe(before - 1);
    // Approved once: neither approved nor rejected again.
    expect((await post(`${PREPAY}/${id}/approve`, {})).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`${PREPAY}/${id}/reject`, { rejectReason: 'x' })).status).toBe(Status.INVALID_PAYLOAD);
    // The payment needs the bank's serial number; the driver cannot record it.
    expect((await post(`${PREPAY}/${id}/pay`, { payDateTime: '2026-03-02 10:00:00' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`${PREPAY}/${id}/pay`, { payDateTime: '2026-03-02 10:00:00', paySerialNumber: '2026030210000001' }, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    const paid = await post(`${PREPAY}/${id}/pay`, { payDateTime: '2026-03-02 10:00:00', paySerialNumber: '2026030210000001' });
    expect(paid.status, messageOf(paid)).toBe(Status.OK);
    expect(paid.data).toMatchObject({ status: 'paid', payDateTime: '2026-03-02 10:00:00', paySerialNumber: '2026030210000001', payerName: '陈晓燕' });
    // Paid twice it cannot be (paid, it is also out of 预付款管理's reach: pending and approved only).
    expect((await post(`${PREPAY}/${id}/pay`, { payDateTime: '2026-03-02 10:00:00', paySerialNumber: '2026030210000002' })).status).not.toBe(Status.OK);
    // A paid application keeps its amount and stays on record.
    expect((await put(`${PREPAY}/${id}`, { applyAmount: 100 })).status).not.toBe(Status.OK);
    expect((await fx.api.call(`${PREPAY}/${id}`, { method: 'DELETE', token: fx.tokens.admin })).status).not.toBe(Status.OK);
    expect((await get(`${PREPAY}/${id}`)).data).toMatchObject({ status: 'paid', applyAmount: 1500, paySerialNumber: '2026030210000001' });
  });

  test('a rejection needs its reason; the to-do count falls and the waybill may be asked for again', async () => {
    const number = await aWaybill();
    const { data } = await request(number, 1000);
    const before = await pendingCount();
    expect((await post(`${PREPAY}/${data.id}/reject`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const rejected = await post(`${PREPAY}/${data.id}/reject`, { rejectReason: '运单装货信息待核实' });
    expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: '运单装货信息待核实', reviewerName: '陈晓燕' });
    expect(await pendingCount()).toBe(before - 1);
    // Rejected is final (and out of 预付款管理's reach: pending and approved only).
    expect((await post(`${PREPAY}/${data.id}/approve`, {})).status).not.toBe(Status.OK);
    expect((await post(`${PREPAY}/${data.id}/pay`, { payDateTime: '2026-03-02 10:00:00', paySerialNumber: '2026030210000003' })).status).not.toBe(Status.OK);
    expect((await get(`${PREPAY}/${data.id}`)).data.status).toBe('rejected');
    expect((await request(number, 600)).status).toBe(Status.OK);
  });

  test('an approval above the shipper\'s limits (changed since the request) is refused and the application stays pending', async () => {
    const number = await aWaybill();
    const first = await request(number, 1500);
    expect((await post(`${PREPAY}/${first.data.id}/approve`, {})).data.status).toBe('approved');
    // 1,500 approved + 1,000 = 2,500.00 ≤ 30% of 8,650.50 = 2,595.15.
    const second = await request(number, 1000);
    expect(second.status, messageOf(second)).toBe(Status.OK);
    await setLimits(25, 2000);
    const overRatio = await post(`${PREPAY}/${second.data.id}/approve`, {});
    expect(overRatio.status).toBe(Status.INVALID_PAYLOAD);
    expect(overRatio.msg).toBe(`运单累计预付2500.00元，占运费的28.90%，超过货主“${String(shipper.shipper_name)}”的预付比例上限25.00%`);
    await setLimits(30, 800);
    const overAmount = await post(`${PREPAY}/${second.data.id}/approve`, {});
    expect(overAmount.msg).toBe(`预付金额1000.00元超过货主“${String(shipper.shipper_name)}”的单笔预付上限800.00元`);
    expect((await get(`${PREPAY}/${second.data.id}`)).data).toMatchObject({ status: 'pending', reviewLevel: 0 });
    await setLimits(30, 2000);
    expect((await post(`${PREPAY}/${second.data.id}/approve`, {})).data.status).toBe('approved');
    // Nothing is left under the share: 2,500 approved, 100 more would pass 2,595.15.
    expect(messageOf(await request(number, 100))).toContain('预付比例上限30.00%');
  });

  test('with two levels (审核配置) the first approval keeps it pending; each level is held to the limits', async () => {
    const config = await post('/ntocc-basic-api/auditConfig', { reviewType: 'prepaid', levels: '2', firstRoleCode: 'BRANCH_STAFF', secondRoleCode: 'PLAT_ADMIN', enabled: true }, fx.tokens.admin);
    expect(config.status, config.msg).toBe(Status.OK);
    try {
      const number = await aWaybill();
      const { data } = await request(number, 1500);
      const first = await post(`${PREPAY}/${data.id}/approve`, {});
      expect(first.data).toMatchObject({ status: 'pending', reviewLevel: 1 });
      expect(await pendingCount()).toBeGreaterThan(0);
      await setLimits(10, 2000);
      const refused = await post(`${PREPAY}/${data.id}/approve`, {}, fx.tokens.admin);
      expect(refused.status).toBe(Status.INVALID_PAYLOAD);
      expect(refused.msg).toContain('预付比例上限10.00%');
      await setLimits(30, 2000);
      const second = await post(`${PREPAY}/${data.id}/approve`, {}, fx.tokens.admin);
      expect(second.data).toMatchObject({ status: 'approved', reviewLevel: 2, reviewerName: '周明远' });
    } finally {
      await db().deleteFrom('sys_audit_config').where('review_type', '=', 'prepaid').execute();
      await setLimits(30, 2000);
    }
  });
});

describe('scope and screens', () => {
  test('a driver lists only his own applications; staff see the branch\'s', async () => {
    const mine = (await list({}, fx.tokens.driver)).data;
    expect(mine.records.length).toBeGreaterThan(0);
    expect(mine.records.every((r) => r.driverCode === fx.codes.driver)).toBe(true);
    const all = (await list()).data;
    expect(all.total).toBeGreaterThan(mine.total);
    expect(new Set(all.records.map((r) => r.driverCode)).size).toBeGreaterThan(1);
    // Another driver's application answers 404 to him.
    const other = all.records.find((r) => r.driverCode !== fx.codes.driver)!;
    expect((await get(`${PREPAY}/${other.id}`, {}, fx.tokens.driver)).status).toBe(Status.NOT_FOUND);
  });

  test('a shipper holds no prepayment screen', async () => {
    expect((await list({}, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
  });

  test('the statistics group amounts by month and by shipper', async () => {
    const byMonth = await get<{ records: Row[] }>(`${PREPAY}/aggregate`, { groupBy: 'gmtCreated:month', measures: 'count,applyAmount:sum', pageSize: 50 });
    expect(byMonth.status).toBe(Status.OK);
    expect(byMonth.data.records.length).toBeGreaterThanOrEqual(6);
    expect(byMonth.data.records.every((r) => Number(r['applyAmount:sum']) > 0)).toBe(true);
    const byState = await get<{ records: Row[] }>(`${PREPAY}/aggregate`, { groupBy: 'status', measures: 'count', pageSize: 50 });
    expect(byState.data.records.map((r) => r.status).sort()).toEqual(['approved', 'paid', 'pending', 'rejected']);
  });
});

describe('demo data', () => {
  test('applications of real waybills, their parties copied, one per waybill; pending ones on waybills in transit', async () => {
    const applications = (await rows('tms_pay_in_advance')).filter((r) => Number(r.id) <= lastDemoId);
    expect(applications.length).toBeGreaterThanOrEqual(300);
    const waybills = new Map((await rows('tms_waybill')).map((w) => [w.shipping_note_number, w]));
    for (const a of applications) {
      const waybill = waybills.get(a.shipping_note_number);
      expect(waybill, String(a.shipping_note_number)).toBeDefined();
      expect(a.driver_code).toBe(waybill!.driver_code);
      expect(a.shipper_code).toBe(waybill!.shipper_code);
      expect(Number(a.freight_amount)).toBeCloseTo(Number(waybill!.total_monetary_amount), 2);
      expect(Number(a.apply_amount)).toBeLessThanOrEqual(Number(a.freight_amount) * 0.3 + 1);
      if (a.status === 'pending') expect(['loaded', 'unloaded']).toContain(waybill!.status);
      if (a.status === 'paid') expect(a.pay_serial_number).toBeTruthy();
      if (a.status === 'rejected') expect(a.reject_reason).toBeTruthy();
    }
    expect(new Set(applications.map((a) => a.shipping_note_number)).size).toBe(applications.length);
    const share = (s: string) => applications.filter((a) => a.status === s).length / applications.length;
    expect(share('paid')).toBeGreaterThan(0.6);
    for (const s of ['pending', 'approved', 'rejected']) expect(share(s)).toBeGreaterThan(0.02);
    // The demo driver has applications of his own.
    expect(applications.some((a) => a.driver_code === fx.codes.driver)).toBe(true);
  });
});
