// 合同管理 (issue 15, wave 4): a contract drafted from its template with the parties' data, sent to
// party B, signed by him alone with the SMS code sent to his own mobile, then locked (only
// terminated, by staff); parties see their own contracts only; the PDF reads back with the parties,
// the text and the signature; the to-do counts follow (contract_expiring for staff, the contracts
// to sign for the party); the demo contracts link real records.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { DEVICE_ID } from '../../../src/core/api/client';
import { entityRows, startFixture, type Fixture } from '../entities/support';
import { pdfText } from '../support/pdfText';

const CONTRACT = '/ntocc-tms-api/contract';
const TEMPLATE = '/ntocc-tms-api/contractTemplate';
const SEND_SMS = '/ntocc-tps-api/elecSign/sendSms';
const TODO = '/ntocc-tms-api/todo/list';
type Row = Record<string, unknown>;

let fx: Fixture;
let driverName: string;
let driverMobile: string;
beforeAll(async () => {
  fx = await startFixture();
  const driver = await entityRows(fx).selectFrom('basic_driver').selectAll().where('driver_code', '=', fx.codes.driver).executeTakeFirstOrThrow();
  driverName = String(driver.driver_name);
  const party = await fx.server.db.selectFrom('party').select('mobile').where('username', '=', 'driver').executeTakeFirstOrThrow();
  driverMobile = String(party.mobile);
});
afterAll(() => fx.server.close());

const ymd = (days: number) => new Date(fx.server.clock.now().getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

async function draftCarrier(overrides: Row = {}): Promise<Row> {
  const answer = await fx.api.call(CONTRACT, { method: 'POST', token: fx.tokens.staff, json: {
    contractType: 'carrier', title: '道路货物承运合同（测试）', driverCode: fx.codes.driver, startDate: ymd(0), endDate: ymd(365),
    unitPrice: 165, pricingUnit: 'perTon', settlementCycle: 'per_waybill', taxRate: 9, estimatedAmount: 330000, paymentTerms: '回单上传后3个工作日内支付', ...overrides,
  } });
  expect(answer.status, answer.msg).toBe(Status.OK);
  return answer.data as Row;
}

const act = (id: unknown, action: string, token: string, json: Row = {}) => fx.api.call(`${CONTRACT}/${String(id)}/${action}`, { method: 'POST', token, json });

/** Sends a signing code to the driver's own mobile and reads it from the SMS record. */
async function signingCode(token = fx.tokens.driver, mobile = driverMobile): Promise<string> {
  fx.server.clock.advance(61_000);
  const sent = await fx.api.call(SEND_SMS, { method: 'PUT', token });
  expect(sent.status, sent.msg).toBe(Status.OK);
  const sms = await fx.server.db.selectFrom('sms_record').select('content').where('phone', '=', mobile).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /\d{6}/.exec(sms.content)![0];
}

async function todoCount(token: string, key: string): Promise<number> {
  const answer = await fx.api.call<Array<{ configKey: string; configValue: string }>>(TODO, { token });
  return Number(answer.data.find((item) => item.configKey === key)?.configValue ?? NaN);
}

async function pdfOf(id: unknown, token: string): Promise<string> {
  const response = await fetch(new URL(`${CONTRACT}/${String(id)}/pdf`, fx.server.url), { headers: { deviceId: DEVICE_ID, authorization: `Bearer ${token}`, 'accept-language': 'zh' } });
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return (await pdfText(new Uint8Array(await response.arrayBuffer()))).text.replace(/\s+/g, '');
}

describe('drafting', () => {
  test('fills the template with the parties\' data: number, party A the default body, party B the driver, the price terms', async () => {
    const made = await draftCarrier();
    expect(made.contractNumber).toMatch(/^HT-CY-\d{8}-\d{4}$/);
    expect(made).toMatchObject({ status: 'draft', partyBKind: 'driver', partyBName: driverName, driverCode: fx.codes.driver, templateName: '承运合同（司机/车队版）' });
    const body = await entityRows(fx).selectFrom('sys_contract_body').selectAll().where('id', '=', Number(made.bodyId)).executeTakeFirstOrThrow();
    expect(made.partyAName).toBe(body.body_name);
    const text = String(made.bodyText);
    expect(text).not.toContain('{{');
    for (const part of [String(made.contractNumber), driverName, String(body.body_name), '165.00元/吨', '单票结算', '330,000.00', '回单上传后3个工作日内支付']) expect(text).toContain(part);
  });

  test('a template naming an unknown placeholder is refused on save; a known one is kept', async () => {
    const refused = await fx.api.call(TEMPLATE, { method: 'POST', token: fx.tokens.staff, json: { templateName: '测试模板', contractType: 'carrier', version: 'V1.0', status: 'enabled', bodyText: '甲方{{partyAName}}，乙方{{partyBNmae}}' } });
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(refused.data)).toContain('{{partyBNmae}}');
    const kept = await fx.api.call(TEMPLATE, { method: 'POST', token: fx.tokens.staff, json: { templateName: '测试模板', contractType: 'storage', version: 'V1.0', status: 'disabled', bodyText: '甲方{{partyAName}}，乙方{{partyBName}}' } });
    expect(kept.status, kept.msg).toBe(Status.OK);
  });
});

describe('signing by SMS code', () => {
  let contract: Row;
  beforeAll(async () => { contract = await draftCarrier(); });

  test('a draft cannot be signed; staff send it; only party B signs, a wrong code is refused with the code\'s message', async () => {
    const early = await act(contract.id, 'sign', fx.tokens.driver, { signCode: '000000' });
    expect(early.status).toBe(Status.NOT_FOUND === early.status ? Status.NOT_FOUND : Status.INVALID_PAYLOAD);
    const sent = await act(contract.id, 'send', fx.tokens.staff);
    expect(sent.status, sent.msg).toBe(Status.OK);
    expect(sent.data).toMatchObject({ status: 'pendingSign' });
    expect(sent.data.contentHash).toMatch(/^[0-9a-f]{64}$/);
    // Staff hold no signing code (roles.json denies it): the counterparty signs.
    const byStaff = await act(contract.id, 'sign', fx.tokens.staff, { signCode: '123456' });
    expect(byStaff.status).toBe(Status.FORBIDDEN);
    const code = await signingCode();
    const wrong = await act(contract.id, 'sign', fx.tokens.driver, { signCode: code === '111111' ? '222222' : '111111' });
    expect(wrong).toMatchObject({ status: Status.BAD_VERIFY_CODE, msg: '验证码错误' });
    const right = await act(contract.id, 'sign', fx.tokens.driver, { signCode: code });
    expect(right.status, right.msg).toBe(Status.OK);
    expect(right.data).toMatchObject({ status: 'signed', signerName: driverName, signerMobile: `${driverMobile.slice(0, 3)}****${driverMobile.slice(7)}`, contentHash: sent.data.contentHash });
    expect(right.data.sealBodyName).toBe(contract.partyAName);
    const again = await act(contract.id, 'sign', fx.tokens.driver, { signCode: code });
    expect(again.status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a signed contract is locked: update and removal refused, recall refused; the driver cannot terminate, staff can', async () => {
    const update = await fx.api.call(`${CONTRACT}/${String(contract.id)}`, { method: 'PUT', token: fx.tokens.staff, json: { unitPrice: 1 } });
    expect(update.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(update)).toContain('已签署');
    const removal = await fx.api.call(`${CONTRACT}/${String(contract.id)}`, { method: 'DELETE', token: fx.tokens.staff });
    expect(removal).toMatchObject({ status: Status.INVALID_PAYLOAD, msg: '当前状态为“已签署”，不能删除' });
    expect((await act(contract.id, 'recall', fx.tokens.staff)).status).toBe(Status.INVALID_PAYLOAD);
    const byDriver = await act(contract.id, 'terminate', fx.tokens.driver, { terminateReason: '不想干了' });
    expect([Status.FORBIDDEN, Status.INVALID_PAYLOAD]).toContain(byDriver.status);
    const stored = await entityRows(fx).selectFrom('ctr_contract').select(['status', 'unit_price']).where('id', '=', Number(contract.id)).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'signed', unit_price: 165 });
    const terminated = await act(contract.id, 'terminate', fx.tokens.staff, { terminateReason: '双方协商一致提前终止' });
    expect(terminated.status, terminated.msg).toBe(Status.OK);
    expect(terminated.data).toMatchObject({ status: 'terminated', terminateReason: '双方协商一致提前终止' });
  });
});

describe('scope and PDF', () => {
  test('a driver lists only his own contracts and cannot read another\'s', async () => {
    const own = await fx.api.call(`${CONTRACT}/list`, { token: fx.tokens.driver, query: { pageNum: 1, pageSize: 100, contractType: 'carrier' } });
    expect(own.status, own.msg).toBe(Status.OK);
    expect(own.data.total).toBeGreaterThan(0);
    for (const record of own.data.records as Row[]) expect(record.driverCode).toBe(fx.codes.driver);
    const other = await entityRows(fx).selectFrom('ctr_contract').select('id').where('contract_type', '=', 'carrier').where('driver_code', '!=', fx.codes.driver).executeTakeFirstOrThrow();
    expect((await fx.api.call(`${CONTRACT}/${String(other.id)}`, { token: fx.tokens.driver })).status).toBe(Status.NOT_FOUND);
    expect((await act(other.id, 'sign', fx.tokens.driver, { signCode: '123456' })).status).toBe(Status.NOT_FOUND);
  });

  test('the PDF holds the parties and the text, 未签署 before signing and the signature after', async () => {
    const made = await draftCarrier({ title: '承运合同PDF测试' });
    const draftText = await pdfOf(made.id, fx.tokens.staff);
    for (const part of ['承运合同PDF测试', String(made.contractNumber), String(made.partyAName), String(made.partyAUscc), driverName, '未签署', '货损货差赔偿', '争议解决']) {
      expect(draftText, part).toContain(part.replace(/\s+/g, ''));
    }
    await act(made.id, 'send', fx.tokens.staff);
    const signed = await act(made.id, 'sign', fx.tokens.driver, { signCode: await signingCode() });
    expect(signed.status, signed.msg).toBe(Status.OK);
    const text = await pdfOf(made.id, fx.tokens.driver);
    expect(text).not.toContain('未签署');
    expect(text).toContain(`${driverName}于${String(signed.data.signedDateTime).replace(/\s+/g, '')}通过发送至${String(signed.data.signerMobile)}的短信验证码完成电子签署`);
    expect(text).toContain(String(signed.data.contentHash));
  });
});

describe('to-do counts', () => {
  test('contract_expiring rises with a signed contract ending within 30 days and falls when it is terminated', async () => {
    const before = await todoCount(fx.tokens.staff, 'contract_expiring');
    const made = await draftCarrier({ startDate: ymd(-340), endDate: ymd(20) });
    expect(await todoCount(fx.tokens.staff, 'contract_expiring')).toBe(before);
    await act(made.id, 'send', fx.tokens.staff);
    const signed = await act(made.id, 'sign', fx.tokens.driver, { signCode: await signingCode() });
    expect(signed.status, signed.msg).toBe(Status.OK);
    expect(await todoCount(fx.tokens.staff, 'contract_expiring')).toBe(before + 1);
    await act(made.id, 'terminate', fx.tokens.staff, { terminateReason: '到期不再续签' });
    expect(await todoCount(fx.tokens.staff, 'contract_expiring')).toBe(before);
  });

  test('the driver\'s carrier_contract_sign counts his contracts waiting for his signature; staff do not get it', async () => {
    const before = await todoCount(fx.tokens.driver, 'carrier_contract_sign');
    const made = await draftCarrier();
    await act(made.id, 'send', fx.tokens.staff);
    expect(await todoCount(fx.tokens.driver, 'carrier_contract_sign')).toBe(before + 1);
    await act(made.id, 'sign', fx.tokens.driver, { signCode: await signingCode() });
    expect(await todoCount(fx.tokens.driver, 'carrier_contract_sign')).toBe(before);
    expect(Number.isNaN(await todoCount(fx.tokens.staff, 'carrier_contract_sign'))).toBe(true);
  });
});

describe('demo contracts', () => {
  test('every type in every state, linked to real parties; the demo driver and shipper each have one to sign', async () => {
    const rows = await entityRows(fx).selectFrom('ctr_contract').selectAll().where('branch_code', '=', 'SD0001').where('creator_name', 'is not', null).execute();
    const types = new Set(rows.map((row) => row.contract_type));
    expect([...types].sort()).toEqual(['carrier', 'shipper', 'source', 'storage', 'transport']);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['draft', 'pendingSign', 'signed', 'terminated']));
    for (const row of rows) {
      expect(String(row.body_text)).not.toContain('{{');
      if (row.shipper_code) expect(await entityRows(fx).selectFrom('basic_shipper').select('id').where('shipper_code', '=', String(row.shipper_code)).executeTakeFirst()).toBeDefined();
      if (row.driver_code && row.party_b_kind === 'driver') expect(await entityRows(fx).selectFrom('basic_driver').select('id').where('driver_code', '=', String(row.driver_code)).executeTakeFirst()).toBeDefined();
      if (row.status === 'signed') expect(row.content_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    const today = ymd(0);
    expect(rows.some((row) => row.status === 'signed' && String(row.end_date) < today)).toBe(true);
    expect(rows.some((row) => row.status === 'signed' && String(row.end_date) >= today && String(row.end_date) <= ymd(30))).toBe(true);
    const waiting = (code: string, column: 'driver_code' | 'shipper_code', type: string) => rows.filter((row) => row[column] === code && row.status === 'pendingSign' && row.contract_type === type);
    expect(waiting(fx.codes.driver, 'driver_code', 'carrier')).toHaveLength(1);
    expect(waiting(fx.codes.shipper, 'shipper_code', 'shipper')).toHaveLength(1);
  });
});
