// GET /statistics/getFeeStatistics: the caller's freight receivable over a range of consignment
// dates, from the waybills' own amounts (no settlement or payment records exist yet): freight,
// prepaid and balance, settled (completed waybills) against outstanding (every other live
// state), by state and by day or month. Wave 3's settlement entities will replace "completed"
// by what was actually paid, and add payable, invoiced and profit figures.
import { sql } from 'kysely';
import type { FeeFigures, FeeStatistics } from '../../src/core/generated/api';
import { bucketsOf, type Granularity } from './dates';
import { money, ratio } from './figures';
import type { DateRange } from './query';
import type { StatisticsScope } from './reach';
import { LIVE_STATES, W } from './waybillStates';
import { consignedBucket, consignedIn, LIVE, sumWaybills, ZERO_SUMS, type WaybillSums } from './waybillSums';

function feesOf(sums: WaybillSums): FeeFigures {
  return {
    waybills: sums.waybills,
    freight: sums.freight,
    prepaid: sums.prepaid,
    balance: sums.balance,
    settledWaybills: sums.settledWaybills,
    settledFreight: sums.settledFreight,
    outstandingWaybills: sums.waybills - sums.settledWaybills,
    outstandingFreight: money(sums.freight - sums.settledFreight),
    averageFreight: ratio(sums.freight, sums.waybills),
  };
}

export async function feeStatistics(scope: StatisticsScope, range: DateRange, granularity: Granularity): Promise<FeeStatistics> {
  const conditions = [LIVE, ...consignedIn(range)];
  const [total, byState, byBucket] = await Promise.all([
    sumWaybills(scope, conditions),
    sumWaybills(scope, conditions, sql<string>`${sql.ref(W.status)}`),
    sumWaybills(scope, conditions, consignedBucket(granularity)),
  ]);
  return {
    ...range,
    granularity,
    basis: 'waybillFreight',
    totals: feesOf(total.get('') ?? ZERO_SUMS),
    byStatus: LIVE_STATES.map((status) => {
      const sums = byState.get(status) ?? ZERO_SUMS;
      return { status, waybills: sums.waybills, freight: sums.freight };
    }),
    periods: bucketsOf(range.startTime, range.endTime, granularity).map((period) => ({ period, ...feesOf(byBucket.get(period) ?? ZERO_SUMS) })),
  };
}
