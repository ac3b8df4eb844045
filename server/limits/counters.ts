// Where the rate limits and lock-outs count (windowCounter.ts, apiRateStore.ts): events per
// subject in fixed windows ("2026-03-02 10" an hour, a minute's number). In memory for one
// process; in the database (table limit_counter, migration 0062) when several instances share
// one, each step one conditional upsert, atomic under concurrent callers on both databases.
import { sql, type Kysely } from 'kysely';
import type { Db } from '../storage/database';
import { dialectOf } from '../storage/dialect';
import { instant, type Clock } from '../storage/clock';

export interface LimitCounters {
  /** Counts one event of `subject` in `period` when fewer than `max` were counted there (a
   * count of an older period is started afresh); whether it was counted. `forgetAt`: when the
   * count is of no use any more. */
  take(subject: string, period: string, max: number, forgetAt: Date): Promise<boolean>;
  /** Takes back one event counted in `period` (a request refused later on). */
  giveBack(subject: string, period: string): Promise<void>;
  /** Counts one event whatever the count, in a window of `windowMs` opened by the subject's
   * first event (the API rate limits, which count past their maximum): the count reached and
   * when the window closes. */
  add(subject: string, windowMs: number, now: Date): Promise<WindowCount>;
}

export interface WindowCount { count: number; closesAt: number }

/** A window's opening instant as text that sorts as the number does (both databases compare
 * it as text). */
const openedAt = (ms: number): string => String(ms).padStart(16, '0');

interface Count { period: string; count: number; forgetAt: number }

/** One process: a map, swept of forgotten counts whenever it has doubled since the last sweep. */
export class MemoryCounters implements LimitCounters {
  private readonly counts = new Map<string, Count>();
  private sweepAbove = 1000;

  constructor(private readonly now: Clock) {}

  private current(subject: string, period: string, forgetAt: Date): Count {
    const entry = this.counts.get(subject);
    if (entry && entry.period === period) return entry;
    const fresh = { period, count: 0, forgetAt: forgetAt.getTime() };
    this.counts.set(subject, fresh);
    this.sweep();
    return fresh;
  }

  async take(subject: string, period: string, max: number, forgetAt: Date): Promise<boolean> {
    const entry = this.current(subject, period, forgetAt);
    if (entry.count >= max) return false;
    entry.count += 1;
    return true;
  }

  async giveBack(subject: string, period: string): Promise<void> {
    const entry = this.counts.get(subject);
    if (entry && entry.period === period && entry.count > 0) entry.count -= 1;
  }

  async add(subject: string, windowMs: number, now: Date): Promise<WindowCount> {
    const nowMs = now.getTime();
    const entry = this.counts.get(subject);
    if (entry && Number(entry.period) + windowMs > nowMs) {
      entry.count += 1;
      return { count: entry.count, closesAt: Number(entry.period) + windowMs };
    }
    this.counts.set(subject, { period: openedAt(nowMs), count: 1, forgetAt: nowMs + windowMs });
    this.sweep();
    return { count: 1, closesAt: nowMs + windowMs };
  }

  private sweep(): void {
    if (this.counts.size <= this.sweepAbove) return;
    const now = this.now().getTime();
    for (const [subject, entry] of this.counts) if (entry.forgetAt <= now) this.counts.delete(subject);
    this.sweepAbove = Math.max(1000, this.counts.size * 2);
  }
}

interface LimitCounterTable { subject: string; period: string; count: number; forget_at: string }
type CounterDb = Kysely<{ limit_counter: LimitCounterTable }>;

/** Forgotten rows are deleted once in this many counts, so the table holds the live subjects. */
const SWEEP_EVERY = 500;

/** Several instances on one database: the counts live in limit_counter. */
export class DatabaseCounters implements LimitCounters {
  private readonly db: CounterDb;
  private sinceSweep = 0;

  constructor(db: Db, private readonly now: Clock) {
    this.db = db as unknown as CounterDb;
  }

  /** One event in `period` unless `max` were counted there: a row of another period starts
   * again at 1; a full count is left untouched, and then no row is returned. */
  async take(subject: string, period: string, max: number, forgetAt: Date): Promise<boolean> {
    if (max < 1) return false;
    this.sweepNow();
    const row = await this.db.insertInto('limit_counter')
      .values({ subject, period, count: 1, forget_at: instant(forgetAt) })
      .onConflict((conflict) => conflict.column('subject')
        .doUpdateSet({
          count: sql<number>`case when limit_counter.period = ${period} then limit_counter.count + 1 else 1 end`,
          period, forget_at: instant(forgetAt),
        })
        .where((eb) => eb.or([eb('limit_counter.period', '<>', period), eb('limit_counter.count', '<', max)])))
      .returning('count')
      .executeTakeFirst();
    return row !== undefined;
  }

  async giveBack(subject: string, period: string): Promise<void> {
    await this.db.updateTable('limit_counter').set({ count: sql<number>`count - 1` })
      .where('subject', '=', subject).where('period', '=', period).where('count', '>', 0).execute();
  }

  /** One event; a window opened `windowMs` ago or earlier is opened again now. The right-hand
   * sides all read the row as it was, on both databases. */
  async add(subject: string, windowMs: number, now: Date): Promise<WindowCount> {
    this.sweepNow();
    const nowMs = now.getTime();
    const closed = sql<boolean>`limit_counter.period <= ${openedAt(nowMs - windowMs)}`;
    const forgetAt = instant(new Date(nowMs + windowMs));
    const row = await this.db.insertInto('limit_counter')
      .values({ subject, period: openedAt(nowMs), count: 1, forget_at: forgetAt })
      .onConflict((conflict) => conflict.column('subject').doUpdateSet({
        count: sql<number>`case when ${closed} then 1 else limit_counter.count + 1 end`,
        period: sql<string>`case when ${closed} then ${openedAt(nowMs)} else limit_counter.period end`,
        forget_at: sql<string>`case when ${closed} then ${forgetAt} else limit_counter.forget_at end`,
      }))
      .returning(['count', 'period'])
      .executeTakeFirstOrThrow();
    return { count: dialectOf(this.db).parseBigint(row.count), closesAt: Number(row.period) + windowMs };
  }

  private sweepNow(): void {
    this.sinceSweep += 1;
    if (this.sinceSweep < SWEEP_EVERY) return;
    this.sinceSweep = 0;
    this.db.deleteFrom('limit_counter').where('forget_at', '<=', instant(this.now())).execute().catch(() => undefined);
  }
}

/** Where a server counts: in memory on SQLite (one process, and the faster: see
 * deploy/README.md), in the database on PostgreSQL (instances share it). `now`: the server's
 * clock, which the windows and the forgetting follow. */
export function countersFor(db: Db, now: Clock): LimitCounters {
  return dialectOf(db).name === 'postgres' ? new DatabaseCounters(db, now) : new MemoryCounters(now);
}
