// Loading and receipt places: freight hubs (real prefecture codes of city_code.txt with their
// coordinates and plate prefixes), their counties from the code list, and road distances
// estimated from the great-circle distance.
import { readCodeList, type CodeEntry } from '../codeLists';
import type { Random } from './random';

interface Hub { city: string; lat: number; lon: number; plate: string }

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
  city: string;
  county: string;
  hub: Hub;
}

export interface PlaceBook {
  hubs: readonly Hub[];
  /** A county of a hub city (the city itself when it has no counties, such as 东莞). */
  place(random: Random, hub: Hub): Place;
  address(random: Random, place: Place): string;
  /** Road distance in km, at least 30 (within one city). */
  distanceKm(from: Place, to: Place): number;
  /** All 6-digit county codes, for ID numbers of people from anywhere. */
  counties: readonly string[];
}

function greatCircleKm(a: Hub, b: Hub): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function placeBook(codesDir: string): PlaceBook {
  const entries = readCodeList(codesDir, 'city_code.txt');
  const names = new Map(entries.map((e) => [e.code, e.name]));
  const isCounty = (e: CodeEntry) => /^\d{6}$/.test(e.code) && !e.code.endsWith('00');
  const countiesOf = new Map(HUBS.map((hub) => [hub.city, entries.filter((e) => isCounty(e) && e.code.startsWith(hub.city.slice(0, 4)))]));
  const counties = entries.filter((e) => isCounty(e) && !/^(71|81|82)/.test(e.code)).map((e) => e.code);
  return {
    hubs: HUBS,
    counties,
    place: (random, hub) => {
      const options = countiesOf.get(hub.city) ?? [];
      const county = options.length > 0 ? random.pick(options) : { code: hub.city, name: '' };
      return {
        code: county.code,
        province: names.get(`${hub.city.slice(0, 2)}0000`) ?? '',
        city: names.get(hub.city) ?? '',
        county: county.name,
        hub,
      };
    },
    address: (random, place) => {
      // Municipalities are named once: 天津市和平区, not 天津市天津城区和平区.
      const city = place.city.endsWith('城区') ? '' : place.city;
      return `${place.province}${city}${place.county}${random.pick(STREETS)}${random.int(1, 399)}号${random.pick(SITES)}`;
    },
    distanceKm: (from, to) => Math.max(30, Math.round(greatCircleKm(from.hub, to.hub) * 1.25 + (from.code === to.code ? 0 : 15))),
  };
}
