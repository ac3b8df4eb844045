// Place names for route labels, from the area table (GB/T 2260): a county code's city, and the
// name shown for a city. A municipality's city level is 城区 or 郊县 in the codes, so its
// province's name (北京市) is shown instead.
import type { Db } from '../storage/database';

/** The city code of a county or city code prefix (`4403` or `440305` → `440300`). */
export function cityOf(code: string): string {
  return `${code.slice(0, 4)}00`;
}

const provinceOf = (code: string) => `${code.slice(0, 2)}0000`;
const MUNICIPAL_PARTS = /(城区|郊县)$/;

/** The display names of the city codes (a code the table lacks is left out). */
export async function placeNames(db: Db, cities: string[]): Promise<Map<string, string>> {
  const codes = [...new Set([...cities, ...cities.map(provinceOf)])];
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('area').select(['code', 'name']).where('code', 'in', codes).execute();
  const names = new Map(rows.map((row) => [row.code, row.name]));
  const shown = new Map<string, string>();
  for (const city of new Set(cities)) {
    const name = names.get(city);
    if (name === undefined) continue;
    shown.set(city, MUNICIPAL_PARTS.test(name) ? names.get(provinceOf(city)) ?? name : name);
  }
  return shown;
}
