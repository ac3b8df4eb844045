// The sums most statistics calls are made of, in one scan of the caller's waybills: how many,
// freight (totalMonetaryAmount), prepaid, balance, tonnes (goodsItemGrossWeight), tonne-km
// (weight x transportationDistance) and the freight of the completed ones (settled, until the
// settlement entities of wave 3 say what was paid). Grouped by a key when one is given.
import { sql, type RawBuilder } from 'kysely';
import type { Condition } from '../entities/listQuery';
import type { DateRange } from './query';
import { BUCKET_LENGTH, timeBounds, type Granularity } from './dates';
import { countWhen, equals, money, readersOf, sumWhen, tonnes } from './figures';
import { entityDb, reachWhere, type StatisticsScope } from './reach';
import { LIVE_STATES, W, WaybillState } from './waybillStates';

export interface WaybillSums {
  waybills: number;
  freight: number;
  prepaid: number;
  balance: number;
  tonnes: number;
  tonneKm: number;
  settledWaybills: number;
  settledFreight: number;
}

export const ZERO_SUMS: WaybillSums = Object.freeze({
  waybills: 0, freight: 0, prepaid: 0, balance: 0, tonnes: 0, tonneKm: 0, settledWaybills: 0, settledFreight: 0,
});

/** Waybills consigned within the range (bounds included). */
export function consignedIn(range: DateRange): Condition[] {
  const { from, to } = timeBounds(range.startTime, range.endTime);
  return [{ column: W.consigned, op: '>=', value: from }, { column: W.consigned, op: '<=', value: to }];
}

/** Waybills whose freight is owed (not cancelled). */
export const LIVE: Condition = { column: W.status, op: 'in', value: [...LIVE_STATES] };

/** The day or month a waybill was consigned in. */
export function consignedBucket(granularity: Granularity): RawBuilder<string> {
  return sql<string>`substr(${sql.ref(W.consigned)}, 1, ${sql.lit(BUCKET_LENGTH[granularity])})`;
}

/** Sums of the caller's waybills matching `conditions`, by `key` (one row keyed '' without). */
export async function sumWaybills(scope: StatisticsScope, conditions: Condition[], key?: RawBuilder<string>): Promise<Map<string, WaybillSums>> {
  const where = reachWhere(scope, 'waybill', conditions);
  if (!where) return new Map();
  const read = readersOf(scope.db);
  const completed = equals(W.status, WaybillState.completed);
  let query = entityDb(scope.db).selectFrom('tms_waybill').where(where).select((eb) => [
    (key ?? sql<string>`''`).as('key'),
    eb.fn.countAll().as('waybills'),
    eb.fn.sum(W.freight).as('freight'),
    eb.fn.sum(W.prepaid).as('prepaid'),
    eb.fn.sum(W.balance).as('balance'),
    eb.fn.sum(W.weight).as('tonnes'),
    sql<number>`sum(${sql.ref(W.weight)} * ${sql.ref(W.distance)})`.as('tonneKm'),
    countWhen(completed).as('settledWaybills'),
    sumWhen(W.freight, completed).as('settledFreight'),
  ]);
  if (key) query = query.groupBy(key);
  const rows = await query.execute();
  return new Map(rows.map((row) => [String(row.key), {
    waybills: read.count(row.waybills),
    freight: money(read.sum(row.freight)),
    prepaid: money(read.sum(row.prepaid)),
    balance: money(read.sum(row.balance)),
    tonnes: tonnes(read.sum(row.tonnes)),
    tonneKm: money(read.sum(row.tonneKm)),
    settledWaybills: read.count(row.settledWaybills),
    settledFreight: money(read.sum(row.settledFreight)),
  }]));
}

/** The sums of all matching waybills (zeros when none). */
export async function totalOf(scope: StatisticsScope, conditions: Condition[]): Promise<WaybillSums> {
  return (await sumWaybills(scope, conditions)).get('') ?? { ...ZERO_SUMS };
}

/** How many of the caller's waybills match, by state (every state listed, zeros included). */
export async function countByState(scope: StatisticsScope, conditions: Condition[]): Promise<{ status: string; count: number }[]> {
  const where = reachWhere(scope, 'waybill', conditions);
  const counts = new Map<string, number>();
  if (where) {
    const read = readersOf(scope.db);
    const rows = await entityDb(scope.db).selectFrom('tms_waybill').where(where)
      .select((eb) => [eb.ref(W.status).as('status'), eb.fn.countAll().as('count')]).groupBy(W.status).execute();
    for (const row of rows) counts.set(String(row.status), read.count(row.count));
  }
  return Object.values(WaybillState).map((status) => ({ status, count: counts.get(status) ?? 0 }));
}
