// The public map pages (server/routes/publicPages/maps.ts): a waybill's track for its consignee,
// a branch's fence map and a city order's van track with its drops. Each link's record holds
// only whitelisted, masked fields (no full phone, no ID number, no price, no full plate); a
// branch's staff mint only for records of their scope; a forged link is 401 and an expired one
// 410, both without data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLink } from '../../../server/publicLinks';
import { maskPlate } from '../../../server/routes/publicPages/maps';
import { rowsOf } from '../../../server/routes/basic/positions/store';
import { addMs, displayTime, HOUR_MS, MINUTE_MS } from '../../../server/storage/clock';
import { parseDisplayTime } from '../../../server/routes/tms/customerService/tables';
import { entityRows, otherBranchStaff, startFixture, type Fixture } from '../entities/support';
import { mint, mintLink, openLink } from './support';

let fixture: Fixture;
type Row = Record<string, unknown>;

beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture.server.close();
});

/** Reports of a vehicle at these times (a straight run east from a point), stored as the report API does. */
async function report(vehicle: Row, times: string[], start: [number, number]): Promise<void> {
  const points = times.map((positionTime, i) => ({ positionTime, longitude: start[0] + i * 0.05, latitude: start[1], speed: 60, direction: 90 }));
  const rows = rowsOf({ vehicle_number: String(vehicle.vehicle_number), vehicle_plate_color_code: null, driver_code: null, driver_name: null, branch_code: String(vehicle.branch_code) },
    points, fixture.server.clock.now());
  await entityRows(fixture).deleteFrom('basic_vehicle_position').where('vehicle_number', '=', String(vehicle.vehicle_number))
    .where('position_time', 'in', times).execute();
  await entityRows(fixture).insertInto('basic_vehicle_position').values(rows as never).execute();
}

/** Every string value of a stored row longer than 4 characters found in a text. */
function leaked(text: string, row: Row, columns: string[]): string[] {
  return columns.filter((column) => typeof row[column] === 'string' && (row[column] as string).length > 4 && text.includes(row[column] as string));
}

describe('maskPlate', () => {
  it('keeps the province, the authority, two characters and the last', () => {
    expect(maskPlate('苏E12345')).toBe('苏E·12**5');
    expect(maskPlate('苏ED12345')).toBe('苏E·D1***5');
    expect(maskPlate('')).toBe('');
  });
});

describe('waybillTrack (/trackOfVehicleForMobile)', () => {
  it('answers the route, goods and the track so far, with the plate and phones masked and no ID, phone or amount', async () => {
    const waybill = await entityRows(fixture).selectFrom('tms_waybill').selectAll().where('status', '=', 'loaded').where('branch_code', '=', 'SD0001')
      .where('despatch_actual_date_time', 'is not', null).where('vehicle_number', 'is not', null).orderBy('id').executeTakeFirstOrThrow() as Row;
    const despatched = parseDisplayTime(String(waybill.despatch_actual_date_time));
    const times = [5, 15, 25].map((m) => displayTime(addMs(despatched, m * MINUTE_MS)));
    await report(waybill, times, [118.3, 34.5]);
    const answer = await mint(fixture, fixture.tokens.staff, 'waybillTrack', Number(waybill.id));
    expect(answer.status).toBe(0);
    expect(answer.data.route).toBe('/trackOfVehicleForMobile');
    const opened = await openLink(fixture, 'waybillTrack', answer.data.token);
    expect(opened.http).toBe(200);
    const record = opened.data!.record as Row;
    expect(record).toMatchObject({ shippingNoteNumber: waybill.shipping_note_number, placeOfLoading: waybill.place_of_loading, goodsReceiptPlace: waybill.goods_receipt_place, status: 'loaded' });
    expect(record.vehicleNumber).toBe(maskPlate(waybill.vehicle_number));
    expect(String(record.vehicleNumber)).toContain('*');
    expect(record.driverTelephone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const track = record.track as { points: { positionTime: string }[]; live: boolean; vehicleNumber: string; waybill: Row };
    expect(track.points.map((p) => p.positionTime)).toEqual(expect.arrayContaining(times));
    expect(track.points.every((p, i, all) => i === 0 || all[i - 1]!.positionTime <= p.positionTime)).toBe(true);
    expect(track.live).toBe(true);
    expect(track.vehicleNumber).toBe(record.vehicleNumber);
    expect(track).not.toHaveProperty('alarms');
    expect(record.lastPositionTime).toBe(track.points.at(-1)!.positionTime);
    expect(typeof track.waybill.unloadingLongitude).toBe('number');
    const text = JSON.stringify(opened.data);
    expect(leaked(text, waybill, ['vehicle_number', 'driver_telephone', 'driving_license', 'consignor_id', 'consignee_id', 'consignor_telephone', 'consignee_telephone',
      'actual_carrier_id', 'unified_social_credit_identifier', 'driver_code', 'shipper_code'])).toEqual([]);
    for (const field of ['totalMonetaryAmount', 'prepaidAmount', 'balanceAmount', 'transportationCost', 'drivingLicense', 'consignorID', 'consigneeID', 'consigneeTelephone', 'id', 'branchCode']) {
      expect(record).not.toHaveProperty(field);
    }
  });

  it('a staff member of another branch cannot mint a link to this branch\'s waybill; a driver not to another driver\'s', async () => {
    const waybill = await entityRows(fixture).selectFrom('tms_waybill').select(['id']).where('branch_code', '=', 'SD0001').orderBy('id').executeTakeFirstOrThrow();
    const other = await otherBranchStaff(fixture);
    const refused = await mint(fixture, other, 'waybillTrack', Number(waybill.id));
    expect(refused.status).toBe(404);
    expect(refused.data).toBeNull();
    const others = await entityRows(fixture).selectFrom('tms_waybill').select(['id']).where('driver_code', '!=', fixture.codes.driver).orderBy('id').executeTakeFirstOrThrow();
    expect((await mint(fixture, fixture.tokens.driver, 'waybillTrack', Number(others.id))).status).toBe(404);
  });
});

describe('fenceMap (/enclosure)', () => {
  it('answers the branch\'s fences in use with their sites, and nothing about vehicles', async () => {
    const answer = await mint(fixture, fixture.tokens.staff, 'fenceMap');
    expect(answer.status).toBe(0);
    expect(answer.data.route).toBe('/enclosure');
    const record = (await openLink(fixture, 'fenceMap', answer.data.token)).data!.record as Row;
    const enabled = await entityRows(fixture).selectFrom('basic_geofence').select(['fence_name', 'station_name']).where('branch_code', '=', 'SD0001').where('status', '=', 'enabled').orderBy('id').execute();
    expect(enabled.length).toBeGreaterThan(0);
    const fences = record.geofence as Row[];
    expect(fences.map((f) => f.fenceName)).toEqual(enabled.map((f) => f.fence_name));
    expect(fences.map((f) => f.stationName ?? null)).toEqual(enabled.map((f) => f.station_name ?? null));
    expect(record.fenceCount).toBe(enabled.length);
    for (const fence of fences) expect(Object.keys(fence).sort()).toEqual(['centerLatitude', 'centerLongitude', 'fenceName', 'id', 'path', 'radius', 'shape', 'stationName', 'status']);
    const text = JSON.stringify(record);
    expect(text).not.toMatch(/vehicleNumber|alarm|driver/i);
  });

  it('a driver or a shipper may not share the fence map', async () => {
    expect((await mint(fixture, fixture.tokens.driver, 'fenceMap')).status).toBe(403);
    expect((await mint(fixture, fixture.tokens.shipper, 'fenceMap')).status).toBe(403);
  });
});

describe('cityOrderTrack (/ctmsTrackMap)', () => {
  it('in the demo, a van on its round drives from drop to drop: each drop handled so far lies on its track', async () => {
    const orders = await entityRows(fixture).selectFrom('city_order').select(['id']).where('status', 'in', ['delivering', 'completed'])
      .where('branch_code', '=', 'SD0001').orderBy('started_date_time', 'desc').limit(6).execute();
    const ctx = { db: fixture.server.db, now: fixture.server.clock.now };
    let driven = 0;
    for (const order of orders) {
      const { token } = await signLink(ctx, { kind: 'cityOrderTrack', subject: String(order.id), branchCode: 'SD0001', ttlHours: 1 });
      const record = (await openLink(fixture, 'cityOrderTrack', token)).data!.record as Row;
      const points = (record.track as { points: { speed: number }[] }).points;
      const handled = (record.drops as Row[]).filter((d) => d.status !== 'pending' && String(d.handledDateTime) <= String(record.lastPositionTime));
      if (points.length < 10 || handled.length === 0) continue;
      driven += 1;
      expect(points.some((p) => p.speed > 0)).toBe(true);
      for (const drop of handled) expect(drop.located).toBe('reported');
    }
    expect(driven).toBeGreaterThan(0);
  });

  it('answers the van\'s track since the start and the drops with their state, names masked, no phone and no freight', async () => {
    const order = await entityRows(fixture).selectFrom('city_order').selectAll().where('status', '=', 'delivering').where('branch_code', '=', 'SD0001')
      .orderBy('id').executeTakeFirstOrThrow() as Row;
    const drops = await entityRows(fixture).selectFrom('city_order_drop').selectAll().where('order_number', '=', String(order.order_number)).orderBy('sequence').execute() as Row[];
    const handled = drops.filter((d) => d.status !== 'pending' && typeof d.handled_date_time === 'string');
    const started = parseDisplayTime(String(order.started_date_time));
    const times = [...new Set([displayTime(addMs(started, 5 * MINUTE_MS)), ...handled.map((d) => String(d.handled_date_time))])].sort()
      .filter((time) => parseDisplayTime(time).getTime() <= fixture.server.clock.now().getTime());
    await report(order, times, [118.35, 35.1]);
    const token = await mintLink(fixture, fixture.tokens.staff, 'cityOrderTrack', Number(order.id));
    const opened = await openLink(fixture, 'cityOrderTrack', token);
    expect(opened.http).toBe(200);
    const record = opened.data!.record as Row;
    expect(record).toMatchObject({ orderNumber: order.order_number, status: 'delivering', dropCount: order.drop_count });
    const answered = record.drops as Row[];
    expect(answered.map((d) => [d.sequence, d.status])).toEqual(drops.map((d) => [d.sequence, d.status]));
    expect(answered.some((d) => d.located === 'reported')).toBe(true);
    for (const drop of answered) {
      expect(String(drop.receiverName)).toMatch(/\*/);
      expect(typeof drop.longitude).toBe('number');
      // a drop handled when the van reported is placed where it stood; the others at their district
      expect(drop.located).toBe(times.includes(String(drop.handledDateTime)) ? 'reported' : 'district');
    }
    const track = record.track as { points: { positionTime: string }[]; drops: Row[]; live: boolean };
    expect(track.points.map((p) => p.positionTime)).toEqual(expect.arrayContaining(times));
    expect(track.drops).toEqual(answered);
    expect(track.live).toBe(true);
    const text = JSON.stringify(opened.data);
    expect(leaked(text, order, ['vehicle_number', 'driver_telephone', 'pickup_phone', 'driver_code', 'shipper_code'])).toEqual([]);
    for (const drop of drops) expect(leaked(text, drop, ['receiver_phone', 'receiver_name', 'signer_name'])).toEqual([]);
    for (const field of ['freightAmount', 'pickupPhone', 'pickupContact', 'driverCode', 'id', 'branchCode']) expect(record).not.toHaveProperty(field);
    expect(text).not.toContain('receiverPhone');
  });
});

describe('refusals', () => {
  it('a forged signature is 401 and an expired link 410, both without data', async () => {
    const order = await entityRows(fixture).selectFrom('city_order').select(['id']).where('status', '=', 'delivering').orderBy('id').executeTakeFirstOrThrow();
    const waybill = await entityRows(fixture).selectFrom('tms_waybill').select(['id']).where('status', '=', 'loaded').orderBy('id').executeTakeFirstOrThrow();
    const ctx = { db: fixture.server.db, now: fixture.server.clock.now };
    const links = [
      ['waybillTrack', (await signLink(ctx, { kind: 'waybillTrack', subject: String(waybill.id), branchCode: 'SD0001', ttlHours: 1 })).token],
      ['fenceMap', (await signLink(ctx, { kind: 'fenceMap', subject: 'SD0001', branchCode: 'SD0001', ttlHours: 1 })).token],
      ['cityOrderTrack', (await signLink(ctx, { kind: 'cityOrderTrack', subject: String(order.id), branchCode: 'SD0001', ttlHours: 1 })).token],
    ] as const;
    for (const [kind, token] of links) {
      expect((await openLink(fixture, kind, token)).http).toBe(200);
      const forged = await openLink(fixture, kind, `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
      expect(forged.http).toBe(401);
      expect(forged.data).toEqual({ refusal: 'invalid' });
    }
    fixture.server.clock.advance(HOUR_MS + 1000);
    for (const [kind, token] of links) {
      const expired = await openLink(fixture, kind, token);
      expect(expired.http).toBe(410);
      expect(expired.data).toEqual({ refusal: 'expired' });
    }
  });
});
