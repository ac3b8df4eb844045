// GET /statistics/orderFreightIndex: the freight index of the caller's waybills per day or month
// of consignment (cancelled ones left out): how many, tonnes, freight, and what a tonne and a
// tonne-kilometre cost, with a point for every bucket of the range.
import type { OrderFreightIndex, OrderFreightPoint } from '../../src/core/generated/api';
import { bucketsOf, type Granularity } from './dates';
import { ratio } from './figures';
import type { DateRange } from './query';
import type { StatisticsScope } from './reach';
import { consignedBucket, consignedIn, LIVE, sumWaybills, ZERO_SUMS, type WaybillSums } from './waybillSums';

function pointOf(period: string, sums: WaybillSums): OrderFreightPoint {
  return {
    period,
    waybills: sums.waybills,
    tonnes: sums.tonnes,
    freight: sums.freight,
    tonneKm: sums.tonneKm,
    freightPerTonne: ratio(sums.freight, sums.tonnes),
    freightPerTonneKm: ratio(sums.freight, sums.tonneKm, 4),
  };
}

export async function orderFreightIndex(scope: StatisticsScope, range: DateRange, granularity: Granularity): Promise<OrderFreightIndex> {
  const conditions = [LIVE, ...consignedIn(range)];
  const [byBucket, total] = await Promise.all([
    sumWaybills(scope, conditions, consignedBucket(granularity)),
    sumWaybills(scope, conditions),
  ]);
  return {
    ...range,
    granularity,
    points: bucketsOf(range.startTime, range.endTime, granularity).map((bucket) => pointOf(bucket, byBucket.get(bucket) ?? ZERO_SUMS)),
    totals: pointOf(`${range.startTime}~${range.endTime}`, total.get('') ?? ZERO_SUMS),
  };
}
