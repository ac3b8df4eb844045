// GET /statistics/shipmentInfo: the shipper's view of its freight. A shipper gets its own
// waybills; staff get their branch's, or one shipper's when they pass `shipperCode`. The range's
// waybills by state, freight and tonnes, this month's, what is waiting for a vehicle or on the
// road now, and the busiest routes (city to city) of the range.
import { sql } from 'kysely';
import type { ShipmentInfo, ShipmentRoute } from '../../src/core/generated/api';
import type { Condition } from '../entities/listQuery';
import { monthStart } from './dates';
import { money, readersOf, tonnes } from './figures';
import { chinaToday, type DateRange } from './query';
import { entityDb, reachWhere, type StatisticsScope } from './reach';
import { cityOf, placeNames } from './places';
import { W, WaybillState } from './waybillStates';
import { consignedIn, countByState, LIVE, totalOf } from './waybillSums';

/** How many routes the answer lists. */
export const TOP_ROUTES = 5;

/** The city (first four digits of the county code, then 00) a waybill loads or unloads in. */
const cityColumn = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 4)`;

async function topRoutes(scope: StatisticsScope, conditions: Condition[]): Promise<ShipmentRoute[]> {
  const where = reachWhere(scope, 'waybill', conditions);
  if (!where) return [];
  const from = cityColumn(W.from);
  const to = cityColumn(W.to);
  const rows = await entityDb(scope.db).selectFrom('tms_waybill').where(where).select((eb) => [
    from.as('from'), to.as('to'), eb.fn.countAll().as('waybills'), eb.fn.sum(W.freight).as('freight'), eb.fn.sum(W.weight).as('tonnes'),
  ]).groupBy([from, to]).orderBy(sql`count(*)`, 'desc').orderBy(sql`sum(${sql.ref(W.freight)})`, 'desc').orderBy(from).orderBy(to)
    .limit(TOP_ROUTES).execute();
  const read = readersOf(scope.db);
  const codes = rows.flatMap((row) => [cityOf(String(row.from)), cityOf(String(row.to))]);
  const names = await placeNames(scope.db, codes);
  return rows.map((row) => {
    const fromCode = cityOf(String(row.from));
    const toCode = cityOf(String(row.to));
    return {
      fromCode, fromName: names.get(fromCode) ?? fromCode, toCode, toName: names.get(toCode) ?? toCode,
      waybills: read.count(row.waybills), freight: money(read.sum(row.freight)), tonnes: tonnes(read.sum(row.tonnes)),
    };
  });
}

/** The shipper the answer is about: the calling shipper, or the one staff asked for. */
async function shipperOf(scope: StatisticsScope, shipperCode: string | undefined): Promise<ShipmentInfo['shipper']> {
  if (scope.caller.dataScope === 'shipper') return { code: scope.caller.code, name: scope.caller.name };
  if (shipperCode === undefined) return null;
  const where = reachWhere(scope, 'waybill', [{ column: W.shipperCode, op: '=', value: shipperCode }]);
  const latest = where
    ? await entityDb(scope.db).selectFrom('tms_waybill').where(where).select(W.shipperName).orderBy(W.consigned, 'desc').limit(1).executeTakeFirst()
    : undefined;
  return { code: shipperCode, name: latest?.[W.shipperName] === undefined ? null : String(latest[W.shipperName]) };
}

export async function shipmentInfo(scope: StatisticsScope, range: DateRange, now: Date, shipperCode?: string): Promise<ShipmentInfo> {
  const ofShipper: Condition[] = shipperCode === undefined ? [] : [{ column: W.shipperCode, op: '=', value: shipperCode }];
  const today = chinaToday(now);
  const inRange = [...ofShipper, ...consignedIn(range)];
  const [shipper, byStatus, total, month, open, routes] = await Promise.all([
    shipperOf(scope, shipperCode),
    countByState(scope, inRange),
    totalOf(scope, [LIVE, ...inRange]),
    totalOf(scope, [LIVE, ...ofShipper, ...consignedIn({ startTime: monthStart(today), endTime: today })]),
    countByState(scope, ofShipper),
    topRoutes(scope, [LIVE, ...inRange]),
  ]);
  const current = (status: string) => open.find((entry) => entry.status === status)?.count ?? 0;
  return {
    ...range,
    shipper,
    waybills: byStatus.reduce((sum, entry) => sum + entry.count, 0),
    byStatus,
    freight: total.freight,
    prepaid: total.prepaid,
    balance: total.balance,
    tonnes: total.tonnes,
    thisMonth: { month: today.slice(0, 7), waybills: month.waybills, freight: month.freight },
    pendingDispatch: current(WaybillState.pendingDispatch),
    inTransit: current(WaybillState.loaded),
    topRoutes: routes,
  };
}
