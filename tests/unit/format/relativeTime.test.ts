import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../src/core/format/relativeTime';

const now = new Date('2026-03-31T02:00:00Z'); // 2026-03-31 10:00:00 in China
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('spec 9: relative time — just now under 30 s, minutes under 1 h, hours under 1 day, 1 day under 2 days', () => {
  it.each([
    [0, 'renderer.time.justNow', {}],
    [29_999, 'renderer.time.justNow', {}],
    [30_000, 'renderer.time.minutesAgo', { count: 0 }],
    [5 * 60_000, 'renderer.time.minutesAgo', { count: 5 }],
    [3_599_999, 'renderer.time.minutesAgo', { count: 59 }],
    [3_600_000, 'renderer.time.hoursAgo', { count: 1 }],
    [23 * 3_600_000, 'renderer.time.hoursAgo', { count: 23 }],
    [24 * 3_600_000, 'renderer.time.oneDayAgo', {}],
    [47 * 3_600_000, 'renderer.time.oneDayAgo', {}],
  ])('%s ms ago reads %s', (ms, key, params) => {
    expect(relativeTime(ago(ms), now)).toEqual({ key, params });
  });

  it('two days and more show the date as y-m-d h:i:s', () => {
    expect(relativeTime('2026-03-29 09:59:59', now)).toEqual({ key: 'renderer.time.at', params: { date: '2026-03-29 09:59:59' } });
  });

  it('reads the travelling yyyy-MM-dd HH:mm:ss strings as China time', () => {
    expect(relativeTime('2026-03-31 09:55:00', now)).toEqual({ key: 'renderer.time.minutesAgo', params: { count: 5 } });
  });

  it('a value that is not a date gives null', () => {
    expect(relativeTime('yesterday', now)).toBeNull();
    expect(relativeTime('2026-02-31 00:00:00', now)).toBeNull();
  });
});
