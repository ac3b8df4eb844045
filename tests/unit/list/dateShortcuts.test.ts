import { describe, expect, it } from 'vitest';
import { shortcutRange } from '../../../src/core/list/dateShortcuts';

// 2026-03-31 10:00 in China (UTC+8).
const now = new Date('2026-03-31T02:00:00Z');

describe('spec 9: date shortcuts last week, last month (30 days), last three months (90 days)', () => {
  it.each([
    ['lastWeek', '2026-03-24'],
    ['lastMonth', '2026-03-01'],
    ['lastThreeMonths', '2025-12-31'],
  ] as const)('%s starts on %s and ends today', (shortcut, start) => {
    expect(shortcutRange(shortcut, now)).toEqual({ start, end: '2026-03-31' });
  });

  it('days are China days: 23:30 UTC is already the next day', () => {
    expect(shortcutRange('lastWeek', new Date('2026-03-30T23:30:00Z')).end).toBe('2026-03-31');
  });
});
