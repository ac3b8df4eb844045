// Area options (province > city > county, GB/T 2260) for the area cascader, cached in local
// storage under `areaOptions` for a day (spec section 3).
import { listAreaProvinces } from '../api/endpoints/basic';
import type { AreaOption } from '../core/generated/api';
import { DAY_MS, readStamped, recordsOf, writeStamped } from './localCache';

export const AREA_CACHE_KEY = 'areaOptions';
const AREA_CACHE_VERSION = 1;

let pending: Promise<AreaOption[]> | null = null;
/** The tree once loaded in this page: area names are then shown without waiting. */
let loaded: AreaOption[] | null = null;

/** The area tree when it is loaded already (lists, details and exports name areas from it). */
export function loadedAreaOptions(): readonly AreaOption[] | null {
  return loaded;
}

/** The names from province down to the area of `code` (河北省石家庄市平山县), or undefined when unknown. */
export function areaName(options: readonly AreaOption[], code: string): string | undefined {
  const path = areaPath(options, areaCodesOf(options, code));
  return path.length > 0 ? path.map((option) => option.name).join('') : undefined;
}

/** The area tree: the cached copy, else one call to areaProvince/queryList. */
export function loadAreaOptions(now = Date.now()): Promise<AreaOption[]> {
  const cached = readStamped<AreaOption[]>(AREA_CACHE_KEY, AREA_CACHE_VERSION, DAY_MS, now);
  if (cached) {
    loaded = cached;
    return Promise.resolve(cached);
  }
  pending ??= listAreaProvinces()
    .then(({ data }) => {
      const records = recordsOf<AreaOption>(data);
      writeStamped(AREA_CACHE_KEY, AREA_CACHE_VERSION, records, now);
      loaded = records;
      return records;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The options chosen by a list of codes, province first (stops at the first unknown code). */
export function areaPath(options: readonly AreaOption[], codes: readonly string[]): AreaOption[] {
  const path: AreaOption[] = [];
  let level: readonly AreaOption[] | undefined = options;
  for (const code of codes) {
    const found: AreaOption | undefined = level?.find((option) => option.code === code);
    if (!found) break;
    path.push(found);
    level = found.children;
  }
  return path;
}

/** The province, city and county codes leading to a county (or city) code. */
export function areaCodesOf(options: readonly AreaOption[], code: string): string[] {
  for (const option of options) {
    if (option.code === code) return [code];
    const below = areaCodesOf(option.children ?? [], code);
    if (below.length > 0) return [option.code, ...below];
  }
  return [];
}
