// The ledger's promises (issue 14 "Accounts and postings"): every balance equals the sum of its
// postings, all postings sum to zero, a party's money never goes below zero, and an event is
// posted once however often it is sent — checked over random sequences of recharges, freight,
// payments, withdrawals and refunds (fast-check), on a real SQLite database.
import { sql } from 'kysely';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/migrations';
import { openSqliteDatabase, type Db } from '../../../server/storage/database';
import { balanceFen, LedgerRefusal, postJournal, recipes, type JournalInput, type Party } from '../../../server/ledger';

const BRANCH = 'LEDGER01';
const platform: Party = { type: 'platform', code: BRANCH, name: '测试平台' };
const shippers: Party[] = [{ type: 'shipper', code: 'S1', name: '华东钢铁' }, { type: 'shipper', code: 'S2', name: '鲁南水泥' }];
const drivers: Party[] = [{ type: 'driver', code: 'D1', name: '张建国' }, { type: 'driver', code: 'D2', name: '李卫东' }];

let db: Db;
beforeAll(async () => {
  db = openSqliteDatabase(':memory:');
  await migrateToLatest(db);
  await db.insertInto('branch').values({ code: BRANCH, name: '测试平台', soft_version: 'CTMS' }).execute();
});
afterAll(() => db.destroy());

async function reset(): Promise<void> {
  await sql`delete from fin_posting`.execute(db);
  await sql`delete from fin_journal`.execute(db);
  await sql`delete from fin_account`.execute(db);
}

let sequence = 0;
const journal = (businessType: string, lines: JournalInput['lines'], key = `${businessType}:${(sequence += 1)}`): JournalInput =>
  ({ key, branchCode: BRANCH, businessType, at: new Date(Date.UTC(2026, 10, 1) + sequence * 60_000), lines });

/** Posts in its own transaction; a refusal for want of money is an answer, not a failure. */
async function post(input: JournalInput): Promise<'posted' | 'again' | 'insufficient'> {
  try {
    const result = await db.transaction().execute((trx) => postJournal(trx, input));
    return result.posted ? 'posted' : 'again';
  } catch (error) {
    if (error instanceof LedgerRefusal && error.code === 'insufficient') return 'insufficient';
    throw error;
  }
}

async function invariants(): Promise<void> {
  const accounts = await db.selectFrom('fin_account').select(['id', 'party_type', 'kind', 'balance_fen']).execute();
  for (const account of accounts) {
    const sum = await db.selectFrom('fin_posting').select(sql<number>`coalesce(sum(amount_fen), 0)`.as('sum')).where('account_id', '=', account.id).executeTakeFirstOrThrow();
    expect(Number(sum.sum), `account ${account.id} (${account.kind})`).toBe(Number(account.balance_fen));
    if (account.party_type !== 'platform' && (account.kind === 'wallet' || account.kind === 'frozen')) expect(Number(account.balance_fen)).toBeGreaterThanOrEqual(0);
  }
  const total = await db.selectFrom('fin_posting').select(sql<number>`coalesce(sum(amount_fen), 0)`.as('sum')).executeTakeFirstOrThrow();
  expect(Number(total.sum)).toBe(0);
  const unbalanced = await sql<{ journal_id: number }>`select journal_id from fin_posting group by journal_id having sum(amount_fen) <> 0`.execute(db);
  expect(unbalanced.rows).toEqual([]);
}

const party = (list: Party[]) => fc.integer({ min: 0, max: list.length - 1 }).map((i) => list[i]!);
const fen = fc.integer({ min: 1, max: 5_000_000 });
const operation = fc.oneof(
  fc.record({ kind: fc.constant('recharge' as const), shipper: party(shippers), amount: fen }),
  fc.record({ kind: fc.constant('freight' as const), shipper: party(shippers), driver: party(drivers), amount: fen, fee: fc.integer({ min: 0, max: 50_000 }) }),
  fc.record({ kind: fc.constant('payment' as const), shipper: party(shippers), driver: party(drivers), amount: fen, fee: fc.integer({ min: 0, max: 50_000 }), tax: fc.integer({ min: 0, max: 1_000 }) }),
  fc.record({ kind: fc.constant('withdrawal' as const), party: party([...drivers, ...shippers]), amount: fen, outcome: fc.constantFrom('paid', 'failed') }),
  fc.record({ kind: fc.constant('retry' as const), back: fc.integer({ min: 1, max: 5 }) }),
);

describe('the ledger over random sequences of money events', () => {
  it('keeps every balance equal to its postings, all postings summing to zero, no wallet below zero, and a retry posting nothing', async () => {
    await fc.assert(fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 40 }), async (operations) => {
      await reset();
      const sent: JournalInput[] = [];
      for (const op of operations) {
        if (op.kind === 'retry') {
          const again = sent[sent.length - op.back];
          if (again) {
            const journals = await db.selectFrom('fin_journal').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
            const outcome = await post(again);
            expect(outcome === 'again' || outcome === 'insufficient').toBe(true);
            const after = await db.selectFrom('fin_journal').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
            if (outcome === 'again') expect(Number(after.n)).toBe(Number(journals.n));
          }
          continue;
        }
        let input: JournalInput;
        if (op.kind === 'recharge') input = journal('recharge', recipes.moneyIn(op.shipper, platform, op.amount));
        else if (op.kind === 'freight') input = journal('freightCharged', recipes.freightCharged(op.shipper, op.driver, platform, op.amount, op.fee));
        else if (op.kind === 'payment') input = journal('carrierPaid', recipes.carrierPaid(op.shipper, op.driver, platform, op.amount, op.fee, Math.min(op.tax, op.amount)));
        else {
          const frozen = journal('withdrawalFrozen', recipes.withdrawalFrozen(op.party, op.amount));
          if ((await post(frozen)) !== 'posted') continue;
          sent.push(frozen);
          input = op.outcome === 'paid'
            ? journal('withdrawalPaid', recipes.withdrawalPaid(op.party, platform, op.amount))
            : journal('withdrawalReleased', recipes.withdrawalReleased(op.party, op.amount));
        }
        const walletBefore = op.kind === 'payment' ? await balanceFen(db, BRANCH, op.shipper, 'wallet') : null;
        const outcome = await post(input);
        if (op.kind === 'payment' && walletBefore !== null) {
          // A payment is refused exactly when the shipper's wallet cannot cover freight and fee.
          expect(outcome === 'insufficient').toBe(walletBefore < op.amount + op.fee);
        }
        if (outcome === 'posted') sent.push(input);
      }
      await invariants();
    }), { numRuns: 60 });
  }, 120_000);
});

describe('a payment is posted once', () => {
  it('two approvals posting the same payment at once write one journal and pay once', async () => {
    await reset();
    await post(journal('recharge', recipes.moneyIn(shippers[0]!, platform, 1_000_000)));
    await post(journal('freightCharged', recipes.freightCharged(shippers[0]!, drivers[0]!, platform, 300_000, 0)));
    const payment = journal('carrierPaid', recipes.carrierPaid(shippers[0]!, drivers[0]!, platform, 300_000, 0, 0), 'payment:42');
    const outcomes = await Promise.all([post(payment), post(payment), post({ ...payment, at: new Date() })]);
    expect(outcomes.filter((o) => o === 'posted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'again')).toHaveLength(2);
    expect(await balanceFen(db, BRANCH, drivers[0]!, 'wallet')).toBe(300_000);
    expect(await balanceFen(db, BRANCH, shippers[0]!, 'wallet')).toBe(700_000);
    await invariants();
  });

  it('an unbalanced journal or a fraction of a fen writes nothing', async () => {
    await reset();
    await expect(post(journal('recharge', [{ account: { ...shippers[0]!, kind: 'wallet' }, amountFen: 100 }, { account: { ...platform, kind: 'bank' }, amountFen: -99 }]))).rejects.toThrow(/does not balance/);
    await expect(post(journal('recharge', [{ account: { ...shippers[0]!, kind: 'wallet' }, amountFen: 0.5 }, { account: { ...platform, kind: 'bank' }, amountFen: -0.5 }]))).rejects.toThrow(/whole number of fen/);
    const journals = await db.selectFrom('fin_journal').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(journals.n)).toBe(0);
  });

  it('an overdraft is refused with what is available and what was needed, and writes nothing', async () => {
    await reset();
    await post(journal('recharge', recipes.moneyIn(drivers[1]!, platform, 5_000)));
    const refusal = await db.transaction().execute((trx) => postJournal(trx, journal('withdrawalFrozen', recipes.withdrawalFrozen(drivers[1]!, 5_001)))).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(LedgerRefusal);
    expect(refusal).toMatchObject({ code: 'insufficient', availableFen: 5_000, neededFen: 5_001 });
    expect(await balanceFen(db, BRANCH, drivers[1]!, 'wallet')).toBe(5_000);
    await invariants();
  });
});

describe('the views the screens read show yuan', () => {
  it('fundAccount rows put a party\'s balances side by side; fundPosting lines carry the balance after', async () => {
    await reset();
    await post(journal('recharge', recipes.moneyIn(shippers[0]!, platform, 1_234_567)));
    await post(journal('freightCharged', recipes.freightCharged(shippers[0]!, drivers[0]!, platform, 100_050, 6_003)));
    await post(journal('withdrawalFrozen', recipes.withdrawalFrozen(shippers[0]!, 34_567)));
    const { rows } = await sql<Record<string, number | string>>`select * from fin_account_view where party_code = 'S1'`.execute(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ shipper_code: 'S1', available_balance: 12000, frozen_balance: 345.67, total_balance: 12345.67, due_balance: 1060.53 });
    const platformRow = (await sql<Record<string, number>>`select * from fin_account_view where party_type = 'platform'`.execute(db)).rows[0];
    expect(platformRow).toMatchObject({ bank_balance: 12345.67, fee_income_balance: 60.03 });
    const lines = (await sql<Record<string, number | string>>`select * from fin_posting_view where party_code = 'S1' and account_kind = 'wallet' order by id`.execute(db)).rows;
    expect(lines.map((l) => [l.direction, l.amount, l.balance_after])).toEqual([['in', 12345.67, 12345.67], ['out', -345.67, 12000]]);
  });
});
