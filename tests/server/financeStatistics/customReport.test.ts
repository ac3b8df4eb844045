// 自定义报表 (financialStatistics/customReport, entity customReport): analysts' saved reports.
// Through the API of a real server: a definition is saved for its owner and checked against its
// source entity's declarations (a dimension, measure, filter or source it does not declare is
// refused, naming the definition's field); the owner and the roles it is shared with see and run
// it, nobody else; only the owner changes or deletes it; running it answers what the source's own
// report call answers the runner, and a runner who may not read the source is refused; it exports
// to xlsx; the screen's permissions hold.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { hashPassword } from '../../../server/auth/password';
import { XLSX_MEDIA_TYPE } from '../../../server/entities/exportXlsx';
import { createParty } from '../../../server/party/create';
import { DEMO_REPORTS } from '../../../server/routes/tms/statistics/demo';
import { startFixture, type Fixture } from '../entities/support';
import { aggregateOf, demoBranch, LEDGER, platformParty, post, recipes, type Row, SEED_TIMEOUT_MS } from './support';

const REPORT = '/ntocc-tms-api/customReport';
let fx: Fixture;
/** An analyst of the demo branch whose role holds the custom report screen and nothing else. */
let analyst: string;
let staffCode: string;

type Saved = Row & { id: number; ownerCode: string; sharedRoles?: string[] };
const call = <T = Saved>(path: string, options: { method?: string; json?: unknown; query?: Record<string, string | number>; token?: string } = {}) =>
  fx.api.call<T>(path, { ...options, token: options.token ?? fx.tokens.staff });
const fields = (answer: { data: unknown }) => ((answer.data as { errors?: { field: string }[] } | null)?.errors ?? []).map((error) => error.field);

const receivables = {
  reportName: '各货主应收余额',
  sourceEntity: 'ledgerEntry',
  dimensions: ['partyCode'],
  measures: ['amount:opening', 'increase:sum', 'decrease:sum', 'amount:closing'],
  filters: ['accountKind=due', 'gmtCreatedStart=2026-02-01 00:00:00', 'gmtCreatedEnd=2026-02-28 23:59:59'],
  chartType: 'bar',
  sortField: 'amount:closing',
  sortType: 'desc',
  remark: '二月应收，按期末余额排序',
};

beforeAll(async () => {
  fx = await startFixture();
  const db = fx.server.db;
  const branch = await demoBranch(fx);
  staffCode = (await db.selectFrom('party').select('code').where('username', '=', 'staff').executeTakeFirstOrThrow()).code;
  // Money on the ledger so the reports have groups: two shippers charged in February.
  const platform = await platformParty(db, branch);
  const carrier = { type: 'driver' as const, code: fx.codes.driver, name: '演示司机' };
  await post(fx, branch, 'cr:charge:1', 'freightCharged', '2026-01-20 10:00:00', recipes.freightCharged({ type: 'shipper', code: 'SCR0000001', name: '报表测试一号货主' }, carrier, platform, 300000, 18000));
  await post(fx, branch, 'cr:charge:2', 'freightCharged', '2026-02-03 10:00:00', recipes.freightCharged({ type: 'shipper', code: 'SCR0000002', name: '报表测试二号货主' }, carrier, platform, 820000, 49200));
  // The analyst role: the custom report screen only (no ledger screen), branch scope.
  await db.insertInto('role').values({ code: 'ANALYST', name: '数据分析', data_scope: 'branch' }).execute();
  const leaf = await db.selectFrom('menu').select('id').where('name', '=', 'customReport').executeTakeFirstOrThrow();
  await db.insertInto('role_menu').values({ role_code: 'ANALYST', menu_id: leaf.id }).execute();
  const passwordHash = await hashPassword('Analyst@2026x');
  await db.transaction().execute((trx) => createParty(trx, {
    username: 'analyst', passwordHash, partyType: 'BRANCH_STAFF', name: '周敏', mobile: '13698765432', branchCode: branch, roles: ['ANALYST'],
  }, fx.server.clock.now()));
  analyst = await fx.api.signIn('analyst', 'Analyst@2026x');
}, SEED_TIMEOUT_MS);
afterAll(() => fx.server.close());

describe('the demo\'s saved reports', () => {
  test('each user sees his own and those shared with his role, and each runs over the demo\'s records', async () => {
    const names = async (token: string) => (await call<{ records: Saved[] }>(`${REPORT}/list`, { token })).data.records.map((report) => String(report.reportName)).sort();
    const own = DEMO_REPORTS.filter((report) => report.owner === 'staff' || report.sharedRoles.includes('BRANCH_STAFF')).map((report) => report.reportName).sort();
    expect(await names(fx.tokens.staff)).toEqual(own);
    const admin = DEMO_REPORTS.filter((report) => report.owner === 'admin' || report.sharedRoles.includes('PLAT_ADMIN')).map((report) => report.reportName).sort();
    expect(await names(fx.tokens.admin)).toEqual(admin);
    for (const token of [fx.tokens.staff, fx.tokens.admin]) {
      for (const report of (await call<{ records: Saved[] }>(`${REPORT}/list`, { token })).data.records) {
        const run = await call<{ total: number }>(`${REPORT}/${report.id}/run`, { token });
        expect(run.status, `${String(report.reportName)}: ${run.msg}`).toBe(Status.OK);
        expect(run.data.total, String(report.reportName)).toBeGreaterThan(0);
      }
    }
  });
});

describe('what a user may report on', () => {
  test('the sources are the entities with reports that a screen lets the caller read; the roles to share with', async () => {
    const staff = await call<{ sources: { entity: string; title: string }[]; roles: { code: string }[] }>(`${REPORT}/sources`);
    const entities = staff.data.sources.map((source) => source.entity);
    expect(entities).toEqual(expect.arrayContaining(['ledgerEntry', 'fundMovement', 'waybill', 'invoiceApplication']));
    expect(entities).not.toContain('customReport');
    expect(staff.data.roles.map((role) => role.code)).toEqual(expect.arrayContaining(['BRANCH_STAFF', 'PLAT_ADMIN', 'ANALYST']));
    const mine = await call<{ sources: { entity: string }[] }>(`${REPORT}/sources`, { token: analyst });
    expect(mine.data.sources).toEqual([]);
  });

  test('a role without the screen is refused every call', async () => {
    for (const [path, method] of [[`${REPORT}/list`, 'GET'], [`${REPORT}/sources`, 'GET'], [REPORT, 'POST']] as const) {
      const answer = await call(path, { method, json: method === 'POST' ? receivables : undefined, token: fx.tokens.shipper });
      expect(answer.status, path).toBe(Status.FORBIDDEN);
    }
  });
});

describe('a saved definition holds only what its source declares', () => {
  test.each([
    ['a dimension the entity does not declare', { dimensions: ['remark'] }, '/dimensions'],
    ['a bucket of a dimension that has none', { dimensions: ['partyCode:month'] }, '/dimensions'],
    ['a bucket no dimension has', { dimensions: ['gmtCreated:quarter'] }, '/dimensions/0'],
    ['a measure function not declared for the field', { measures: ['amount:avg'] }, '/measures'],
    ['a field that is no measure', { measures: ['partyName:sum'] }, '/measures'],
    ['a filter the entity does not offer', { filters: ['balanceAfter=100'] }, '/filters'],
    ['a filter that is not field=value', { filters: ['accountKind'] }, '/filters/0'],
    ['a filter setting the report\'s own parameters', { filters: ['groupBy=remark'] }, '/filters/0'],
    ['a date filter that is no date', { filters: ['gmtCreatedStart=yesterday'] }, '/filters'],
    ['a sort by something the report does not show', { sortField: 'count' }, '/sortField'],
    ['an entity that answers no report', { sourceEntity: 'goods' }, '/sourceEntity'],
    ['an entity that does not exist', { sourceEntity: 'salary' }, '/sourceEntity'],
    ['a role that does not exist', { sharedRoles: ['NOBODY'] }, '/sharedRoles/0'],
    ['a balance grouped by its own date', { dimensions: ['gmtCreated:month'] }, '/dimensions'],
  ])('refused: %s', async (_name, change, field) => {
    const before = await fx.server.db.selectFrom('tms_custom_report' as never).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const answer = await call(REPORT, { method: 'POST', json: { ...receivables, ...change } });
    expect(answer.status, answer.msg).toBe(Status.INVALID_PAYLOAD);
    expect(fields(answer)).toContain(field);
    const after = await fx.server.db.selectFrom('tms_custom_report' as never).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('a source the caller may not read is refused, naming it', async () => {
    const answer = await call(REPORT, { method: 'POST', json: receivables, token: analyst });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(fields(answer)).toEqual(['/sourceEntity']);
  });
});

describe('save, share, run, export', () => {
  let saved: Saved;

  beforeAll(async () => {
    const answer = await call(REPORT, { method: 'POST', json: { ...receivables, ownerCode: 'SOMEONE', branchCode: 'ELSEWHERE' } });
    expect(answer.status, answer.msg).toBe(Status.OK);
    saved = answer.data;
  });

  test('saved for its owner in his branch, whatever the payload says', async () => {
    expect(saved.ownerCode).toBe(staffCode);
    expect(saved.branchCode).toBe(await demoBranch(fx));
    expect(saved.filters).toEqual(receivables.filters);
    const log = await fx.server.db.selectFrom('operation_log' as never).selectAll().where('resource' as never, '=', 'customReport' as never).execute();
    expect(log.length).toBeGreaterThan(0);
  });

  test('running it answers what the source\'s own report call answers its owner', async () => {
    const run = await call<{ report: Saved; records: Row[]; total: number; totals: Record<string, number> }>(`${REPORT}/${saved.id}/run`, { query: { pageSize: 500 } });
    expect(run.status, run.msg).toBe(Status.OK);
    const direct = await aggregateOf(fx, LEDGER, {
      groupBy: 'partyCode', measures: receivables.measures.join(','), accountKind: 'due', gmtCreatedStart: '2026-02-01 00:00:00',
      gmtCreatedEnd: '2026-02-28 23:59:59', sortField: 'amount:closing', sortType: 'desc', pageSize: 500,
    }, fx.tokens.staff);
    expect(run.data.records).toEqual(direct.records);
    expect(run.data.totals).toEqual(direct.totals);
    const codes = run.data.records.map((row) => row.partyCode);
    expect(codes).toEqual(expect.arrayContaining(['SCR0000001', 'SCR0000002']));
    const second = run.data.records.find((row) => row.partyCode === 'SCR0000002')!;
    expect(second['amount:closing']).toBe(8692);
    expect(second['amount:opening']).toBe(0);
    const first = run.data.records.find((row) => row.partyCode === 'SCR0000001')!;
    expect([first['amount:opening'], first['increase:sum'], first['amount:closing']]).toEqual([3180, 0, 3180]);
  });

  test('nobody else sees it until it is shared with his role', async () => {
    const list = await call<{ records: Saved[] }>(`${REPORT}/list`, { token: fx.tokens.admin });
    expect(list.data.records.map((report) => report.id)).not.toContain(saved.id);
    for (const path of [`${REPORT}/${saved.id}`, `${REPORT}/${saved.id}/run`, `${REPORT}/${saved.id}/export`]) {
      const answer = await call(path, { token: fx.tokens.admin });
      expect(answer.status, path).toBe(Status.NOT_FOUND);
    }
  });

  test('shared with a role: its users see and run it, within their own reach', async () => {
    const shared = await call(`${REPORT}/${saved.id}`, { method: 'PUT', json: { sharedRoles: ['PLAT_ADMIN', 'ANALYST'] } });
    expect(shared.status, shared.msg).toBe(Status.OK);
    expect(shared.data.sharedRoles).toEqual(['PLAT_ADMIN', 'ANALYST']);
    const list = await call<{ records: Saved[] }>(`${REPORT}/list`, { token: fx.tokens.admin });
    expect(list.data.records.map((report) => report.id)).toContain(saved.id);
    const run = await call<{ records: Row[] }>(`${REPORT}/${saved.id}/run`, { query: { pageSize: 500 }, token: fx.tokens.admin });
    expect(run.status).toBe(Status.OK);
    expect(run.data.records.map((row) => row.partyCode)).toEqual(expect.arrayContaining(['SCR0000001', 'SCR0000002']));
  });

  test('a user it is shared with who may not read its source sees it but cannot run it', async () => {
    const list = await call<{ records: Saved[] }>(`${REPORT}/list`, { token: analyst });
    expect(list.data.records.map((report) => report.id)).toContain(saved.id);
    const run = await call(`${REPORT}/${saved.id}/run`, { token: analyst });
    expect(run.status).toBe(Status.FORBIDDEN);
    const direct = await fx.api.call(`${LEDGER}/aggregate`, { query: { groupBy: 'partyCode' }, token: analyst });
    expect(direct.status).toBe(Status.FORBIDDEN);
  });

  test('only the owner changes or deletes it', async () => {
    const change = await call(`${REPORT}/${saved.id}`, { method: 'PUT', json: { reportName: '改名' }, token: fx.tokens.admin });
    expect(change.status).toBe(Status.FORBIDDEN);
    const removal = await call(`${REPORT}/${saved.id}`, { method: 'DELETE', token: fx.tokens.admin });
    expect(removal.status).toBe(Status.FORBIDDEN);
    const still = await call(`${REPORT}/${saved.id}`);
    expect(still.data.reportName).toBe(receivables.reportName);
  });

  test('an update is checked as a create is', async () => {
    const answer = await call(`${REPORT}/${saved.id}`, { method: 'PUT', json: { measures: ['amount:avg'] } });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(fields(answer)).toContain('/measures');
  });

  test('exported to xlsx: the headers and a row of each group, then the totals', async () => {
    const response = await fetch(`${fx.server.url}${REPORT}/${saved.id}/export`, { headers: { Authorization: `Bearer ${fx.tokens.staff}` } });
    const body = await response.arrayBuffer();
    expect(response.headers.get('content-type')).toBe(XLSX_MEDIA_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['往来单位编码', '往来单位', '发生额（元）期初', '本期增加（元）合计', '本期减少（元）合计', '发生额（元）期末']);
    expect(rows).toContainEqual(['SCR0000002', '报表测试二号货主', 0, 8692, 0, 8692]);
    expect(rows.at(-1)![0]).toBe('合计');
  });

  test('unshared, it is its owner\'s again; deleted, it is gone', async () => {
    const unshared = await call(`${REPORT}/${saved.id}`, { method: 'PUT', json: { sharedRoles: [] } });
    expect(unshared.status, unshared.msg).toBe(Status.OK);
    const list = await call<{ records: Saved[] }>(`${REPORT}/list`, { token: fx.tokens.admin });
    expect(list.data.records.map((report) => report.id)).not.toContain(saved.id);
    const removal = await call(`${REPORT}/${saved.id}`, { method: 'DELETE' });
    expect(removal.status).toBe(Status.OK);
    expect((await call(`${REPORT}/${saved.id}`)).status).toBe(Status.NOT_FOUND);
  });
});
