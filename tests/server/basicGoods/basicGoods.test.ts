// Basic master data, part 1 (issue 12): goods types as a tree with the national cargo class,
// goods linked to their type and unit, units, stations, pallets with their states, common routes
// between stations and teams in departments. Each rule the schemas declare, through the API.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { entityRows, startFixture, tableRows, type Fixture } from '../entities/support';

const BASIC = '/ntocc-basic-api';
const GOODS = `${BASIC}/goods`;
const GOODS_TYPE = `${BASIC}/goodsType`;
const UNIT = `${BASIC}/unit`;
const STATION = `${BASIC}/station`;
const PALLET = `${BASIC}/pallet`;
const ROUTE = `${BASIC}/commonRoute`;
const TEAM = `${BASIC}/team`;

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

type Row = Record<string, unknown>;
const db = () => entityRows(fx);
const rows = (table: string) => tableRows(fx, table);
const idOf = async (table: string, column: string, value: string) =>
  Number((await db().selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id);

const post = (path: string, json: unknown, token = fx.tokens.staff) => fx.api.call(path, { method: 'POST', json, token });
const put = (path: string, json: unknown, token = fx.tokens.staff) => fx.api.call(path, { method: 'PUT', json, token });
const get = (path: string, query: Record<string, string | number> = {}, token = fx.tokens.staff) => fx.api.call(path, { query, token });
const remove = (path: string, token = fx.tokens.staff) => fx.api.call(path, { method: 'DELETE', token });

/** The field names an answer's errors point at (422 answers carry them in data). */
const errorFields = (data: unknown): string[] => JSON.stringify(data ?? '').match(/[a-zA-Z]+/g) ?? [];

async function newGoods(overrides: Row = {}): Promise<Row> {
  return {
    name: `测试货物${Math.random().toString(36).slice(2, 8)}`,
    goodsTypeId: await idOf('basic_goods_type', 'name', '螺纹钢'),
    unitId: await idOf('basic_unit', 'name', '吨'),
    packaging: 'bundled',
    dangerous: false,
    status: 'enabled',
    ...overrides,
  };
}

describe('demo data: every list is realistic and its links resolve', () => {
  test.each([['basic_goods_type', 30, 100], ['basic_unit', 30, 60], ['basic_goods', 30, 3000], ['basic_station', 30, 3000],
    ['basic_pallet', 30, 3000], ['basic_common_route', 30, 3000], ['basic_team', 30, 3000]])('%s holds between 30 and 3,000 records', async (table) => {
    const count = (await rows(table)).length;
    expect(count).toBeGreaterThanOrEqual(30);
    expect(count).toBeLessThanOrEqual(3000);
  });

  test('goods name their type and unit by id, with the type\'s name and national cargo class copied', async () => {
    const types = new Map((await rows('basic_goods_type')).map((t) => [t.id, t]));
    const units = new Map((await rows('basic_unit')).map((u) => [u.id, u]));
    const goods = await rows('basic_goods');
    for (const item of goods) {
      const type = types.get(item.goods_type_id)!;
      expect(type, String(item.name)).toBeDefined();
      expect(item.goods_type_name).toBe(type.name);
      expect(item.cargo_type_classification_code).toBe(type.cargo_type_classification_code);
      expect(item.unit_name).toBe(units.get(item.unit_id)!.name);
    }
    const rebar = goods.find((g) => g.name === '螺纹钢 HRB400E Φ25')!;
    expect([rebar.goods_type_name, rebar.cargo_type_classification_code, rebar.unit_name]).toEqual(['螺纹钢', '0400', '吨']);
    const methanol = goods.find((g) => g.name === '甲醇')!;
    expect([methanol.dangerous, methanol.un_number, methanol.danger_class]).toEqual([1, '1230', '3']);
  });

  test('goods types form the declared tree: 煤炭 holds 动力煤 and 焦煤, each child reports under its parent\'s class', async () => {
    const coal = await idOf('basic_goods_type', 'name', '煤炭');
    const answer = await get(`${GOODS_TYPE}/children`, { parentId: coal });
    expect(answer.data.map((n: Row) => n.name)).toEqual(['动力煤', '焦煤', '无烟煤', '焦炭']);
    expect(answer.data.every((n: Row) => n.cargoTypeClassificationCode === '0100')).toBe(true);
    const cement = (await rows('basic_goods_type')).find((t) => t.name === '水泥')!;
    expect(cement.cargo_type_classification_code).toBe('0600');
  });

  test('routes start and end at stations whose name, area and address they copy; teams name their department', async () => {
    const stations = new Map((await rows('basic_station')).map((s) => [s.id, s]));
    for (const route of await rows('basic_common_route')) {
      const [origin, destination] = [stations.get(route.origin_station_id)!, stations.get(route.destination_station_id)!];
      expect([route.origin_station_name, route.origin_area_code, route.origin_address]).toEqual([origin.name, origin.area_code, origin.address]);
      expect([route.destination_station_name, route.destination_area_code]).toEqual([destination.name, destination.area_code]);
      expect(Number(route.distance_km)).toBeGreaterThan(0);
      expect(route.typical_goods_name).toEqual(expect.any(String));
    }
    const departments = new Map((await rows('basic_department')).map((d) => [d.id, d]));
    for (const team of await rows('basic_team')) expect(team.department_name).toBe(departments.get(team.department_id)!.name);
  });

  test('pallets are spread over the four states; each is kept at a station; those in use went out to someone', async () => {
    const pallets = await rows('basic_pallet');
    const states = new Set(pallets.map((p) => p.status));
    expect(states).toEqual(new Set(['in_stock', 'in_use', 'repair', 'scrapped']));
    const stations = new Map((await rows('basic_station')).map((s) => [s.id, s]));
    for (const pallet of pallets) {
      expect(pallet.station_name).toBe(stations.get(pallet.station_id)!.name);
      if (pallet.status === 'in_use') expect(pallet.used_by).toEqual(expect.any(String));
      if (pallet.status === 'scrapped') expect(pallet.scrap_reason).toEqual(expect.any(String));
      expect(String(pallet.pallet_code)).toMatch(/^TP\d{14}$/);
    }
  });
});

describe('goods: type and unit by relation, national class from the type, dangerous goods', () => {
  test('a new goods takes its type\'s name and cargo class and its unit\'s name; the server numbers it', async () => {
    const payload = await newGoods({ goodsTypeId: await idOf('basic_goods_type', 'name', '玉米'), unitId: await idOf('basic_unit', 'name', '袋'), packaging: 'bagged', unitWeight: 0.05 });
    const answer = await post(GOODS, payload);
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ goodsTypeName: '玉米', cargoTypeClassificationCode: '1100', unitName: '袋', goodsCode: expect.stringMatching(/^HW\d{14}$/) });
  });

  test('the cargo class cannot be set by hand: it follows the type', async () => {
    const answer = await post(GOODS, await newGoods({ cargoTypeClassificationCode: '1700' }));
    expect(answer.data.cargoTypeClassificationCode).toBe('0400');
  });

  test('changing the type changes the copied name and class', async () => {
    const { id } = (await post(GOODS, await newGoods())).data;
    const coke = await idOf('basic_goods_type', 'name', '焦炭');
    const answer = await put(`${GOODS}/${id}`, { goodsTypeId: coke });
    expect(answer.data).toMatchObject({ goodsTypeName: '焦炭', cargoTypeClassificationCode: '0100' });
  });

  test('a type or unit that does not exist is refused on its field', async () => {
    const answer = await post(GOODS, await newGoods({ goodsTypeId: 999999 }));
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(errorFields(answer.data)).toContain('goodsTypeId');
    const unit = await post(GOODS, await newGoods({ unitId: 999999 }));
    expect(errorFields(unit.data)).toContain('unitId');
  });

  test('a goods name is unique within the branch', async () => {
    const answer = await post(GOODS, await newGoods({ name: '螺纹钢 HRB400E Φ25' }));
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(errorFields(answer.data)).toContain('name');
  });

  test('dangerous goods need the UN number and the hazard class; the UN number has 4 digits', async () => {
    const missing = await post(GOODS, await newGoods({ dangerous: true }));
    expect(missing.status).toBe(Status.INVALID_PAYLOAD);
    expect(errorFields(missing.data)).toEqual(expect.arrayContaining(['unNumber']));
    const badNumber = await post(GOODS, await newGoods({ dangerous: true, unNumber: 'UN12', dangerClass: '3' }));
    expect(badNumber.status).toBe(Status.INVALID_PAYLOAD);
    const unknownClass = await post(GOODS, await newGoods({ dangerous: true, unNumber: '1230', dangerClass: '10' }));
    expect(unknownClass.status).toBe(Status.INVALID_PAYLOAD);
    const ok = await post(GOODS, await newGoods({ dangerous: true, unNumber: '1230', dangerClass: '3' }));
    expect(ok.status).toBe(Status.OK);
    expect(ok.data).toMatchObject({ dangerous: true, unNumber: '1230', dangerClass: '3' });
  });

  test('the list filters by type: only goods of that type come back', async () => {
    const rebar = await idOf('basic_goods_type', 'name', '螺纹钢');
    const answer = await get(`${GOODS}/list`, { goodsTypeId: rebar, pageNum: 1, pageSize: 50 });
    expect(answer.data.total).toBeGreaterThanOrEqual(2);
    expect(answer.data.records.every((g: Row) => g.goodsTypeName === '螺纹钢')).toBe(true);
  });
});

describe('goods types: a tree', () => {
  test('a child created under 钢材 lists under it, last; a type with children or with goods… children first: it is not removed', async () => {
    const steel = await idOf('basic_goods_type', 'name', '钢材');
    const created = await post(GOODS_TYPE, { name: '不锈钢', parentId: steel, cargoTypeClassificationCode: '0400', status: 'enabled' });
    expect(created.status).toBe(Status.OK);
    const children = (await get(`${GOODS_TYPE}/children`, { parentId: steel })).data as Row[];
    expect(children.at(-1)).toMatchObject({ name: '不锈钢', sortOrder: children.length });
    const refused = await remove(`${GOODS_TYPE}/${steel}`);
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect((await get(`${GOODS_TYPE}/${steel}`)).data.name).toBe('钢材');
  });

  test('a type needs its national cargo class, a code of the national list', async () => {
    expect((await post(GOODS_TYPE, { name: '杂货', status: 'enabled' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(GOODS_TYPE, { name: '杂货', cargoTypeClassificationCode: '9999', status: 'enabled' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(GOODS_TYPE, { name: '杂货', cargoTypeClassificationCode: '1700', status: 'enabled' })).status).toBe(Status.OK);
  });
});

describe('units', () => {
  test('吨 converts at 1, 千克 at 0.001; a unit name is unique', async () => {
    const units = await rows('basic_unit');
    expect(units.find((u) => u.name === '吨')).toMatchObject({ symbol: 't', unit_kind: 'weight', tons_per_unit: 1 });
    expect(units.find((u) => u.name === '千克')).toMatchObject({ tons_per_unit: 0.001 });
    expect((await post(UNIT, { name: '吨', symbol: 't', unitKind: 'weight', status: 'enabled' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(UNIT, { name: '公斤箱', symbol: '箱', unitKind: 'box', status: 'enabled' })).status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('stations', () => {
  const station = (overrides: Row = {}) => ({
    name: '唐山曹妃甸港区煤炭堆场', stationType: 'transit', areaCode: '130209', address: '河北省唐山市曹妃甸区港区煤码头路1号',
    longitude: 118.46, latitude: 38.94, contact: '刘海涛', phone: '0315-8856123', businessHours: '00:00-24:00', status: 'enabled', ...overrides,
  });

  test('a station is created with its type, area, coordinates, contact and hours; the server gives it a code', async () => {
    const answer = await post(STATION, station());
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ stationCode: expect.stringMatching(/^ZD\d{14}$/), businessHours: '00:00-24:00', longitude: 118.46 });
  });

  test.each([
    ['phone', { phone: '12345' }], ['businessHours', { businessHours: '8点到18点' }], ['businessHours', { businessHours: '25:00-26:00' }],
    ['longitude', { longitude: 12.5 }], ['areaCode', { areaCode: '1302' }], ['stationType', { stationType: 'port' }],
  ])('a bad %s is refused on its field', async (field, overrides) => {
    const answer = await post(STATION, station({ name: `站点${Math.random()}`, ...overrides }));
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(errorFields(answer.data)).toContain(field);
  });
});

describe('pallets: in stock, in use, under repair, scrapped', () => {
  const act = (id: number, action: string, json: unknown = {}) => post(`${PALLET}/${id}/${action}`, json);
  let warehouse: number;
  let pallet: number;

  beforeAll(async () => {
    warehouse = await idOf('basic_station', 'name', '天津滨海新区物流仓');
    const created = await post(PALLET, { spec: '1210', material: 'plastic', loadCapacity: 1.5, ownerType: 'own', stationId: warehouse, purchaseDate: '20250310' });
    expect(created.status).toBe(Status.OK);
    expect(created.data).toMatchObject({ status: 'in_stock', stationName: '天津滨海新区物流仓', palletCode: expect.stringMatching(/^TP\d{14}$/) });
    pallet = created.data.id;
  });

  test('check out needs who uses it; the pallet is then in use and its time recorded', async () => {
    expect((await act(pallet, 'checkOut', {})).status).toBe(Status.INVALID_PAYLOAD);
    const out = await act(pallet, 'checkOut', { usedBy: '天津恒达建材有限公司' });
    expect(out.data).toMatchObject({ status: 'in_use', usedBy: '天津恒达建材有限公司', lastMovedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
  });

  test('a pallet in use cannot be removed, nor scrapped before it is back', async () => {
    expect((await remove(`${PALLET}/${pallet}`)).status).toBe(Status.INVALID_PAYLOAD);
    const scrap = await act(pallet, 'scrap', { scrapReason: '严重变形' });
    expect(scrap.status).toBe(Status.INVALID_PAYLOAD);
    expect(scrap.data).toMatchObject({ state: 'in_use' });
  });

  test('check in names the station it comes back to, copying its name', async () => {
    const tianjinPort = await idOf('basic_station', 'name', '天津港南疆散货码头');
    const back = await act(pallet, 'checkIn', { stationId: tianjinPort });
    expect(back.data).toMatchObject({ status: 'in_stock', stationId: tianjinPort, stationName: '天津港南疆散货码头' });
  });

  test('send to repair, finish the repair, scrap: then its size and station are locked', async () => {
    expect((await act(pallet, 'sendRepair', { repairReason: '叉车孔破损' })).data.status).toBe('repair');
    expect((await act(pallet, 'finishRepair', { stationId: warehouse })).data).toMatchObject({ status: 'in_stock', stationName: '天津滨海新区物流仓' });
    expect((await act(pallet, 'scrap', { scrapReason: '面板多处断裂' })).data).toMatchObject({ status: 'scrapped', scrapReason: '面板多处断裂' });
    const locked = await put(`${PALLET}/${pallet}`, { spec: '1208' });
    expect(locked.status).toBe(Status.INVALID_PAYLOAD);
    expect((await put(`${PALLET}/${pallet}`, { remark: '已拆解' })).status).toBe(Status.OK);
  });

  test('the state is set by actions only: a create or an edit naming it is ignored', async () => {
    const created = await post(PALLET, { spec: '1111', material: 'wood', loadCapacity: 1, ownerType: 'leased', ownerName: '天津港联托盘租赁有限公司', stationId: warehouse, status: 'scrapped' });
    expect(created.data.status).toBe('in_stock');
  });

  test('the status tabs count per state', async () => {
    const answer = await get(`${PALLET}/aggregate`, { groupBy: 'status', measures: 'count', pageNum: 1, pageSize: 10 });
    expect(answer.status).toBe(Status.OK);
    const counts = new Map((answer.data.records as Row[]).map((r) => [r.status, Number(r.count)]));
    const stored = await rows('basic_pallet');
    for (const state of ['in_stock', 'in_use', 'repair', 'scrapped']) expect(counts.get(state)).toBe(stored.filter((p) => p.status === state).length);
  });
});

describe('common routes: stations fill the places', () => {
  test('choosing stations copies their names, areas and addresses over what was sent; without a station the area and address are given', async () => {
    const [origin, destination] = [await idOf('basic_station', 'name', '临沂商城物流中转场'), await idOf('basic_station', 'name', '杭州萧山快消品仓')];
    // The form fills the places when a station is picked; the server copies the station's own over
    // whatever was sent (here a stale address).
    const answer = await post(ROUTE, {
      name: '临沂—萧山 日化', originStationId: origin, destinationStationId: destination, distanceKm: 720, estimatedHours: 13, freightPerTon: 230, status: 'enabled',
      originAreaCode: '371302', originAddress: '旧地址', destinationAreaCode: '330109', destinationAddress: '旧地址',
    });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ originAreaCode: '371302', originStationName: '临沂商城物流中转场', destinationAreaCode: '330109', destinationAddress: '浙江省杭州市萧山区临江工业园区纬五路' });
    const bare = await post(ROUTE, { name: '济南—青岛 建材', originAreaCode: '370112', originAddress: '山东省济南市历城区', destinationAreaCode: '370211', destinationAddress: '山东省青岛市黄岛区', distanceKm: 380, status: 'enabled' });
    expect(bare.status).toBe(Status.OK);
    const missing = await post(ROUTE, { name: '无起点路线', destinationAreaCode: '370211', destinationAddress: '山东省青岛市黄岛区', distanceKm: 10, status: 'enabled' });
    expect(missing.status).toBe(Status.INVALID_PAYLOAD);
    expect(errorFields(missing.data)).toContain('originAreaCode');
  });
});

describe('teams belong to departments', () => {
  test('a team names its department (its name copied); an unknown department is refused', async () => {
    const dispatch = await idOf('basic_department', 'name', '调度组');
    const answer = await post(TEAM, { name: '应急调度班', departmentId: dispatch, leader: '孙立军', leaderPhone: '13812345678', memberCount: 4, status: 'enabled' });
    expect(answer.data).toMatchObject({ departmentName: '调度组' });
    const refused = await post(TEAM, { name: '不存在部门的班组', departmentId: 999999, leader: '孙立军', status: 'enabled' });
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(errorFields(refused.data)).toContain('departmentId');
  });
});

describe('permissions: master data belongs to the branch staff', () => {
  test('a shipper reaches no goods, stations or pallets, and may create none', async () => {
    for (const path of [GOODS, STATION, PALLET]) {
      // His warehouse screens' forms pick stations (a lookup): he may ask, and reaches none of the
      // branch's master data (no shipper column); otherwise no screen of his reaches them.
      const answer = await get(`${path}/list`, { pageNum: 1, pageSize: 10 }, fx.tokens.shipper);
      if (answer.status === Status.OK) expect((answer.data as { total: number }).total, path).toBe(0);
      else expect(answer.status, path).toBe(Status.FORBIDDEN);
    }
    expect((await post(GOODS, await newGoods(), fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
  });
});
