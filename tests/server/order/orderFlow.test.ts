// The cargo flow (issue 13): a shipper publishes an order, the platform audits it (one or two
// levels as 审核配置 says), drivers take it in the hall with their own vehicles, the shipper
// accepts a bid and the waybill is made and dispatched; a split order becomes one waybill per
// vehicle; signing the waybills completes the order. Through the API of a real server on the
// demo data: the state machines' allowed and refused moves, who may make each, and two reviewers
// acting at once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { entityRows, startFixture, type Fixture } from '../entities/support';
import { toDoCounts } from '../todo/support';
import { ORDER, orderPayload as basePayload } from './support';

const BID = '/ntocc-tms-api/orderBid';
const WAYBILL = '/ntocc-tms-api/waybill';
const AUDIT_CONFIG = '/ntocc-basic-api/auditConfig';

type Row = Record<string, unknown>;
let fx: Fixture;
let driverVehicle: string;
beforeAll(async () => {
  fx = await startFixture();
  // The demo driver drives an approved vehicle of his own.
  const vehicle = await entityRows(fx).selectFrom('basic_vehicle').select('vehicle_number')
    .where('driver_code', '=', fx.codes.driver).where('review_status', '=', 'approved').executeTakeFirst();
  if (vehicle) driverVehicle = String(vehicle.vehicle_number);
  else {
    const any = await entityRows(fx).selectFrom('basic_vehicle').select(['id', 'vehicle_number']).where('review_status', '=', 'approved').executeTakeFirstOrThrow();
    await entityRows(fx).updateTable('basic_vehicle').set({ driver_code: fx.codes.driver }).where('id', '=', any.id).execute();
    driverVehicle = String(any.vehicle_number);
  }
});
afterAll(() => fx.server.close());

const call = <T = Row>(path: string, token: string, options: { method?: string; json?: unknown; query?: Record<string, string | number> } = {}) =>
  fx.api.call<T>(path, { token, ...options });
const post = (path: string, token: string, json: unknown = {}) => call(path, token, { method: 'POST', json });
const list = (path: string, token: string, query: Record<string, string | number> = {}) =>
  call<{ records: Row[]; total: number }>(`${path}/list`, token, { query: { pageSize: 500, ...query } });
const todo = async (key: string) => (await toDoCounts(fx.api, fx.tokens.staff))[key] ?? 0;

async function shipperRecord(): Promise<Row> {
  return entityRows(fx).selectFrom('basic_shipper').selectAll().where('shipper_code', '=', fx.codes.shipper).executeTakeFirstOrThrow() as Promise<Row>;
}

const orderPayload = (extra: Row = {}): Row => basePayload(fx.codes.shipper, extra);

/** A published order of the demo shipper (created, submitted and approved by staff). */
async function publishedOrder(extra: Row = {}): Promise<Row> {
  const created = await post(ORDER, fx.tokens.shipper, orderPayload(extra));
  expect(created.status, created.msg).toBe(Status.OK);
  const id = Number(created.data.id);
  expect((await post(`${ORDER}/${id}/publish`, fx.tokens.shipper)).status).toBe(Status.OK);
  const approved = await post(`${ORDER}/${id}/approve`, fx.tokens.staff);
  expect(approved.status, approved.msg).toBe(Status.OK);
  return approved.data;
}

async function bidOf(orderNumber: unknown, token = fx.tokens.driver): Promise<Row> {
  const bids = await list(BID, token, { orderNumber: String(orderNumber) });
  return bids.data.records[0]!;
}

describe('demo data', () => {
  test('the hall holds published orders the driver sees, and none of another state', async () => {
    const hall = await list(ORDER, fx.tokens.driver);
    expect(hall.status).toBe(Status.OK);
    expect(hall.data.total).toBeGreaterThan(10);
    expect(new Set(hall.data.records.map((order) => order.status))).toEqual(new Set(['published']));
  });

  test('a shipper sees only his own orders, in every state', async () => {
    const own = await list(ORDER, fx.tokens.shipper);
    expect(own.data.records.every((order) => order.shipperCode === fx.codes.shipper)).toBe(true);
  });
});

describe('publishing and the audit', () => {
  test('a draft is submitted, counted in auth_order_count, approved into the hall', async () => {
    const before = await todo('auth_order_count');
    const draft = await post(ORDER, fx.tokens.shipper, orderPayload());
    expect(draft.data.status).toBe('draft');
    expect(String(draft.data.orderNumber)).toMatch(/^HY\d{14}$/);
    const submitted = await post(`${ORDER}/${Number(draft.data.id)}/publish`, fx.tokens.shipper);
    expect(submitted.data.status).toBe('pending_audit');
    expect(await todo('auth_order_count')).toBe(before + 1);
    // A shipper may not audit his own order.
    expect((await post(`${ORDER}/${Number(draft.data.id)}/approve`, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
    const approved = await post(`${ORDER}/${Number(draft.data.id)}/approve`, fx.tokens.staff);
    expect(approved.data.status).toBe('published');
    expect(await todo('auth_order_count')).toBe(before);
    // Approving again is refused, naming the state.
    const again = await post(`${ORDER}/${Number(draft.data.id)}/approve`, fx.tokens.staff);
    // Out of the audit queue now: not found there, with its state named.
    expect(again.status).toBe(Status.NOT_FOUND);
    expect(again.msg).toContain('已发布');
  });

  test('a rejection needs a reason; the shipper edits and submits again', async () => {
    const draft = await post(ORDER, fx.tokens.shipper, orderPayload());
    const id = Number(draft.data.id);
    await post(`${ORDER}/${id}/publish`, fx.tokens.shipper);
    expect((await post(`${ORDER}/${id}/reject`, fx.tokens.staff, {})).status).toBe(Status.INVALID_PAYLOAD);
    const rejected = await post(`${ORDER}/${id}/reject`, fx.tokens.staff, { auditRemark: '装货地址不详细' });
    expect(rejected.data.status).toBe('rejected');
    // The shipper reads the reason in the order's history.
    const history = await call<{ action: string; values: Row }[]>(`${ORDER}/${id}/history`, fx.tokens.shipper);
    expect(history.data[0]).toMatchObject({ action: 'reject', values: { auditRemark: '装货地址不详细' } });
    const edited = await call(`${ORDER}/${id}`, fx.tokens.shipper, { method: 'PUT', json: { placeOfLoading: '天津市滨海新区临港经济区渤海十路 88 号 3 号门' } });
    expect(edited.status, edited.msg).toBe(Status.OK);
    expect((await post(`${ORDER}/${id}/publish`, fx.tokens.shipper)).data.status).toBe('pending_audit');
    // Under audit the order's terms are locked.
    expect((await call(`${ORDER}/${id}`, fx.tokens.shipper, { method: 'PUT', json: { unitPrice: 90 } })).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a shipper\'s order names himself whatever he sends: the form does not ask for it', async () => {
    const { shipperCode: _ignored, ...withoutShipper } = orderPayload();
    const created = await post(ORDER, fx.tokens.shipper, withoutShipper);
    expect(created.status, created.msg).toBe(Status.OK);
    const shipper = await shipperRecord();
    expect(created.data).toMatchObject({ shipperCode: fx.codes.shipper, shipperName: shipper.shipper_name, status: 'draft' });
    const other = await post(ORDER, fx.tokens.shipper, orderPayload({ shipperCode: fx.codes.shipperco }));
    // Naming another shipper changes nothing: the order is his own.
    expect(other.status, other.msg).toBe(Status.OK);
    expect(other.data.shipperCode).toBe(fx.codes.shipper);
    // Nor can he say staff published it for him (客服代发); his mini-program orders keep their channel.
    expect((await post(ORDER, fx.tokens.shipper, orderPayload({ channel: 'staff' }))).data.channel).toBe('web');
    expect((await post(ORDER, fx.tokens.shipper, orderPayload({ channel: 'wechat' }))).data.channel).toBe('wechat');
    expect((await post(ORDER, fx.tokens.staff, orderPayload({ channel: 'staff' }))).data.channel).toBe('staff');
  });

  test('a loading window must end after it starts', async () => {
    const bad = await post(ORDER, fx.tokens.shipper, orderPayload({ loadingEnd: '2026-12-01 07:00:00' }));
    expect(bad.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(bad.data)).toContain('loadingEnd');
  });

  test('two levels: branch staff approve the first, the platform admin the second; one person cannot do both', async () => {
    const config = await post(AUDIT_CONFIG, fx.tokens.admin, { reviewType: 'cargo', levels: '2', firstRoleCode: 'BRANCH_STAFF', secondRoleCode: 'PLAT_ADMIN', enabled: true });
    expect(config.status, config.msg).toBe(Status.OK);
    try {
      const draft = await post(ORDER, fx.tokens.shipper, orderPayload());
      const id = Number(draft.data.id);
      await post(`${ORDER}/${id}/publish`, fx.tokens.shipper);
      // The admin may not approve level 1 (the staff role's).
      const early = await post(`${ORDER}/${id}/approve`, fx.tokens.admin);
      expect(early.status).toBe(Status.FORBIDDEN);
      expect(early.msg).toContain('分公司运营财务');
      const first = await post(`${ORDER}/${id}/approve`, fx.tokens.staff);
      expect(first.data).toMatchObject({ status: 'pending_audit', reviewLevel: 1 });
      const staffAgain = await post(`${ORDER}/${id}/approve`, fx.tokens.staff);
      expect(staffAgain.status).toBe(Status.FORBIDDEN);
      expect(staffAgain.msg).toContain('平台管理员');
      const second = await post(`${ORDER}/${id}/approve`, fx.tokens.admin);
      expect(second.data).toMatchObject({ status: 'published', reviewLevel: 2 });
      const history = await entityRows(fx).selectFrom('entity_action_log').select(['action', 'from_state', 'to_state'])
        .where('entity', '=', 'cargoOrder').where('record_id', '=', id).orderBy('id').execute();
      expect(history.map((line) => `${line.action}:${line.from_state}>${line.to_state}`)).toEqual([
        'publish:draft>pending_audit', 'approve:pending_audit>pending_audit', 'approve:pending_audit>published',
      ]);
      // The history the detail pages show: newest first, who decided and which level.
      const shown = await call<{ action: string; fromState: string; toState: string; operatorName: string; reviewLevel?: number }[]>(`${ORDER}/${id}/history`, fx.tokens.staff);
      expect(shown.data.map((line) => [line.action, line.toState, line.operatorName, line.reviewLevel])).toEqual([
        ['approve', 'published', '周明远', 2], ['approve', 'pending_audit', '陈晓燕', 1], ['publish', 'pending_audit', '李秀英', undefined],
      ]);
      // Another shipper does not reach the order, nor its history.
      expect((await call(`${ORDER}/${id}/history`, fx.tokens.shipperco)).status).toBe(Status.NOT_FOUND);
    } finally {
      await call(`${AUDIT_CONFIG}/${Number(config.data.id)}`, fx.tokens.admin, { method: 'DELETE' });
    }
  });

  test('two reviewers approving at once: one wins, the other is told the order changed', async () => {
    const draft = await post(ORDER, fx.tokens.shipper, orderPayload());
    const id = Number(draft.data.id);
    await post(`${ORDER}/${id}/publish`, fx.tokens.shipper);
    const answers = await Promise.all([post(`${ORDER}/${id}/approve`, fx.tokens.staff), post(`${ORDER}/${id}/approve`, fx.tokens.admin)]);
    expect(answers.filter((answer) => answer.status === Status.OK)).toHaveLength(1);
    const loser = answers.find((answer) => answer.status !== Status.OK)!;
    expect([Status.NOT_FOUND, Status.INVALID_PAYLOAD]).toContain(loser.status);
    expect(loser.msg).toMatch(/已发布|他人处理/);
    const lines = await entityRows(fx).selectFrom('entity_action_log').select('id').where('entity', '=', 'cargoOrder').where('record_id', '=', id).where('action', '=', 'approve').execute();
    expect(lines).toHaveLength(1);
  });
});

describe('the hall: drivers take orders, the shipper accepts a bid, the waybill is made', () => {
  test('a driver takes with his own vehicle once; staff and other vehicles are refused', async () => {
    const order = await publishedOrder();
    const id = Number(order.id);
    expect((await post(`${ORDER}/${id}/take`, fx.tokens.staff, { takeVehicleNumber: driverVehicle })).msg).toContain('只有司机');
    const other = await entityRows(fx).selectFrom('basic_vehicle').select('vehicle_number').where('review_status', '=', 'approved')
      .where('driver_code', '!=', fx.codes.driver).executeTakeFirstOrThrow();
    expect((await post(`${ORDER}/${id}/take`, fx.tokens.driver, { takeVehicleNumber: other.vehicle_number })).msg).toContain('您名下');
    const taken = await post(`${ORDER}/${id}/take`, fx.tokens.driver, { takeVehicleNumber: driverVehicle });
    expect(taken.status, taken.msg).toBe(Status.OK);
    const bid = await bidOf(order.orderNumber);
    // Per tonne: 32 t x 120 yuan.
    expect(bid).toMatchObject({ status: 'pending', vehicleNumber: driverVehicle, driverCode: fx.codes.driver, bidPrice: 3840, shipperCode: fx.codes.shipper });
    expect((await post(`${ORDER}/${id}/take`, fx.tokens.driver, { takeVehicleNumber: driverVehicle })).msg).toContain('已为该订单报价');
    // Another shipper sees nothing of it.
    expect((await list(BID, fx.tokens.shipperco, { orderNumber: String(order.orderNumber) })).data.total).toBe(0);
  });

  test('accepting makes a dispatched waybill under the order number; the order is taken; the driver may not accept', async () => {
    const order = await publishedOrder();
    await post(`${ORDER}/${Number(order.id)}/take`, fx.tokens.driver, { takeVehicleNumber: driverVehicle, takePrice: 3500 });
    const bid = await bidOf(order.orderNumber);
    expect((await post(`${BID}/${Number(bid.id)}/accept`, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    const accepted = await post(`${BID}/${Number(bid.id)}/accept`, fx.tokens.shipper);
    expect(accepted.status, accepted.msg).toBe(Status.OK);
    expect(accepted.data.status).toBe('accepted');
    const waybillNumber = String(accepted.data.shippingNoteNumber);
    expect(waybillNumber).toMatch(/^YD\d{14}$/);
    const waybills = await list(WAYBILL, fx.tokens.driver, { shippingNoteNumber: waybillNumber });
    expect(waybills.data.records[0]).toMatchObject({
      status: 'dispatched', originalDocumentNumber: order.orderNumber, serialNumber: '0000', vehicleNumber: driverVehicle,
      driverCode: fx.codes.driver, shipperCode: fx.codes.shipper, totalMonetaryAmount: 3500, goodsItemGrossWeight: 32, descriptionOfGoods: '螺纹钢',
    });
    const shipper = await shipperRecord();
    const stored = await entityRows(fx).selectFrom('tms_waybill').select('consignor_id').where('shipping_note_number', '=', waybillNumber).executeTakeFirstOrThrow();
    expect(stored.consignor_id).toBe(shipper.uscc ?? shipper.id_card);
    const after = await call(`${ORDER}/${Number(order.id)}`, fx.tokens.shipper);
    expect(after.data).toMatchObject({ status: 'dealt', acceptedCount: 1 });
    // A taken order cannot be cancelled while its waybill runs.
    expect((await post(`${ORDER}/${Number(order.id)}/cancel`, fx.tokens.shipper, { cancelReason: '不发了' })).msg).toContain('成交');
  });

  test('signing the waybill completes the order; a cancelled waybill reopens it', async () => {
    const order = await publishedOrder();
    await post(`${ORDER}/${Number(order.id)}/take`, fx.tokens.driver, { takeVehicleNumber: driverVehicle });
    const bid = await bidOf(order.orderNumber);
    const accepted = await post(`${BID}/${Number(bid.id)}/accept`, fx.tokens.staff);
    const waybill = (await list(WAYBILL, fx.tokens.staff, { shippingNoteNumber: String(accepted.data.shippingNoteNumber) })).data.records[0]!;
    const wid = Number(waybill.id);
    expect((await post(`${WAYBILL}/${wid}/load`, fx.tokens.driver, { despatchActualDateTime: '2026-12-01 09:00:00', loadingWeight: 32 })).status).toBe(Status.OK);
    expect((await post(`${WAYBILL}/${wid}/unload`, fx.tokens.driver, { goodsReceiptDateTime: '2026-12-01 16:00:00', unloadingWeight: 31.9 })).status).toBe(Status.OK);
    expect((await post(`${WAYBILL}/${wid}/sign`, fx.tokens.staff, { signedDateTime: '2026-12-01 17:00:00' })).status).toBe(Status.OK);
    expect((await call(`${ORDER}/${Number(order.id)}`, fx.tokens.staff)).data.status).toBe('completed');

    const other = await publishedOrder();
    await post(`${ORDER}/${Number(other.id)}/take`, fx.tokens.driver, { takeVehicleNumber: driverVehicle });
    const made = await post(`${BID}/${Number((await bidOf(other.orderNumber)).id)}/accept`, fx.tokens.staff);
    const otherWaybill = (await list(WAYBILL, fx.tokens.staff, { shippingNoteNumber: String(made.data.shippingNoteNumber) })).data.records[0]!;
    expect((await post(`${WAYBILL}/${Number(otherWaybill.id)}/cancel`, fx.tokens.staff, { cancelReason: '车辆故障' })).status).toBe(Status.OK);
    expect((await call(`${ORDER}/${Number(other.id)}`, fx.tokens.staff)).data).toMatchObject({ status: 'published', acceptedCount: 0 });
  });

  test('a split order becomes one waybill per vehicle, 0001 and 0002; then the other bids are declined', async () => {
    const order = await publishedOrder({ goodsItemGrossWeight: 64 });
    const id = Number(order.id);
    expect((await post(`${ORDER}/${id}/split`, fx.tokens.staff, { vehicleCount: 2 })).data).toMatchObject({ vehicleCount: 2, status: 'published' });
    // Two vehicles of two approved drivers take their parts through staff (指派) and the hall.
    const [second, third] = await entityRows(fx).selectFrom('basic_vehicle').select(['vehicle_number', 'driver_code']).where('review_status', '=', 'approved')
      .where('driver_code', 'is not', null).where('driver_code', '!=', fx.codes.driver).limit(2).execute();
    const dispatched = await post(`${ORDER}/${id}/dispatch`, fx.tokens.staff, { dispatchDriverCode: second!.driver_code, takeVehicleNumber: second!.vehicle_number });
    expect(dispatched.status, dispatched.msg).toBe(Status.OK);
    expect(dispatched.data).toMatchObject({ status: 'published', acceptedCount: 1 });
    await post(`${ORDER}/${id}/take`, fx.tokens.driver, { takeVehicleNumber: driverVehicle });
    const bid = await bidOf(order.orderNumber);
    expect((await post(`${BID}/${Number(bid.id)}/accept`, fx.tokens.shipper)).status).toBe(Status.OK);
    const parts = await list(WAYBILL, fx.tokens.staff, { originalDocumentNumber: String(order.orderNumber) });
    expect(parts.data.records.map((w) => [w.serialNumber, w.goodsItemGrossWeight]).sort()).toEqual([['0001', 32], ['0002', 32]]);
    expect((await call(`${ORDER}/${id}`, fx.tokens.staff)).data).toMatchObject({ status: 'dealt', acceptedCount: 2 });
    // The order is full: fewer vehicles than taken is refused, and a late take too.
    expect((await post(`${ORDER}/${id}/split`, fx.tokens.staff, { vehicleCount: 1 })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`${ORDER}/${id}/dispatch`, fx.tokens.staff, { dispatchDriverCode: third!.driver_code, takeVehicleNumber: third!.vehicle_number })).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a withdrawn bid cannot be accepted; a cancelled order declines its pending bids', async () => {
    const order = await publishedOrder();
    await post(`${ORDER}/${Number(order.id)}/take`, fx.tokens.driver, { takeVehicleNumber: driverVehicle });
    const bid = await bidOf(order.orderNumber);
    expect((await post(`${BID}/${Number(bid.id)}/withdraw`, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
    expect((await post(`${BID}/${Number(bid.id)}/withdraw`, fx.tokens.driver)).data.status).toBe('withdrawn');
    expect((await post(`${BID}/${Number(bid.id)}/accept`, fx.tokens.shipper)).status).toBe(Status.INVALID_PAYLOAD);
    await post(`${ORDER}/${Number(order.id)}/take`, fx.tokens.driver, { takeVehicleNumber: driverVehicle });
    expect((await post(`${ORDER}/${Number(order.id)}/cancel`, fx.tokens.shipper, { cancelReason: '货物未备齐' })).data.status).toBe('cancelled');
    const bids = await list(BID, fx.tokens.driver, { orderNumber: String(order.orderNumber) });
    expect(bids.data.records.map((b) => b.status).sort()).toEqual(['declined', 'withdrawn']);
  });
});
