// Shared helpers of the financial statistics tests: the report and list calls of the ledger
// views, postings written straight through server/ledger (as the money modules post them), and
// the ledger's own sums in fen read from fin_posting.
import { sql } from 'kysely';
import { expect } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { toFen } from '../../../src/core/money/fen';
import { platformParty, postJournal, recipes, type AccountKind, type JournalLine, type Party } from '../../../server/ledger';
import type { Fixture } from '../entities/support';

export const LEDGER = '/ntocc-tms-api/ledgerEntry';
export const MOVEMENT = '/ntocc-tms-api/fundMovement';
export const BALANCE = ['amount:opening', 'increase:sum', 'decrease:sum', 'amount:closing', 'count'];

export type Row = Record<string, string | number | null>;
export interface Answer { records: Row[]; total: number; totals: Record<string, number | null> }

export async function aggregateOf(fx: Fixture, path: string, query: Record<string, string | number>, token = fx.tokens.admin): Promise<Answer> {
  const answer = await fx.api.call<Answer>(`${path}/aggregate`, { query: { pageSize: 500, ...query }, token });
  expect(answer.status, answer.msg).toBe(Status.OK);
  return answer.data;
}

export async function listOf(fx: Fixture, path: string, query: Record<string, string | number>, token = fx.tokens.admin): Promise<{ records: Row[]; total: number }> {
  const answer = await fx.api.call<{ records: Row[]; total: number }>(`${path}/list`, { query: { pageSize: 500, ...query }, token });
  expect(answer.status, answer.msg).toBe(Status.OK);
  return answer.data;
}

/** The demo branch (the staff account's). */
export async function demoBranch(fx: Fixture): Promise<string> {
  const staff = await fx.server.db.selectFrom('party').select('branch_code').where('username', '=', 'staff').executeTakeFirstOrThrow();
  return staff.branch_code;
}

/** Posts one journal now, in its own transaction (as a money module would). */
export async function post(fx: Fixture, branchCode: string, key: string, businessType: string, at: string, lines: JournalLine[], businessNumber?: string): Promise<void> {
  await fx.server.db.transaction().execute((trx) => postJournal(trx, {
    key, branchCode, businessType, businessNumber: businessNumber ?? key, at: new Date(`${at.replace(' ', 'T')}+08:00`), lines,
  }));
}

export { platformParty, recipes, type AccountKind, type Party };

/** Sum of a party's postings on an account kind in fen, between two China datetimes (inclusive;
 * absent: open), as the ledger stores it (credit +). */
export async function storedSumFen(fx: Fixture, party: { type: string; code: string }, kind: AccountKind, from?: string, to?: string): Promise<number> {
  let query = fx.server.db.selectFrom('fin_posting as p').innerJoin('fin_account as a', 'a.id', 'p.account_id')
    .select(sql<number | string | null>`sum(p.amount_fen)`.as('sum'))
    .where('a.party_type', '=', party.type).where('a.party_code', '=', party.code).where('a.kind', '=', kind);
  if (from) query = query.where('p.gmt_created', '>=', from);
  if (to) query = query.where('p.gmt_created', '<=', to);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.sum ?? 0);
}

/** Yuan figures of an answer as fen (the way they are compared with the ledger). */
export const fen = (value: unknown): number => toFen(Number(value ?? 0));

/** How an account kind shows its balance: a shipper's due (what it owes) and the bank are the
 * stored postings negated. */
export const shownSign = (kind: AccountKind): 1 | -1 => (kind === 'due' || kind === 'bank' ? -1 : 1);

/** The constructed sequence's parties. */
export const shipper: Party = { type: 'shipper', code: 'SCT9000001', name: '唐山测试钢铁有限公司' };
export const driver: Party = { type: 'driver', code: 'DRT9000001', name: '测试司机王强' };

/** A sequence of postings with known figures (yuan; China times): recharged, two waybills
 * charged (5,000 + 300 fee; 3,000 + 180 fee), adjusted up 200 and down 100, 1,000 prepaid, paid
 * with 42 and 29 tax withheld, 3,000 withdrawn by the driver. */
export async function postSequence(fx: Fixture, branch: string): Promise<void> {
  const platform = await platformParty(fx.server.db, branch);
  const Y = (yuan: number) => Math.round(yuan * 100);
  await post(fx, branch, 'test:recharge:1', 'recharge', '2026-01-05 09:00:00', recipes.moneyIn(shipper, platform, Y(20000)));
  await post(fx, branch, 'test:charge:WB1', 'freightCharged', '2026-01-10 10:00:00', recipes.freightCharged(shipper, driver, platform, Y(5000), Y(300)), 'YDT00000000001');
  await post(fx, branch, 'test:adjust:WB1', 'freightAdjusted', '2026-01-20 11:00:00', recipes.freightAdjusted(shipper, driver, Y(200)), 'YDT00000000001');
  await post(fx, branch, 'test:prepay:WB1', 'prepaymentPaid', '2026-01-25 12:00:00', recipes.prepaymentPaid(shipper, driver, platform, Y(1000)), 'YFT00000000001');
  await post(fx, branch, 'test:charge:WB2', 'freightCharged', '2026-02-05 09:30:00', recipes.freightCharged(shipper, driver, platform, Y(3000), Y(180)), 'YDT00000000002');
  await post(fx, branch, 'test:pay:WB1', 'carrierPaid', '2026-02-10 15:00:00', recipes.carrierPaid(shipper, driver, platform, Y(4200), Y(300), Y(42)), 'FKT00000000001');
  await post(fx, branch, 'test:adjust:WB2', 'freightAdjusted', '2026-02-20 16:00:00', recipes.freightAdjusted(shipper, driver, -Y(100)), 'YDT00000000002');
  await post(fx, branch, 'test:pay:WB2', 'carrierPaid', '2026-03-01 10:00:00', recipes.carrierPaid(shipper, driver, platform, Y(2900), Y(180), Y(29)), 'FKT00000000002');
  await post(fx, branch, 'test:withdraw:1', 'withdrawalFrozen', '2026-03-05 09:00:00', recipes.withdrawalFrozen(driver, Y(3000)), 'TXT00000000001');
  await post(fx, branch, 'test:withdrawn:1', 'withdrawalPaid', '2026-03-06 09:00:00', recipes.withdrawalPaid(driver, platform, Y(3000)), 'TXT00000000001');
}

/** Starting a server seeds the whole demo, its money too: a minute or more on a busy machine. */
export const SEED_TIMEOUT_MS = 300_000;
