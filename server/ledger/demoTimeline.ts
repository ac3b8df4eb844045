// Demo money in time order. The demo modules write their records (recharges, payments,
// withdrawals ...) across 150 days; their postings must follow the calendar, not the order the
// modules run in, or a change record's "balance after" would jump and a wallet would pay before
// it was funded. Each module adds its events here; the seed posts them sorted by time, once
// every module has run (server/seed/index.ts). An event refused for want of money runs its
// `refused` step instead (a demo payment left approved and unpaid), so the demo never holds an
// amount its postings do not explain.
import type { Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import { LedgerRefusal, postJournal, type JournalInput } from './post';

export interface DemoMoneyEvent {
  /** When it happens (the journal's time). */
  at: Date;
  /** The journal, or a function building it at its turn from the balances of that moment (a
   * withdrawal of part of what the driver holds then); null: nothing to post. */
  journal: JournalInput | ((trx: Transaction<Database>) => Promise<JournalInput | null>);
  /** After the journal is posted (the record's paid state, its journal number). */
  posted?: (trx: Transaction<Database>, journalNumber: string) => Promise<void>;
  /** When the ledger refuses it for want of money. */
  refused?: (trx: Transaction<Database>) => Promise<void>;
}

export class DemoMoneyTimeline {
  private readonly events: DemoMoneyEvent[] = [];

  add(event: DemoMoneyEvent): void {
    this.events.push(event);
  }

  get size(): number {
    return this.events.length;
  }

  /** Posts every event in time order (stable for equal times); returns how many were refused. */
  async post(trx: Transaction<Database>): Promise<{ posted: number; refused: number }> {
    const ordered = this.events.map((event, index) => ({ event, index }))
      .sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.index - b.index);
    let posted = 0;
    let refused = 0;
    for (const { event } of ordered) {
      const journal = typeof event.journal === 'function' ? await event.journal(trx) : event.journal;
      if (!journal) continue;
      try {
        const result = await postJournal(trx, journal);
        posted += 1;
        await event.posted?.(trx, result.journalNumber);
      } catch (error) {
        if (!(error instanceof LedgerRefusal) || error.code !== 'insufficient') throw error;
        refused += 1;
        await event.refused?.(trx);
      }
    }
    this.events.length = 0;
    return { posted, refused };
  }
}
