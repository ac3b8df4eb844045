// Basic master data for money (issue 12, basicFinance): cost types, charging types, force types,
// upstream customers, bank cards and invoice messages. Their demo lists are realistic and linked
// (a driver's card names the driver, a customer's invoice message names the customer); each
// screen's rules hold on the server: formats (USCC, phones, card numbers, CNAPS codes), links,
// unique codes, the customer's enable/disable and the card's verification, with a checked card
// going back to pending when its number changes; and the grants of the screens.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { hashPassword } from '../../../server/auth/password';
import { createParty, type PartyType } from '../../../server/party/create';
import { entityRows, startFixture, uscc, type Fixture } from '../entities/support';

const BASIC = '/ntocc-basic-api';
const COST = `${BASIC}/costType`;
const CHARGING = `${BASIC}/chargingType`;
const FORCE = `${BASIC}/forceType`;
const CUSTOMER = `${BASIC}/upstreamCustomer`;
const CARD = `${BASIC}/bankCard`;
const INVOICE = `${BASIC}/invoiceMessage`;

type Table = 'basic_cost_type' | 'basic_charging_type' | 'basic_force_type' | 'basic_upstream_customer' | 'basic_bank_card' | 'basic_invoice_message';
type Row = Record<string, unknown>;

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

const post = (path: string, json: unknown, token = fx.tokens.staff) => fx.api.call(path, { method: 'POST', json, token });
const put = (path: string, json: unknown, token = fx.tokens.staff) => fx.api.call(path, { method: 'PUT', json, token });
const list = (path: string, query: Record<string, string | number> = {}, token = fx.tokens.staff) =>
  fx.api.call(`${path}/list`, { token, query: { pageSize: 500, ...query } });

async function rows(table: Table): Promise<Row[]> {
  return entityRows(fx).selectFrom(table).selectAll().orderBy('id').execute() as Promise<Row[]>;
}

async function countRows(table: Table): Promise<number> {
  return (await rows(table)).length;
}

/** A payload that must be refused with 422 naming `field` (and `key`), writing nothing. */
async function expectRefused(path: string, table: Table, json: unknown, field: string, key?: string) {
  const before = await countRows(table);
  const answer = await post(path, json);
  expect(answer.status).toBe(Status.INVALID_PAYLOAD);
  expect(answer.data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, ...(key ? { key } : {}) })]));
  expect(await countRows(table)).toBe(before);
  return answer;
}

const newCustomer = (overrides: Row = {}): Row => ({
  customerName: '唐山鼎盛钢铁贸易有限公司',
  uscc: uscc('91130203MA0DX8R2K'),
  industry: 'steel',
  contactName: '刘志强',
  contactPhone: '0315-2861234',
  areaCode: '130203',
  address: '河北省唐山市路北区建设北路66号',
  settlementCycle: 'monthly',
  creditDays: 30,
  creditLimit: 500000,
  invoiceType: 'vat_special',
  contractNumber: 'HT202600123',
  contractStartDate: '20260101',
  contractEndDate: '20261231',
  ...overrides,
});

async function aDriver(): Promise<{ driver_code: string; driver_name: string; driving_license: string }> {
  const row = await fx.server.db.selectFrom('basic_driver').select(['driver_code', 'driver_name', 'driving_license'])
    .where('driver_code', '!=', fx.codes.driver).orderBy('id').limit(1).executeTakeFirstOrThrow();
  return { driver_code: String(row.driver_code), driver_name: String(row.driver_name), driving_license: String(row.driving_license) };
}

const newCard = (driverCode: string, overrides: Row = {}): Row => ({
  ownerType: 'driver',
  driverCode,
  accountName: '张建国',
  accountType: 'personal',
  cardNumber: '6222021234567890128',
  bankCode: 'ICBK',
  branchBankName: '工商银行唐山路北区支行',
  cnapsCode: '102124000123',
  isDefault: true,
  ...overrides,
});

describe('the demo lists are realistic and linked', () => {
  test('every list holds between 30 and 3,000 records of the demo branch', async () => {
    for (const table of ['basic_cost_type', 'basic_charging_type', 'basic_force_type', 'basic_upstream_customer', 'basic_bank_card', 'basic_invoice_message'] as const) {
      const all = await rows(table);
      expect(all.length, table).toBeGreaterThanOrEqual(30);
      expect(all.length, table).toBeLessThanOrEqual(3000);
      expect(all.every((row) => row.branch_code === 'SD0001'), table).toBe(true);
    }
  });

  test('cost types agree with their names: freight is taxed at 9 %, penalties are deductions and untaxed', async () => {
    const costs = await rows('basic_cost_type');
    expect(new Set(costs.map((c) => c.cost_name)).size).toBe(costs.length);
    const freight = costs.filter((c) => c.category === 'freight');
    expect(freight.length).toBeGreaterThan(0);
    expect(freight.every((c) => Number(c.tax_rate) === 9 && Number(c.taxable) === 1)).toBe(true);
    const penalties = costs.filter((c) => c.category === 'penalty' && c.direction === 'payable');
    expect(penalties.every((c) => c.settle_effect === 'deduct' && Number(c.taxable) === 0 && c.tax_rate === null)).toBe(true);
    expect(costs.every((c) => /^Y[SF]\d{4}$/.test(String(c.cost_code)) && String(c.cost_code).startsWith(c.direction === 'receivable' ? 'YS' : 'YF'))).toBe(true);
  });

  test('weight-based charging types say which weight is settled on; the others do not', async () => {
    for (const type of await rows('basic_charging_type')) {
      const weighed = type.basis === 'weight' || type.basis === 'weight_distance';
      expect(type.weight_basis !== null, String(type.charging_name)).toBe(weighed);
    }
  });

  test('upstream customers: about 15 % disabled, each with a reason; contracts end 1 to 3 years after they start, some within 30 days or past', async () => {
    const customers = await rows('basic_upstream_customer');
    const disabled = customers.filter((c) => c.status === 'disabled');
    expect(disabled.length / customers.length).toBeGreaterThan(0.1);
    expect(disabled.length / customers.length).toBeLessThan(0.2);
    expect(disabled.every((c) => typeof c.disable_reason === 'string' && typeof c.disabled_date_time === 'string')).toBe(true);
    expect(customers.every((c) => /^KH\d{14}$/.test(String(c.customer_code)))).toBe(true);
    // The area is the one the USCC was issued in.
    expect(customers.every((c) => String(c.uscc).slice(2, 8) === c.area_code)).toBe(true);
    const today = '20260302';
    const ended = customers.filter((c) => String(c.contract_end_date) < today).length;
    expect(ended).toBeGreaterThan(0);
    expect(ended).toBeLessThan(customers.length);
  });

  test('a driver\'s card names an existing driver, in his name and with his ID number; CNAPS codes start with the bank\'s code', async () => {
    const drivers = new Map((await entityRows(fx).selectFrom('basic_driver').select(['driver_code', 'driver_name', 'driving_license']).execute()).map((d) => [d.driver_code, d]));
    const cards = await rows('basic_bank_card');
    const ofDrivers = cards.filter((c) => c.owner_type === 'driver');
    expect(ofDrivers.length / cards.length).toBeGreaterThan(0.7);
    for (const card of ofDrivers) {
      const driver = drivers.get(String(card.driver_code));
      expect(driver).toBeDefined();
      expect(card).toMatchObject({ driver_name: driver!.driver_name, account_name: driver!.driver_name, account_type: 'personal' });
      if (driver!.driving_license) expect(card.holder_id_number).toBe(driver!.driving_license);
    }
    expect(cards.filter((c) => c.owner_type === 'shipper').every((c) => c.driver_code === null && c.shipper_code && c.account_name === c.shipper_name)).toBe(true);
    const prefix: Record<string, string> = { ICBK: '102', ABOC: '103', BKCH: '104', PCBC: '105', PSBC: '403', CMBC: '308' };
    for (const card of cards) if (prefix[String(card.bank_code)]) expect(String(card.cnaps_code).slice(0, 3)).toBe(prefix[String(card.bank_code)]);
    expect(new Set(cards.map((c) => c.verify_status))).toEqual(new Set(['verified', 'pending', 'failed']));
    expect(cards.filter((c) => c.verify_status === 'failed').every((c) => c.verify_remark && c.verify_date_time)).toBe(true);
  });

  test('a customer\'s invoice message names an active customer with his name and USCC; a shipper\'s its party', async () => {
    const customers = new Map((await rows('basic_upstream_customer')).map((c) => [c.customer_code, c]));
    const messages = await rows('basic_invoice_message');
    const ofCustomers = messages.filter((m) => m.owner_type === 'customer');
    expect(ofCustomers.length).toBeGreaterThan(0);
    for (const message of ofCustomers) {
      const customer = customers.get(message.customer_code);
      expect(customer?.status).toBe('enabled');
      expect(message).toMatchObject({ customer_name: customer!.customer_name, invoice_title: customer!.customer_name, tax_number: customer!.uscc });
    }
    const ofShippers = messages.filter((m) => m.owner_type === 'shipper');
    expect(ofShippers.length).toBeGreaterThan(0);
    expect(ofShippers.every((m) => m.shipper_code && m.invoice_title === m.shipper_name && m.customer_code === null)).toBe(true);
  });
});

describe('formats are checked on the server', () => {
  test('a customer with a bad USCC is refused on the uscc field, with the USCC message', async () => {
    const answer = await expectRefused(CUSTOMER, 'basic_upstream_customer', newCustomer({ uscc: '91130203MA0DX8R2K0' }), '/uscc', 'validation.format.cn-uscc');
    expect(answer.data.errors.find((e: { field: string }) => e.field === '/uscc').message).toBe('请输入正确的 18 位统一社会信用代码');
  });

  test('a bad phone, a bad e-mail and an unknown area are refused', async () => {
    await expectRefused(CUSTOMER, 'basic_upstream_customer', newCustomer({ contactPhone: '1234' }), '/contactPhone', 'validation.format.cn-phone');
    await expectRefused(CUSTOMER, 'basic_upstream_customer', newCustomer({ contactEmail: 'caiwu@' }), '/contactEmail', 'validation.format.email');
    await expectRefused(CUSTOMER, 'basic_upstream_customer', newCustomer({ contractEndDate: '20260231' }), '/contractEndDate', 'validation.format.date-ymd');
  });

  test('a card number must be 10 to 30 digits and a CNAPS code 12 digits', async () => {
    const { driver_code } = await aDriver();
    await expectRefused(CARD, 'basic_bank_card', newCard(driver_code, { cardNumber: '6222 0212 3456' }), '/cardNumber', 'validation.format.bank-account');
    await expectRefused(CARD, 'basic_bank_card', newCard(driver_code, { cnapsCode: '10212400012' }), '/cnapsCode');
  });

  test('an invoice message needs a taxpayer number that is a USCC or an ID number', async () => {
    await expectRefused(INVOICE, 'basic_invoice_message', { ownerType: 'shipper', shipperCode: 'SC000001', shipperName: '唐山恒达钢铁有限公司', invoiceTitle: '唐山恒达钢铁有限公司', taxNumber: '91130203MA0CX7R2K0', invoiceType: 'vat_special', invoiceMedium: 'electronic' },
      '/taxNumber', 'validation.format.cn-id-or-uscc');
  });

  test('codes are unique in the branch and must be codes of their dictionaries', async () => {
    const [existing] = await rows('basic_cost_type');
    await expectRefused(COST, 'basic_cost_type', { costCode: existing.cost_code, costName: '新增测试费用', direction: 'payable', category: 'other', settleEffect: 'add', status: 'enabled' },
      '/costCode', 'entityApi.error.duplicate');
    await expectRefused(CHARGING, 'basic_charging_type', { chargingCode: 'JF9999', chargingName: '按天计费', basis: 'day', unit: 'trip', quantityPlaces: 0, roundingRule: 'round_yuan', status: 'enabled' },
      '/basis', 'entityApi.error.unknownCode');
  });
});

describe('links between the records', () => {
  test('a driver\'s card takes the driver\'s name from his record; an unknown driver is refused', async () => {
    const driver = await aDriver();
    const created = await post(CARD, newCard(driver.driver_code, { cardNumber: '6217001234567890123' }));
    expect(created.status).toBe(Status.OK);
    expect(created.data).toMatchObject({ driverCode: driver.driver_code, driverName: driver.driver_name, verifyStatus: 'pending', creatorName: expect.any(String) });
    await expectRefused(CARD, 'basic_bank_card', newCard('SJ99999999', { cardNumber: '6217001234567890999' }), '/driverCode', 'entityApi.error.relationNotFound');
    const ofDriver = await list(CARD, { driverCode: driver.driver_code });
    expect(ofDriver.data.records.map((r: Row) => r.id)).toContain(created.data.id);
  });

  test('a customer\'s invoice message takes the customer\'s name and is found by it; an unknown customer is refused', async () => {
    const customer = await post(CUSTOMER, newCustomer({ customerName: '邯郸市永年区聚鑫建材有限公司', uscc: uscc('91130402MA0EX1R3P') }));
    expect(customer.status).toBe(Status.OK);
    expect(customer.data).toMatchObject({ status: 'enabled', customerCode: expect.stringMatching(/^KH\d{14}$/) });
    const message = { ownerType: 'customer', customerCode: customer.data.customerCode, invoiceTitle: '邯郸市永年区聚鑫建材有限公司', taxNumber: customer.data.uscc,
      invoiceType: 'vat_special', invoiceMedium: 'electronic', receiverEmail: 'caiwu@jxjc.com.cn' };
    const created = await post(INVOICE, message);
    expect(created.status).toBe(Status.OK);
    expect(created.data.customerName).toBe('邯郸市永年区聚鑫建材有限公司');
    const found = await list(INVOICE, { customerName: '永年区聚鑫' });
    expect(found.data.records.map((r: Row) => r.id)).toEqual([created.data.id]);
    await expectRefused(INVOICE, 'basic_invoice_message', { ...message, customerCode: 'KH20990101000001' }, '/customerCode', 'entityApi.error.relationNotFound');
  });
});

describe('an upstream customer is disabled with a reason and enabled again', () => {
  test('disable asks for a reason, stamps the time; enable only from disabled', async () => {
    const created = (await post(CUSTOMER, newCustomer({ customerName: '鄂尔多斯宏图煤业集团有限公司', uscc: uscc('91150602MA0NX2R4Q'), areaCode: '150602', industry: 'coal' }))).data;
    const act = (action: string, json: unknown = {}) => post(`${CUSTOMER}/${created.id}/${action}`, json);
    expect((await act('enable')).status).toBe(Status.INVALID_PAYLOAD);
    const noReason = await act('disable');
    expect(noReason.status).toBe(Status.INVALID_PAYLOAD);
    expect(noReason.data.errors[0]).toMatchObject({ field: '/disableReason' });
    const disabled = await act('disable', { disableReason: '合同到期未续签' });
    expect(disabled.data).toMatchObject({ status: 'disabled', disableReason: '合同到期未续签', disabledDateTime: '2026-03-02 10:00:00' });
    expect((await act('enable')).data.status).toBe('enabled');
  });

  test('the contract end date filters as a range of days (the 即将到期 and 已到期 tabs)', async () => {
    const answer = await list(CUSTOMER, { contractEndDateStart: '20260302', contractEndDateEnd: '20260401' });
    const expected = (await rows('basic_upstream_customer')).filter((c) => String(c.contract_end_date) >= '20260302' && String(c.contract_end_date) <= '20260401').length;
    expect(answer.data.total).toBe(expected);
    expect(answer.data.records.every((r: Row) => String(r.contractEndDate) >= '20260302' && String(r.contractEndDate) <= '20260401')).toBe(true);
  });
});

describe('a bank card is verified or fails verification', () => {
  test('fail asks for the reason; verify works from pending and failed; a wrong state is refused', async () => {
    const driver = await aDriver();
    const card = (await post(CARD, newCard(driver.driver_code, { cardNumber: '6228481234567890124' }))).data;
    const act = (action: string, json: unknown = {}) => post(`${CARD}/${card.id}/${action}`, json);
    expect((await act('fail')).status).toBe(Status.INVALID_PAYLOAD);
    expect((await act('fail', { verifyRemark: '银行预留手机号不符' })).data).toMatchObject({ verifyStatus: 'failed', verifyRemark: '银行预留手机号不符' });
    expect((await act('fail', { verifyRemark: '再次失败' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await act('verify')).data.verifyStatus).toBe('verified');
  });

  test('changing the number of a verified card sends it back to pending; changing its remark does not', async () => {
    const driver = await aDriver();
    const card = (await post(CARD, newCard(driver.driver_code, { cardNumber: '6230521234567890127' }))).data;
    await post(`${CARD}/${card.id}/verify`, {});
    expect((await put(`${CARD}/${card.id}`, { remark: '工资卡' })).data.verifyStatus).toBe('verified');
    const changed = await put(`${CARD}/${card.id}`, { cardNumber: '6230521234567890135' });
    expect(changed.data).toMatchObject({ verifyStatus: 'pending', cardNumber: '6230521234567890135' });
  });

  test('a card number is registered once in the branch', async () => {
    const [existing] = await rows('basic_bank_card');
    const driver = await aDriver();
    await expectRefused(CARD, 'basic_bank_card', newCard(driver.driver_code, { cardNumber: existing.card_number }), '/cardNumber', 'entityApi.error.duplicate');
  });
});

describe('grants of the screens', () => {
  const PASSWORD = 'Finance@2026x';

  async function accountWith(username: string, role: string, partyType: PartyType = 'BRANCH_STAFF'): Promise<string> {
    const passwordHash = await hashPassword(PASSWORD);
    await fx.server.db.transaction().execute((trx) => createParty(trx, {
      username, passwordHash, partyType, name: '周敏', mobile: null, branchCode: 'SD0001', roles: [role],
    }, fx.server.clock.now()));
    return fx.api.signIn(username, PASSWORD);
  }

  test('branch staff work on every screen; drivers and shippers hold none of them, and reach cards and invoice titles only as their own', async () => {
    for (const path of [COST, CHARGING, FORCE, CUSTOMER]) {
      expect((await list(path)).status, path).toBe(Status.OK);
      for (const token of [fx.tokens.driver, fx.tokens.shipper]) {
        const answer = await list(path, {}, token);
        // 货源合同's form picks an upstream customer (a lookup): a shipper may ask, and reaches
        // none (the entity has no shipper column); otherwise no screen of theirs reaches these.
        if (path === CUSTOMER && answer.status === Status.OK) expect((answer.data as { total: number }).total, path).toBe(0);
        else expect(answer.status, path).toBe(Status.FORBIDDEN);
      }
    }
    // Their money screens pick from their own bank cards (提现) and invoice titles (申请开票): the
    // pages' lookups reach these entities within the caller's own scope, never anyone else's.
    for (const [path, table] of [[CARD, 'basic_bank_card'], [INVOICE, 'basic_invoice_message']] as const) {
      expect((await list(path)).status, path).toBe(Status.OK);
      for (const [token, column, code] of [[fx.tokens.driver, 'driver_code', fx.codes.driver], [fx.tokens.shipper, 'shipper_code', fx.codes.shipper]] as const) {
        const answer = await list(path, {}, token);
        if (answer.status === Status.FORBIDDEN) continue;
        expect(answer.status, path).toBe(Status.OK);
        const own = (await rows(table)).filter((row) => row[column] === code);
        expect((answer.data as { total: number }).total, `${path} as ${column}`).toBe(own.length);
      }
    }
  });

  test('a role holding the bank cards without verify lists them but cannot verify', async () => {
    const role = await fx.api.call(`${BASIC}/role`, { method: 'POST', token: fx.tokens.admin,
      json: { code: 'CARD_CLERK', name: '银行卡录入员', dataScope: 'branch', menus: ['bankCard'], deny: ['bankCard:verify', 'bankCard:fail'] } });
    expect(role.status).toBe(Status.OK);
    const token = await accountWith('cardclerk', 'CARD_CLERK');
    expect((await list(CARD, {}, token)).data.total).toBe(await countRows('basic_bank_card'));
    const pending = (await rows('basic_bank_card')).find((c) => c.verify_status === 'pending')!;
    expect((await post(`${CARD}/${pending.id}/verify`, {}, token)).status).toBe(Status.FORBIDDEN);
    expect((await rows('basic_bank_card')).find((c) => c.id === pending.id)!.verify_status).toBe('pending');
    expect((await list(CUSTOMER, {}, token)).status).toBe(Status.FORBIDDEN);
  });

  test('a driver-scoped role over the bank cards sees only the driver\'s own cards, in full', async () => {
    await fx.api.call(`${BASIC}/role`, { method: 'POST', token: fx.tokens.admin, json: { code: 'CARD_DRIVER', name: '司机自助', dataScope: 'driver', menus: ['bankCard'] } });
    await fx.server.db.updateTable('party_role').set({ role_code: 'CARD_DRIVER' }).where('party_id', '=',
      fx.server.db.selectFrom('party').select('id').where('username', '=', 'driver')).execute();
    const token = await fx.api.signIn('driver');
    const answer = await list(CARD, {}, token);
    const own = (await rows('basic_bank_card')).filter((c) => c.driver_code === fx.codes.driver);
    expect(own.length).toBeGreaterThan(0);
    expect(answer.data.total).toBe(own.length);
    expect(answer.data.records.map((r: Row) => r.cardNumber).sort()).toEqual(own.map((c) => c.card_number).sort());
  });
});
