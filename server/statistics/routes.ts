// GET /ntocc-tms-api/statistics/*: the seven statistics calls of spec section 7, for any
// signed-in user (the dashboards), each counting only what the caller's role reaches
// (reach.ts). Parameters are query parameters; dates are yyyy-MM-dd, China time.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from '../entities/caller';
import { ok } from '../http/envelope';
import { pagingProperties } from '../http/paging';
import { readParams } from '../http/params';
import { check, compile } from '../http/validate';
import type { Granularity } from './dates';
import { driverFeeList, type DriverFeeQuery } from './driverFeeList';
import { feeStatistics } from './feeStatistics';
import { orderCounts } from './orderCounts';
import { orderFreightIndex } from './orderFreightIndex';
import { partyRoleCounts } from './partyRoleCounts';
import { BRANCH_CODE, chinaToday, granularityProperty, PARTY_CODE, parseQuery, rangeProperties, type RangeParams } from './query';
import type { StatisticsScope } from './reach';
import { shipmentInfo } from './shipmentInfo';
import { vehicleCounts } from './vehicleCounts';
import { WAYBILL_STATES } from './waybillStates';

type SeriesParams = RangeParams & { granularity: Granularity };

const rangeOnly = compile<RangeParams>({ type: 'object', properties: rangeProperties });
const series = compile<SeriesParams>({ type: 'object', properties: { ...rangeProperties, granularity: granularityProperty } });
const shipment = compile<RangeParams & { shipperCode?: string }>({ type: 'object', properties: { ...rangeProperties, shipperCode: PARTY_CODE } });
const branchOnly = compile<{ branchCode?: string }>({ type: 'object', properties: { branchCode: BRANCH_CODE } });
const driverFees = compile<RangeParams & DriverFeeQuery>({
  type: 'object',
  properties: { ...rangeProperties, ...pagingProperties, driverCode: PARTY_CODE, status: { type: 'string', enum: [...WAYBILL_STATES] } },
});

/** By default a series by month shows twelve months, a series by day thirty days. */
const startOfSeries = ({ granularity }: SeriesParams) => (granularity === 'month' ? 'last12Months' : 'last30Days');

export function statisticsRoutes({ db, now }: AppContext): FastifyPluginAsync {
  const scopeOf = async (request: FastifyRequest, branchCode: string | undefined): Promise<StatisticsScope> =>
    ({ db, caller: await callerOf(db, request), branchCode });

  return async (app) => {
    app.get('/statistics/getVehicleCountStatistics', async (request) => {
      const parsed = parseQuery(request, rangeOnly, chinaToday(now()), 'last30Days');
      if ('answer' in parsed) return parsed.answer;
      return ok(await vehicleCounts(await scopeOf(request, parsed.value.branchCode), parsed.range));
    });

    app.get('/statistics/orderFreightIndex', async (request) => {
      const parsed = parseQuery(request, series, chinaToday(now()), startOfSeries, (value) => value.granularity);
      if ('answer' in parsed) return parsed.answer;
      return ok(await orderFreightIndex(await scopeOf(request, parsed.value.branchCode), parsed.range, parsed.value.granularity));
    });

    app.get('/statistics/getFeeStatistics', async (request) => {
      const parsed = parseQuery(request, series, chinaToday(now()), startOfSeries, (value) => value.granularity);
      if ('answer' in parsed) return parsed.answer;
      return ok(await feeStatistics(await scopeOf(request, parsed.value.branchCode), parsed.range, parsed.value.granularity));
    });

    app.get('/statistics/shipmentInfo', async (request) => {
      const at = now();
      const parsed = parseQuery(request, shipment, chinaToday(at), 'monthStart');
      if ('answer' in parsed) return parsed.answer;
      return ok(await shipmentInfo(await scopeOf(request, parsed.value.branchCode), parsed.range, at, parsed.value.shipperCode));
    });

    app.get('/statistics/getOrderCountStatistics', async (request) => {
      const at = now();
      const parsed = parseQuery(request, rangeOnly, chinaToday(at), 'monthStart');
      if ('answer' in parsed) return parsed.answer;
      return ok(await orderCounts(await scopeOf(request, parsed.value.branchCode), parsed.range, at));
    });

    app.get('/statistics/getFeeList4Driver', async (request) => {
      const parsed = parseQuery(request, driverFees, chinaToday(now()), 'last12Months');
      if ('answer' in parsed) return parsed.answer;
      return ok(await driverFeeList(await scopeOf(request, parsed.value.branchCode), parsed.range, parsed.value));
    });

    app.get('/statistics/getPartyRoleConfigCountStatistics', async (request) => {
      const parsed = check(branchOnly, readParams(request), request.t);
      if ('answer' in parsed) return parsed.answer;
      return ok(await partyRoleCounts(await scopeOf(request, parsed.value.branchCode), now()));
    });
  };
}
