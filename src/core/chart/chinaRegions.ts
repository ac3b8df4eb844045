// Provinces of the China map. Figures arrive keyed by region code (GB/T 2260: "370000", or the
// province's two digits "37"); the map's features are named like the code list's provinces
// (山东省), which tests/unit/renderers/chart checks against the code list itself.

/** The map's ECharts name: ECharts adds the 南海诸岛 inset to a map registered as 'china'. */
export const CHINA_MAP = 'china';

export interface RegionFeatureCollection {
  features: { properties: { adcode?: number | string; name?: string } }[];
}

/** The province a region code belongs to (its first two digits); null for anything else. */
export function provinceKey(code: string): string | null {
  const trimmed = code.trim();
  return /^\d{2}(\d{4})?$/.test(trimmed) ? trimmed.slice(0, 2) : null;
}

/** Province key → feature name, from the features' codes. */
export function regionNamesOf(collection: RegionFeatureCollection): Map<string, string> {
  const names = new Map<string, string>();
  for (const { properties } of collection.features) {
    const key = provinceKey(String(properties.adcode ?? ''));
    if (key && properties.name) names.set(key, properties.name);
  }
  return names;
}

/** The name a region code is shown by: its province's feature name, else the code as given. */
export function regionLabel(code: string, regionNames: ReadonlyMap<string, string>): string {
  const key = provinceKey(code);
  return (key && regionNames.get(key)) || code;
}
