// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { entityFor, fieldMeta } from '../../../renderers/entities';
import { defaultFormat, formatValue } from '../../../renderers/shared/formatValue';
import { AREA_CACHE_KEY, loadAreaOptions } from '../../../src/dicts/areaCache';
import { writeStamped } from '../../../src/dicts/localCache';
import { zhCatalogue } from './setup';

const waybill = entityFor('waybill');
const driver = entityFor('driver');
const t = i18next.t.bind(i18next);
const now = new Date('2026-03-31T02:00:00Z');

beforeAll(async () => {
  await i18next.init({ lng: 'zh', resources: { zh: { translation: zhCatalogue() } }, interpolation: { escapeValue: false } });
});

describe('issue 5: formatted cells (money, y-m-d h:i:s dates, relative time, dictionary names)', () => {
  it.each([
    ['totalMonetaryAmount', 'money', 1234.5, '1,234.50'],
    ['goodsItemGrossWeight', 'weight', 30.5, '30.5 吨'],
    ['consignmentDateTime', 'datetime', '2026-03-01 08:00:00', '2026-03-01 08:00:00'],
    ['consignmentDateTime', 'date', '2026-03-01 08:00:00', '2026-03-01'],
    ['consignmentDateTime', 'relative', '2026-03-31 09:55:00', '5分钟前'],
    ['consignmentDateTime', 'relative', '2026-03-31 09:59:50', '刚刚'],
    ['consignmentDateTime', 'relative', '2026-03-30 09:00:00', '1天前'],
    ['status', 'dict', 'loaded', '已装货'],
    ['status', 'dict', 'unknown_code', 'unknown_code'],
    ['remark', 'text', '', ''],
    ['remark', 'text', null, ''],
  ] as const)('%s as %s: %j -> %j', (name, format, value, expected) => {
    expect(formatValue(value, fieldMeta(waybill, name), format, t, { now })).toBe(expected);
  });

  it('a yyyyMMdd date shows as yyyy-MM-dd', () => {
    expect(formatValue('20300101', fieldMeta(driver, 'validPeriodTo'), 'date', t)).toBe('2030-01-01');
  });

  it('an end date in 2999 (either form) is 长期, as a date and as an expiry', () => {
    for (const value of ['29991231', '2999-12-31']) {
      expect(formatValue(value, fieldMeta(driver, 'validPeriodTo'), 'date', t)).toBe('长期');
      expect(formatValue(value, fieldMeta(driver, 'validPeriodTo'), 'expiry', t, { now })).toBe('长期');
    }
  });

  it('an area code is named from province down once the area tree is loaded, and stays a code before', async () => {
    const field = fieldMeta(waybill, 'loadingCountrySubdivisionCode');
    expect(defaultFormat(field)).toBe('area');
    expect(formatValue('130131', field, 'area', t)).toBe('130131');
    const tree = [{ code: '130000', name: '河北省', children: [{ code: '130100', name: '石家庄市', children: [{ code: '130131', name: '平山县' }] }] }];
    writeStamped(AREA_CACHE_KEY, 1, tree);
    await loadAreaOptions();
    expect(formatValue('130131', field, 'area', t)).toBe('河北省石家庄市平山县');
    expect(formatValue('999999', field, 'area', t)).toBe('999999');
  });

  it('lists are joined', () => {
    expect(formatValue(['鲁A12345', '鲁B54321'], fieldMeta(driver, 'vehicleNumbers'), 'text', t)).toBe('鲁A12345、鲁B54321');
  });
});

describe('the format a field has when the page names none', () => {
  it.each([
    [waybill, 'status', 'dict'],
    [waybill, 'consignmentDateTime', 'datetime'],
    [driver, 'validPeriodFrom', 'date'],
    [waybill, 'loadingImages', 'image'],
    [waybill, 'consignor', 'text'],
  ] as const)('%s.%s -> %s', (entity, name, expected) => {
    expect(defaultFormat(fieldMeta(entity, name))).toBe(expected);
  });
});
