// Counts events per key in fixed windows of the server clock (an hour, a China day): the
// counters of the limits that must follow the injectable clock (tests move it forward) and
// that are read and bumped in one synchronous step, so a burst cannot slip past them.
// In memory: a restart starts the windows afresh, and two processes count apart.
import { displayTime } from '../storage/clock';

export type WindowOf = (now: Date) => string;

export class WindowCounter {
  private readonly counts = new Map<string, { window: string; count: number }>();
  private sweepAbove = 1000;

  constructor(private readonly windowOf: WindowOf) {}

  /** Counts one event of `key` when fewer than `max` happened in the current window; answers
   * whether it was counted. */
  take(key: string, max: number, now: Date): boolean {
    const window = this.windowOf(now);
    const entry = this.counts.get(key);
    const current = entry && entry.window === window ? entry : { window, count: 0 };
    if (current.count >= max) return false;
    current.count += 1;
    this.counts.set(key, current);
    this.forgetOldWindows(window);
    return true;
  }

  /** Gives back an event taken for a request that was refused later on. */
  giveBack(key: string, now: Date): void {
    const entry = this.counts.get(key);
    if (entry && entry.window === this.windowOf(now) && entry.count > 0) entry.count -= 1;
  }

  /** Drops the keys of past windows whenever the map has doubled since the last sweep. */
  private forgetOldWindows(window: string): void {
    if (this.counts.size <= this.sweepAbove) return;
    for (const [key, entry] of this.counts) if (entry.window !== window) this.counts.delete(key);
    this.sweepAbove = Math.max(1000, this.counts.size * 2);
  }
}

/** The China-time hour and day of an instant ("2026-03-02 10", "2026-03-02"). */
export const chinaHour: WindowOf = (now) => displayTime(now).slice(0, 13);
export const chinaDay: WindowOf = (now) => displayTime(now).slice(0, 10);
