// Shared helpers of the account documents' tests (recharge, withdrawal, refund, collection): the
// API calls, the bank's answer (the test clock moved past the simulated bank's delay, then its
// settlement), and the ledger as the tests read it (balances in fen, journals of a document).
import { sql } from 'kysely';
import { toFen } from '../../../src/core/money/fen';
import { balanceFen, platformParty, postJournal, recipes, type AccountKind, type Party } from '../../../server/ledger';
import { DEFAULT_BANK_DELAY_MS } from '../../../server/bank/simulator';
import { entityRows, type Fixture } from '../entities/support';

export type Row = Record<string, unknown>;
export const BRANCH = 'SD0001';
export const API = '/ntocc-tms-api';
/** How long a test server may take to start: it migrates and seeds the whole demo. */
export const FIXTURE_TIMEOUT_MS = 240_000;

export function helpers(fx: () => Fixture) {
  const post = (path: string, json: unknown, token = fx().tokens.staff) => fx().api.call<Row>(`${API}/${path}`, { method: 'POST', json, token });
  const put = (path: string, json: unknown, token = fx().tokens.staff) => fx().api.call<Row>(`${API}/${path}`, { method: 'PUT', json, token });
  const get = <T = Row>(path: string, query: Record<string, string | number> = {}, token = fx().tokens.staff) => fx().api.call<T>(`${API}/${path}`, { query, token });
  const list = (entity: string, query: Record<string, string | number> = {}, token = fx().tokens.staff) =>
    get<{ records: Row[]; total: number }>(`${entity}/list`, { pageSize: 500, ...query }, token);
  const db = () => entityRows(fx());
  const messageOf = (answer: { msg: string; data: unknown }) =>
    [answer.msg, ...(((answer.data as { errors?: { message: string }[] } | null)?.errors) ?? []).map((e) => e.message)].join(' | ');

  /** The bank answers every transfer submitted so far. */
  async function bankAnswers(): Promise<void> {
    fx().server.clock.advance(DEFAULT_BANK_DELAY_MS + 1_000);
    await fx().server.app.bank.settleDue();
  }

  const balance = (party: Party, kind: AccountKind = 'wallet') => balanceFen(fx().server.db, BRANCH, party, kind);

  /** Money arrives in a party's wallet for a test (as a matched bank collection would put it). */
  async function fund(party: Party, yuan: number, key: string): Promise<void> {
    const { db: database } = fx().server;
    await database.transaction().execute(async (trx) => postJournal(trx, {
      key: `test:${key}`, branchCode: BRANCH, businessType: 'collection', at: fx().server.clock.now(),
      lines: recipes.moneyIn(party, await platformParty(trx, BRANCH), toFen(yuan)),
    }));
  }

  /** The journals of a document, by business type. */
  async function journalsOf(businessNumber: string): Promise<{ business_type: string; journal_number: string; amount_fen: number }[]> {
    const { rows } = await sql<{ business_type: string; journal_number: string; amount_fen: number }>`
      select business_type, journal_number, amount_fen from fin_journal where business_number = ${businessNumber} order by id`.execute(fx().server.db);
    return rows.map((row) => ({ ...row, amount_fen: Number(row.amount_fen) }));
  }

  async function transferOf(reference: string): Promise<Row | undefined> {
    return db().selectFrom('fin_bank_transfer').selectAll().where('reference', '=', reference).executeTakeFirst() as Promise<Row | undefined>;
  }

  return { post, put, get, list, db, messageOf, bankAnswers, balance, fund, journalsOf, transferOf };
}
