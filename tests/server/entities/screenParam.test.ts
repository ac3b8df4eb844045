// A screen's fixed filter with a list of values (预付款管理: pending and approved) holds on that
// screen even for a role that reaches the entity through another screen showing every record
// (预付记录): the console names the screen (`screen`), the server applies its menu row's filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from './support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

type Page = { records: Array<{ status: string }>; total: number };
const list = (query: Record<string, string | number>) =>
  fx.api.call<Page>('/ntocc-tms-api/payInAdvance/list', { query: { pageSize: 500, ...query }, token: fx.tokens.admin });

describe('a list names its screen, and the screen\'s fixed filter of several values applies', () => {
  it('预付款管理 (prepaidManage) shows only pending and approved prepayments to the admin, who also holds 预付记录', async () => {
    const all = await list({});
    expect(new Set(all.data.records.map((r) => r.status)).size).toBeGreaterThan(2);
    const managed = await list({ screen: 'prepaidManage' });
    expect(managed.status).toBe(0);
    expect(managed.data.total).toBeGreaterThan(0);
    expect(managed.data.total).toBeLessThan(all.data.total);
    expect(managed.data.records.every((r) => ['pending', 'approved'].includes(r.status))).toBe(true);
  });

  it('a screen the caller does not hold, or a malformed name, narrows nothing or is refused', async () => {
    const all = await list({});
    const unknown = await list({ screen: 'noSuchLeaf' });
    expect(unknown.data.total).toBe(all.data.total);
    const malformed = await list({ screen: "x' or 1=1" });
    expect(malformed.status).not.toBe(0);
  });
});
