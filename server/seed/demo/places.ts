// Places: freight hubs (real prefecture codes of city_code.txt with their coordinates and plate
// prefixes), the names of any area code of the code list, street addresses, and road distances
// estimated from the great-circle distance between the hubs of two areas.
import { isValidIdCard, isValidUscc } from '../../../src/core/validation';
import { readCodeList } from '../codeLists';
import type { Random } from './random';

export interface Hub { city: string; lat: number; lon: number; plate: string }

/** Prefecture-level cities with heavy freight traffic: coal, steel, ports, manufacturing. */
const HUBS: Hub[] = [
  { city: '130200', lat: 39.63, lon: 118.18, plate: '冀B' }, // 唐山
  { city: '130100', lat: 38.04, lon: 114.51, plate: '冀A' }, // 石家庄
  { city: '130400', lat: 36.63, lon: 114.54, plate: '冀D' }, // 邯郸
  { city: '120100', lat: 39.13, lon: 117.20, plate: '津A' }, // 天津
  { city: '140100', lat: 37.87, lon: 112.55, plate: '晋A' }, // 太原
  { city: '150600', lat: 39.61, lon: 109.78, plate: '蒙K' }, // 鄂尔多斯
  { city: '150200', lat: 40.66, lon: 109.84, plate: '蒙B' }, // 包头
  { city: '610800', lat: 38.29, lon: 109.73, plate: '陕K' }, // 榆林
  { city: '610100', lat: 34.34, lon: 108.94, plate: '陕A' }, // 西安
  { city: '410100', lat: 34.75, lon: 113.62, plate: '豫A' }, // 郑州
  { city: '370100', lat: 36.65, lon: 117.12, plate: '鲁A' }, // 济南
  { city: '370200', lat: 36.07, lon: 120.38, plate: '鲁B' }, // 青岛
  { city: '371300', lat: 35.10, lon: 118.36, plate: '鲁Q' }, // 临沂
  { city: '320300', lat: 34.21, lon: 117.28, plate: '苏C' }, // 徐州
  { city: '320100', lat: 32.06, lon: 118.80, plate: '苏A' }, // 南京
  { city: '320500', lat: 31.30, lon: 120.59, plate: '苏E' }, // 苏州
  { city: '330100', lat: 30.27, lon: 120.16, plate: '浙A' }, // 杭州
  { city: '330200', lat: 29.87, lon: 121.55, plate: '浙B' }, // 宁波
  { city: '340100', lat: 31.82, lon: 117.23, plate: '皖A' }, // 合肥
  { city: '420100', lat: 30.59, lon: 114.31, plate: '鄂A' }, // 武汉
  { city: '430100', lat: 28.23, lon: 112.94, plate: '湘A' }, // 长沙
  { city: '440100', lat: 23.13, lon: 113.26, plate: '粤A' }, // 广州
  { city: '440600', lat: 23.02, lon: 113.12, plate: '粤E' }, // 佛山
  { city: '510100', lat: 30.57, lon: 104.07, plate: '川A' }, // 成都
  { city: '500100', lat: 29.56, lon: 106.55, plate: '渝A' }, // 重庆
  { city: '210100', lat: 41.81, lon: 123.43, plate: '辽A' }, // 沈阳
];

const STREETS = ['工业园区', '物流园', '经济开发区', '高新区', '港区', '建设路', '人民路', '解放路', '北环路', '南环路',
  '黄河路', '长江路', '迎宾大道', '钢城路', '煤城路', '陶瓷产业园', '保税物流中心', '铁路货场'];
const SITES = ['仓库', '货场', '厂区', '堆场', '配送中心', '码头', '原料库'];

export interface Place {
  code: string;
  province: string;
  /** The prefecture's name; empty for the counties of a municipality (天津城区) and for counties
   * governed directly by a province. */
  city: string;
  county: string;
}

export interface PlaceBook {
  hubs: readonly Hub[];
  /** The names of a county, city or province code of the code list. */
  place(code: string): Place;
  /** A county of the city (the city itself when the list has none, such as 东莞). */
  countyOf(random: Random, cityCode: string): string;
  /** The freight hub of the area's city, else of its province. */
  hubOf(code: string): Hub | undefined;
  /** A street address in the area: 河北省唐山市路北区钢城路88号厂区. */
  address(random: Random, code: string): string;
  /** Road distance in km between two areas, at least 30 (within one city). */
  distanceKm(from: string, to: string): number;
}

/** The name a person gives the area's city: the prefecture, or the province of a municipality. */
export function cityName(place: Place): string {
  return place.city === '' ? place.province : place.city;
}

/** The 6-digit area code a value carries: an area code itself, the first 6 digits of an ID
 * number, characters 3-8 of a USCC. */
export function areaCodeOf(value: unknown): string {
  const text = String(value);
  if (/^\d{6}$/.test(text) || isValidIdCard(text)) return text.slice(0, 6);
  if (isValidUscc(text)) return text.slice(2, 8);
  throw new Error(`demo data: "${text}" carries no area code`);
}

function greatCircleKm(a: Hub, b: Hub): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function placeBook(codesDir: string): PlaceBook {
  const entries = readCodeList(codesDir, 'city_code.txt');
  const names = new Map(entries.map((e) => [e.code, e.name]));
  const counties = new Map<string, string[]>();
  for (const { code } of entries) {
    if (!/^\d{6}$/.test(code) || code.endsWith('00')) continue;
    const city = `${code.slice(0, 4)}00`;
    counties.set(city, [...(counties.get(city) ?? []), code]);
  }
  const place = (code: string): Place => {
    const cityCode = `${code.slice(0, 4)}00`;
    const city = names.get(cityCode) ?? '';
    return {
      code,
      province: names.get(`${code.slice(0, 2)}0000`) ?? '',
      // Municipalities are named once: 天津市和平区, not 天津市天津城区和平区.
      city: city.endsWith('城区') || code.endsWith('0000') ? '' : city,
      county: code.endsWith('00') ? '' : names.get(code) ?? '',
    };
  };
  const hubOf = (code: string) => HUBS.find((hub) => hub.city.slice(0, 4) === code.slice(0, 4))
    ?? HUBS.find((hub) => hub.city.slice(0, 2) === code.slice(0, 2));
  return {
    hubs: HUBS,
    place,
    countyOf: (random, cityCode) => {
      const options = counties.get(cityCode) ?? [];
      return options.length > 0 ? random.pick(options) : cityCode;
    },
    hubOf,
    address: (random, code) => {
      const { province, city, county } = place(code);
      return `${province}${city}${county}${random.pick(STREETS)}${random.int(1, 399)}号${random.pick(SITES)}`;
    },
    distanceKm: (from, to) => {
      const [a, b] = [hubOf(from), hubOf(to)];
      if (!a || !b) throw new Error(`demo data: no freight hub near ${a ? to : from} to measure a distance`);
      return Math.max(30, Math.round(greatCircleKm(a, b) * 1.25 + (from === to ? 0 : 15)));
    },
  };
}
