// The server's time formats (China Standard Time) and its choice of message language.
import { describe, expect, test } from 'vitest';
import { formatDateTime } from '../../src/core/format/datetime';
import { pickLanguage } from '../../server/http/i18n';
import { startOfChinaDay } from '../../server/storage/clock';

describe('gmt_created / gmt_modified are yyyy-MM-dd HH:mm:ss in China time (UTC+8)', () => {
  test.each([
    ['2026-03-02T02:00:00Z', '2026-03-02 10:00:00'],
    ['2026-12-31T16:00:00Z', '2027-01-01 00:00:00'],
    ['2026-07-01T15:59:59.999Z', '2026-07-01 23:59:59'],
  ])('%s -> %s', (iso, text) => {
    expect(formatDateTime(new Date(iso))).toBe(text);
  });
});

describe('daily limits count from midnight in China', () => {
  test('16:00 UTC is midnight in China', () => {
    expect(startOfChinaDay(new Date('2026-03-02T15:59:00Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(startOfChinaDay(new Date('2026-03-02T16:00:00Z')).toISOString()).toBe('2026-03-02T16:00:00.000Z');
  });
});

describe('messages are in the Accept-Language of the request, Chinese when absent or unknown', () => {
  test.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['fr-FR,fr;q=0.9', 'zh'],
    ['en-US,en;q=0.9', 'en'],
    ['fr;q=1,es;q=0.8,en;q=0.5', 'es'],
    ['ja-JP', 'ja'],
    ['en;q=0.2,zh-CN;q=0.8', 'zh'],
    ['en;q=0', 'zh'],
  ])('%s -> %s', (header, lang) => {
    expect(pickLanguage(header)).toBe(lang);
  });
});
