// Bad query parameters are refused with 422 naming each field, in the caller's language: an
// unreal date or one not written yyyy-MM-dd, an end before the start, a day series longer than
// a year, an unknown granularity or state, a page size out of range.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { startFixture, type Fixture } from '../entities/support';
import { statistics, type Call } from './support';
import type { Query } from '../support/client';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

async function refused(call: Call, query: Query, language: string) {
  const answer = await statistics(fx, call, fx.tokens.staff, query, language);
  expect(answer.status).toBe(Status.INVALID_PAYLOAD);
  return answer.data.errors.map((error: { field: string; message: string }) => [error.field, error.message]);
}

describe('dates must be real days written yyyy-MM-dd', () => {
  test.each([
    ['zh-CN', '请输入有效日期，格式为 yyyy-MM-dd，例如 2026-03-01'],
    ['en', 'Enter a valid date as yyyy-MM-dd, e.g. 2026-03-01'],
  ])('%s: 2026-02-30 and 20260301 are refused on their fields', async (language, message) => {
    expect(await refused('orderFreightIndex', { startTime: '2026-02-30', endTime: '20260301' }, language))
      .toEqual([['/startTime', message], ['/endTime', message]]);
  });

  test.each([
    ['zh-CN', '结束日期不能早于开始日期'],
    ['en', 'The end date cannot be before the start date'],
  ])('%s: an end before the start is refused on endTime', async (language, message) => {
    expect(await refused('getFeeStatistics', { startTime: '2026-02-10', endTime: '2026-02-01' }, language)).toEqual([['/endTime', message]]);
  });

  test.each([
    ['zh-CN', '按日统计时日期范围不能超过 366 天'],
    ['en', 'A daily series covers at most 366 days'],
  ])('%s: a day series longer than 366 days is refused, the same range by month is not', async (language, message) => {
    const range = { startTime: '2024-01-01', endTime: '2026-03-01' };
    expect(await refused('orderFreightIndex', range, language)).toEqual([['/startTime', message]]);
    expect((await statistics(fx, 'orderFreightIndex', fx.tokens.staff, { ...range, granularity: 'month' })).status).toBe(Status.OK);
  });
});

describe('other parameters are checked by the project\'s validators', () => {
  test('an unknown granularity', async () => {
    expect(await refused('getFeeStatistics', { granularity: 'week' }, 'en')).toEqual([['/granularity', 'Choose one of the options']]);
    expect(await refused('getFeeStatistics', { granularity: 'week' }, 'zh-CN')).toEqual([['/granularity', '请从可选项中选择']]);
  });

  test('an unknown waybill state and a page size out of range on the driver fee list', async () => {
    const errors = await refused('getFeeList4Driver', { status: 'lost', pageSize: 5000 }, 'en');
    expect(errors.map(([field]: [string]) => field).sort()).toEqual(['/pageSize', '/status']);
  });

  test('a date given alone is valid: the other end defaults', async () => {
    const answer = await statistics(fx, 'getOrderCountStatistics', fx.tokens.staff, { startTime: '2026-02-01' });
    expect(answer.data).toMatchObject({ startTime: '2026-02-01', endTime: '2026-03-02' });
  });
});
