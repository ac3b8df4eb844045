// Statistics calls of /ntocc-tms-api (spec section 7; docs/contracts.md "Statistics calls"):
// one typed function per call, each answering the shape of its schema in schemas/api.
import type {
  DriverFeeList, FeeStatistics, OrderCountStatistics, OrderFreightIndex, PartyRoleConfigCountStatistics, ShipmentInfo,
  VehicleCountStatistics,
} from '../../core/generated/api';
import { request } from '../http';

const BASE = '/ntocc-tms-api/statistics';

/** What each call answers. */
export interface StatisticsAnswers {
  getVehicleCountStatistics: VehicleCountStatistics;
  orderFreightIndex: OrderFreightIndex;
  getFeeStatistics: FeeStatistics;
  shipmentInfo: ShipmentInfo;
  getOrderCountStatistics: OrderCountStatistics;
  getFeeList4Driver: DriverFeeList;
  getPartyRoleConfigCountStatistics: PartyRoleConfigCountStatistics;
}

export type StatisticsCall = keyof StatisticsAnswers;

export const STATISTICS_CALLS: readonly StatisticsCall[] = [
  'getVehicleCountStatistics',
  'orderFreightIndex',
  'getFeeStatistics',
  'shipmentInfo',
  'getOrderCountStatistics',
  'getFeeList4Driver',
  'getPartyRoleConfigCountStatistics',
];

/** A date range (yyyy-MM-dd, China time; both optional, each call has its default) and, for a
 * caller reaching several branches, one branch. */
export interface RangeParams { startTime?: string; endTime?: string; branchCode?: string }
export interface SeriesParams extends RangeParams { granularity?: 'day' | 'month' }
export interface ShipmentParams extends RangeParams { shipperCode?: string }
export interface DriverFeeParams extends RangeParams { driverCode?: string; status?: string; pageNum?: number; pageSize?: number }

export function getStatistics<C extends StatisticsCall>(call: C, params: object = {}) {
  return request<StatisticsAnswers[C]>({ method: 'GET', url: `${BASE}/${call}`, params });
}

export const getVehicleCountStatistics = (params: RangeParams = {}) => getStatistics('getVehicleCountStatistics', params);
export const orderFreightIndex = (params: SeriesParams = {}) => getStatistics('orderFreightIndex', params);
export const getFeeStatistics = (params: SeriesParams = {}) => getStatistics('getFeeStatistics', params);
export const shipmentInfo = (params: ShipmentParams = {}) => getStatistics('shipmentInfo', params);
export const getOrderCountStatistics = (params: RangeParams = {}) => getStatistics('getOrderCountStatistics', params);
export const getFeeList4Driver = (params: DriverFeeParams = {}) => getStatistics('getFeeList4Driver', params);
export const getPartyRoleConfigCountStatistics = (params: { branchCode?: string } = {}) => getStatistics('getPartyRoleConfigCountStatistics', params);
