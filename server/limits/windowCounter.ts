// Counts events per key in fixed windows of the server clock (an hour, a China day): the
// counters of the limits that must follow the injectable clock (tests move it forward). Each
// take is one atomic step of the counters (counters.ts: in memory, or in the database shared by
// the instances), so a burst cannot slip past the limit.
import { addMs, DAY_MS, displayTime, HOUR_MS } from '../storage/clock';
import type { LimitCounters } from './counters';

export interface CountWindow {
  /** The window of an instant ("2026-03-02 10", "2026-03-02"). */
  of: (now: Date) => string;
  /** How long a count of it is of use. */
  ms: number;
}

export class WindowCounter {
  /** `name` keeps the counts of different limits apart in the shared counters. */
  constructor(private readonly counters: LimitCounters, private readonly name: string, private readonly window: CountWindow) {}

  /** Counts one event of `key` when fewer than `max` happened in the current window; answers
   * whether it was counted. */
  take(key: string, max: number, now: Date): Promise<boolean> {
    return this.counters.take(`${this.name}:${key}`, this.window.of(now), max, addMs(now, this.window.ms));
  }

  /** Gives back an event taken for a request that was refused later on. */
  giveBack(key: string, now: Date): Promise<void> {
    return this.counters.giveBack(`${this.name}:${key}`, this.window.of(now));
  }
}

/** The China-time hour and day of an instant ("2026-03-02 10", "2026-03-02"). */
export const CHINA_HOUR: CountWindow = { of: (now) => displayTime(now).slice(0, 13), ms: HOUR_MS };
export const CHINA_DAY: CountWindow = { of: (now) => displayTime(now).slice(0, 10), ms: DAY_MS };
