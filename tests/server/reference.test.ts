// Reference data: dict/listDict, areaProvince/queryList, partyGroup, banner/type/HTSY.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AreaOption, DictType } from '../../src/core/generated/api';
import { Status } from '../../src/core/api/status';
import { DEFAULT_CODES_DIR } from '../../server/seed/codeLists';
import { apiClient } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  token = await api.signIn('staff');
});
afterAll(() => server.close());

const codeLines = (file: string) =>
  readFileSync(path.join(DEFAULT_CODES_DIR, file), 'utf8').split('\n').filter((line) => line.includes('='));

describe('dict/listDict answers several types in one call', () => {
  test('types=plate_color_code,vehicle_type: one entry per type, in the asked order, with code and name', async () => {
    const answer = await api.call<DictType[]>('/ntocc-basic-api/dict/listDict', { query: { types: 'plate_color_code,vehicle_type' }, token });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data.map((d) => d.type)).toEqual(['plate_color_code', 'vehicle_type']);
    const [plates, vehicles] = answer.data;
    expect(plates.dictList).toHaveLength(codeLines('plate_color_code.txt').length);
    expect(plates.dictList[0]).toEqual({ code: '1', name: '蓝色' });
    expect(plates.dictList).toContainEqual({ code: '93', name: '黄绿色' });
    expect(vehicles.dictList).toHaveLength(codeLines('vehicle_type.txt').length);
    expect(vehicles.dictList[0]).toEqual({ code: 'H11', name: '重型普通货车,重型栏板货车' });
  });

  test('the project\'s own dictionaries are there too', async () => {
    const answer = await api.call<DictType[]>('/ntocc-basic-api/dict/listDict', { query: { types: 'review_status,party_type' }, token });
    expect(answer.data[0].dictList).toContainEqual({ code: 'PENDING', name: '待审核' });
    expect(answer.data[1].dictList.map((d) => d.code)).toEqual(['PLAT_ADMIN', 'BRANCH_STAFF', 'SHIPPER', 'DRIVER']);
  });

  test('a repeated line of a code list is stored once', async () => {
    const answer = await api.call<DictType[]>('/ntocc-basic-api/dict/listDict', { query: { types: 'insurance_company_code' }, token });
    const codes = answer.data[0].dictList.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('MACN');
  });

  test('an unknown type answers an empty list', async () => {
    const answer = await api.call<DictType[]>('/ntocc-basic-api/dict/listDict', { query: { types: 'no_such_type' }, token });
    expect(answer.data).toEqual([{ type: 'no_such_type', dictList: [] }]);
  });

  test('without types: 422', async () => {
    expect((await api.call('/ntocc-basic-api/dict/listDict', { token })).status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('areaProvince/queryList: province, city, county from GB/T 2260', () => {
  let tree: AreaOption[];
  beforeAll(async () => {
    tree = (await api.call<AreaOption[]>('/ntocc-basic-api/areaProvince/queryList', { token })).data;
  });

  test('one node per province code of the list (34)', () => {
    const provinces = codeLines('city_code.txt').filter((line) => /^\d{2}0000=/.test(line));
    expect(tree).toHaveLength(provinces.length);
    expect(tree).toHaveLength(34);
    expect(tree[0]).toMatchObject({ code: '110000', name: '北京市' });
  });

  test('every code of the list is in the tree exactly once', () => {
    const all = (nodes: AreaOption[]): string[] => nodes.flatMap((n) => [n.code, ...all(n.children ?? [])]);
    const codes = all(tree);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(codeLines('city_code.txt').map((line) => line.split('=')[0])));
  });

  test('counties hang under their city', () => {
    const beijing = tree[0].children?.find((c) => c.code === '110100');
    expect(beijing?.children).toContainEqual({ code: '110108', name: '海淀区' });
  });

  test('the districts of Hong Kong hang directly under the region', () => {
    const hongKong = tree.find((p) => p.code === '810000');
    expect(hongKong?.children).toContainEqual({ code: '810001', name: '中西区' });
  });

  test('county-level cities governed by the province hang under its 直辖县级行政区划 group', () => {
    const henan = tree.find((p) => p.code === '410000');
    const group = henan?.children?.find((c) => c.code === '419000');
    expect(group).toMatchObject({ name: '省直辖县级行政区划', children: [{ code: '419001', name: '济源市' }] });
  });
});

describe('party groups and banners', () => {
  test('partyGroup lists the enterprise groups as a page', async () => {
    const answer = await api.call('/ntocc-basic-api/partyGroup', { query: { pageNum: 1, pageSize: 10 }, token });
    expect(answer.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 10, records: [{ groupName: '顺达网络货运有限公司' }] });
  });

  test('partyGroup answers only the groups of the branches the caller reaches, whatever branchCode is asked', async () => {
    await server.db.insertInto('branch').values({ code: 'SD0002', name: '顺通物流有限公司', soft_version: 'CTMS-3.2' }).execute();
    await server.db.insertInto('party_group').values({ group_name: '顺通物流有限公司', logo_url: '', login_logo_url: '', branch_code: 'SD0002' }).execute();
    const asked = await api.call('/ntocc-basic-api/partyGroup', { query: { branchCode: 'SD0002' }, token });
    expect(asked.data).toMatchObject({ total: 0, records: [] });
    const own = await api.call('/ntocc-basic-api/partyGroup', { token });
    expect(own.data.records.map((g: { branchCode: string }) => g.branchCode)).toEqual(['SD0001']);
    // The platform administrator (data scope: all) sees every branch's group.
    const admin = await api.call('/ntocc-basic-api/partyGroup', { query: { branchCode: 'SD0002' }, token: await api.signIn('admin') });
    expect(admin.data.records.map((g: { groupName: string }) => g.groupName)).toEqual(['顺通物流有限公司']);
  });

  test('banner/type/HTSY lists the home-page banners in order, with images that are served', async () => {
    const answer = await api.call('/ntocc-basic-api/banner/type/HTSY', { token });
    expect(answer.data.map((b: { sort: number }) => b.sort)).toEqual([1, 2]);
    for (const banner of answer.data) {
      const image = await fetch(new URL(banner.imageUrl, server.url));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  test('a placement without banners answers an empty list', async () => {
    expect((await api.call('/ntocc-basic-api/banner/type/NONE', { token })).data).toEqual([]);
  });
});
