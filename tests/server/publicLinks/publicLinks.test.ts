// Public links (server/publicLinks) and the public pages built on them (server/routes/publicPages):
// tokens that are signed, expire and name their kind; minting only for records the caller may
// read in his data scope; visitors get the whitelisted, masked record or a refusal without data;
// the enquiry form stores a publicEnquiry of the link's branch, checked by the entity's schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLink, verifyLink } from '../../../server/publicLinks';
import { HOUR_MS } from '../../../server/storage/clock';
import { entityRows, otherBranchStaff, startFixture, type Fixture } from '../entities/support';
import { mint, mintLink, openLink } from './support';

let fixture: Fixture;
const ctx = () => ({ db: fixture.server.db, now: fixture.server.clock.now });

async function firstId(table: string, where: Record<string, string> = {}, notWhere: Record<string, string> = {}): Promise<number> {
  let query = entityRows(fixture).selectFrom(table).select('id').orderBy('id');
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  for (const [column, value] of Object.entries(notWhere)) query = query.where(column, '!=', value);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture.server.close();
});

describe('tokens', () => {
  it('verify answers what was signed, for the kind it was signed for', async () => {
    const { token, expiresAt } = await signLink(ctx(), { kind: 'orderInfo', subject: '12', branchCode: 'SD0001', ttlHours: 2 });
    expect(await verifyLink(ctx(), token, 'orderInfo')).toEqual({ kind: 'orderInfo', subject: '12', branchCode: 'SD0001', expiresAt });
    expect(Date.parse(expiresAt) - fixture.server.clock.now().getTime()).toBe(2 * HOUR_MS);
  });

  it('a tampered payload, a forged signature, another kind or garbage is invalid', async () => {
    const { token } = await signLink(ctx(), { kind: 'orderInfo', subject: '12', branchCode: 'SD0001', ttlHours: 2 });
    const [payload, signature] = token.split('.') as [string, string];
    const otherSubject = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), s: '13' })).toString('base64url');
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    for (const bad of [`${otherSubject}.${signature}`, `${payload}.${flipped}`, `${payload}.`, 'abc', '', null]) {
      expect(await verifyLink(ctx(), bad, 'orderInfo')).toEqual({ refusal: 'invalid' });
    }
    expect(await verifyLink(ctx(), token, 'waybillPrint')).toEqual({ refusal: 'invalid' });
  });

  it('expires with the clock, and the secret is kept in the database', async () => {
    const { token } = await signLink(ctx(), { kind: 'orderInfo', subject: '12', branchCode: 'SD0001', ttlHours: 1 });
    fixture.server.clock.advance(HOUR_MS + 1000);
    expect(await verifyLink(ctx(), token, 'orderInfo')).toEqual({ refusal: 'expired' });
    const kept = await fixture.server.db.selectFrom('sys_link_secret').selectAll().execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.secret.length).toBeGreaterThanOrEqual(43);
  });
});

describe('minting', () => {
  it('staff mint a link to a record of their branch; the URL opens the kind\'s route', async () => {
    const orderId = await firstId('tms_cargo_order');
    const answer = await mint(fixture, fixture.tokens.staff, 'orderInfo', orderId);
    expect(answer.status).toBe(0);
    expect(answer.data.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/order_info\\?t=${answer.data.token.replace(/[.]/g, '\\.')}$`));
    expect(answer.data.route).toBe('/order_info');
  });

  it('a staff member of another branch cannot mint a link to this branch\'s waybill (not found in his scope)', async () => {
    const other = await otherBranchStaff(fixture);
    const waybillId = await firstId('tms_waybill');
    const answer = await mint(fixture, other, 'waybillPrint', waybillId);
    expect(answer.status).toBe(404);
    expect(answer.data).toBeNull();
  });

  it('a shipper mints only for his own orders', async () => {
    const own = await firstId('tms_cargo_order', { shipper_code: fixture.codes.shipper });
    const others = await firstId('tms_cargo_order', {}, { shipper_code: fixture.codes.shipper });
    expect((await mint(fixture, fixture.tokens.shipper, 'orderInfo', own)).status).toBe(0);
    expect((await mint(fixture, fixture.tokens.shipper, 'orderInfo', others)).status).toBe(404);
  });

  it('without the permission the caller is refused (a driver and the branch enquiry form)', async () => {
    const answer = await mint(fixture, fixture.tokens.driver, 'enquiryForm');
    expect(answer.status).toBe(403);
    // A waybill of another driver: outside his data scope.
    const others = await firstId('tms_waybill', {}, { driver_code: fixture.codes.driver });
    expect((await mint(fixture, fixture.tokens.driver, 'waybillPrint', others)).status).toBe(404);
  });

  it('an unknown kind, a bad lifetime or a malformed subject is refused', async () => {
    expect((await mint(fixture, fixture.tokens.staff, 'nothing', 1)).status).toBe(422);
    expect((await mint(fixture, fixture.tokens.staff, 'orderInfo', 1, 24 * 365)).status).toBe(422);
    expect((await mint(fixture, fixture.tokens.staff, 'orderInfo', '1 or 1=1')).status).toBe(404);
  });
});

describe('the public API', () => {
  it('answers the whitelisted waybill with parties masked and no ID numbers, phones or amounts', async () => {
    const waybillId = await firstId('tms_waybill', { status: 'loaded' });
    const stored = await entityRows(fixture).selectFrom('tms_waybill').selectAll().where('id', '=', waybillId).executeTakeFirstOrThrow();
    const token = await mintLink(fixture, fixture.tokens.staff, 'waybillPrint', waybillId);
    const opened = await openLink(fixture, 'waybillPrint', token);
    expect(opened.http).toBe(200);
    const record = opened.data!.record as Record<string, unknown>;
    expect(record.shippingNoteNumber).toBe(stored.shipping_note_number);
    expect(record.driverTelephone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(String(record.driverName)).toMatch(/^\p{Script=Han}{1,2}\*+$/u);
    const text = JSON.stringify(opened.data);
    for (const secret of [stored.driving_license, stored.consignor_id, stored.consignee_id, stored.driver_telephone, stored.consignor_telephone]) {
      if (typeof secret === 'string' && secret.length > 4) expect(text).not.toContain(secret);
    }
    for (const field of ['drivingLicense', 'consignorID', 'consigneeID', 'totalMonetaryAmount', 'balanceAmount', 'driverCode', 'shipperCode', 'id', 'branchCode']) {
      expect(record).not.toHaveProperty(field);
    }
    expect(opened.data!.brand).toMatchObject({ name: expect.any(String) });
  });

  it('the cargo offer shows the vehicles still wanted and the price only once published', async () => {
    const published = await firstId('tms_cargo_order', { status: 'published' });
    const draft = await firstId('tms_cargo_order', { status: 'draft' });
    const offer = (await openLink(fixture, 'cargoOffer', await mintLink(fixture, fixture.tokens.staff, 'cargoOffer', published))).data!.record as Record<string, unknown>;
    const row = await entityRows(fixture).selectFrom('tms_cargo_order').selectAll().where('id', '=', published).executeTakeFirstOrThrow();
    expect(offer.remainingCount).toBe(Number(row.vehicle_count) - Number(row.accepted_count));
    expect(offer.unitPrice).toBe(row.unit_price);
    expect(offer.consignorTelephone).toMatch(/\*{4}/);
    expect(JSON.stringify(offer)).not.toContain(String(row.consignor_telephone));
    const drafted = (await openLink(fixture, 'orderInfo', await mintLink(fixture, fixture.tokens.staff, 'orderInfo', draft))).data!.record as Record<string, unknown>;
    expect(drafted).not.toHaveProperty('unitPrice');
    expect(drafted.senderName).toBeTruthy();
  });

  it('the service page lists the station\'s prices', async () => {
    const stationId = await firstId('fuel_station');
    // The station as staff read it (its current prices are added on reading).
    const station = (await fixture.api.call(`/ntocc-tms-api/fuelStation/${stationId}`, { token: fixture.tokens.admin })).data as Record<string, unknown>;
    const record = (await openLink(fixture, 'servicePoint', await mintLink(fixture, fixture.tokens.staff, 'servicePoint', stationId))).data!.record as Record<string, unknown>;
    expect(record.stationName).toBe(station.stationName);
    const prices = record.prices as { fuelType: string; price: number }[];
    const sold = Object.entries(station).filter(([field, value]) => field.startsWith('price') && typeof value === 'number' && value > 0);
    expect(sold.length).toBeGreaterThan(0);
    expect(prices).toHaveLength(sold.length);
    for (const [, value] of sold) expect(prices.map((line) => line.price)).toContain(value);
  });

  it('a wrong signature answers 401 and an expired link 410, both without data', async () => {
    const waybillId = await firstId('tms_waybill');
    const token = await mintLink(fixture, fixture.tokens.staff, 'waybillPrint', waybillId, 1);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const wrong = await openLink(fixture, 'waybillPrint', forged);
    expect(wrong).toEqual({ http: 401, status: 401, msg: '链接无效，请确认链接完整或联系发送方重新获取', data: { refusal: 'invalid' } });
    expect((await openLink(fixture, 'orderInfo', token)).data).toEqual({ refusal: 'invalid' });
    fixture.server.clock.advance(HOUR_MS + 1000);
    const expired = await openLink(fixture, 'waybillPrint', token);
    expect(expired).toEqual({ http: 410, status: 410, msg: '链接已过期，请联系发送方重新获取', data: { refusal: 'expired' } });
  });
});

describe('the enquiry form', () => {
  const valid = {
    contactName: '王建国', contactPhone: '13905310001', companyName: '济南鲁信建材有限公司', placeOfLoading: '山东省济南市历城区',
    goodsReceiptPlace: '江苏省南京市江宁区', descriptionOfGoods: '袋装水泥', goodsItemGrossWeight: 32.5, loadingDate: '20260310',
  };

  it('refuses what the entity schema refuses, naming the fields, and stores nothing', async () => {
    const token = await mintLink(fixture, fixture.tokens.staff, 'enquiryForm');
    const before = await entityRows(fixture).selectFrom('tms_public_enquiry').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const answer = await openLink(fixture, 'enquiryForm', token, 'submit', { ...valid, contactPhone: '1234', placeOfLoading: '' });
    expect(answer.status).toBe(422);
    const fields = ((answer.data as { errors: { field: string }[] }).errors).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['/contactPhone', '/placeOfLoading']));
    const after = await entityRows(fixture).selectFrom('tms_public_enquiry').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('stores a new enquiry of the link\'s branch with a reference number; staff fields cannot be set', async () => {
    const token = await mintLink(fixture, fixture.tokens.staff, 'enquiryForm');
    const answer = await openLink(fixture, 'enquiryForm', token, 'submit', { ...valid, status: 'closed', followUpRemark: '已处理', branchCode: 'JY0002' });
    expect(answer.status).toBe(0);
    const reference = String(answer.data!.reference);
    expect(reference).toMatch(/^XJ\d+/);
    const row = await entityRows(fixture).selectFrom('tms_public_enquiry').selectAll().where('enquiry_number', '=', reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ contact_name: '王建国', contact_phone: '13905310001', status: 'new', follow_up_remark: null, branch_code: 'SD0001', source_ip: '127.0.0.1' });
    // Staff of the branch see it in their list, the phone unmasked.
    const staffBranch = await fixture.server.db.selectFrom('party').select('branch_code').where('username', '=', 'staff').executeTakeFirstOrThrow();
    expect(row.branch_code).toBe(staffBranch.branch_code);
  });
});
