// The accounts' demo data and the ledger views (issue 14, accounts): every paid top-up, credited
// collection and paid or released withdrawal and refund of the demo has exactly its journals and
// its bank transfer; every balance equals the sum of its postings; the balances and postings the
// API lists (fundAccount, fundPosting) are the ledger's; the demo records name real shippers,
// drivers and cards, and the top-ups cover the shippers' freight.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toFen } from '../../../src/core/money/fen';
import { startFixture, type Fixture } from '../entities/support';
import { FIXTURE_TIMEOUT_MS, helpers, type Row } from './support';

let fx: Fixture;
const h = helpers(() => fx);
// Starting a server seeds the whole demo (every module's money too): minutes on a busy machine.
beforeAll(async () => { fx = await startFixture(); }, FIXTURE_TIMEOUT_MS);
afterAll(() => fx.server.close());

const rows = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(fx.server.db)).rows;

/** Journals by business number: their types in order and amounts. */
async function journalsByNumber(): Promise<Map<string, { type: string; number: string; fen: number }[]>> {
  const all = await rows(sql<Row>`select business_number, business_type, journal_number, amount_fen from fin_journal order by id`);
  const map = new Map<string, { type: string; number: string; fen: number }[]>();
  for (const row of all) {
    const list = map.get(String(row.business_number)) ?? [];
    list.push({ type: String(row.business_type), number: String(row.journal_number), fen: Number(row.amount_fen) });
    map.set(String(row.business_number), list);
  }
  return map;
}

async function transfersByReference(): Promise<Map<string, Row>> {
  const all = await rows(sql<Row>`select * from fin_bank_transfer`);
  return new Map(all.map((row) => [String(row.reference), row]));
}

describe('the demo documents and their money', () => {
  test('top-ups: each paid one has one journal of its amount and one succeeded transfer with its serial; the others none', async () => {
    const journals = await journalsByNumber();
    const transfers = await transfersByReference();
    const recharges = await rows(sql<Row>`select * from tms_recharge`);
    expect(recharges.filter((r) => r.status === 'paid').length).toBeGreaterThan(50);
    expect(new Set(recharges.map((r) => r.status))).toEqual(new Set(['paid', 'applied', 'rejected', 'failed']));
    for (const recharge of recharges) {
      const own = journals.get(String(recharge.recharge_number)) ?? [];
      const transfer = transfers.get(`recharge:${recharge.recharge_number}`);
      if (recharge.status === 'paid') {
        expect(own).toEqual([{ type: 'recharge', number: recharge.journal_number, fen: toFen(Number(recharge.amount)) }]);
        expect(transfer).toMatchObject({ status: 'succeeded', direction: 'in', bank_serial_number: recharge.bank_serial_number, transfer_number: recharge.transfer_number });
        expect(toFen(Number(transfer!.amount))).toBe(toFen(Number(recharge.amount)));
      } else {
        expect(own).toEqual([]);
        if (recharge.status === 'failed') expect(transfer).toMatchObject({ status: 'failed', failure_reason: recharge.failure_reason });
        else expect(transfer).toBeUndefined();
      }
    }
  });

  test('collections: credited ones have one journal and a succeeded transfer, 待认领 ones a transfer and no journal', async () => {
    const journals = await journalsByNumber();
    const transfers = await transfersByReference();
    const collections = await rows(sql<Row>`select * from tms_collection`);
    expect(new Set(collections.map((c) => `${c.status}:${c.match_type ?? ''}`))).toEqual(new Set(['credited:auto', 'credited:manual', 'unmatched:']));
    const codes = new Map((await rows(sql<Row>`select * from tms_collection_code`)).map((c) => [String(c.collection_code), c]));
    for (const collection of collections) {
      const own = journals.get(String(collection.collection_number)) ?? [];
      expect(transfers.get(`collection:${collection.collection_number}`)).toMatchObject({ status: 'succeeded', bank_serial_number: collection.bank_serial_number });
      if (collection.status === 'credited') expect(own).toEqual([{ type: 'collection', number: collection.journal_number, fen: toFen(Number(collection.amount)) }]);
      else expect(own).toEqual([]);
      // An automatic match names its shipper's code: by the dedicated account or in the 附言.
      if (collection.match_type === 'auto') {
        const code = codes.get(String(collection.collection_code))!;
        expect(code.shipper_code).toBe(collection.shipper_code);
        expect(collection.payee_account === code.virtual_account || String(collection.postscript ?? '').includes(String(code.collection_code))).toBe(true);
      }
    }
  });

  test('withdrawals and refunds: frozen when applied, then paid with a succeeded transfer or released', async () => {
    const journals = await journalsByNumber();
    const transfers = await transfersByReference();
    const expected: Record<string, string[]> = {
      pending: ['Frozen'], approved: ['Frozen'], paid: ['Frozen', 'Paid'], failed: ['Frozen', 'Released'], rejected: ['Frozen', 'Released'], cancelled: ['Frozen', 'Released'],
    };
    for (const [table, entity, numberColumn, prefix] of [['tms_withdrawal', 'withdrawal', 'withdrawal_number', 'withdrawal'], ['tms_refund', 'refund', 'refund_number', 'refund']] as const) {
      const records = await rows(sql<Row>`select * from ${sql.table(table)}`);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        const number = String(record[numberColumn]);
        const own = journals.get(number) ?? [];
        const fen = toFen(Number(record.amount));
        expect(own.map((j) => j.type), number).toEqual(expected[String(record.status)]!.map((step) => `${prefix}${step}`));
        expect(own.every((j) => j.fen === fen)).toBe(true);
        expect(own[0]!.number).toBe(record.frozen_journal_number);
        if (own[1]) expect(own[1].number).toBe(record.journal_number);
        const transfer = transfers.get(`${entity}:${number}`);
        if (record.status === 'paid') expect(transfer).toMatchObject({ status: 'succeeded', direction: 'out', bank_serial_number: record.bank_serial_number, payee_account: record.bank_card_number });
        else if (record.status === 'failed') expect(transfer).toMatchObject({ status: 'failed', failure_reason: record.failure_reason });
        else expect(transfer).toBeUndefined();
      }
    }
  });

  test('every balance is the sum of its postings, all postings sum to zero, no party\'s money below zero', async () => {
    const accounts = await rows(sql<Row>`select a.id, a.party_type, a.kind, a.balance_fen, coalesce(sum(p.amount_fen), 0) as sum
      from fin_account a left join fin_posting p on p.account_id = a.id group by a.id, a.party_type, a.kind, a.balance_fen`);
    expect(accounts.length).toBeGreaterThan(40);
    for (const account of accounts) {
      expect(Number(account.sum), `account ${account.id}`).toBe(Number(account.balance_fen));
      if (account.party_type !== 'platform' && (account.kind === 'wallet' || account.kind === 'frozen')) expect(Number(account.balance_fen)).toBeGreaterThanOrEqual(0);
    }
    const [total] = await rows(sql<Row>`select coalesce(sum(amount_fen), 0) as sum from fin_posting`);
    expect(Number(total!.sum)).toBe(0);
    // The running balance after each line is the sum of the account's lines up to it.
    const broken = await rows(sql<Row>`select p.id from fin_posting p
      where p.balance_after_fen <> (select sum(q.amount_fen) from fin_posting q where q.account_id = p.account_id and q.id <= p.id) limit 5`);
    expect(broken).toEqual([]);
  });

  test('the demo names real shippers, drivers and cards; each shipper\'s top-ups cover his freight', async () => {
    const recharges = await rows(sql<Row>`select r.shipper_code, c.owner_type from tms_recharge r
      left join basic_bank_card c on c.card_number = r.payee_account_number and c.branch_code = r.branch_code`);
    expect(recharges.every((r) => r.owner_type === 'branch')).toBe(true);
    const shippers = new Set((await rows(sql<Row>`select shipper_code from tms_waybill union select shipper_code from basic_shipper`)).map((r) => r.shipper_code));
    expect(recharges.every((r) => shippers.has(r.shipper_code))).toBe(true);
    const cards = await rows(sql<Row>`select w.party_type, w.driver_code, w.shipper_code, c.owner_type, c.driver_code as card_driver, c.shipper_code as card_shipper, c.verify_status
      from tms_withdrawal w left join basic_bank_card c on c.card_number = w.bank_card_number and c.branch_code = w.branch_code`);
    for (const card of cards) {
      expect(card.verify_status).toBe('verified');
      if (card.party_type === 'driver') expect(card.card_driver).toBe(card.driver_code);
      if (card.party_type === 'shipper') expect(card.card_shipper).toBe(card.shipper_code);
    }
    const cover = await rows(sql<Row>`select w.shipper_code, w.freight, coalesce(r.paid, 0) + coalesce(c.credited, 0) as funded
      from (select shipper_code, sum(total_monetary_amount) as freight from tms_waybill where status in ('signed', 'completed') group by shipper_code) w
      left join (select shipper_code, sum(amount) as paid from tms_recharge where status = 'paid' group by shipper_code) r on r.shipper_code = w.shipper_code
      left join (select shipper_code, sum(amount) as credited from tms_collection where status = 'credited' group by shipper_code) c on c.shipper_code = w.shipper_code`);
    for (const shipper of cover) expect(Number(shipper.funded), String(shipper.shipper_code)).toBeGreaterThanOrEqual(Number(shipper.freight));
  });
});

describe('the balances and postings the API lists are the ledger\'s', () => {
  test('fundAccount: each party\'s balances; fundPosting: a party\'s lines sum to its balance, the last balance after is it', async () => {
    const listed = await h.list('fundAccount', { partyType: 'shipper' });
    expect(listed.data.total).toBeGreaterThan(10);
    const kept = await rows(sql<Row>`select party_code, kind, balance_fen from fin_account where party_type = 'shipper'`);
    const fen = (code: unknown, kind: string) => Number(kept.find((a) => a.party_code === code && a.kind === kind)?.balance_fen ?? 0);
    for (const account of listed.data.records) {
      expect(toFen(Number(account.availableBalance))).toBe(fen(account.partyCode, 'wallet'));
      expect(toFen(Number(account.frozenBalance))).toBe(fen(account.partyCode, 'frozen'));
      expect(toFen(Number(account.totalBalance))).toBe(fen(account.partyCode, 'wallet') + fen(account.partyCode, 'frozen'));
    }
    const busiest = [...listed.data.records].sort((a, b) => Number(b.availableBalance) - Number(a.availableBalance))[0]!;
    const lines = await h.list('fundPosting', { partyCode: String(busiest.partyCode), accountKind: 'wallet', sortField: 'id', sortType: 'asc' });
    const wallet = lines.data.records.filter((line) => line.partyCode === busiest.partyCode);
    expect(wallet.length).toBeGreaterThan(0);
    expect(wallet.reduce((sum, line) => sum + toFen(Number(line.amount)), 0)).toBe(toFen(Number(busiest.availableBalance)));
    expect(toFen(Number(wallet[wallet.length - 1]!.balanceAfter))).toBe(toFen(Number(busiest.availableBalance)));
    // The platform's row: its bank deposits as its postings say.
    const platform = await h.list('fundAccount', { partyType: 'platform' });
    const [bank] = await rows(sql<Row>`select -balance_fen as fen from fin_account where party_type = 'platform' and kind = 'bank'`);
    expect(toFen(Number(platform.data.records[0]!.bankBalance))).toBe(Number(bank!.fen));
  });
});
