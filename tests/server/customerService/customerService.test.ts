// Customer service (issue 13, tms/CustomerService/*): complaints with their replies, feedback,
// evaluations opened by a signed waybill, abnormal transport raised by the overdue sweep, and the
// vehicle alarms derived from the positions. Through the API of a real server on the seeded demo
// data: each state machine's allowed and refused transitions and who may make each, the driver's
// and shipper's own records only, the to-do counts rising and falling, demo data linked to real
// records.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { runCustomerServiceSweep } from '../../../server/routes/tms/customerService';
import { deriveAlarms, SPEED_LIMIT_KMH } from '../../../server/routes/tms/customerService/alarms';
import { addMs, displayTime, HOUR_MS } from '../../../server/storage/clock';
import { entityRows, startFixture, tableRows, type Fixture } from '../entities/support';
import { toDoCounts } from '../todo/support';

const TMS = '/ntocc-tms-api';
const COMPLAINT = `${TMS}/complaint`;
const REPLY = `${TMS}/complaintReply`;
const FEEDBACK = `${TMS}/feedback`;
const EVALUATION = `${TMS}/evaluation`;
const ABNORMAL = `${TMS}/transportAbnormal`;
const ALARM = `${TMS}/vehicleAlarm`;
const WAYBILL = `${TMS}/waybill`;

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

type Row = Record<string, unknown>;
const db = () => entityRows(fx);
const rows = (table: string) => tableRows(fx, table);
const post = (path: string, json: unknown, token = fx.tokens.staff) => fx.api.call<Row>(path, { method: 'POST', json, token });
const act = (path: string, id: unknown, action: string, json: unknown = {}, token = fx.tokens.staff) =>
  fx.api.call<Row>(`${path}/${String(id)}/${action}`, { method: 'POST', json, token });
const list = (path: string, query: Record<string, string | number> = {}, token = fx.tokens.staff) =>
  fx.api.call<{ records: Row[]; total: number }>(`${path}/list`, { query: { pageSize: 500, ...query }, token });
const now = () => fx.server.clock.now();

/** A waybill of the demo branch in a state, optionally given to the demo driver and shipper. */
async function aWaybill(status: string, skip = 0): Promise<Row> {
  return db().selectFrom('tms_waybill').selectAll().where('status', '=', status).orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow() as Promise<Row>;
}
async function giveTo(id: unknown, parties: { driver?: boolean; shipper?: boolean }): Promise<void> {
  await db().updateTable('tms_waybill').set({
    ...(parties.driver ? { driver_code: fx.codes.driver, driver_name: '演示司机' } : {}),
    ...(parties.shipper ? { shipper_code: fx.codes.shipper, shipper_name: '演示货主' } : {}),
  }).where('id', '=', Number(id)).execute();
}

describe('demo data: customer-service records linked to real records', () => {
  test('complaints, feedback and abnormalities are spread over their states; complaints name real waybills and their complainant', async () => {
    const complaints = await rows('tms_complaint');
    expect(complaints.length).toBeGreaterThan(100);
    expect(new Set(complaints.map((c) => c.status))).toEqual(new Set(['open', 'in_progress', 'answered', 'closed']));
    const waybills = new Map((await rows('tms_waybill')).map((w) => [w.shipping_note_number, w]));
    for (const complaint of complaints) {
      const waybill = waybills.get(complaint.shipping_note_number)!;
      expect(waybill).toBeDefined();
      expect(complaint.complainant_code).toBe(complaint.complainant_type === 'driver' ? waybill.driver_code : waybill.shipper_code);
    }
    expect(new Set((await rows('tms_feedback')).map((f) => f.status))).toEqual(new Set(['new', 'replied']));
    const abnormal = await rows('tms_transport_abnormal');
    expect(abnormal.every((a) => waybills.has(a.shipping_note_number))).toBe(true);
  });

  test('every signed or completed waybill has its two evaluations; most are rated with 1 to 5 stars, some still pending', async () => {
    const evaluations = await rows('tms_evaluation');
    const signed = (await rows('tms_waybill')).filter((w) => w.status === 'signed' || w.status === 'completed');
    expect(evaluations.length).toBe(signed.length * 2);
    const byWaybill = new Map<unknown, Row[]>();
    for (const e of evaluations) byWaybill.set(e.shipping_note_number, [...byWaybill.get(e.shipping_note_number) ?? [], e]);
    for (const waybill of signed) {
      const pair = byWaybill.get(waybill.shipping_note_number)!;
      expect(pair.map((e) => e.direction).sort()).toEqual(['driver_to_shipper', 'shipper_to_driver']);
      expect(pair.every((e) => e.driver_code === waybill.driver_code && e.shipper_code === waybill.shipper_code)).toBe(true);
    }
    const rated = evaluations.filter((e) => e.status === 'rated');
    const pending = evaluations.filter((e) => e.status === 'pending');
    expect(rated.length).toBeGreaterThan(evaluations.length * 0.8);
    expect(pending.length).toBeGreaterThan(0);
    expect(rated.every((e) => Number(e.score) >= 1 && Number(e.score) <= 5 && String(e.rate_date_time) > String(e.signed_date_time))).toBe(true);
    expect(pending.every((e) => e.score === null)).toBe(true);
  });

  test('alarms come from the positions: a speeding alarm is a report over the limit, a fatigue alarm over 4 hours of driving', async () => {
    const alarms = await rows('tms_vehicle_alarm');
    const positions = await rows('basic_vehicle_position');
    const speeding = alarms.filter((a) => a.alarm_kind === 'speeding');
    // The demo tracks speed once (a sustained run over the limit: positions/demoTracks.ts).
    expect(speeding.length).toBeGreaterThanOrEqual(1);
    for (const alarm of speeding) {
      expect(Number(alarm.speed)).toBeGreaterThan(SPEED_LIMIT_KMH);
      expect(positions.some((p) => p.vehicle_number === alarm.vehicle_number && Number(p.speed) === Number(alarm.speed))).toBe(true);
    }
    for (const alarm of alarms.filter((a) => a.alarm_kind === 'fatigue')) expect(Number(alarm.duration_hours)).toBeGreaterThan(4);
    expect(new Set(alarms.map((a) => a.alarm_kind)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(alarms.map((a) => a.status))).toEqual(new Set(['new', 'handled']));
  });
});

describe('complaints: a driver files about his own waybill, customer service takes, answers and the ticket closes', () => {
  test('the whole ticket, its replies, and the refused steps', async () => {
    const waybill = await aWaybill('completed', 3);
    await giveTo(waybill.id, { driver: true });
    const other = await aWaybill('completed', 4);
    // A driver files only about his own waybills.
    const refused = await post(COMPLAINT, { complainantType: 'driver', shippingNoteNumber: other.shipping_note_number, category: 'freight', content: '运费未结' }, fx.tokens.driver);
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    const created = await post(COMPLAINT, { complainantType: 'driver', shippingNoteNumber: waybill.shipping_note_number, category: 'freight', content: '卸货三天了尾款还没结' }, fx.tokens.driver);
    expect(created.status).toBe(Status.OK);
    const complaint = created.data;
    expect(complaint).toMatchObject({ status: 'open', complainantCode: fx.codes.driver, driverCode: fx.codes.driver, shipperCode: waybill.shipper_code, vehicleNumber: waybill.vehicle_number });
    expect(String(complaint.complaintNumber)).toMatch(/^TS\d{14}$/);
    // The driver may not take or answer it; closing an open ticket is refused by its state.
    expect((await act(COMPLAINT, complaint.id, 'handle', {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    expect((await act(COMPLAINT, complaint.id, 'answer', { reply: '好的' }, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    expect((await act(COMPLAINT, complaint.id, 'close')).status).toBe(Status.INVALID_PAYLOAD);
    // Customer service takes it (recorded as the handler), then must write an answer.
    const taken = await act(COMPLAINT, complaint.id, 'handle');
    expect(taken.data).toMatchObject({ status: 'in_progress' });
    expect(taken.data.handlerName).toBeTruthy();
    expect(taken.data.handleDateTime).toBe(displayTime(now()));
    expect((await act(COMPLAINT, complaint.id, 'handle')).status).toBe(Status.INVALID_PAYLOAD);
    expect((await act(COMPLAINT, complaint.id, 'answer', {})).status).toBe(Status.INVALID_PAYLOAD);
    const answered = await act(COMPLAINT, complaint.id, 'answer', { reply: '已联系货主，三个工作日内结清' });
    expect(answered.data).toMatchObject({ status: 'answered', reply: '已联系货主，三个工作日内结清' });
    const number = String(complaint.complaintNumber);
    const replies = async (token = fx.tokens.staff) => (await list(REPLY, { complaintNumber: number }, token)).data.records;
    expect((await replies()).map((r) => [r.authorType, r.content])).toEqual([['staff', '已联系货主，三个工作日内结清']]);
    // The driver adds to his answered ticket: it goes back to in progress; staff answer again.
    const followUp = await post(REPLY, { complaintNumber: number, content: '还是没有收到' }, fx.tokens.driver);
    expect(followUp.status).toBe(Status.OK);
    expect(followUp.data).toMatchObject({ authorType: 'driver', complainantCode: fx.codes.driver });
    expect((await fx.api.call<Row>(`${COMPLAINT}/${String(complaint.id)}`, { token: fx.tokens.staff })).data.status).toBe('in_progress');
    expect((await post(REPLY, { complaintNumber: number, content: '财务已打款，请查收' })).status).toBe(Status.OK);
    const again = (await fx.api.call<Row>(`${COMPLAINT}/${String(complaint.id)}`, { token: fx.tokens.staff })).data;
    expect(again).toMatchObject({ status: 'answered', reply: '财务已打款，请查收' });
    expect((await replies(fx.tokens.driver)).map((r) => r.authorType)).toEqual(['staff', 'driver', 'staff']);
    // The complainant closes it; a closed ticket takes no more replies.
    expect((await act(COMPLAINT, complaint.id, 'close', {}, fx.tokens.driver)).data).toMatchObject({ status: 'closed' });
    expect((await post(REPLY, { complaintNumber: number, content: '再补充一点' }, fx.tokens.driver)).status).toBe(Status.INVALID_PAYLOAD);
    expect((await act(COMPLAINT, complaint.id, 'answer', { reply: '再答复' })).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('staff file for a shipper by choosing the waybill; without one the complainant is unknown', async () => {
    const waybill = await aWaybill('signed', 2);
    const filed = await post(COMPLAINT, { complainantType: 'shipper', shippingNoteNumber: waybill.shipping_note_number, category: 'delay', content: '司机晚到一天' });
    expect(filed.status).toBe(Status.OK);
    expect(filed.data).toMatchObject({ complainantCode: waybill.shipper_code, complainantName: waybill.shipper_name });
    expect((await post(COMPLAINT, { complainantType: 'shipper', category: 'delay', content: '司机晚到一天' })).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a driver sees only his own complaints and their replies; a shipper only his; neither replies to another\'s', async () => {
    const own = (await list(COMPLAINT, {}, fx.tokens.driver)).data.records;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((c) => c.complainantCode === fx.codes.driver && c.complainantType === 'driver')).toBe(true);
    const shipperOwn = (await list(COMPLAINT, {}, fx.tokens.shipper)).data.records;
    expect(shipperOwn.every((c) => c.complainantCode === fx.codes.shipper && c.complainantType === 'shipper')).toBe(true);
    expect((await list(REPLY, {}, fx.tokens.driver)).data.records.every((r) => r.complainantCode === fx.codes.driver)).toBe(true);
    const others = await db().selectFrom('tms_complaint').select(['id', 'complaint_number']).where('complainant_type', '=', 'driver')
      .where('complainant_code', '!=', fx.codes.driver).where('status', '!=', 'closed').limit(1).executeTakeFirstOrThrow();
    expect((await fx.api.call(`${COMPLAINT}/${String(others.id)}`, { token: fx.tokens.driver })).status).toBe(Status.NOT_FOUND);
    expect((await post(REPLY, { complaintNumber: others.complaint_number, content: '我也有意见' }, fx.tokens.driver)).status).not.toBe(Status.OK);
  });
});

describe('feedback: new → replied once', () => {
  test('customer service replies, a second reply is refused', async () => {
    const created = await post(FEEDBACK, { channel: 'driver_app', feedbackType: 'fault', content: '上传回单一直转圈', contactName: '王建国', contactPhone: '13812345678' });
    expect(created.data).toMatchObject({ status: 'new' });
    expect((await act(FEEDBACK, created.data.id, 'reply', {})).status).toBe(Status.INVALID_PAYLOAD);
    const replied = await act(FEEDBACK, created.data.id, 'reply', { replyContent: '已修复，请升级后重试' });
    expect(replied.data).toMatchObject({ status: 'replied', replyContent: '已修复，请升级后重试' });
    expect(replied.data.replierName).toBeTruthy();
    expect((await act(FEEDBACK, created.data.id, 'reply', { replyContent: '再次回复' })).status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('evaluations: a signed waybill opens two, each party rates its own, valuating_count rises and falls', () => {
  test('signing, rating by each side, refusals and the reply', async () => {
    const waybill = await aWaybill('unloaded');
    await giveTo(waybill.id, { driver: true, shipper: true });
    const before = (await toDoCounts(fx.api, fx.tokens.staff)).valuating_count;
    const signed = await act(WAYBILL, waybill.id, 'sign', { signedDateTime: displayTime(now()) });
    expect(signed.status).toBe(Status.OK);
    expect((await toDoCounts(fx.api, fx.tokens.staff)).valuating_count).toBe(before + 2);
    const pair = (await list(EVALUATION, { shippingNoteNumber: String(waybill.shipping_note_number) })).data.records;
    expect(pair.map((e) => [e.direction, e.status]).sort()).toEqual([['driver_to_shipper', 'pending'], ['shipper_to_driver', 'pending']]);
    const driverSide = pair.find((e) => e.direction === 'driver_to_shipper')!;
    const shipperSide = pair.find((e) => e.direction === 'shipper_to_driver')!;
    // Each party rates only its own side; staff rate neither; stars are 1 to 5.
    expect((await act(EVALUATION, shipperSide.id, 'rate', { score: 5 }, fx.tokens.driver)).status).toBe(Status.INVALID_PAYLOAD);
    expect((await act(EVALUATION, driverSide.id, 'rate', { score: 5 })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await act(EVALUATION, driverSide.id, 'rate', { score: 6 }, fx.tokens.driver)).status).toBe(Status.INVALID_PAYLOAD);
    expect((await act(EVALUATION, driverSide.id, 'reply', { replyContent: '感谢' })).status).toBe(Status.INVALID_PAYLOAD);
    const rated = await act(EVALUATION, driverSide.id, 'rate', { score: 4, tags: ['结算及时'], content: '装货快' }, fx.tokens.driver);
    expect(rated.data).toMatchObject({ status: 'rated', score: 4, tags: ['结算及时'], rateDateTime: displayTime(now()) });
    expect((await toDoCounts(fx.api, fx.tokens.staff)).valuating_count).toBe(before + 1);
    expect((await act(EVALUATION, driverSide.id, 'rate', { score: 3 }, fx.tokens.driver)).status).toBe(Status.INVALID_PAYLOAD);
    expect((await act(EVALUATION, shipperSide.id, 'rate', { score: 5, content: '准时到达' }, fx.tokens.shipper)).status).toBe(Status.OK);
    expect((await toDoCounts(fx.api, fx.tokens.staff)).valuating_count).toBe(before);
    // Staff reply (the state stays rated); the parties may not.
    expect((await act(EVALUATION, shipperSide.id, 'reply', { replyContent: '感谢评价' }, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
    const reply = await act(EVALUATION, shipperSide.id, 'reply', { replyContent: '感谢评价' });
    expect(reply.data).toMatchObject({ status: 'rated', replyContent: '感谢评价' });
    expect(reply.data.replierName).toBeTruthy();
  });

  test('a driver sees only the evaluations of his waybills, a shipper only his', async () => {
    const driver = (await list(EVALUATION, {}, fx.tokens.driver)).data.records;
    expect(driver.length).toBeGreaterThan(0);
    expect(driver.every((e) => e.driverCode === fx.codes.driver)).toBe(true);
    const shipper = (await list(EVALUATION, {}, fx.tokens.shipper)).data.records;
    expect(shipper.length).toBeGreaterThan(0);
    expect(shipper.every((e) => e.shipperCode === fx.codes.shipper)).toBe(true);
  });
});

describe('abnormal transport: the overdue sweep, manual registration, handling and closing', () => {
  test('a waybill loaded 80 hours ago gets one 超时未卸货 record, not two; transport_abnormal_count rises and falls', async () => {
    const waybill = await aWaybill('loaded');
    await db().updateTable('tms_waybill').set({ despatch_actual_date_time: displayTime(addMs(now(), -80 * HOUR_MS)) }).where('id', '=', Number(waybill.id)).execute();
    await db().deleteFrom('tms_transport_abnormal').where('shipping_note_number', '=', String(waybill.shipping_note_number)).execute();
    const before = (await toDoCounts(fx.api, fx.tokens.staff)).transport_abnormal_count;
    const first = await runCustomerServiceSweep(fx.server.db, now());
    expect(first.abnormal).toBeGreaterThanOrEqual(1);
    const raised = (await rows('tms_transport_abnormal')).filter((a) => a.shipping_note_number === waybill.shipping_note_number);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ abnormal_type: 'unload_overdue', status: 'open', auto_created: 1, vehicle_number: waybill.vehicle_number, driver_code: waybill.driver_code });
    expect(String(raised[0]!.abnormal_number)).toMatch(/^YC\d{14}$/);
    expect((await toDoCounts(fx.api, fx.tokens.staff)).transport_abnormal_count).toBe(before + first.abnormal);
    expect((await runCustomerServiceSweep(fx.server.db, now())).abnormal).toBe(0);
    expect((await rows('tms_transport_abnormal')).filter((a) => a.shipping_note_number === waybill.shipping_note_number)).toHaveLength(1);
    // Handling needs a contact record; closing needs a result and lowers the count.
    const id = raised[0]!.id;
    expect((await act(ABNORMAL, id, 'handle', {})).status).toBe(Status.INVALID_PAYLOAD);
    const handling = await act(ABNORMAL, id, 'handle', { contactRecord: '已联系司机，车辆在服务区修车' });
    expect(handling.data).toMatchObject({ status: 'handling' });
    expect(handling.data.handlerName).toBeTruthy();
    expect((await toDoCounts(fx.api, fx.tokens.staff)).transport_abnormal_count).toBe(before + first.abnormal);
    expect((await act(ABNORMAL, id, 'close', {})).status).toBe(Status.INVALID_PAYLOAD);
    expect((await act(ABNORMAL, id, 'close', { result: '货物已送达卸货' })).data).toMatchObject({ status: 'closed' });
    expect((await toDoCounts(fx.api, fx.tokens.staff)).transport_abnormal_count).toBe(before + first.abnormal - 1);
    expect((await act(ABNORMAL, id, 'close', { result: '再关一次' })).status).toBe(Status.INVALID_PAYLOAD);
    // A closed record is not raised again while the waybill stays loaded.
    expect((await runCustomerServiceSweep(fx.server.db, now())).abnormal).toBe(0);
  });

  test('staff register one by hand: the waybill\'s vehicle and driver are copied, not raised by the system', async () => {
    const waybill = await aWaybill('loaded', 1);
    const created = await post(ABNORMAL, { shippingNoteNumber: waybill.shipping_note_number, abnormalType: 'breakdown', occurDateTime: displayTime(now()), description: '高速爆胎，等待救援' });
    expect(created.status).toBe(Status.OK);
    expect(created.data).toMatchObject({ status: 'open', autoCreated: false, vehicleNumber: waybill.vehicle_number, driverName: waybill.driver_name });
  });
});

describe('vehicle alarms: derived from the position reports, handled by staff', () => {
  test('a report over the speed limit raises a speeding alarm once; staff handle it with a note, the driver may not', async () => {
    const vehicle = await db().selectFrom('basic_vehicle').selectAll().where('review_status', '=', 'approved').where('driver_code', 'is not', null)
      .orderBy('id').limit(1).executeTakeFirstOrThrow();
    // Speeding is a run over the limit lasting 5 minutes (the default alarm_speedingMinutes),
    // reported after the vehicle's demo points.
    const at = displayTime(addMs(now(), 60_000));
    const report = {
      vehicle_number: vehicle.vehicle_number, vehicle_plate_color_code: vehicle.vehicle_plate_color_code, driver_code: vehicle.driver_code, driver_name: vehicle.driver_name,
      position_time: at, longitude: 117.12, latitude: 36.65, speed: 96.5, direction: 90, area_code: '370102', address: '济南绕城高速K12+300',
      online_status: 'online', latest: 0, branch_code: vehicle.branch_code, gmt_created: at, gmt_modified: at,
    };
    // Positions come from the terminals (no screen writes them): the derivation reads the new report.
    const derive = () => fx.server.db.transaction().execute((trx) => deriveAlarms(trx, now(), addMs(now(), -12 * HOUR_MS), String(vehicle.vehicle_number)));
    await db().insertInto('basic_vehicle_position').values(report).execute();
    await db().insertInto('basic_vehicle_position').values({ ...report, position_time: displayTime(addMs(now(), 7 * 60_000)), speed: 92 }).execute();
    expect(await derive()).toBeGreaterThanOrEqual(1);
    await db().insertInto('basic_vehicle_position').values({ ...report, position_time: displayTime(addMs(now(), 8 * 60_000)), speed: 60 }).execute();
    expect(await derive()).toBe(0);
    const speeding = (await list(ALARM, { vehicleNumber: String(vehicle.vehicle_number), alarmKind: 'speeding' })).data.records.filter((a) => a.alarmTime === at);
    expect(speeding).toHaveLength(1);
    expect(speeding[0]).toMatchObject({ speed: 96.5, speedLimit: SPEED_LIMIT_KMH, status: 'new', driverCode: vehicle.driver_code, areaCode: '370102' });
    const id = speeding[0]!.id;
    expect((await act(ALARM, id, 'handle', { handleNote: '已提醒' }, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    expect((await act(ALARM, id, 'handle', {})).status).toBe(Status.INVALID_PAYLOAD);
    const handled = await act(ALARM, id, 'handle', { handleNote: '已电话提醒司机减速' });
    expect(handled.data).toMatchObject({ status: 'handled', handleNote: '已电话提醒司机减速' });
    expect(handled.data.handlerName).toBeTruthy();
    expect((await act(ALARM, id, 'handle', { handleNote: '再次处理' })).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('the warning screens see only their kind', async () => {
    const speedOnly = await fx.server.db.selectFrom('menu').select(['fixed_filter']).where('name', '=', 'speedWarning').executeTakeFirstOrThrow();
    expect(JSON.parse(String(speedOnly.fixed_filter))).toEqual({ alarmKind: 'speeding' });
    const track = await fx.server.db.selectFrom('menu').select(['fixed_filter']).where('name', '=', 'trackEvent').executeTakeFirstOrThrow();
    expect(JSON.parse(String(track.fixed_filter))).toEqual({ alarmKind: ['stop_overtime', 'offline', 'fence_entry', 'fence_exit'] });
  });
});
