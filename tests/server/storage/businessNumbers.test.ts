// Business numbers (x-number: YD + yyyyMMdd + 6 digits; x-party-link's fallback: SJ + ...) come
// from a sequence per table, column and day updated atomically, not max()+1: creates at once
// get distinct numbers and none fails. A day's sequence starts after the highest number of
// that day already stored (demo data, records made before sequences existed).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { DAY_MS } from '../../../server/storage/clock';
import { columnNamesOf } from '../support/columns';
import { DRIVER, idCard, newWaybill, startFixture, WAYBILL, type Fixture } from '../entities/support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

let token: string;
const create = (path: string, json: unknown) => fx.api.call(path, { method: 'POST', json, token: token ?? fx.tokens.admin });

/** The China day of the test clock as yyyyMMdd. */
function today(): string {
  return new Date(fx.server.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** The highest waybill number of the day stored so far (0 when none). */
async function highestWaybillNumber(day: string): Promise<number> {
  const { rows } = await sql<{ last: string | null }>`select max(shipping_note_number) as last from tms_waybill
    where shipping_note_number like ${`YD${day}%`} and length(shipping_note_number) = 16`.execute(fx.server.db);
  return rows[0]?.last ? Number(rows[0].last.slice(10)) : 0;
}

const numbered = (prefix: string, day: string, sequence: number) => `${prefix}${day}${String(sequence).padStart(6, '0')}`;

describe('creates at once get distinct business numbers', () => {
  test('50 waybills created at once: 50 answers OK, 50 distinct numbers, the next 50 of the day', async () => {
    const day = today();
    const before = await highestWaybillNumber(day);
    const answers = await Promise.all(Array.from({ length: 50 }, () => create(WAYBILL, newWaybill())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(Status.OK));
    const numbers = answers.map((answer) => answer.data.shippingNoteNumber as string);
    expect(new Set(numbers).size).toBe(50);
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, i) => numbered('YD', day, before + i + 1)));
  });

  test('10 drivers whose mobiles no account holds, created at once: 10 distinct fallback driver codes', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => {
      const idNumber = idCard(`13020319860514${300 + i}`);
      return create(DRIVER, {
        driverName: '马卫东', drivingLicense: idNumber, telephone: `1863321${String(7000 + i)}`, vehicleClass: 'A2',
        issuingOrganizations: '唐山市公安局交通警察支队', validPeriodFrom: '20200514', validPeriodTo: '20300514', qualificationCertificate: idNumber,
      });
    }));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(Status.OK));
    const codes = answers.map((answer) => answer.data.driverCode as string);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(new RegExp(`^SJ${today()}\\d{6}$`));
  });
});

describe('a day\'s first number follows the highest number of that day already stored', () => {
  test('a record stored that day with number 41, before any create: the first create gets 42, then 43', async () => {
    fx.server.clock.advance(DAY_MS);
    token = await fx.api.signIn('admin'); // the morning's session ended overnight
    const day = today();
    const { rows: started } = await sql`select 1 from number_sequence where day = ${day}`.execute(fx.server.db);
    expect(started).toEqual([]);
    // A waybill numbered that day outside the sequence (as before this migration): a copy of one.
    const columns = (await columnNamesOf(fx.server.db, 'tms_waybill')).filter((name) => name !== 'id' && name !== 'shipping_note_number');
    const list = sql.join(columns.map((column) => sql.ref(column)));
    await sql`insert into tms_waybill (shipping_note_number, ${list})
      select ${numbered('YD', day, 41)}, ${list} from tms_waybill order by id limit 1`.execute(fx.server.db);

    const first = await create(WAYBILL, newWaybill());
    const second = await create(WAYBILL, newWaybill());
    expect([first.data.shippingNoteNumber, second.data.shippingNoteNumber]).toEqual([numbered('YD', day, 42), numbered('YD', day, 43)]);
  });
});
