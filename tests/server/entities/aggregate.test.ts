// GET <entity>/aggregate and /aggregate/export (issue 9 section 2): reports grouped by declared
// dimensions (a field, a dictionary, a date by day, week, month or year, a region by province)
// with declared measures, under the list's filters, scope and permissions, sorted and paged,
// with a totals row. Every expectation is computed here from the table's rows, independently
// of the server's SQL.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { reportDeclarationProblems } from '../../../src/core/report/dimensions';
import { hashPassword } from '../../../server/auth/password';
import { DEFAULT_ENTITIES_DIR } from '../../../server/entities/definition';
import { createEntityRegistry } from '../../../server/entities/registry';
import { createParty } from '../../../server/party/create';
import { DRIVER, otherBranchStaff, startFixture, VEHICLE, WAYBILL, type Fixture } from './support';

let fx: Fixture;
let waybills: WaybillRow[];
beforeAll(async () => {
  fx = await startFixture();
  waybills = await waybillRows();
});
afterAll(() => fx.server.close());

const BRANCH = 'SD0001';
const AGGREGATE = `${WAYBILL}/aggregate`;

interface WaybillRow {
  status: string; shipperCode: string; driverCode: string | null; time: string; province: string;
  totalMonetaryAmount: number; prepaidAmount: number | null; balanceAmount: number | null; transportationCost: number | null;
  goodsItemGrossWeight: number; transportationDistance: number | null; totalNumberOfPackages: number | null; vehicleAmount: number;
}

async function waybillRows(): Promise<WaybillRow[]> {
  const { rows } = await sql<WaybillRow>`select status, shipper_code as "shipperCode", driver_code as "driverCode",
    consignment_date_time as time, loading_country_subdivision_code as province,
    total_monetary_amount as "totalMonetaryAmount", prepaid_amount as "prepaidAmount", balance_amount as "balanceAmount",
    transportation_cost as "transportationCost", goods_item_gross_weight as "goodsItemGrossWeight",
    transportation_distance as "transportationDistance", total_number_of_packages as "totalNumberOfPackages", vehicle_amount as "vehicleAmount"
    from tms_waybill where branch_code = ${BRANCH}`.execute(fx.server.db);
  return rows;
}

type Fn = 'sum' | 'avg' | 'min' | 'max';

/** A measure over rows, as a person would compute it: empty values skipped, a sum of none is 0. */
function compute(rows: WaybillRow[], field: keyof WaybillRow, fn: Fn): number | null {
  const values = rows.map((row) => row[field]).filter((v): v is number => typeof v === 'number');
  if (fn === 'sum') return values.reduce((a, b) => a + b, 0);
  if (values.length === 0) return null;
  if (fn === 'avg') return values.reduce((a, b) => a + b, 0) / values.length;
  return fn === 'min' ? Math.min(...values) : Math.max(...values);
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** The Monday of the day's ISO week, yyyy-MM-dd. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

async function report(query: Record<string, string | number>, token = fx.tokens.staff, path = AGGREGATE) {
  return fx.api.call(path, { token, query });
}

/** Every group of a query, one call with the largest page. */
async function allGroups(query: Record<string, string | number>, token = fx.tokens.staff, path = AGGREGATE) {
  const answer = await report({ ...query, pageSize: 500 }, token, path);
  expect(answer.status).toBe(Status.OK);
  return answer.data as { records: Record<string, string | number | null>[]; total: number; totals: Record<string, number | null> };
}

const closeTo = (actual: unknown, expected: number | null) => {
  if (expected === null) return expect(actual).toBeNull();
  expect(typeof actual).toBe('number');
  expect(actual as number).toBeCloseTo(expected, 2);
};

describe('every measure: count, and each declared sum, avg, min and max, per group and in total', () => {
  const declared = JSON.parse(readFileSync(path.join(DEFAULT_ENTITIES_DIR, 'waybill.json'), 'utf8'))['x-measures'] as Record<string, Fn[]>;
  const measures = Object.entries(declared).flatMap(([field, fns]) => fns.map((fn) => ({ field: field as keyof WaybillRow, fn })));

  test('the waybill declares money, weight and distance measures', () => {
    expect(measures.map((m) => `${m.field}:${m.fn}`)).toEqual(expect.arrayContaining(['totalMonetaryAmount:sum', 'totalMonetaryAmount:avg', 'totalMonetaryAmount:min', 'totalMonetaryAmount:max', 'goodsItemGrossWeight:sum', 'transportationDistance:avg', 'prepaidAmount:sum', 'balanceAmount:sum']));
  });

  test.each(measures)('$field:$fn grouped by status matches the rows', async ({ field, fn }) => {
    const key = `${field}:${fn}`;
    const answer = await allGroups({ groupBy: 'status', measures: `count,${key}` });
    const expected = groupBy(waybills, (row) => row.status);
    expect(answer.total).toBe(expected.size);
    for (const record of answer.records) {
      const rows = expected.get(String(record.status))!;
      expect(record.count).toBe(rows.length);
      closeTo(record[key], compute(rows, field, fn));
    }
    expect(answer.totals.count).toBe(waybills.length);
    closeTo(answer.totals[key], compute(waybills, field, fn));
  });

  test('numbers are numbers, rounded to the field\'s places (money 3, weight 2)', async () => {
    const answer = await allGroups({ groupBy: 'consignmentDateTime:month', measures: 'totalMonetaryAmount:avg,goodsItemGrossWeight:avg' });
    for (const record of answer.records) {
      expect(Number((record['totalMonetaryAmount:avg'] as number).toFixed(3))).toBe(record['totalMonetaryAmount:avg']);
      expect(Number((record['goodsItemGrossWeight:avg'] as number).toFixed(2))).toBe(record['goodsItemGrossWeight:avg']);
    }
  });

  test('measures default to count', async () => {
    const answer = await allGroups({ groupBy: 'status' });
    expect(Object.keys(answer.records[0]).sort()).toEqual(['count', 'status']);
  });
});

describe('every date bucket: day, week (the Monday of the ISO week), month and year', () => {
  const buckets: [string, (time: string) => string][] = [
    ['day', (time) => time.slice(0, 10)],
    ['week', (time) => mondayOf(time.slice(0, 10))],
    ['month', (time) => time.slice(0, 7)],
    ['year', (time) => time.slice(0, 4)],
  ];

  test.each(buckets)('consignmentDateTime:%s groups, counts and sums as the rows say, in chronological order', async (bucket, cut) => {
    const answer = await allGroups({ groupBy: `consignmentDateTime:${bucket}`, measures: 'count,totalMonetaryAmount:sum' });
    const expected = groupBy(waybills, (row) => cut(row.time));
    expect(answer.total).toBe(expected.size);
    // Larger than a page of 500 only by day over 180 days: it is not.
    expect(answer.records.map((r) => r[`consignmentDateTime:${bucket}`])).toEqual([...expected.keys()].sort());
    for (const record of answer.records) {
      const rows = expected.get(String(record[`consignmentDateTime:${bucket}`]))!;
      expect(record.count).toBe(rows.length);
      closeTo(record['totalMonetaryAmount:sum'], compute(rows, 'totalMonetaryAmount', 'sum'));
    }
  });

  test('a week is labelled by its Monday, and a Sunday belongs to the week before it', async () => {
    const answer = await allGroups({ groupBy: 'consignmentDateTime:week' });
    for (const record of answer.records) expect(new Date(`${String(record['consignmentDateTime:week'])}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
  });

  test('a yyyyMMdd date is bucketed too (vehicles by registration year)', async () => {
    const { rows } = await sql<{ registerDate: string | null }>`select register_date as "registerDate" from basic_vehicle where branch_code = ${BRANCH}`.execute(fx.server.db);
    const answer = await allGroups({ groupBy: 'registerDate:year' }, fx.tokens.staff, `${VEHICLE}/aggregate`);
    const expected = groupBy(rows, (row) => row.registerDate?.slice(0, 4) ?? 'null');
    expect(Object.fromEntries(answer.records.map((r) => [String(r['registerDate:year']), r.count])))
      .toEqual(Object.fromEntries([...expected].map(([year, group]) => [year, group.length])));
  });
});

describe('dimensions: a dictionary field, a region by province, a code with its label field, two at once', () => {
  test('a dictionary dimension answers codes (the console names them)', async () => {
    const answer = await allGroups({ groupBy: 'status' });
    expect(answer.records.map((r) => r.status).sort()).toEqual([...new Set(waybills.map((w) => w.status))].sort());
  });

  test('a region code by province: its first two digits and 0000', async () => {
    const answer = await allGroups({ groupBy: 'loadingCountrySubdivisionCode:province' });
    const expected = groupBy(waybills, (row) => `${row.province.slice(0, 2)}0000`);
    expect(Object.fromEntries(answer.records.map((r) => [r['loadingCountrySubdivisionCode:province'], r.count])))
      .toEqual(Object.fromEntries([...expected].map(([code, rows]) => [code, rows.length])));
  });

  test('a shipper code groups with its name beside it (x-dimensions label)', async () => {
    const answer = await allGroups({ groupBy: 'shipperCode' });
    const { rows } = await sql<{ code: string; name: string }>`select distinct shipper_code as code, shipper_name as name from tms_waybill where branch_code = ${BRANCH}`.execute(fx.server.db);
    for (const record of answer.records) expect(rows.filter((r) => r.code === record.shipperCode).map((r) => r.name)).toContain(record.shipperName);
  });

  test('records without a value form one group, last', async () => {
    const answer = await allGroups({ groupBy: 'driverCode' });
    const empty = waybills.filter((w) => w.driverCode === null).length;
    expect(empty).toBeGreaterThan(0);
    expect(answer.records.at(-1)).toMatchObject({ driverCode: null, count: empty });
    expect(answer.total).toBe(new Set(waybills.map((w) => w.driverCode)).size);
  });

  test('month and status: one group per pair, ordered by month then status', async () => {
    const answer = await allGroups({ groupBy: 'consignmentDateTime:month,status', measures: 'count,goodsItemGrossWeight:sum' });
    const expected = groupBy(waybills, (row) => `${row.time.slice(0, 7)}|${row.status}`);
    expect(answer.total).toBe(expected.size);
    expect(answer.records.map((r) => `${String(r['consignmentDateTime:month'])}|${String(r.status)}`)).toEqual([...expected.keys()].sort());
    for (const record of answer.records) {
      const rows = expected.get(`${String(record['consignmentDateTime:month'])}|${String(record.status)}`)!;
      expect(record.count).toBe(rows.length);
      closeTo(record['goodsItemGrossWeight:sum'], compute(rows, 'goodsItemGrossWeight', 'sum'));
    }
  });
});

describe('sorted and paged like a list, with a totals row over every matching row', () => {
  test('sorting by a measure, largest first; equal figures in dimension order', async () => {
    const answer = await allGroups({ groupBy: 'shipperCode', measures: 'count,totalMonetaryAmount:sum', sortField: 'totalMonetaryAmount:sum', sortType: 'desc' });
    const sums = answer.records.map((r) => r['totalMonetaryAmount:sum'] as number);
    expect(sums).toEqual([...sums].sort((a, b) => b - a));
    const top = [...groupBy(waybills, (w) => w.shipperCode)].map(([code, rows]) => [code, compute(rows, 'totalMonetaryAmount', 'sum')!] as const)
      .sort((a, b) => b[1] - a[1])[0];
    expect(answer.records[0].shipperCode).toBe(top[0]);
  });

  test('pages of groups: total is the number of groups, pages neither overlap nor skip', async () => {
    const query = { groupBy: 'consignmentDateTime:week', sortField: 'count', sortType: 'desc' };
    const all = await allGroups(query);
    const expectedGroups = new Set(waybills.map((w) => mondayOf(w.time.slice(0, 10)))).size;
    const pages = [];
    for (let pageNum = 1; pageNum <= Math.ceil(expectedGroups / 10); pageNum += 1) {
      const page = await report({ ...query, pageNum, pageSize: 10 });
      expect(page.data).toMatchObject({ total: expectedGroups, pageNum, pageSize: 10 });
      pages.push(...page.data.records);
    }
    expect(pages).toEqual(all.records);
  });

  test('the totals are over the rows, not the page: an average of the rows, not of the groups', async () => {
    const answer = await report({ groupBy: 'status', measures: 'count,totalMonetaryAmount:avg,totalMonetaryAmount:sum', pageSize: 10 });
    expect(answer.data.totals.count).toBe(waybills.length);
    closeTo(answer.data.totals['totalMonetaryAmount:avg'], compute(waybills, 'totalMonetaryAmount', 'avg'));
    closeTo(answer.data.totals['totalMonetaryAmount:sum'], compute(waybills, 'totalMonetaryAmount', 'sum'));
  });

  test('a page past the last group answers no records, and still the number of groups and the totals', async () => {
    const answer = await report({ groupBy: 'status', measures: 'count,totalMonetaryAmount:max', pageNum: 50, pageSize: 10 });
    expect(answer.data).toMatchObject({ records: [], total: new Set(waybills.map((w) => w.status)).size, pageNum: 50 });
    expect(answer.data.totals.count).toBe(waybills.length);
    closeTo(answer.data.totals['totalMonetaryAmount:max'], compute(waybills, 'totalMonetaryAmount', 'max'));
  });

  test('without groupBy the answer is the totals of the matching rows only (a summary bar)', async () => {
    const answer = await report({ status: 'completed', measures: 'count,totalMonetaryAmount:sum' });
    const rows = waybills.filter((w) => w.status === 'completed');
    expect(answer.data).toMatchObject({ records: [], total: 0 });
    expect(answer.data.totals.count).toBe(rows.length);
    closeTo(answer.data.totals['totalMonetaryAmount:sum'], compute(rows, 'totalMonetaryAmount', 'sum'));
  });

  test('the list\'s filters apply: a status and a date range', async () => {
    const query = { status: 'completed', consignmentDateTimeStart: '2025-12-01 00:00:00', consignmentDateTimeEnd: '2026-01-31 23:59:59' };
    const answer = await allGroups({ ...query, groupBy: 'consignmentDateTime:month', measures: 'count,totalMonetaryAmount:sum' });
    const rows = waybills.filter((w) => w.status === 'completed' && w.time >= query.consignmentDateTimeStart && w.time <= query.consignmentDateTimeEnd);
    expect(answer.records.map((r) => r['consignmentDateTime:month'])).toEqual(['2025-12', '2026-01']);
    expect(answer.totals.count).toBe(rows.length);
    closeTo(answer.totals['totalMonetaryAmount:sum'], compute(rows, 'totalMonetaryAmount', 'sum'));
  });
});

describe('the scope and the permissions of the list', () => {
  test('a shipper\'s sums cover only its own waybills', async () => {
    const own = waybills.filter((w) => w.shipperCode === fx.codes.shipper);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(waybills.length);
    const answer = await allGroups({ groupBy: 'consignmentDateTime:month', measures: 'count,totalMonetaryAmount:sum' }, fx.tokens.shipper);
    expect(answer.totals.count).toBe(own.length);
    closeTo(answer.totals['totalMonetaryAmount:sum'], compute(own, 'totalMonetaryAmount', 'sum'));
    const byMonth = groupBy(own, (w) => w.time.slice(0, 7));
    for (const record of answer.records) expect(record.count).toBe(byMonth.get(String(record['consignmentDateTime:month']))!.length);
  });

  test('staff of another branch see no group of this branch', async () => {
    const answer = await allGroups({ groupBy: 'status' }, await otherBranchStaff(fx));
    expect(answer).toMatchObject({ records: [], total: 0, totals: { count: 0 } });
  });

  describe('a role holding only the driver review queue', () => {
    let reviewer: string;
    beforeAll(async () => {
      const created = await fx.api.call('/ntocc-basic-api/role', { method: 'POST', token: fx.tokens.admin, json: { code: 'REPORT_REVIEWER', name: '审核统计', dataScope: 'branch', menus: ['driverReview'] } });
      expect(created.status).toBe(Status.OK);
      const passwordHash = await hashPassword('Review@2026x');
      await fx.server.db.transaction().execute((trx) => createParty(trx, {
        username: 'reportreviewer', passwordHash, partyType: 'BRANCH_STAFF', name: '吴静', mobile: null, branchCode: BRANCH, roles: ['REPORT_REVIEWER'],
      }, fx.server.clock.now()));
      reviewer = await fx.api.signIn('reportreviewer', 'Review@2026x');
    });

    test('its groups cover the pending drivers only: the screen\'s fixed filter applies', async () => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from basic_driver where branch_code = ${BRANCH} and review_status = 'pending'`.execute(fx.server.db);
      const answer = await allGroups({ groupBy: 'reviewStatus' }, reviewer, `${DRIVER}/aggregate`);
      expect(answer.records).toEqual([{ reviewStatus: 'pending', count: Number(rows[0].n) }]);
    });

    test('no screen over waybills: 403', async () => {
      expect((await report({ groupBy: 'status' }, reviewer)).status).toBe(Status.FORBIDDEN);
    });
  });
});

describe('bad input is refused with a field error', () => {
  test.each([
    ['an undeclared dimension', { groupBy: 'consignor' }, '/groupBy', 'entityApi.error.unknownDimension'],
    ['a date without its bucket', { groupBy: 'consignmentDateTime' }, '/groupBy', 'entityApi.error.unknownBucket'],
    ['an unknown bucket', { groupBy: 'consignmentDateTime:hour' }, '/groupBy', 'entityApi.error.unknownBucket'],
    ['a bucket on a plain field', { groupBy: 'status:month' }, '/groupBy', 'entityApi.error.unknownDimension'],
    ['a measure on a text field', { groupBy: 'status', measures: 'shipperName:sum' }, '/measures', 'entityApi.error.unknownMeasure'],
    ['a function not declared for the field', { groupBy: 'status', measures: 'prepaidAmount:avg' }, '/measures', 'entityApi.error.unknownMeasureFunction'],
    ['a measure without its function', { groupBy: 'status', measures: 'totalMonetaryAmount' }, '/measures', 'entityApi.error.unknownMeasureFunction'],
    ['a sort by something not asked', { groupBy: 'status', sortField: 'totalMonetaryAmount:sum' }, '/sortField', 'entityApi.error.unknownSort'],
    ['an unknown parameter', { groupBy: 'status', colour: 'red' }, '/colour', 'entityApi.error.unknownField'],
    ['a page size the list does not offer', { groupBy: 'status', pageSize: 7 }, '/pageSize', 'validation.enum'],
  ])('%s', async (_name, query, field, key) => {
    const answer = await report(query);
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, key })]));
  });

  test('the message names the allowed buckets, in the caller\'s language', async () => {
    const answer = await report({ groupBy: 'consignmentDateTime:hour' });
    expect(answer.data.errors[0].message).toBe('“consignmentDateTime”不能按“hour”分组，可选：day, week, month, year');
  });
});

describe('a masked field is no dimension: a party would see groups of values it may not read', () => {
  test('npm run validate reports it, and the server refuses to start with it', () => {
    const schema = JSON.parse(readFileSync(path.join(DEFAULT_ENTITIES_DIR, 'waybill.json'), 'utf8'));
    schema['x-dimensions'].consignorID = {};
    expect(reportDeclarationProblems(schema)).toEqual([expect.objectContaining({ pointer: '/x-dimensions/consignorID' })]);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aggregate-entities-'));
    try {
      writeFileSync(path.join(dir, 'waybill.json'), JSON.stringify(schema));
      expect(() => createEntityRegistry(dir)).toThrow(/consignorID.*masked/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('export: the same report as an .xlsx file', () => {
  async function download(query: Record<string, string | number>, token = fx.tokens.staff) {
    const url = new URL(`${AGGREGATE}/export`, fx.server.url);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return fetch(url, { headers: { authorization: `Bearer ${token}`, deviceId: DEVICE_ID, 'accept-language': 'zh' } });
  }
  const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

  test('translated headers, dictionary names, the groups of the report and the totals row last', async () => {
    const query = { groupBy: 'consignmentDateTime:month,status', measures: 'count,totalMonetaryAmount:sum', status: 'completed' };
    const response = await download(query);
    expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.ms-excel/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const answer = await allGroups(query);
    expect(rowValues(sheet, 1)).toEqual(['运单生成时间（月）', '运单状态', '记录数', '运费金额（元）合计']);
    expect(sheet.rowCount).toBe(1 + answer.records.length + 1);
    answer.records.forEach((record, i) => {
      expect(rowValues(sheet, i + 2)).toEqual([record['consignmentDateTime:month'], '已完成', record.count, record['totalMonetaryAmount:sum']]);
    });
    expect(rowValues(sheet, sheet.rowCount)).toEqual(['合计', undefined, answer.totals.count, answer.totals['totalMonetaryAmount:sum']]);
  });

  test('refused input answers the envelope, not a file', async () => {
    const answer = await (await download({ groupBy: 'consignor' })).json();
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
  });
});
