// Posting a journal: one business event as balanced lines, in the caller's transaction.
// - balanced: the lines sum to 0 fen, every amount an integer (else nothing is written);
// - once: a journal's idempotency key is unique, so a retry, a second click or a second staff
//   member posting the same event finds it posted and writes nothing (`posted: false`);
// - no overdraft: a party's wallet and frozen money never go below 0 (LedgerRefusal
//   'insufficient', with what is available and what was needed);
// - kept balance = sum of postings: each account's kept balance moves with its line, and must
//   equal the account's previous line's balance after plus this line (a chain from the first
//   line, so the kept balance is the sum of all its postings) before the transaction may commit.
import { sql, type Transaction } from 'kysely';
import { dialectOf } from '../storage/dialect';
import type { Database } from '../storage/schema';
import { displayTime } from '../storage/clock';
import { accountId, balanceFen, hasFloor, type AccountRef } from './accounts';

export interface JournalLine {
  account: AccountRef;
  /** Fen, signed: + credits the account (its balance rises), − debits it. */
  amountFen: number;
  /** Who is on the other side, as the party's change record shows it. */
  counterpartyName?: string | null;
}

export interface JournalInput {
  /** Unique per business event: `payment:<id>`, `recharge:<id>` ... */
  key: string;
  branchCode: string;
  /** Dictionary fund_business_type. */
  businessType: string;
  /** The document the event belongs to (application, recharge, waybill number). */
  businessNumber?: string | null;
  remark?: string | null;
  operator?: { code: string; name: string } | null;
  at: Date;
  lines: JournalLine[];
}

export interface Posted {
  /** false: the key was posted before; nothing was written this time. */
  posted: boolean;
  journalId: number;
  journalNumber: string;
}

export type LedgerRefusalCode = 'insufficient' | 'unbalanced' | 'invariant';

export class LedgerRefusal extends Error {
  constructor(
    readonly code: LedgerRefusalCode,
    message: string,
    readonly account?: AccountRef,
    readonly availableFen?: number,
    readonly neededFen?: number,
  ) {
    super(message);
    this.name = 'LedgerRefusal';
  }
}

function checkBalanced(input: JournalInput): void {
  if (input.lines.length < 2) throw new LedgerRefusal('unbalanced', `journal ${input.key} has fewer than two lines`);
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.amountFen)) throw new LedgerRefusal('unbalanced', `journal ${input.key}: ${line.amountFen} is not a whole number of fen`);
  }
  const sum = input.lines.reduce((total, line) => total + line.amountFen, 0);
  if (sum !== 0) throw new LedgerRefusal('unbalanced', `journal ${input.key} does not balance: its lines sum to ${sum} fen`);
}

async function journalNumber(trx: Transaction<Database>, at: Date): Promise<string> {
  const day = displayTime(at).slice(0, 10).replace(/-/g, '');
  const stem = `JZ${day}`;
  const sequence = await dialectOf(trx).nextInSequence(trx, { table: 'fin_journal', column: 'journal_number', day }, async () => {
    const row = await trx.selectFrom('fin_journal').select(sql<string | null>`max(journal_number)`.as('last'))
      .where('journal_number', 'like', `${stem}%`).executeTakeFirst();
    return row?.last ? Number(row.last.slice(stem.length)) : 0;
  });
  return `${stem}${String(sequence).padStart(8, '0')}`;
}

/** Refuses an overdraft before anything is written, so a caller may catch the refusal and answer
 * with it (the check while posting stays, for a race between two transactions). */
async function checkFloors(trx: Transaction<Database>, input: JournalInput): Promise<void> {
  const needs = new Map<string, { account: AccountRef; amountFen: number }>();
  for (const line of input.lines) {
    if (!hasFloor(line.account)) continue;
    const key = `${line.account.type}:${line.account.code}:${line.account.kind}`;
    const need = needs.get(key) ?? { account: line.account, amountFen: 0 };
    need.amountFen += line.amountFen;
    needs.set(key, need);
  }
  for (const { account, amountFen } of needs.values()) {
    if (amountFen >= 0) continue;
    const available = await balanceFen(trx, input.branchCode, account, account.kind);
    if (available + amountFen < 0) {
      throw new LedgerRefusal('insufficient', `${account.name} ${account.kind}: ${available} fen available, ${-amountFen} needed`, account, available, -amountFen);
    }
  }
}

export async function postJournal(trx: Transaction<Database>, input: JournalInput): Promise<Posted> {
  const before = await trx.selectFrom('fin_journal').select(['id', 'journal_number']).where('idempotency_key', '=', input.key).executeTakeFirst();
  if (before) return { posted: false, journalId: Number(before.id), journalNumber: before.journal_number };
  checkBalanced(input);
  await checkFloors(trx, input);
  const time = displayTime(input.at);
  const number = await journalNumber(trx, input.at);
  const amountFen = input.lines.reduce((total, line) => total + Math.max(line.amountFen, 0), 0);
  const journal = await trx.insertInto('fin_journal').values({
    journal_number: number, idempotency_key: input.key, branch_code: input.branchCode, business_type: input.businessType,
    business_number: input.businessNumber ?? null, amount_fen: amountFen, remark: input.remark ?? null,
    operator_code: input.operator?.code ?? null, operator_name: input.operator?.name ?? null, gmt_created: time,
  }).returning('id').executeTakeFirstOrThrow();
  const journalId = Number(journal.id);
  // Debits first: an overdraft is found before anything it would have paid for is credited.
  const ordered = [...input.lines].sort((a, b) => a.amountFen - b.amountFen);
  for (const line of ordered) {
    const id = await accountId(trx, input.branchCode, line.account, input.at);
    // The account's last line carries the balance every line before it adds up to: this line's
    // balance after is that plus its amount, and the kept balance must land on the same figure
    // (by induction, kept balance = sum of the account's postings, checked in O(1)).
    const last = await trx.selectFrom('fin_posting').select('balance_after_fen').where('account_id', '=', id)
      .orderBy('id', 'desc').limit(1).executeTakeFirst();
    const expected = Number(last?.balance_after_fen ?? 0) + line.amountFen;
    const updated = await trx.updateTable('fin_account')
      .set({ balance_fen: sql`balance_fen + ${line.amountFen}`, gmt_modified: time })
      .where('id', '=', id).returning('balance_fen').executeTakeFirstOrThrow();
    const after = Number(updated.balance_fen);
    if (hasFloor(line.account) && after < 0) {
      throw new LedgerRefusal('insufficient', `${line.account.name} ${line.account.kind}: ${after - line.amountFen} fen available, ${-line.amountFen} needed`,
        line.account, after - line.amountFen, -line.amountFen);
    }
    if (after !== expected) {
      throw new LedgerRefusal('invariant', `account ${id} keeps ${after} fen but its postings add up to ${expected}`, line.account);
    }
    await trx.insertInto('fin_posting').values({
      journal_id: journalId, account_id: id, amount_fen: line.amountFen, balance_after_fen: after,
      counterparty_name: line.counterpartyName ?? null, gmt_created: time,
    }).execute();
  }
  return { posted: true, journalId, journalNumber: number };
}
