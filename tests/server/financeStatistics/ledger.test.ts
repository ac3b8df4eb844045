// 应收总账 / 应收明细 / 应付总账 / 应付明细 (issue 14, financial statistics): the ledgers of the
// ledger's accounts per party and period, from the view entity ledgerEntry and the report
// measures opening / closing (x-balance-date). Through the API of a real server:
// - a constructed sequence of postings with known figures (recharge, freight charged, adjusted up
//   and down, prepaid, paid with tax withheld, withdrawn) gives the expected opening, increases,
//   decreases and closing of a shipper's receivable and a driver's payable, month by month;
// - for every party and several periods (the demo's money and the constructed one), opening +
//   increases − decreases = closing, opening and closing equal the sums of the stored postings in
//   fen, and the details (the postings listed) add up to the ledger with a running balance;
// - a shipper sees only his own ledger, a driver his own; the screens' fixed filters keep the
//   receivable ledger to due accounts;
// - a balance cannot be grouped by its own date.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { startFixture, type Fixture } from '../entities/support';
import {
  aggregateOf, BALANCE, demoBranch, driver, fen, LEDGER, listOf, platformParty, post, postSequence, recipes, shipper, shownSign, storedSumFen,
  type AccountKind, type Party, type Row, SEED_TIMEOUT_MS } from './support';

let fx: Fixture;
let branch: string;
const MONTHS = [
  { name: 'January', start: '2026-01-01 00:00:00', end: '2026-01-31 23:59:59' },
  { name: 'February', start: '2026-02-01 00:00:00', end: '2026-02-28 23:59:59' },
  { name: 'March', start: '2026-03-01 00:00:00', end: '2026-03-31 23:59:59' },
];

const ledgerOf = (kind: AccountKind, period: { start?: string; end?: string }, query: Record<string, string> = {}, token = fx.tokens.admin) =>
  aggregateOf(fx, LEDGER, {
    groupBy: 'partyCode', measures: BALANCE.join(','), accountKind: kind,
    ...(period.start ? { gmtCreatedStart: period.start } : {}), ...(period.end ? { gmtCreatedEnd: period.end } : {}), ...query,
  }, token);

const figures = (row: Row) => ({
  opening: fen(row['amount:opening']), increase: fen(row['increase:sum']), decrease: fen(row['decrease:sum']),
  closing: fen(row['amount:closing']), count: Number(row.count),
});

beforeAll(async () => {
  // The checks below read every party's ledger and details in several periods: more calls a
  // minute than one person makes.
  fx = await startFixture({ limits: { apiPerAccountPerMinute: 100_000, apiPerClientPerMinute: 100_000 } });
  branch = await demoBranch(fx);
  await postSequence(fx, branch);
}, SEED_TIMEOUT_MS);
afterAll(() => fx.server.close());

describe('a constructed sequence of postings gives known ledgers, month by month', () => {
  test('the shipper\'s receivable: charged and adjusted up raise it, prepaid, paid and a deduction lower it', async () => {
    const expected = [
      { opening: 0, increase: 550000, decrease: 100000, closing: 450000, count: 3 },
      { opening: 450000, increase: 318000, decrease: 460000, closing: 308000, count: 3 },
      { opening: 308000, increase: 0, decrease: 308000, closing: 0, count: 1 },
    ];
    for (const [i, month] of MONTHS.entries()) {
      const answer = await ledgerOf('due', month, { partyCode: shipper.code });
      expect(answer.records, month.name).toHaveLength(1);
      expect(answer.records[0].partyCode).toBe(shipper.code);
      expect(answer.records[0].partyName).toBe(shipper.name);
      expect(figures(answer.records[0]), month.name).toEqual(expected[i]);
    }
  });

  test('the driver\'s payable: accounted freight raises it, prepayments, payments and deductions lower it', async () => {
    const expected = [
      { opening: 0, increase: 520000, decrease: 100000, closing: 420000, count: 3 },
      { opening: 420000, increase: 300000, decrease: 430000, closing: 290000, count: 3 },
      { opening: 290000, increase: 0, decrease: 290000, closing: 0, count: 1 },
    ];
    for (const [i, month] of MONTHS.entries()) {
      const answer = await ledgerOf('payable', month, { partyCode: driver.code });
      expect(figures(answer.records[0]), month.name).toEqual(expected[i]);
    }
  });

  test('a period across months: the opening is before its start, the closing at its end', async () => {
    const answer = await ledgerOf('due', { start: '2026-01-15 00:00:00', end: '2026-02-15 23:59:59' }, { partyCode: shipper.code });
    // Before 15 January: 5,300 charged. Within: +200 adjusted, +3,180 charged; −1,000 prepaid, −4,500 paid.
    expect(figures(answer.records[0])).toEqual({ opening: 530000, increase: 338000, decrease: 550000, closing: 318000, count: 4 });
  });

  test('without a period the opening is 0 and the closing the account\'s balance', async () => {
    const answer = await ledgerOf('due', {}, { partyCode: shipper.code });
    expect(figures(answer.records[0])).toEqual({ opening: 0, increase: 868000, decrease: 868000, closing: 0, count: 7 });
    const wallet = await ledgerOf('wallet', {}, { partyCode: driver.code });
    // A wallet is no ledger screen's: the admin reaches due and payable accounts only.
    expect(wallet.records).toEqual([]);
  });

  test('the details of each month list the postings with the running balance and add up to its ledger', async () => {
    const february = await listOf(fx, LEDGER, { accountKind: 'due', partyCode: shipper.code, gmtCreatedStart: MONTHS[1].start, gmtCreatedEnd: MONTHS[1].end, sortField: 'id', sortType: 'asc' });
    expect(february.records.map((r) => [r.businessType, r.businessNumber, fen(r.increase), fen(r.decrease), fen(r.balanceAfter)])).toEqual([
      ['freightCharged', 'YDT00000000002', 318000, 0, 768000],
      ['carrierPaid', 'FKT00000000001', 0, 450000, 318000],
      ['freightAdjusted', 'YDT00000000002', 0, 10000, 308000],
    ]);
  });
});

/** For every party of the kind in the period: the identity, the stored sums, and the details
 * (every posting of the kind in the period, read page by page and grouped by party). */
async function checkPeriod(kind: AccountKind, period: { start?: string; end?: string }, details: boolean): Promise<string[]> {
  const range = { ...(period.start ? { gmtCreatedStart: period.start } : {}), ...(period.end ? { gmtCreatedEnd: period.end } : {}) };
  const answer = await ledgerOf(kind, period);
  const sign = shownSign(kind);
  const [before, through] = await Promise.all([
    period.start ? storedSumsFen(kind, undefined, justBefore(period.start)) : Promise.resolve(new Map<string, number>()),
    storedSumsFen(kind, undefined, period.end),
  ]);
  const lines = details ? await allLines({ accountKind: kind, sortField: 'id', sortType: 'asc', ...range }) : { records: [], total: 0 };
  const linesOf = new Map<string, Row[]>();
  for (const line of lines.records) linesOf.set(String(line.partyCode), [...(linesOf.get(String(line.partyCode)) ?? []), line]);
  const checked: string[] = [];
  for (const row of answer.records) {
    const f = figures(row);
    const code = String(row.partyCode);
    const label = `${kind} ${code} ${period.start ?? '…'}–${period.end ?? '…'}`;
    expect(f.opening + f.increase - f.decrease, label).toBe(f.closing);
    expect(f.opening, `${label} opening`).toBe(sign * (before.get(code) ?? 0) || 0);
    expect(f.closing, `${label} closing`).toBe(sign * (through.get(code) ?? 0) || 0);
    if (details) {
      const own = linesOf.get(code) ?? [];
      expect(own.length, `${label} lines`).toBe(f.count);
      expect(own.reduce((sum, line) => sum + fen(line.increase), 0), `${label} increases`).toBe(f.increase);
      expect(own.reduce((sum, line) => sum + fen(line.decrease), 0), `${label} decreases`).toBe(f.decrease);
      // The running balance: each line's balance after is the one before it plus its movement,
      // starting from the opening and ending at the closing.
      let running = f.opening;
      for (const line of own) {
        running += fen(line.increase) - fen(line.decrease);
        expect(fen(line.balanceAfter), `${label} line ${String(line.journalNumber)}`).toBe(running);
      }
      expect(running).toBe(f.closing);
    }
    checked.push(code);
  }
  if (details) expect(lines.total).toBe(answer.records.reduce((sum, row) => sum + Number(row.count), 0));
  return checked;
}

/** Every line of a detail query, page by page. */
async function allLines(query: Record<string, string>): Promise<{ records: Row[]; total: number }> {
  const records: Row[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await listOf(fx, LEDGER, { ...query, pageNum });
    records.push(...page.records);
    if (records.length >= page.total || page.records.length === 0) return { records, total: page.total };
  }
}

/** The stored sums of every party's account of a kind in fen, by party code, between two China datetimes. */
async function storedSumsFen(kind: AccountKind, from?: string, to?: string): Promise<Map<string, number>> {
  let query = fx.server.db.selectFrom('fin_posting as p').innerJoin('fin_account as a', 'a.id', 'p.account_id')
    .select(['a.party_code', sql<number | string>`sum(p.amount_fen)`.as('sum')]).where('a.kind', '=', kind).groupBy('a.party_code');
  if (from) query = query.where('p.gmt_created', '>=', from);
  if (to) query = query.where('p.gmt_created', '<=', to);
  return new Map((await query.execute()).map((row) => [row.party_code, Number(row.sum)]));
}

/** The last second before a China datetime. */
function justBefore(datetime: string): string {
  const at = new Date(`${datetime.replace(' ', 'T')}+08:00`).getTime() - 1000;
  return new Date(at + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

describe('every party, every period: opening + increases − decreases = closing, equal to the stored postings', () => {
  const periods = [
    {},
    { end: '2026-03-31 23:59:59' },
    ...MONTHS,
    { start: '2025-10-01 00:00:00', end: '2025-12-31 23:59:59' },
    { start: '2025-12-16 08:30:00', end: '2026-02-14 17:45:00' },
  ];

  test.each(['due', 'payable'] as const)('%s accounts: every period, with the details adding up in three of them', async (kind) => {
    const party = kind === 'due' ? shipper.code : driver.code;
    for (const [i, period] of periods.entries()) {
      const checked = await checkPeriod(kind, period, i === 0 || i === 3 || i === periods.length - 1);
      // The constructed party is in every period that reaches its postings (from 5 January 2026).
      expect(checked.includes(party), JSON.stringify(period)).toBe(!period.end || period.end >= '2026-01-10');
    }
  });

  test('the totals row of a ledger is the sum of its parties', async () => {
    const answer = await ledgerOf('due', MONTHS[1]);
    for (const measure of BALANCE.slice(0, 4)) {
      expect(fen(answer.totals[measure]), measure).toBe(answer.records.reduce((sum, row) => sum + fen(row[measure]), 0));
    }
  });
});

describe('who sees which ledger', () => {
  beforeAll(async () => {
    // A shipper with the receivable screens and a driver with the payable ones (a statement of
    // their own account): granted here, the roles seed leaves them to the platform's staff.
    const db = fx.server.db;
    for (const [role, names] of [['SHIPPER', ['receivableLedger', 'receivableDetail']], ['DRIVER', ['payableLedger', 'payableDetail']]] as const) {
      for (const name of names) {
        const leaf = await db.selectFrom('menu').select('id').where('name', '=', name).executeTakeFirstOrThrow();
        await db.insertInto('role_menu').values({ role_code: role, menu_id: leaf.id }).onConflict((oc) => oc.doNothing()).execute();
      }
    }
    const platform = await platformParty(db, branch);
    const own: Party = { type: 'shipper', code: fx.codes.shipper, name: '演示货主' };
    const carrier: Party = { type: 'driver', code: fx.codes.driver, name: '演示司机' };
    await post(fx, branch, 'test:own:charge', 'freightCharged', '2026-02-12 10:00:00', recipes.freightCharged(own, carrier, platform, 123456, 7890), 'YDT00000000003');
  });

  test('a shipper sees only his own receivable ledger, whatever he asks for', async () => {
    for (const query of [{}, { partyCode: shipper.code }] as Record<string, string>[]) {
      const answer = await ledgerOf('due', {}, query, fx.tokens.shipper);
      const codes = answer.records.map((row) => row.partyCode);
      expect(new Set(codes), JSON.stringify(query)).toEqual(query.partyCode ? new Set() : new Set([fx.codes.shipper]));
    }
    const own = await ledgerOf('due', {}, {}, fx.tokens.shipper);
    expect(fen(own.records[0]['amount:closing'])).toBe(-(await storedSumFen(fx, { type: 'shipper', code: fx.codes.shipper }, 'due')));
    const lines = await listOf(fx, LEDGER, {}, fx.tokens.shipper);
    expect(lines.records.length).toBeGreaterThan(0);
    expect(lines.records.every((line) => line.partyCode === fx.codes.shipper && line.accountKind === 'due')).toBe(true);
  });

  test('the shipper\'s payable view is empty: he has no payable screen, and no carrier account is his', async () => {
    const answer = await ledgerOf('payable', {}, {}, fx.tokens.shipper);
    expect(answer.records).toEqual([]);
  });

  test('a driver sees only his own payable ledger', async () => {
    const answer = await ledgerOf('payable', {}, {}, fx.tokens.driver);
    expect(answer.records.map((row) => row.partyCode)).toEqual([fx.codes.driver]);
    expect(fen(answer.records[0]['amount:closing'])).toBe(await storedSumFen(fx, { type: 'driver', code: fx.codes.driver }, 'payable'));
  });

  test('a role without a ledger screen is refused', async () => {
    const db = fx.server.db;
    await db.deleteFrom('role_menu').where('role_code', '=', 'DRIVER')
      .where('menu_id', 'in', db.selectFrom('menu').select('id').where('name', 'in', ['payableLedger', 'payableDetail'])).execute();
    const answer = await fx.api.call(`${LEDGER}/aggregate`, { query: { groupBy: 'partyCode', measures: 'amount:closing' }, token: fx.tokens.driver });
    expect(answer.status).toBe(Status.FORBIDDEN);
  });
});

describe('a balance is read along its date', () => {
  test('grouping a balance by its own date is refused with a field error; other measures may', async () => {
    const refused = await fx.api.call<{ errors: { field: string; message: string }[] }>(`${LEDGER}/aggregate`, {
      query: { groupBy: 'gmtCreated:month', measures: 'amount:closing', accountKind: 'due' }, token: fx.tokens.admin,
    });
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(refused.data.errors[0].field).toBe('/groupBy');
    const monthly = await aggregateOf(fx, LEDGER, { groupBy: 'gmtCreated:month', measures: 'increase:sum,decrease:sum', accountKind: 'due', partyCode: shipper.code });
    expect(monthly.records.map((row) => [row['gmtCreated:month'], fen(row['increase:sum']), fen(row['decrease:sum'])])).toEqual([
      ['2026-01', 550000, 100000], ['2026-02', 318000, 460000], ['2026-03', 0, 308000],
    ]);
  });

  test('sorting the parties by their closing balance, largest first', async () => {
    const answer = await ledgerOf('due', {}, { sortField: 'amount:closing', sortType: 'desc' });
    const closings = answer.records.map((row) => fen(row['amount:closing']));
    expect(closings).toEqual([...closings].sort((a, b) => b - a));
  });
});
