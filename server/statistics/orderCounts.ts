// GET /statistics/getOrderCountStatistics: the caller's waybills as a dispatcher's board reads
// them. Today and this month: consigned, loaded, signed, completed that day or month, by the
// time each step records (last month beside this one). The range's waybills by state. And the
// pipeline now, over every open waybill whatever its date: waiting for a vehicle, dispatched,
// on the road, unloaded and waiting for the receipt, signed and waiting to be completed.
import type { OrderCountStatistics, OrderDayCounts } from '../../src/core/generated/api';
import { addDays, monthStart, timeBounds } from './dates';
import { countWhen, readersOf, within } from './figures';
import { chinaToday, type DateRange } from './query';
import { entityDb, reachWhere, type StatisticsScope } from './reach';
import { W, WaybillState } from './waybillStates';
import { consignedIn, countByState } from './waybillSums';

/** What happened to the caller's waybills between two dates (created: consigned). */
async function countsBetween(scope: StatisticsScope, start: string, end: string): Promise<OrderDayCounts> {
  const where = reachWhere(scope, 'waybill');
  if (!where) return { created: 0, loaded: 0, signed: 0, completed: 0 };
  const { from, to } = timeBounds(start, end);
  const during = (column: string) => within(column, from, to);
  const row = await entityDb(scope.db).selectFrom('tms_waybill').where(where).select([
    countWhen(during(W.consigned)).as('created'),
    countWhen(during(W.loadedAt)).as('loaded'),
    countWhen(during(W.signedAt)).as('signed'),
    countWhen(during(W.finishedAt)).as('completed'),
  ]).executeTakeFirstOrThrow();
  const read = readersOf(scope.db);
  return {
    created: read.count(row.created), loaded: read.count(row.loaded), signed: read.count(row.signed),
    completed: read.count(row.completed),
  };
}

export async function orderCounts(scope: StatisticsScope, range: DateRange, now: Date): Promise<OrderCountStatistics> {
  const today = chinaToday(now);
  const thisMonth = monthStart(today);
  const lastMonth = monthStart(today, -1);
  const [day, month, previousMonth, inRange, open] = await Promise.all([
    countsBetween(scope, today, today),
    countsBetween(scope, thisMonth, today),
    countsBetween(scope, lastMonth, addDays(thisMonth, -1)),
    countByState(scope, consignedIn(range)),
    countByState(scope, []),
  ]);
  const current = (status: string) => open.find((entry) => entry.status === status)?.count ?? 0;
  return {
    ...range,
    today: { date: today, ...day },
    thisMonth: { month: thisMonth.slice(0, 7), ...month },
    lastMonth: { month: lastMonth.slice(0, 7), ...previousMonth },
    range: { total: inRange.reduce((sum, entry) => sum + entry.count, 0), byStatus: inRange },
    pipeline: {
      pendingDispatch: current(WaybillState.pendingDispatch),
      dispatched: current(WaybillState.dispatched),
      inTransit: current(WaybillState.loaded),
      unloaded: current(WaybillState.unloaded),
      signed: current(WaybillState.signed),
    },
  };
}
