// Demo times relative to the seeding moment, formatted as the API writes them.
import { displayTime } from '../../storage/clock';
import type { Random } from './random';

export interface DemoClock {
  now: Date;
  branchCode: string;
  /** A moment `days` days before now, at a random time of day. */
  daysAgo(days: number, random: Random): Date;
}

export function demoClock(now: Date, branchCode: string): DemoClock {
  return {
    now,
    branchCode,
    daysAgo: (days, random) => new Date(now.getTime() - days * 86_400_000 + random.int(-43_200, 0) * 1000),
  };
}

export const timeAt = (date: Date): string => displayTime(date);

/** yyyyMMdd of the China day of a moment. */
export const dayStamp = (date: Date): string => displayTime(date).slice(0, 10).replace(/-/g, '');
