// 无车承运人上报 (issue 14): the electronic waybill and the fund-flow statement of a signed waybill
// reported to the provincial monitoring platform of the branch's reportProvince. Through the API
// of a real server on the demo data (the branch reports to 天津市网络货运信息监测系统, the local
// simulator answering): the messages field by field, the schema refusing a broken message before
// it is sent, the simulator refusing a cash payment, a plate not matching its colour, a fund flow
// not adding up; the states 未上报 → 已上报 / 上报失败 → 已重报 and who may move them; batch;
// reportProvince 0 disabling it; scope; two clicks sending once; an endpoint set; the credit
// quality view; the demo's records linked to real waybills and consistent with the messages.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { BranchConfigKey } from '../../../src/core/api/client';
import { hashPassword } from '../../../server/auth/password';
import { buildMessage, type FundFlowMessage, type WaybillMessage } from '../../../server/reporting/messages';
import { createParty } from '../../../server/party/create';
import { addMs, displayTime } from '../../../server/storage/clock';
import type { EntityRow } from '../../../server/storage/schema';
import { entityRows, newWaybill, otherBranchStaff, startFixture, WAYBILL, type Fixture } from '../entities/support';

const REPORT = '/ntocc-tms-api/monitoringReport';
const SENDING = '/ntocc-tms-api/monitoringReportSending';
const QUALITY = '/ntocc-tms-api/reportQuality';

let fx: Fixture;
type Row = Record<string, unknown>;
const db = () => entityRows(fx);
const post = (path: string, json: unknown, token = fx.tokens.staff) => fx.api.call<Row>(path, { method: 'POST', json, token });
const get = <T = Row>(path: string, query: Record<string, string | number> = {}, token = fx.tokens.staff) => fx.api.call<T>(path, { query, token });
const report = (id: unknown, token = fx.tokens.staff) => post(`${REPORT}/${String(id)}/report`, {}, token);
const batch = (ids: unknown[], token = fx.tokens.staff) => post(`${REPORT}/report`, { ids }, token);

/** The demo driver's vehicle and driver record. */
let vehicle: EntityRow;
let driver: EntityRow;

async function setProvince(value: string): Promise<void> {
  await db().updateTable('branch_config').set({ config_value: value }).where('branch_code', '=', 'SD0001')
    .where('config_key', '=', BranchConfigKey.reportProvince).execute();
}

const now = () => displayTime(fx.server.clock.now());
/** `now` as a message writes it. */
const stamp = () => now().replace(/\D/g, '');

/** A new waybill of the demo driver's vehicle, loaded a minute after it is made, received and
 * signed a minute apart; the clock then stands ten minutes past the signing (tokens last 12 h). */
async function aSignedWaybill(overrides: Row = {}): Promise<string> {
  const created = await post(WAYBILL, newWaybill(overrides), fx.tokens.admin);
  expect(created.status, created.msg).toBe(Status.OK);
  const id = created.data.id;
  const later = (minutes: number) => displayTime(addMs(fx.server.clock.now(), minutes * 60_000));
  const steps: [string, Row][] = [
    ['dispatch', { vehicleNumber: vehicle.vehicle_number, vehiclePlateColorCode: vehicle.vehicle_plate_color_code, driverCode: vehicle.driver_code }],
    ['load', { despatchActualDateTime: later(1), loadingWeight: 32.5 }],
    ['unload', { goodsReceiptDateTime: later(2), unloadingWeight: 32.4 }],
    ['sign', { signedDateTime: later(3) }],
  ];
  for (const [action, body] of steps) {
    const answer = await post(`${WAYBILL}/${String(id)}/${action}`, body, fx.tokens.admin);
    expect(answer.status, `${action}: ${answer.msg}`).toBe(Status.OK);
  }
  fx.server.clock.advance(13 * 60_000);
  return String(created.data.shippingNoteNumber);
}


/** The waybill's two report rows by message type. */
async function rowsOf(shippingNoteNumber: string): Promise<{ waybill: Row; fundFlow: Row }> {
  const rows = await db().selectFrom('tms_monitoring_report').selectAll().where('shipping_note_number', '=', shippingNoteNumber).execute() as Row[];
  return { waybill: rows.find((row) => row.message_type === 'waybill')!, fundFlow: rows.find((row) => row.message_type === 'fundFlow')! };
}

const sendingsOf = (reportId: unknown) => db().selectFrom('tms_monitoring_report_sending').selectAll().where('report_id', '=', Number(reportId)).orderBy('attempt').execute() as Promise<Row[]>;

let serial = 0;
/** A payment of the waybill's freight to its driver, paid through the bank (rows as the settlement
 * module writes them: a payment order line and its bank transfer). */
async function paid(shippingNoteNumber: string, amount: number, means = '32', minutesAgo = 5): Promise<void> {
  const at = displayTime(addMs(fx.server.clock.now(), -minutesAgo * 60_000));
  serial += 1;
  const transferNumber = `ZF20260302${String(900000 + serial)}`;
  const bankSerial = `${at.replace(/\D/g, '')}${String(serial).padStart(8, '0')}`;
  await db().insertInto('fin_bank_transfer').values({
    transfer_number: transferNumber, reference: `test:${transferNumber}`, direction: 'out', business_type: 'payment', business_number: `FK${transferNumber}`,
    payer_name: '顺达网络货运有限公司', payee_name: driver.bank_account_name, payee_account: driver.bank_account, payee_bank_code: driver.bank_code,
    amount, payment_means_code: means, status: 'succeeded', bank_serial_number: bankSerial, finished_date_time: at,
    driver_code: driver.driver_code, branch_code: 'SD0001', gmt_created: at, gmt_modified: at,
  }).execute();
  await db().insertInto('tms_payment_order_line').values({
    payment_number: `FK${transferNumber}`, application_number: `FA${transferNumber}`, shipping_note_number: shippingNoteNumber, driver_code: driver.driver_code,
    driver_name: driver.driver_name, payee_account_name: driver.bank_account_name, bank_card_number: driver.bank_account, payee_bank_code: driver.bank_code,
    amount, status: 'paid', transfer_number: transferNumber, bank_serial_number: bankSerial, paid_date_time: at, branch_code: 'SD0001',
    gmt_created: at, gmt_modified: at,
  }).execute();
}

beforeAll(async () => {
  fx = await startFixture();
  vehicle = await db().selectFrom('basic_vehicle').selectAll().where('driver_code', '=', fx.codes.driver).orderBy('id').limit(1).executeTakeFirstOrThrow();
  driver = await db().selectFrom('basic_driver').selectAll().where('driver_code', '=', fx.codes.driver).executeTakeFirstOrThrow();
}, 180_000);
afterAll(() => fx.server.close());

describe('signing a waybill makes its reports', () => {
  test('two rows, 未上报: its electronic waybill and its fund flow, numbered SB + day + sequence, with the waybill\'s parties and freight', async () => {
    const number = await aSignedWaybill();
    const { waybill, fundFlow } = await rowsOf(number);
    for (const row of [waybill, fundFlow]) {
      expect(row).toMatchObject({
        shipping_note_number: number, status: 'unreported', send_count: 0, refused_count: 0, driver_code: fx.codes.driver,
        vehicle_number: vehicle.vehicle_number, total_monetary_amount: 8650.5, signed_date_time: displayTime(addMs(fx.server.clock.now(), -10 * 60_000)), branch_code: 'SD0001',
      });
      expect(String(row.report_number)).toMatch(/^SB\d{14}$/);
    }
    expect(waybill.report_number).not.toBe(fundFlow.report_number);
    const listed = await get<{ records: Row[] }>(`${REPORT}/list`, { shippingNoteNumber: number });
    expect(listed.data.records.map((record) => record.messageType).sort()).toEqual(['fundFlow', 'waybill']);
  });
});

describe('the waybill message, field by field', () => {
  test('dates YYYYMMDDhhmmss, money with 3 decimals, tonnage with 2, codes of the national lists, the driver and plate colour from their records', async () => {
    const number = await aSignedWaybill({
      originalDocumentNumber: 'HT2026030100077', totalMonetaryAmount: 2051.685, prepaidAmount: 0, balanceAmount: 2051.685, goodsItemGrossWeight: 32,
      cube: 65.5, totalNumberOfPackages: 640, transportationDistance: 1150.4, policyNumber: 'PYDL20260000000000123', insuranceCompanyCode: 'PICC',
      businessTypeCode: '1003997', cargoTypeClassificationCode: '1200', descriptionOfGoods: '数控机床',
    });
    const waybill = await db().selectFrom('tms_waybill').selectAll().where('shipping_note_number', '=', number).executeTakeFirstOrThrow() as Row;
    const { waybill: row } = await rowsOf(number);
    const built = await buildMessage(fx.server.db, { messageType: 'waybill', branchCode: 'SD0001', shippingNoteNumber: number, reportNumber: String(row.report_number) }, now());
    const time = (field: string) => String(waybill[field]).replace(/\D/g, '');
    for (const field of ['consignment_date_time', 'despatch_actual_date_time', 'goods_receipt_date_time', 'signed_date_time']) expect(time(field)).toMatch(/^20\d{12}$/);
    expect(built!.message as WaybillMessage).toEqual({
      originalDocumentNumber: 'HT2026030100077',
      shippingNoteNumber: number,
      serialNumber: '0000',
      vehicleAmount: 1,
      transportTypeCode: '1',
      sendToProDateTime: stamp(),
      carrier: '顺达网络货运有限公司',
      unifiedSocialCreditIdentifier: '91370100MA3C8K2X4B',
      permitNumber: '津交运管许可滨字120116301688号',
      consignmentDateTime: time('consignment_date_time'),
      businessTypeCode: '1003997',
      despatchActualDateTime: time('despatch_actual_date_time'),
      goodsReceiptDateTime: time('goods_receipt_date_time'),
      consignorInfo: { consignor: '唐山恒达钢铁有限公司', consignorID: waybill.consignor_id, placeOfLoading: '河北省唐山市路北区钢城路88号厂区', countrySubdivisionCode: '130203' },
      consigneeInfo: { consignee: '武汉华晟建材有限公司', consigneeID: waybill.consignee_id, goodsReceiptPlace: '湖北省武汉市江汉区建设大道568号仓库', countrySubdivisionCode: '420103' },
      totalMonetaryAmount: '2051.685',
      vehicleInfo: {
        vehiclePlateColorCode: vehicle.vehicle_plate_color_code,
        vehicleNumber: vehicle.vehicle_number,
        driver: [{ driverName: driver.driver_name, drivingLicense: driver.driving_license }],
        goodsInfo: [{ descriptionOfGoods: '数控机床', cargoTypeClassificationCode: '1200', goodsItemGrossWeight: '32.00', cube: '65.50', totalNumberOfPackages: 640 }],
      },
      actualCarrierInfo: { actualCarrierName: driver.driver_name, actualCarrierBusinessLicense: vehicle.road_transport_certificate_number, actualCarrierID: driver.driving_license },
      insuranceInformation: { policyNumber: 'PYDL20260000000000123', insuranceCompanyCode: 'PICC' },
      transportationCost: '2051.685',
      transportationDistance: '1150',
      // Signed, not yet completed: the signing ends it.
      finishDateTime: time('signed_date_time'),
    });
  });

  test('the fund-flow message: its number, the carrier, the waybill with its freight and every paid payment with the bank\'s serial and means', async () => {
    const number = await aSignedWaybill();
    await paid(number, 2000, '32', 8);
    await paid(number, 6650.5, '32', 4);
    const ago = (minutes: number) => displayTime(addMs(fx.server.clock.now(), -minutes * 60_000)).replace(/\D/g, '');
    const { fundFlow: row } = await rowsOf(number);
    const built = await buildMessage(fx.server.db, { messageType: 'fundFlow', branchCode: 'SD0001', shippingNoteNumber: number, reportNumber: String(row.report_number) }, now());
    const message = built!.message as FundFlowMessage;
    expect(message).toMatchObject({
      documentNumber: row.report_number, sendToProDateTime: stamp(), carrier: driver.driver_name, actualCarrierID: driver.driving_license,
      vehicleNumber: vehicle.vehicle_number, vehiclePlateColorCode: vehicle.vehicle_plate_color_code,
      shippingNoteList: [{ shippingNoteNumber: number, serialNumber: '0000', totalMonetaryAmount: '8650.500' }],
    });
    expect(message.financiallist).toEqual([
      { paymentMeansCode: '32', recipient: driver.bank_account_name, receiptAccount: driver.bank_account, bankCode: driver.bank_code, sequenceCode: `${ago(8)}${String(serial - 1).padStart(8, '0')}`, monetaryAmount: '2000.000', dateTime: ago(8) },
      { paymentMeansCode: '32', recipient: driver.bank_account_name, receiptAccount: driver.bank_account, bankCode: driver.bank_code, sequenceCode: `${ago(4)}${String(serial).padStart(8, '0')}`, monetaryAmount: '6650.500', dateTime: ago(4) },
    ]);
  });
});

describe('reporting the electronic waybill', () => {
  test('accepted: 已上报 with the receipt number; the waybill\'s reportStatus follows; the sending keeps the XML message, the answer, the time and who', async () => {
    const number = await aSignedWaybill();
    const { waybill: row } = await rowsOf(number);
    const answer = await report(row.id);
    expect(answer.status, answer.msg).toBe(Status.OK);
    expect(answer.msg).toBe(`上报单${String(row.report_number)}已被省平台接收`);
    expect(answer.data).toMatchObject({
      status: 'reported', sendCount: 1, refusedCount: 0, acceptedFirstTime: 1, reportProvince: '1', lastSentDateTime: now(),
      acceptedDateTime: now(), receiptNumber: `HZ12YD${stamp()}${number.slice(-6)}`, reportMessage: '电子运单接收成功', operatorName: '陈晓燕',
    });
    const waybill = await db().selectFrom('tms_waybill').selectAll().where('shipping_note_number', '=', number).executeTakeFirstOrThrow();
    expect(waybill).toMatchObject({ report_status: 'reported', send_to_pro_date_time: now(), report_message: null });
    const [sending] = await sendingsOf(row.id);
    expect(sending).toMatchObject({
      attempt: 1, outcome: 'accepted', operator_name: '陈晓燕', sent_date_time: now(), report_province: '1',
      platform_name: '天津市网络货运信息监测系统', format_variant: 'xml', document_type: 'WLHY_YD1001', simulated: 1, validation_errors: null,
    });
    expect(String(sending!.request_message)).toContain(`<ShippingNoteNumber>${number}</ShippingNoteNumber>`);
    expect(String(sending!.request_message)).toContain('<TotalMonetaryAmount>8650.500</TotalMonetaryAmount>');
    expect(String(sending!.request_message)).toContain('<GoodsItemGrossWeight>32.50</GoodsItemGrossWeight>');
    const history = await get<{ records: Row[] }>(`${SENDING}/list`, { reportId: Number(row.id) });
    expect(history.data.records).toHaveLength(1);
  });

  test('reported again: 已重报, the sendings numbered; a reported waybill\'s freight is locked', async () => {
    const number = await aSignedWaybill();
    const { waybill: row } = await rowsOf(number);
    expect((await report(row.id)).data).toMatchObject({ status: 'reported' });
    const again = await report(row.id);
    expect(again.data).toMatchObject({ status: 'rereported', sendCount: 2, acceptedFirstTime: 1 });
    expect((await sendingsOf(row.id)).map((sending) => [sending.attempt, sending.outcome])).toEqual([[1, 'accepted'], [2, 'accepted']]);
    const waybillId = (await db().selectFrom('tms_waybill').select('id').where('shipping_note_number', '=', number).executeTakeFirstOrThrow()).id;
    const edit = await fx.api.call<Row>(`${WAYBILL}/${String(waybillId)}`, { method: 'PUT', json: { totalMonetaryAmount: 9000 }, token: fx.tokens.admin });
    expect(edit.status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a message failing its schema is not sent: 上报失败 with the schema\'s errors; corrected, it is re-reported', async () => {
    const number = await aSignedWaybill();
    const { waybill: row } = await rowsOf(number);
    const driverId = driver.driving_license;
    await db().updateTable('basic_driver').set({ driving_license: null }).where('id', '=', Number(driver.id)).execute();
    await db().updateTable('tms_waybill').set({ driving_license: null, actual_carrier_id: null }).where('shipping_note_number', '=', number).execute();
    try {
      const answer = await report(row.id);
      expect(answer.status).toBe(Status.OK_WITH_WARNING);
      expect(answer.msg).toContain('未发送：报文校验未通过');
      expect(answer.data).toMatchObject({ status: 'failed', sendCount: 1, refusedCount: 1, acceptedFirstTime: 0 });
      expect(answer.data.receiptNumber ?? null).toBeNull();
      expect(String(answer.data.reportMessage)).toContain('驾驶员身份证号（/vehicleInfo/driver/0/drivingLicense）缺失');
      const [sending] = await sendingsOf(row.id);
      expect(sending).toMatchObject({ outcome: 'invalid', receipt_number: null });
      expect(String(sending!.validation_errors).split('\n')).toEqual([
        '驾驶员身份证号（/vehicleInfo/driver/0/drivingLicense）缺失', '实际承运人统一社会信用代码或证件号码（/actualCarrierInfo/actualCarrierID）缺失',
      ]);
      // What was built, as JSON (the platform never saw it).
      expect(JSON.parse(String(sending!.request_message)).shippingNoteNumber).toBe(number);
      expect((await db().selectFrom('tms_waybill').select('report_status').where('shipping_note_number', '=', number).executeTakeFirstOrThrow()).report_status).toBe('failed');
    } finally {
      await db().updateTable('basic_driver').set({ driving_license: driverId }).where('id', '=', Number(driver.id)).execute();
    }
    const again = await report(row.id);
    expect(again.data).toMatchObject({ status: 'rereported', sendCount: 2, refusedCount: 1, acceptedFirstTime: 0, refusalReason: expect.stringContaining('缺失') });
  });

  test('a plate not matching its colour is refused by the platform with its reason; corrected on the vehicle, re-reported', async () => {
    const number = await aSignedWaybill();
    const { waybill: row } = await rowsOf(number);
    const colour = String(vehicle.vehicle_plate_color_code);
    const wrong = String(vehicle.vehicle_number).length === 8 ? '2' : '93';
    await db().updateTable('basic_vehicle').set({ vehicle_plate_color_code: wrong }).where('id', '=', Number(vehicle.id)).execute();
    try {
      const answer = await report(row.id);
      expect(answer.status).toBe(Status.OK_WITH_WARNING);
      expect(answer.msg).toContain('被省平台拒收');
      expect(answer.data).toMatchObject({ status: 'failed', refusedCount: 1, vehiclePlateColorCode: wrong });
      expect(String(answer.data.reportMessage)).toMatch(new RegExp(`^车牌号${String(vehicle.vehicle_number)}.*车牌颜色代码${wrong}与车牌号不匹配`));
      expect((await sendingsOf(row.id))[0]).toMatchObject({ outcome: 'refused', answer_message: answer.data.reportMessage });
    } finally {
      await db().updateTable('basic_vehicle').set({ vehicle_plate_color_code: colour }).where('id', '=', Number(vehicle.id)).execute();
    }
    expect((await report(row.id)).data).toMatchObject({ status: 'rereported', vehiclePlateColorCode: colour, reportMessage: '电子运单接收成功' });
  });

  test('an unsigned waybill has no report to send; an unknown one answers 404', async () => {
    expect((await report(999999999)).status).toBe(Status.NOT_FOUND);
    expect((await report('abc')).status).toBe(Status.NOT_FOUND);
  });
});

describe('reporting the fund flow', () => {
  test('nothing paid: refused before sending, nothing recorded; before its waybill is accepted: refused by the platform', async () => {
    const number = await aSignedWaybill();
    const { fundFlow } = await rowsOf(number);
    const nothing = await report(fundFlow.id);
    expect(nothing.status).toBe(Status.INVALID_PAYLOAD);
    expect(nothing.msg).toBe(`运单${number}尚无已支付的款项，不能上报资金流水单`);
    expect(await sendingsOf(fundFlow.id)).toHaveLength(0);
    await paid(number, 8650.5);
    const early = await report(fundFlow.id);
    expect(early.data).toMatchObject({ status: 'failed', reportMessage: `运单${number}尚未在本平台上报成功，请先上报电子运单`, paidAmount: 8650.5, paymentCount: 1 });
  });

  test('a cash payment is refused with its reason; paid by bank transfer adding up to the freight, it is accepted', async () => {
    const number = await aSignedWaybill();
    const { waybill, fundFlow } = await rowsOf(number);
    expect((await report(waybill.id)).data).toMatchObject({ status: 'reported' });
    await paid(number, 2000, '10', 9);
    const cash = await report(fundFlow.id);
    expect(cash.status).toBe(Status.OK_WITH_WARNING);
    expect(cash.data).toMatchObject({ status: 'failed', refusalReason: '付款方式代码10为现金支付：网络货运资金流水不允许现金支付', acceptedFirstTime: 0 });
    // The cash payment replaced by a bank transfer, and the balance paid: the payments add up.
    await db().deleteFrom('tms_payment_order_line').where('shipping_note_number', '=', number).execute();
    await paid(number, 2000, '32', 9);
    await paid(number, 6000, '32', 8);
    const short = await report(fundFlow.id);
    expect(short.data).toMatchObject({ status: 'failed', reportMessage: '资金流水实际支付金额合计8000.000元与运单运费金额8650.500元不一致', paidAmount: 8000 });
    await paid(number, 650.5, '32', 7);
    const ok = await report(fundFlow.id);
    expect(ok.status, ok.msg).toBe(Status.OK);
    expect(ok.data).toMatchObject({ status: 'rereported', paidAmount: 8650.5, paymentCount: 3, reportMessage: '资金流水单接收成功', sendCount: 3, refusedCount: 2 });
    const last = (await sendingsOf(fundFlow.id)).pop()!;
    expect(last).toMatchObject({ outcome: 'accepted', document_type: 'WLHY_ZJ1001' });
    expect(String(last.request_message).match(/<Financiallist>/g)).toHaveLength(3);
    expect(String(last.request_message)).toContain(`<DocumentNumber>${String(fundFlow.report_number)}</DocumentNumber>`);
  });
});

describe('batch', () => {
  test('the selected rows are sent one by one; the answer counts them and says why the others were not accepted', async () => {
    const numbers = [await aSignedWaybill(), await aSignedWaybill(), await aSignedWaybill()];
    const rows = await Promise.all(numbers.map(rowsOf));
    const ids = [...rows.map((row) => row.waybill.id), rows[0]!.fundFlow.id];
    const answer = await batch(ids);
    expect(answer.status).toBe(Status.OK_WITH_WARNING);
    expect(answer.msg).toContain('上报 4 条：接收成功 3 条，被拒或校验未通过 0 条，未发送 1 条。');
    expect(answer.msg).toContain(`${numbers[0]!}：运单${numbers[0]!}尚无已支付的款项，不能上报资金流水单`);
    const results = (answer.data as unknown as { results: Row[] }).results;
    // One by one, in the rows' order.
    expect(results.map((result) => [result.id, result.outcome])).toEqual([...ids].sort((a, b) => Number(a) - Number(b))
      .map((id) => [id, id === rows[0]!.fundFlow.id ? 'notSent' : 'accepted']));
    for (const number of numbers) expect((await rowsOf(number)).waybill.status).toBe('reported');
    const all = await batch(rows.map((row) => row.waybill.id));
    expect(all.status).toBe(Status.OK);
    for (const number of numbers) expect((await rowsOf(number)).waybill.status).toBe('rereported');
  });

  test('no ids, too many, or not numbers: refused', async () => {
    for (const ids of [[], Array.from({ length: 101 }, (_, i) => i + 1), ['1'], null]) {
      expect((await post(`${REPORT}/report`, { ids })).status).toBe(Status.INVALID_PAYLOAD);
    }
  });
});

describe('the branch\'s province', () => {
  test('0: the screens say reporting is disabled and the server refuses it, recording nothing; 1..21: the notice names the platform and the simulator', async () => {
    const number = await aSignedWaybill();
    const { waybill: row } = await rowsOf(number);
    const enabled = await get<{ tone: string; text: string }>(`${REPORT}/notice`);
    expect(enabled.data).toEqual({ tone: 'info', text: expect.stringContaining('上报至 天津市网络货运信息监测系统（上报省份 1，XML 报文）') });
    expect(enabled.data.text).toContain('FREIGHT_REPORT_ENDPOINT_1');
    expect((await get<{ text: string }>(`${QUALITY}/notice`)).data.text).toContain('天津市网络货运信息监测系统');
    await setProvince('0');
    try {
      const notice = await get<{ tone: string; text: string }>(`${REPORT}/notice`);
      expect(notice.data).toEqual({ tone: 'warning', text: expect.stringContaining('上报省份为 0（不上报）') });
      const refused = await report(row.id);
      expect(refused.status).toBe(Status.INVALID_PAYLOAD);
      expect(refused.msg).toBe('本分公司未设置上报省份（集团配置「上报省份」为 0），上报已停用');
      expect((await batch([row.id])).msg).toContain('未发送 1 条');
      expect(await sendingsOf(row.id)).toHaveLength(0);
      expect((await rowsOf(number)).waybill.status).toBe('unreported');
      const english = await fx.api.call<{ text: string }>(`${REPORT}/notice`, { token: fx.tokens.staff, language: 'en' });
      expect(english.data.text).toContain('reporting e-waybills and fund flows is disabled');
    } finally {
      await setProvince('1');
    }
    await setProvince('17');
    try {
      const answer = await report(row.id);
      expect(answer.data).toMatchObject({ status: 'reported', reportProvince: '17' });
      expect((await sendingsOf(row.id))[0]).toMatchObject({ platform_name: '广东省网络货运信息监测系统', format_variant: 'json' });
      expect(JSON.parse(String((await sendingsOf(row.id))[0]!.request_message)).shippingNoteNumber).toBe(number);
    } finally {
      await setProvince('1');
    }
  });
});

describe('who may report, and which reports', () => {
  test('shippers and drivers may not report, nor list the reports; staff of another branch reach none', async () => {
    const number = await aSignedWaybill();
    const { waybill: row } = await rowsOf(number);
    for (const token of [fx.tokens.shipper, fx.tokens.driver]) {
      expect((await report(row.id, token)).status).toBe(Status.FORBIDDEN);
      expect((await get(`${REPORT}/list`, {}, token)).status).toBe(Status.FORBIDDEN);
      expect((await get(`${SENDING}/list`, {}, token)).status).toBe(Status.FORBIDDEN);
    }
    const other = await otherBranchStaff(fx);
    expect((await report(row.id, other)).status).toBe(Status.NOT_FOUND);
    expect((await get<{ total: number }>(`${REPORT}/list`, {}, other)).data.total).toBe(0);
    expect((await rowsOf(number)).waybill.status).toBe('unreported');
    // The API never writes a report row.
    expect((await fx.api.call(`${REPORT}/${String(row.id)}`, { method: 'PUT', json: { status: 'reported' }, token: fx.tokens.admin })).status).toBe(Status.FORBIDDEN);
  });

  test('a role holding only 电子路单上报 reports waybills, not fund flows', async () => {
    const { db: raw } = fx.server;
    await raw.insertInto('role').values({ code: 'REPORTER', name: '上报专员', data_scope: 'branch' }).execute();
    const leaf = await raw.selectFrom('menu').select('id').where('name', '=', 'roadBillReport').executeTakeFirstOrThrow();
    await raw.insertInto('role_menu').values({ role_code: 'REPORTER', menu_id: leaf.id }).execute();
    const passwordHash = await hashPassword('Report@2026x');
    await raw.transaction().execute((trx) => createParty(trx, {
      username: 'reporter', passwordHash, partyType: 'BRANCH_STAFF', name: '周敏', mobile: '13612345678', branchCode: 'SD0001', roles: ['REPORTER'],
    }, fx.server.clock.now()));
    const token = await fx.api.signIn('reporter', 'Report@2026x');
    const number = await aSignedWaybill();
    const { waybill, fundFlow } = await rowsOf(number);
    await paid(number, 8650.5);
    expect((await report(fundFlow.id, token)).status).toBe(Status.NOT_FOUND);
    const listed = await get<{ records: Row[] }>(`${REPORT}/list`, { shippingNoteNumber: number }, token);
    expect(listed.data.records.map((record) => record.messageType)).toEqual(['waybill']);
    const answer = await report(waybill.id, token);
    expect(answer.data).toMatchObject({ status: 'reported', operatorName: '周敏' });
  });
});

describe('once', () => {
  test('two clicks at once send once: while the first is with the platform, the other is told the report is being sent', async () => {
    // A platform taking 300 ms to answer (an endpoint set for the province), so the two overlap.
    const relay = createServer((_request, response) => {
      setTimeout(() => response.end(JSON.stringify({ success: true, message: '接收成功', receiptNumber: 'TJ0000000002' })), 300);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    process.env.FREIGHT_REPORT_ENDPOINT_1 = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/tj`;
    try {
      const number = await aSignedWaybill();
      const { waybill: row } = await rowsOf(number);
      const answers = await Promise.all([report(row.id), report(row.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([Status.OK, Status.INVALID_PAYLOAD]);
      expect(answers.find((answer) => answer.status !== Status.OK)!.msg).toBe(`上报单${String(row.report_number)}正在上报或状态已变化，请刷新后再试`);
      expect(await sendingsOf(row.id)).toHaveLength(1);
      expect((await rowsOf(number)).waybill).toMatchObject({ status: 'reported', send_count: 1 });
    } finally {
      delete process.env.FREIGHT_REPORT_ENDPOINT_1;
      relay.close();
    }
  });

  test('a retry with the same Idempotency-Key gets the first answer and sends nothing', async () => {
    const number = await aSignedWaybill();
    const { waybill: row } = await rowsOf(number);
    const send = () => fetch(new URL(`${REPORT}/${String(row.id)}/report`, fx.server.url), {
      method: 'POST', headers: { authorization: `Bearer ${fx.tokens.staff}`, 'content-type': 'application/json', 'idempotency-key': `report-${number}` }, body: '{}',
    });
    const first = await send();
    const second = await send();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await sendingsOf(row.id)).toHaveLength(1);
  });
});

describe('an endpoint set for the province', () => {
  test('the message goes to it in the province\'s format and its answer is recorded as the platform\'s; a failure to reach it changes nothing but the record', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    let answer = { success: false, message: '运单号重复上报' };
    const relay = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    process.env.FREIGHT_REPORT_ENDPOINT_1 = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/tj`;
    try {
      const number = await aSignedWaybill();
      const { waybill: row } = await rowsOf(number);
      const refused = await report(row.id);
      expect(refused.data).toMatchObject({ status: 'failed', reportMessage: '运单号重复上报' });
      expect(received[0]!.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(received[0]!.headers['x-document-type']).toBe('WLHY_YD1001');
      expect(received[0]!.body).toContain(`<ShippingNoteNumber>${number}</ShippingNoteNumber>`);
      expect((await sendingsOf(row.id))[0]).toMatchObject({ simulated: 0, outcome: 'refused' });
      answer = { success: true, message: '接收成功', receiptNumber: 'TJ0000000001' } as typeof answer;
      expect((await report(row.id)).data).toMatchObject({ status: 'rereported', receiptNumber: 'TJ0000000001' });
      relay.closeAllConnections();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      const unreachable = await report(row.id);
      expect(unreachable.status).toBe(Status.OK_WITH_WARNING);
      expect(unreachable.data).toMatchObject({ status: 'rereported', sendCount: 2, reportMessage: expect.stringContaining('发送失败，省平台未收到') });
      expect((await sendingsOf(row.id)).map((sending) => sending.outcome)).toEqual(['refused', 'accepted', 'error']);
    } finally {
      delete process.env.FREIGHT_REPORT_ENDPOINT_1;
      if (relay.listening) relay.close();
    }
  });
});

describe('the credit quality of each carrier', () => {
  test('one row per driver, counting his reports as they stand: sent, accepted first time, refusals, re-reported, the rate and his latest refusal', async () => {
    const rows = await db().selectFrom('tms_monitoring_report').selectAll().where('driver_code', '=', fx.codes.driver).execute() as Row[];
    const sent = rows.filter((row) => Number(row.send_count) > 0);
    const first = rows.filter((row) => Number(row.accepted_first_time) === 1).length;
    const latest = [...rows].filter((row) => row.refused_date_time).sort((a, b) => String(b.refused_date_time).localeCompare(String(a.refused_date_time)) || Number(b.id) - Number(a.id))[0]!;
    const answer = await get<{ records: Row[] }>(`${QUALITY}/list`, { driverCode: fx.codes.driver });
    expect(answer.data.records).toHaveLength(1);
    expect(answer.data.records[0]).toMatchObject({
      driverCode: fx.codes.driver, driverName: driver.driver_name, messageCount: rows.length, reportedCount: sent.length, acceptedFirstCount: first,
      refusedCount: rows.reduce((sum, row) => sum + Number(row.refused_count), 0),
      rereportedCount: rows.filter((row) => row.status === 'rereported').length,
      failedCount: rows.filter((row) => row.status === 'failed').length,
      unreportedCount: rows.filter((row) => row.status === 'unreported').length,
      acceptanceRate: Math.round((first / sent.length) * 10000) / 100,
      lastRefusalReason: latest.refusal_reason,
    });
    expect(Number(answer.data.records[0]!.refusedCount)).toBeGreaterThan(0);
    const sorted = await get<{ records: Row[] }>(`${QUALITY}/list`, { sortField: 'acceptanceRate', sortType: 'asc', pageSize: 10 });
    expect(sorted.status).toBe(Status.OK);
  });
});

describe('the demo', () => {
  test('the branch reports to Tianjin; every completed or signed demo waybill has its two reports; states match the sendings and the waybills', async () => {
    const config = await db().selectFrom('branch_config').selectAll().where('branch_code', '=', 'SD0001').execute() as Row[];
    expect(config.find((row) => row.config_key === BranchConfigKey.reportProvince)!.config_value).toBe('1');
    const waybills = await db().selectFrom('tms_waybill').selectAll().where('status', 'in', ['signed', 'completed']).where('branch_code', '=', 'SD0001')
      .where('consignment_date_time', '<', '2026-03-02 10:00:00').execute() as Row[];
    // The demo's records: those before the test clock started (2026-03-02 10:00).
    const reports = await db().selectFrom('tms_monitoring_report').selectAll().where('gmt_created', '<', '2026-03-02 10:00:00').execute() as Row[];
    const sendings = await db().selectFrom('tms_monitoring_report_sending').selectAll().where('sent_date_time', '<', '2026-03-02 10:00:00').execute() as Row[];
    const byNumber = new Map(waybills.map((waybill) => [String(waybill.shipping_note_number), waybill]));
    for (const waybill of waybills) {
      const own = reports.filter((row) => row.shipping_note_number === waybill.shipping_note_number);
      expect(own.map((row) => row.message_type).sort()).toEqual(['fundFlow', 'waybill']);
    }
    const sendingsByReport = new Map<number, Row[]>();
    for (const sending of sendings) sendingsByReport.set(Number(sending.report_id), [...(sendingsByReport.get(Number(sending.report_id)) ?? []), sending]);
    const counts: Record<string, number> = {};
    for (const row of reports) {
      const waybill = byNumber.get(String(row.shipping_note_number))!;
      expect(waybill, String(row.shipping_note_number)).toBeDefined();
      const own = (sendingsByReport.get(Number(row.id)) ?? []).sort((a, b) => Number(a.attempt) - Number(b.attempt));
      const key = `${String(row.message_type)}:${String(row.status)}`;
      counts[key] = (counts[key] ?? 0) + 1;
      expect(own.length).toBe(Number(row.send_count));
      if (own.length === 0) {
        expect(row.status).toBe('unreported');
        continue;
      }
      const last = own[own.length - 1]!;
      expect(row.last_sent_date_time).toBe(last.sent_date_time);
      expect(row.report_message).toBe(last.answer_message);
      expect(row.accepted_first_time).toBe(own[0]!.outcome === 'accepted' ? 1 : 0);
      expect(row.status).toBe(last.outcome !== 'accepted' ? 'failed' : own.length === 1 ? 'reported' : 'rereported');
      expect(row.refused_count).toBe(own.filter((sending) => sending.outcome !== 'accepted').length);
      // Sent after the waybill was done, and by this branch's platform in its format.
      expect(String(own[0]!.sent_date_time) > String(waybill.finish_date_time)).toBe(true);
      for (const sending of own) expect(sending).toMatchObject({ report_province: '1', format_variant: 'xml', simulated: 1 });
      if (row.message_type === 'waybill') expect(waybill).toMatchObject({ report_status: row.status, send_to_pro_date_time: row.last_sent_date_time });
      if (row.message_type === 'fundFlow' && last.outcome === 'accepted') {
        // An accepted fund flow adds up to the freight reported, and follows its waybill's acceptance.
        expect(row.paid_amount).toBe(row.total_monetary_amount);
        const waybillReport = reports.find((other) => other.shipping_note_number === row.shipping_note_number && other.message_type === 'waybill')!;
        expect(String(waybillReport.accepted_date_time) <= String(last.sent_date_time)).toBe(true);
        const amounts = [...String(last.request_message).matchAll(/<MonetaryAmount>([\d.]+)<\/MonetaryAmount>/g)].map((match) => Math.round(Number(match[1]) * 1000));
        expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(Math.round(Number(row.total_monetary_amount) * 1000));
      }
    }
    // Most are reported; some were refused and re-reported, some wait for it; recent ones wait to be sent.
    expect(counts['waybill:reported']! + counts['waybill:rereported']!).toBeGreaterThan(waybills.length * 0.8);
    expect(counts['waybill:rereported']).toBeGreaterThan(20);
    expect(counts['waybill:failed']).toBeGreaterThan(0);
    expect(counts['fundFlow:reported']).toBeGreaterThan(100);
    expect(counts['fundFlow:failed']).toBeGreaterThan(0);
    const reasons = new Set(sendings.filter((sending) => sending.outcome !== 'accepted').map((sending) => String(sending.answer_message).replace(/[\d.A-Z]+/g, '#').slice(0, 12)));
    expect(reasons.size).toBeGreaterThanOrEqual(3);
    // The fund flows report real payments: every serial is a paid line's or a paid prepayment's.
    const lines = await db().selectFrom('tms_payment_order_line').select('bank_serial_number').where('status', '=', 'paid').execute();
    const prepayments = await db().selectFrom('tms_pay_in_advance').select('pay_serial_number').where('status', '=', 'paid').execute();
    const serials = new Set([...lines.map((row) => String(row.bank_serial_number)), ...prepayments.map((row) => String(row.pay_serial_number))]);
    for (const sending of sendings.filter((row) => row.message_type === 'fundFlow')) {
      for (const match of String(sending.request_message).matchAll(/<SequenceCode>([^<]+)<\/SequenceCode>/g)) expect(serials.has(match[1]!)).toBe(true);
    }
  });
});
