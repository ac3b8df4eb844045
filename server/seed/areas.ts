// The area tree from GB/T 2260 (city_code.txt): province codes end in 0000, city codes in 00,
// the rest are counties. County-level units governed directly by a province (济源市, 仙桃市,
// the county-level cities of Hainan and Xinjiang, codes xx90xx) have no city in the list;
// GB/T 2260 groups them under xx9000, which is added here with its standard name. The
// districts of Hong Kong and Macao have no city level and hang directly under the region.
import type { Kysely } from 'kysely';
import type { AreaTable, Database } from '../storage/schema';
import { readCodeList } from './codeLists';

export const AREA_FILE = 'city_code.txt';

function directlyGovernedName(provinceCode: string): string {
  // Autonomous regions (内蒙古 15, 广西 45, 西藏 54, 宁夏 64, 新疆 65) say 自治区.
  return ['15', '45', '54', '64', '65'].includes(provinceCode.slice(0, 2)) ? '自治区直辖县级行政区划' : '省直辖县级行政区划';
}

export function areaRows(codesDir: string): AreaTable[] {
  const entries = readCodeList(codesDir, AREA_FILE);
  const known = new Set(entries.map((e) => e.code));
  const rows: AreaTable[] = [];
  for (const { code, name } of entries) {
    const province = `${code.slice(0, 2)}0000`;
    if (code === province) {
      rows.push({ code, name, parent_code: null, level: 1 });
    } else if (code.endsWith('00')) {
      rows.push({ code, name, parent_code: province, level: 2 });
    } else {
      const city = `${code.slice(0, 4)}00`;
      if (city === province) {
        // Hong Kong and Macao (81xxxx, 82xxxx): districts directly under the region.
        rows.push({ code, name, parent_code: province, level: 2 });
        continue;
      }
      if (!known.has(city)) {
        known.add(city);
        rows.push({ code: city, name: directlyGovernedName(province), parent_code: province, level: 2 });
      }
      rows.push({ code, name, parent_code: city, level: 3 });
    }
  }
  return rows;
}

export async function seedAreas(trx: Kysely<Database>, codesDir: string): Promise<void> {
  const rows = areaRows(codesDir);
  for (let at = 0; at < rows.length; at += 200) await trx.insertInto('area').values(rows.slice(at, at + 200)).execute();
}
