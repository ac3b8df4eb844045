// Statistics calls of /ntocc-tms-api (spec section 7). Their answer shapes are not part of the
// contract yet, so they resolve with the data as the server sends it.
import { request } from '../http';

const BASE = '/ntocc-tms-api/statistics';

export const STATISTICS_CALLS = [
  'getVehicleCountStatistics',
  'orderFreightIndex',
  'getFeeStatistics',
  'shipmentInfo',
  'getOrderCountStatistics',
  'getFeeList4Driver',
  'getPartyRoleConfigCountStatistics',
] as const;

export type StatisticsCall = (typeof STATISTICS_CALLS)[number];

export function getStatistics<T = unknown>(call: StatisticsCall, params: Record<string, unknown> = {}) {
  return request<T>({ method: 'GET', url: `${BASE}/${call}`, params });
}
